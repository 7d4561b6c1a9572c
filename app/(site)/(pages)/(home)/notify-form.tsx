'use client';

import { clsx } from 'clsx';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorSummary } from '@/components/forms/error-summary';
import { FormStatusRegion, HoneypotField, inputClasses } from '@/components/forms/field';
import { NoticeFields } from '@/components/privacy/notice-fields';
import type { LaunchSection } from '@/content/launch';
import { clearDraft, loadDraft, saveDraft } from '@/lib/drafts';
import { postJson, withReference } from '@/lib/forms/post-json';
import { failureText, type FormState } from '@/lib/forms/state';

const DRAFT_ID = 'notify-launch';
const ERROR_ID = 'notify-email-error';
const HINT_ID = 'notify-email-hint';

/**
 * 'Notify Me': the browser checks the address (type="email", required) and the server checks it
 * again; no form library, so the home page stays light. The typed address is kept as a draft.
 * Without JavaScript the browser posts the form itself, and the home page comes back with the
 * server's `initialState`.
 */
export function NotifyForm({
  copy,
  initialState,
  privacyTranslations,
  email,
}: {
  copy: LaunchSection['form'];
  initialState?: FormState;
  /** The sales address, which a refused send offers to write to instead. */
  email: string;
  /** The privacy line in Hindi and Gujarati (NoticeTranslations), rendered by the server. */
  privacyTranslations?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<FormState['status']>(initialState?.status ?? null);
  const [error, setError] = useState<string | undefined>(initialState?.errors.email);

  useEffect(() => {
    if (initialState) return; // what the server sent back, not an older draft
    const draft = loadDraft<{ email: unknown }>(DRAFT_ID);
    if (input.current && !input.current.value && typeof draft?.email === 'string') {
      input.current.value = draft.email;
    }
  }, [initialState]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    setSending(true);
    setStatus(null);
    setError(undefined);
    const outcome = await postJson('/api/notify', Object.fromEntries(new FormData(form)));
    setSending(false);
    if (outcome.kind === 'sent') {
      form.reset();
      clearDraft(DRAFT_ID);
      setStatus({ kind: 'success', text: withReference(copy.success, outcome.reference) });
    } else if (outcome.kind === 'invalid' && outcome.errors.email) {
      setError(outcome.errors.email);
      input.current?.focus();
    } else {
      setStatus({
        kind: 'error',
        text: failureText(outcome, copy, email),
      });
    }
  }

  return (
    // method="post": the address never goes into a URL, even when the browser sends the form.
    <form
      action="/api/notify"
      method="post"
      onSubmit={submit}
      className="relative mx-auto mt-8 max-w-xl text-left"
    >
      {initialState?.errors.email && error ? (
        <div className="mb-4">
          <ErrorSummary
            errors={{ email: error }}
            order={['email']}
            controlId={() => 'notify-email'}
          />
        </div>
      ) : null}
      <label htmlFor="notify-email" className="sr-only">
        {copy.label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={input}
          id="notify-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          defaultValue={initialState?.values.email}
          placeholder={copy.placeholder}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${ERROR_ID} ${HINT_ID}` : HINT_ID}
          onInput={(event) => {
            setError(undefined);
            saveDraft(DRAFT_ID, { email: event.currentTarget.value });
          }}
          className={clsx(inputClasses, 'sm:flex-1')}
        />
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-700 px-7 font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {sending ? copy.sending : copy.submit}
        </button>
      </div>
      {error ? (
        <p id={ERROR_ID} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p id={HINT_ID} className="mt-2 text-center text-sm text-slate-600 sm:text-left">
        {copy.privacy}
      </p>
      <div className="text-center text-sm text-slate-600 sm:text-left">{privacyTranslations}</div>
      <HoneypotField registration={{ name: 'website' }} />
      <NoticeFields />
      <div className="mt-4">
        <FormStatusRegion status={status} />
      </div>
    </form>
  );
}
