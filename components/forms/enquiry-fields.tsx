import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import type { ContactInput } from '@/lib/validation/contact';
import { Field, HoneypotField, inputClasses } from './field';

type EnquiryFieldsProps = {
  idPrefix: string;
  labels: { name: string; email: string; phone: string; subject?: string; message: string };
  errors: FieldErrors<ContactInput>;
  field: (name: keyof ContactInput) => UseFormRegisterReturn;
  messageRows: number;
  /** Classes for the message field (e.g. to span a grid). */
  messageClassName?: string;
  /** Puts focus on the name field when a dialog opens. */
  autoFocusName?: boolean;
};

/** The enquiry fields shared by the contact page form and the Get Started dialog. */
export function EnquiryFields({
  idPrefix,
  labels,
  errors,
  field,
  messageRows,
  messageClassName,
  autoFocusName,
}: EnquiryFieldsProps) {
  const line = (
    name: 'name' | 'email' | 'phone' | 'subject',
    label: string,
    type: string,
    autoComplete?: string,
    required = false,
  ) => (
    <Field
      id={`${idPrefix}-${name}`}
      label={label}
      required={required}
      error={errors[name]?.message}
    >
      {(aria) => (
        <input
          {...aria}
          {...field(name)}
          data-autofocus={(autoFocusName && name === 'name') || undefined}
          type={type}
          autoComplete={autoComplete}
          className={inputClasses}
        />
      )}
    </Field>
  );
  return (
    <>
      {line('name', labels.name, 'text', 'name', true)}
      {line('email', labels.email, 'email', 'email', true)}
      {line('phone', labels.phone, 'tel', 'tel')}
      {labels.subject ? line('subject', labels.subject, 'text') : null}
      <Field
        id={`${idPrefix}-message`}
        label={labels.message}
        required
        error={errors.message?.message}
        className={messageClassName}
      >
        {(aria) => (
          <textarea {...aria} {...field('message')} rows={messageRows} className={inputClasses} />
        )}
      </Field>
      <HoneypotField registration={field('website')} />
    </>
  );
}
