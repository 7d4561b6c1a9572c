'use client';

import { useEffect, type ReactNode } from 'react';
import { EnquiryFields } from '@/components/forms/enquiry-fields';
import { ErrorSummary } from '@/components/forms/error-summary';
import { FormStatusRegion } from '@/components/forms/field';
import { maskIcon } from '@/components/ui/mask-icon';
import { contactPage } from '@/content/contact';
import { isEnquiryService } from '@/content/enquiry';
import type { FormState } from '@/lib/forms/state';
import { enquiryFieldNames, useEnquiryForm } from '@/lib/hooks/use-enquiry-form';

const Send = maskIcon('send');

const { form: copy, messages } = contactPage;

/**
 * The contact page's enquiry form. With JavaScript it checks the fields in the browser and sends
 * them with fetch; without, the browser posts it to the same endpoint, which answers with this
 * page again (`initialState`: the values and messages, or the success with its reference).
 */
export function ContactForm({
  initialState,
  privacyNotice,
  email,
}: {
  initialState?: FormState;
  /** How the enquiry is used (EnquiryPrivacyNotice), rendered by the server page. */
  privacyNotice?: ReactNode;
  /** The sales address, which a refused send offers to write to instead. */
  email: string;
}) {
  const { form, field, errorFor, answered, submit, status, preloadValidation } = useEnquiryForm({
    draftId: 'contact-page',
    messages,
    email,
    initialState,
  });
  const { isSubmitting } = form.formState;

  // A service page's 'Start Your Project' leads here as /contact?service=web-development. Read
  // after the draft is restored, so the service asked for wins; the page itself stays static.
  useEffect(() => {
    const service = new URLSearchParams(window.location.search).get('service');
    if (isEnquiryService(service)) form.setValue('service', service);
  }, [form]);

  return (
    <section
      aria-labelledby="contact-form-heading"
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
    >
      <h2 id="contact-form-heading" className="scroll-mt-28 text-2xl font-bold text-slate-900">
        {copy.heading}
      </h2>
      <p className="mt-1 text-slate-700">{copy.intro}</p>
      <form
        action="/api/contact"
        method="post"
        noValidate
        onSubmit={submit}
        onFocus={preloadValidation}
        className="form-below-first-screen relative mt-6 grid gap-5 sm:grid-cols-2"
      >
        <div className="empty:hidden sm:col-span-2">
          <ErrorSummary
            errors={answered}
            order={enquiryFieldNames}
            controlId={(name) => `contact-${name}`}
          />
        </div>
        <EnquiryFields
          idPrefix="contact"
          labels={copy.fields}
          errorFor={errorFor}
          defaults={form.formState.defaultValues}
          field={field}
          messageRows={6}
          wideClassName="sm:col-span-2"
        />
        <div className="space-y-4 sm:col-span-2">
          {privacyNotice}
          <FormStatusRegion status={status} />
          <button
            type="submit"
            disabled={isSubmitting}
            className="inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-700 px-7 font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
          >
            <Send aria-hidden="true" className="size-4" />
            {isSubmitting ? copy.sending : copy.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
