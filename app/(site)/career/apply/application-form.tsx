'use client';

import { useEffect } from 'react';
import { Field, FormStatusRegion, HoneypotField, inputClasses } from '@/components/forms/field';
import type { Route } from '@/content/types';
import { useHydrated } from '@/lib/use-hydrated';
import {
  experienceOptions,
  indianToday,
  latestStartDate,
} from '@/lib/validation/application-rules';
import { applicationCopy as copy } from '@/content/careers';
import { PrivacyNotice } from './privacy-notice';
import { ResumeField } from './resume-field';
import { clearDraft } from '@/lib/drafts';
import { APPLICATION_DRAFT, useApplicationForm } from './use-application-form';
import { FormActions } from '@/components/forms/form-actions';

type ApplicationFormProps = {
  /** The job title to preselect; '' for a general application. */
  position: string;
  /** The positions open now, handed over by the server (titles only); the last is 'Other'. */
  positions: readonly string[];
  privacyEmail: string;
  /** Cancel discards the draft, then this runs (the dialog closes). */
  onCancel?: () => void;
  /** On the form's own page, Cancel is a link back to the posting or the list. */
  cancelHref?: Route;
  /** The level of the form's own headings: h3 in the dialog, h2 on the form's page. */
  headingLevel?: 'h2' | 'h3';
  /** Told when sending starts and ends, so the dialog can stay open meanwhile. */
  onBusyChange?: (busy: boolean) => void;
  /** After the form has said the application was sent (the dialog closes). */
  onSent?: (message: string) => void;
};

type Line = {
  name: 'firstName' | 'lastName' | 'email' | 'phone' | 'location';
  type: string;
  autoComplete?: string;
  required?: boolean;
};

const lines = {
  firstName: { name: 'firstName', type: 'text', autoComplete: 'given-name', required: true },
  lastName: { name: 'lastName', type: 'text', autoComplete: 'family-name', required: true },
  email: { name: 'email', type: 'email', autoComplete: 'email', required: true },
  phone: { name: 'phone', type: 'tel', autoComplete: 'tel', required: true },
  location: { name: 'location', type: 'text', autoComplete: 'address-level2' },
} as const satisfies Record<string, Line>;

const id = (name: string) => `application-${name}`;

export function ApplicationForm({
  position,
  positions,
  privacyEmail,
  onCancel,
  cancelHref,
  headingLevel = 'h3',
  onBusyChange,
  onSent,
}: ApplicationFormProps) {
  const {
    form,
    field,
    submit,
    status,
    resume,
    setResume,
    resumeError,
    setResumeError,
    preloadValidation,
  } = useApplicationForm({
    position,
    positions,
    onSent,
    focusResume: () => document.getElementById(id('resume'))?.focus(),
  });
  const { errors, isSubmitting } = form.formState;
  // Until the page is interactive (and without JavaScript) a submit would be the browser's own:
  // it cannot send the application, and would lose what was typed. The button waits.
  const hydrated = useHydrated();

  // Busy from the start of a send to its end, or until the form goes away (sent and closed).
  useEffect(() => {
    if (!isSubmitting) return;
    onBusyChange?.(true);
    return () => onBusyChange?.(false);
  }, [onBusyChange, isSubmitting]);

  const line = ({ name, type, autoComplete, required }: Line) => (
    <Field
      id={id(name)}
      label={copy.fields[name]}
      required={required}
      error={errors[name]?.message}
    >
      {(aria) => (
        <input
          {...aria}
          {...field(name)}
          data-autofocus={name === 'firstName' || undefined}
          type={type}
          autoComplete={autoComplete}
          className={inputClasses}
        />
      )}
    </Field>
  );

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      onFocus={preloadValidation}
      className="relative grid grid-cols-1 gap-5 sm:grid-cols-2"
    >
      {line(lines.firstName)}
      {line(lines.lastName)}
      {line(lines.email)}
      {line(lines.phone)}
      {line(lines.location)}
      <Field
        id={id('position')}
        label={copy.fields.position}
        required
        error={errors.position?.message}
      >
        {(aria) => (
          <select {...aria} {...field('position')} className={inputClasses}>
            <option value="">{copy.fields.positionPlaceholder}</option>
            {positions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={id('experience')}
        label={copy.fields.experience}
        required
        error={errors.experience?.message}
      >
        {(aria) => (
          <select {...aria} {...field('experience')} className={inputClasses}>
            <option value="">{copy.fields.experiencePlaceholder}</option>
            {experienceOptions.map((option) => (
              <option key={option} value={option}>
                {option} {copy.fields.experienceSuffix}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={id('expectedSalary')}
        label={copy.fields.expectedSalary}
        hint={copy.fields.expectedSalaryHint}
        error={errors.expectedSalary?.message}
      >
        {(aria) => (
          <input {...aria} {...field('expectedSalary')} type="text" className={inputClasses} />
        )}
      </Field>
      <Field
        id={id('availableDate')}
        label={copy.fields.availableDate}
        error={errors.availableDate?.message}
      >
        {(aria) => (
          <input
            {...aria}
            {...field('availableDate')}
            type="date"
            min={indianToday()}
            max={latestStartDate()}
            className={inputClasses}
          />
        )}
      </Field>
      <Field
        id={id('coverLetter')}
        label={copy.fields.coverLetter}
        error={errors.coverLetter?.message}
        className="sm:col-span-2"
      >
        {(aria) => (
          <textarea {...aria} {...field('coverLetter')} rows={6} className={inputClasses} />
        )}
      </Field>
      <ResumeField
        id={id('resume')}
        file={resume}
        error={resumeError}
        onFileChange={setResume}
        onErrorChange={setResumeError}
      />
      <HoneypotField registration={field('website')} />
      <PrivacyNotice privacyEmail={privacyEmail} headingLevel={headingLevel} />
      <div className="sm:col-span-2">
        <FormStatusRegion status={status} />
      </div>
      <FormActions
        onCancel={() => {
          clearDraft(APPLICATION_DRAFT);
          onCancel?.();
        }}
        cancelHref={cancelHref}
        ready={hydrated}
        busy={isSubmitting}
        cancelLabel={copy.cancel}
        submitLabel={copy.submit}
        busyLabel={copy.submitting}
        className="sm:col-span-2"
      />
    </form>
  );
}
