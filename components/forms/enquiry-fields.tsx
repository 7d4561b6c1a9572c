import type { UseFormRegisterReturn } from 'react-hook-form';
import { NoticeFields } from '@/components/privacy/notice-fields';
import {
  enquiryPrompts,
  enquiryServices,
  enquiryTimelines,
  type EnquiryOption,
} from '@/content/enquiry';
import type { ContactInput } from '@/lib/validation/contact';
import { Field, HoneypotField, inputClasses } from './field';

type EnquiryFieldsProps = {
  idPrefix: string;
  labels: {
    name: string;
    email: string;
    phone: string;
    company: string;
    service: string;
    timeline: string;
    subject?: string;
    message: string;
  };
  /** A field's message, if it has one. */
  errorFor: (name: keyof ContactInput) => string | undefined;
  /** What the fields start with (server-rendered, so a form sent back shows it without JavaScript). */
  defaults?: Partial<ContactInput>;
  field: (name: keyof ContactInput) => UseFormRegisterReturn;
  messageRows: number;
  /** Classes for the subject and message fields (e.g. to span a grid). */
  wideClassName?: string;
  /** Puts focus on the name field when a dialog opens. */
  autoFocusName?: boolean;
};

/** The enquiry fields shared by the contact page form and the Get Started dialog. */
export function EnquiryFields({
  idPrefix,
  labels,
  errorFor,
  defaults,
  field,
  messageRows,
  wideClassName,
  autoFocusName,
}: EnquiryFieldsProps) {
  const line = (
    name: 'name' | 'email' | 'phone' | 'company' | 'subject',
    label: string,
    type: string,
    autoComplete?: string,
    required = false,
    className?: string,
  ) => (
    <Field
      id={`${idPrefix}-${name}`}
      label={label}
      required={required}
      error={errorFor(name)}
      className={className}
    >
      {(aria) => (
        <input
          {...aria}
          {...field(name)}
          defaultValue={defaults?.[name]}
          data-autofocus={(autoFocusName && name === 'name') || undefined}
          type={type}
          autoComplete={autoComplete}
          className={inputClasses}
        />
      )}
    </Field>
  );
  const choice = (
    name: 'service' | 'timeline',
    label: string,
    options: readonly EnquiryOption[],
  ) => (
    <Field id={`${idPrefix}-${name}`} label={label} error={errorFor(name)}>
      {(aria) => (
        <select {...aria} {...field(name)} defaultValue={defaults?.[name]} className={inputClasses}>
          <option value="">{enquiryPrompts[name]}</option>
          {options.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <>
      {line('name', labels.name, 'text', 'name', true)}
      {line('email', labels.email, 'email', 'email', true)}
      {line('phone', labels.phone, 'tel', 'tel')}
      {line('company', labels.company, 'text', 'organization')}
      {choice('service', labels.service, enquiryServices)}
      {choice('timeline', labels.timeline, enquiryTimelines)}
      {labels.subject
        ? line('subject', labels.subject, 'text', undefined, false, wideClassName)
        : null}
      <Field
        id={`${idPrefix}-message`}
        label={labels.message}
        required
        error={errorFor('message')}
        className={wideClassName}
      >
        {(aria) => (
          <textarea
            {...aria}
            {...field('message')}
            defaultValue={defaults?.message}
            rows={messageRows}
            className={inputClasses}
          />
        )}
      </Field>
      <HoneypotField registration={field('website')} />
      <NoticeFields />
    </>
  );
}
