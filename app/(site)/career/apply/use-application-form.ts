import { useEffect, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { FormStatus } from '@/components/forms/field';
import { useDraft } from '@/components/forms/use-draft';
import { clearDraft } from '@/lib/drafts';
import { lazyResolver, onValidationUnavailable } from '@/lib/forms/lazy-resolver';
import type { Application } from '@/lib/validation/application';
import { applicationCopy } from '@/content/careers';
import {
  formNames,
  multipartNames,
  type ApplicationFieldName,
  type ApplicationFormValues,
} from './application-fields';
import { postApplication } from './submit-application';
import { withReference } from '@/lib/forms/post-json';

export const APPLICATION_DRAFT = 'application';

function emptyApplication(position: string): ApplicationFormValues {
  const values = Object.fromEntries(
    Object.keys(multipartNames).map((name) => [name, '']),
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
};

export function useApplicationForm({ position, positions, onSent, focusResume }: Options) {
  // The schema and zod load on first focus or submit, not with the page.
  const [validation] = useState(() =>
    lazyResolver(() => import('./application-resolver').then((m) => m.resolverFor(positions))),
  );
  const form = useForm<ApplicationFormValues, unknown, Application>({
    resolver: validation.resolver,
    defaultValues: emptyApplication(position),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [status, setStatus] = useState<FormStatus>(null);
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState('');
  // Only the typed input is a draft (never the file); the draft hook needs no output type.
  useDraft(APPLICATION_DRAFT, form as unknown as UseFormReturn<ApplicationFormValues>);

  // A restored draft keeps what was typed, but the job the visitor just chose wins.
  useEffect(() => {
    if (position) form.setValue('position', position);
  }, [form, position]);

  const field = (name: ApplicationFieldName) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  const { messages } = applicationCopy;
  const submit = form.handleSubmit(
    async (values) => {
      setStatus(null);
      // A refused file was dropped from the form, and its message still shows: sending now would
      // send no resume at all and report success. The applicant chooses another file or removes it.
      if (resumeError) {
        focusResume();
        return;
      }
      const outcome = await postApplication(values, resume);
      if (outcome.kind === 'sent') {
        form.reset(emptyApplication(position));
        clearDraft(APPLICATION_DRAFT);
        setResume(null);
        const confirmation = withReference(messages.success, outcome.reference);
        setStatus({ kind: 'success', text: confirmation });
        onSent?.(confirmation);
        return;
      }
      if (outcome.kind === 'invalid') {
        let focused = false;
        for (const [name, message] of Object.entries(outcome.errors)) {
          const fieldName = formNames.get(name);
          if (fieldName) {
            form.setError(fieldName, { message }, { shouldFocus: !focused });
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
        text: outcome.kind === 'network' ? messages.networkError : messages.failure,
      });
    },
    onValidationUnavailable<ApplicationFormValues>(form, () =>
      setStatus({ kind: 'error', text: messages.networkError }),
    ),
  );

  return {
    form,
    field,
    submit,
    status,
    resume,
    setResume,
    resumeError,
    setResumeError,
    preloadValidation: validation.preload,
  };
}
