import { useEffect, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { applicationCopy } from '@/content/careers';
import { clearDraft } from '@/lib/drafts';
import type { KeptResumeNote } from '@/lib/forms/answer';
import { lazyResolver, onValidationUnavailable } from '@/lib/forms/lazy-resolver';
import { withReference } from '@/lib/forms/post-json';
import { failureText, refusalText, startingValues, type FormState } from '@/lib/forms/state';
import { useAnsweredFields } from '@/lib/hooks/use-answered-fields';
import { useDraft } from '@/lib/hooks/use-draft';
import type { Application } from '@/lib/validation/application';
import {
  applicationFieldNames,
  isApplicationField,
  type ApplicationFormValues,
} from './application-fields';
import { postApplication } from './submit-application';

export const APPLICATION_DRAFT = 'application';

function emptyApplication(position: string): ApplicationFormValues {
  const values = Object.fromEntries(
    applicationFieldNames.map((name) => [name, '']),
  ) as ApplicationFormValues;
  return { ...values, position };
}

type Options = {
  position: string;
  /** The positions open now, from the server; the last is 'Other'. */
  positions: readonly string[];
  onSent?: (message: string) => void;
  /** Moves focus to the resume input; used when the resume stands in the way of sending. */
  focusResume: () => void;
  /** The server's answer to the form sent without JavaScript. */
  initialState?: FormState;
  /** The address a refused send offers to write to instead (the HR address). */
  email: string;
};

export function useApplicationForm({
  position,
  positions,
  onSent,
  focusResume,
  initialState,
  email,
}: Options) {
  // The schema and zod load on first focus or submit, not with the page.
  const [validation] = useState(() =>
    lazyResolver(() => import('./application-resolver').then((m) => m.resolverFor(positions))),
  );
  const [defaultValues] = useState(() => startingValues(emptyApplication(position), initialState));
  const form = useForm<ApplicationFormValues, unknown, Application>({
    resolver: validation.resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [status, setStatus] = useState<FormState['status']>(initialState?.status ?? null);
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState(initialState?.errors.resume ?? '');
  /** A resume the server kept from the last try: sent again unless the visitor drops it. */
  const [keptResume, setKeptResume] = useState<KeptResumeNote | null>(
    initialState?.keptResume ?? null,
  );
  const [keepResume, setKeepResume] = useState(true);
  const { answered, clearAnswered, field, errorFor } = useAnsweredFields(form, initialState);
  // Only the typed input is a draft (never the file); the draft hook needs no output type.
  useDraft(
    APPLICATION_DRAFT,
    form as unknown as UseFormReturn<ApplicationFormValues>,
    !initialState,
  );

  // A restored draft keeps what was typed, but the job the visitor just chose wins.
  useEffect(() => {
    if (position && !initialState) form.setValue('position', position);
  }, [form, position, initialState]);

  const { messages } = applicationCopy;
  const submit = form.handleSubmit(
    async (values) => {
      setStatus(null);
      clearAnswered();
      // A refused file was dropped from the form, and its message still shows: sending now would
      // send no resume at all and report success. The applicant chooses another file or removes it.
      if (resumeError) {
        focusResume();
        return;
      }
      const kept = keptResume && keepResume ? keptResume.token : undefined;
      const outcome = await postApplication(values, resume, kept);
      if (outcome.kind === 'sent') {
        form.reset(emptyApplication(position));
        clearDraft(APPLICATION_DRAFT);
        setResume(null);
        setKeptResume(null);
        const confirmation = withReference(messages.success, outcome.reference);
        setStatus({ kind: 'success', text: confirmation });
        onSent?.(confirmation);
        return;
      }
      if (outcome.kind === 'invalid') {
        let focused = false;
        for (const [name, message] of Object.entries(outcome.errors)) {
          if (isApplicationField(name)) {
            form.setError(name, { message }, { shouldFocus: !focused });
            focused = true;
          } else if (name === 'resume') {
            setResumeError(message);
            if (!focused) focusResume();
            focused = true;
          }
        }
      }
      setStatus({
        kind: 'error',
        text: failureText(outcome, messages, email),
      });
    },
    onValidationUnavailable<ApplicationFormValues>(form, () =>
      setStatus({ kind: 'error', text: refusalText({ kind: 'network' }, messages, email) }),
    ),
  );

  return {
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
    preloadValidation: validation.preload,
  };
}
