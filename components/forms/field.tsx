import type { ReactNode } from 'react';
import type { FormState } from '@/lib/forms/state';

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    'aria-required'?: boolean;
  }) => ReactNode;
};

export const inputClasses =
  'block w-full rounded-xl border border-slate-500 bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-3 focus:outline-brand-600/40 aria-invalid:border-red-700';

/** A labelled form control whose error and hint are tied to it with aria-describedby. */
export function Field({ id, label, required, error, hint, className, children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-medium text-slate-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The honeypot: hidden from people and assistive technology, tempting to bots. */
export function HoneypotField({ registration }: { registration: object }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}

/**
 * Live regions that exist before anything is announced, so screen readers hear each result. Empty,
 * they are visually hidden but stay in the accessibility tree (`display: none` would take them out,
 * and a region that appears together with its text is often not announced).
 */
export function FormStatusRegion({ status }: { status: FormState['status'] }) {
  return (
    <>
      <div role="status" className="empty:sr-only">
        {status?.kind === 'success' ? (
          <p className="rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-800">
            {status.text}
          </p>
        ) : null}
      </div>
      <div role="alert" className="empty:sr-only">
        {status?.kind === 'error' ? (
          <p className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">{status.text}</p>
        ) : null}
      </div>
    </>
  );
}
