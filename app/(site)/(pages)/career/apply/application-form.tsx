'use client';

import { useEffect, type ReactNode } from 'react';
import { ErrorSummary } from '@/components/forms/error-summary';
import { Field, FormStatusRegion, HoneypotField, inputClasses } from '@/components/forms/field';
import { FormActions } from '@/components/forms/form-actions';
import { NoticeFields } from '@/components/privacy/notice-fields';
import { applicationCopy as copy } from '@/content/careers';
import type { Route } from '@/content/types';
import { clearDraft } from '@/lib/drafts';
import type { FormState } from '@/lib/forms/state';
import {
  experienceOptions,
  indianToday,
  latestStartDate,
} from '@/lib/validation/application-rules';
import { applicationFieldNames, type ApplicationFieldName } from './application-fields';
import { ResumeField } from './resume-field';
import { APPLICATION_DRAFT, useApplicationForm } from './use-application-form';

type ApplicationFormProps = {
  /** The job title to preselect; '' for a general application. */
  position: string;
  /** The positions open now, handed over by the server (titles only); the last is 'Other'. */
  positions: readonly string[];
  /**
   * Who receives the application and how long it is kept (PrivacyNotice), rendered by the server
   * page that shows the form, so its text (in three languages) is not part of the form's script.
   */
  privacyNotice: ReactNode;
  /** Cancel discards the draft, then this runs (the dialog closes). */
  onCancel?: () => void;
  /** On the form's own page, Cancel is a link back to the posting or the list. */
  cancelHref?: Route;
  /** Told when sending starts and ends, so the dialog can stay open meanwhile. */
  onBusyChange?: (busy: boolean) => void;
  /** After the form has said the application was sent (the dialog closes). */
  onSent?: (message: string) => void;
  /** On its page: the server's answer to the form sent without JavaScript. */
  initialState?: FormState;
  /** The address a refused send offers to write to instead (the HR address, from the server). */
  email: string;
};

type Line = {
  name: 'first_name' | 'last_name' | 'email' | 'phone' | 'location';
  label: string;
  type: string;
  autoComplete?: string;
  required?: boolean;
};

const { fields: labels } = copy;
const lines: readonly Line[] = [
  {
    name: 'first_name',
    label: labels.firstName,
    type: 'text',
    autoComplete: 'given-name',
    required: true,
  },
  {
    name: 'last_name',
    label: labels.lastName,
    type: 'text',
    autoComplete: 'family-name',
    required: true,
  },
  { name: 'email', label: labels.email, type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: labels.phone, type: 'tel', autoComplete: 'tel', required: true },
  { name: 'location', label: labels.location, type: 'text', autoComplete: 'address-level2' },
];

const id = (name: string) => `application-${name}`;
const summaryOrder = [...applicationFieldNames, 'resume'];

/**
 * The application form, in the dialog and on its own page. With JavaScript it checks the fields
 * in the browser and sends them with fetch; without, the browser posts it (multipart) to the same
 * endpoint, which answers with the form's page again (`initialState`).
 */
export function ApplicationForm({
  position,
  positions,
  privacyNotice,
  onCancel,
  cancelHref,
  onBusyChange,
  onSent,
  initialState,
  email,
}: ApplicationFormProps) {
  const {
    form,
    field,
    errorFor,
    answered,
    submit,
    status,
    resume,
    setResume,
    resumeError,
    setResumeError,
    keptResume,
    keepResume,
    setKeepResume,
    preloadValidation,
  } = useApplicationForm({
    position,
    positions,
    onSent,
    focusResume: () => document.getElementById(id('resume'))?.focus(),
    initialState,
    email,
  });
  const { isSubmitting, defaultValues } = form.formState;
  const initial = (name: ApplicationFieldName) => defaultValues?.[name];

  // Busy from the start of a send to its end, or until the form goes away (sent and closed).
  useEffect(() => {
    if (!isSubmitting) return;
    onBusyChange?.(true);
    return () => onBusyChange?.(false);
  }, [onBusyChange, isSubmitting]);

  const line = ({ name, label, type, autoComplete, required }: Line) => (
    <Field key={name} id={id(name)} label={label} required={required} error={errorFor(name)}>
      {(aria) => (
        <input
          {...aria}
          {...field(name)}
          defaultValue={initial(name)}
          data-autofocus={name === 'first_name' || undefined}
          type={type}
          autoComplete={autoComplete}
          className={inputClasses}
        />
      )}
    </Field>
  );

  return (
    <form
      action="/api/apply"
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
      onFocus={preloadValidation}
      className="relative grid grid-cols-1 gap-5 sm:grid-cols-2"
    >
      <div className="empty:hidden sm:col-span-2">
        <ErrorSummary errors={answered} order={summaryOrder} controlId={id} />
      </div>
      {lines.map(line)}
      <Field id={id('position')} label={labels.position} required error={errorFor('position')}>
        {(aria) => (
          <select
            {...aria}
            {...field('position')}
            defaultValue={initial('position')}
            className={inputClasses}
          >
            <option value="">{labels.positionPlaceholder}</option>
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
        label={labels.experience}
        required
        error={errorFor('experience')}
      >
        {(aria) => (
          <select
            {...aria}
            {...field('experience')}
            defaultValue={initial('experience')}
            className={inputClasses}
          >
            <option value="">{labels.experiencePlaceholder}</option>
            {experienceOptions.map((option) => (
              <option key={option} value={option}>
                {option} {labels.experienceSuffix}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={id('expected_salary')}
        label={labels.expectedSalary}
        hint={labels.expectedSalaryHint}
        error={errorFor('expected_salary')}
      >
        {(aria) => (
          <input
            {...aria}
            {...field('expected_salary')}
            defaultValue={initial('expected_salary')}
            type="text"
            className={inputClasses}
          />
        )}
      </Field>
      <Field
        id={id('available_date')}
        label={labels.availableDate}
        error={errorFor('available_date')}
      >
        {(aria) => (
          <input
            {...aria}
            {...field('available_date')}
            defaultValue={initial('available_date')}
            type="date"
            min={indianToday()}
            max={latestStartDate()}
            className={inputClasses}
          />
        )}
      </Field>
      <Field
        id={id('cover_letter')}
        label={labels.coverLetter}
        error={errorFor('cover_letter')}
        className="sm:col-span-2"
      >
        {(aria) => (
          <textarea
            {...aria}
            {...field('cover_letter')}
            defaultValue={initial('cover_letter')}
            rows={6}
            className={inputClasses}
          />
        )}
      </Field>
      <ResumeField
        id={id('resume')}
        file={resume}
        error={resumeError}
        onFileChange={setResume}
        onErrorChange={setResumeError}
        kept={keptResume}
        keep={keepResume}
        onKeepChange={setKeepResume}
      />
      <HoneypotField registration={field('website')} />
      <NoticeFields />
      {privacyNotice}
      <div id="application-status" className="scroll-mt-28 sm:col-span-2">
        <FormStatusRegion status={status} />
      </div>
      <FormActions
        onCancel={() => {
          clearDraft(APPLICATION_DRAFT);
          onCancel?.();
        }}
        cancelHref={cancelHref}
        busy={isSubmitting}
        cancelLabel={copy.cancel}
        submitLabel={copy.submit}
        busyLabel={copy.submitting}
        className="sm:col-span-2"
      />
    </form>
  );
}
