'use client';

import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { EnquiryFields } from '@/components/forms/enquiry-fields';
import { FormStatusRegion } from '@/components/forms/field';
import { NoScriptNote } from '@/components/forms/no-script-note';
import { useEnquiryForm } from '@/components/forms/use-enquiry-form';
import { contactPage } from '@/content/contact';
import { isEnquiryService } from '@/content/enquiry';
import { useHydrated } from '@/lib/use-hydrated';

const { form: copy, messages } = contactPage;

export function ContactForm() {
  const { form, field, submit, status, preloadValidation } = useEnquiryForm(
    'contact-page',
    messages,
  );
  const { errors, isSubmitting } = form.formState;
  // Until the page is interactive (and without JavaScript) a submit would be the browser's own:
  // it cannot send the enquiry, and would lose what was typed. The button waits.
  const hydrated = useHydrated();

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
      <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
        {copy.heading}
      </h2>
      <p className="mt-1 text-slate-700">{copy.intro}</p>
      <form
        method="post"
        noValidate
        onSubmit={submit}
        onFocus={preloadValidation}
        className="relative mt-6 grid gap-5 sm:grid-cols-2"
      >
        <EnquiryFields
          idPrefix="contact"
          labels={copy.fields}
          errors={errors}
          field={field}
          messageRows={6}
          wideClassName="sm:col-span-2"
        />
        <div className="space-y-4 sm:col-span-2">
          <FormStatusRegion status={status} />
          <NoScriptNote>{copy.noScript}</NoScriptNote>
          <button
            type="submit"
            disabled={isSubmitting || !hydrated}
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
