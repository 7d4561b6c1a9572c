import { useEffect, useState } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { FormStatus } from '@/components/forms/field';
import { useDraft } from '@/components/forms/use-draft';
import { clearDraft } from '@/lib/drafts';
import {
  applicationSchema,
  fieldErrors,
  type Application,
  type ApplicationInput,
} from '@/lib/validation/application';
import { applicationCopy } from '@/content/careers';
import { postApplication } from './submit-application';

export const APPLICATION_DRAFT = 'application';

/** The form's own names and the multipart names POST /api/apply/ reads. */
const multipartNames = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  location: 'location',
  position: 'position',
  experience: 'experience',
  expectedSalary: 'expected_salary',
  availableDate: 'available_date',
  coverLetter: 'cover_letter',
  website: 'website',
} as const satisfies Record<string, keyof ApplicationInput>;

export type ApplicationFormValues = Record<keyof typeof multipartNames, string>;
export type ApplicationFieldName = keyof ApplicationFormValues;

const formNames = new Map<string, ApplicationFieldName>(
  Object.entries(multipartNames).map(([formName, multipartName]) => [
    multipartName,
    formName as ApplicationFieldName,
  ]),
);

function emptyApplication(position: string): ApplicationFormValues {
  const values = Object.fromEntries(
    Object.keys(multipartNames).map((name) => [name, '']),
  ) as ApplicationFormValues;
  return { ...values, position };
}

/** The shared schema, run over the multipart names and reported under the form's names. */
function resolverFor(
  positions: readonly string[],
): Resolver<ApplicationFormValues, unknown, Application> {
  const schema = applicationSchema(positions);
  return async (values) => {
    const input = Object.fromEntries(
      Object.entries(multipartNames).map(([formName, name]) => [
        name,
        values[formName as ApplicationFieldName],
      ]),
    );
    const result = schema.safeParse(input);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<ApplicationFormValues> = {};
    for (const [name, message] of Object.entries(fieldErrors(result.error))) {
      const field = formNames.get(name);
      if (field) errors[field] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
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
  const [resolver] = useState(() => resolverFor(positions));
  const form = useForm<ApplicationFormValues, unknown, Application>({
    resolver,
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
  const submit = form.handleSubmit(async (values) => {
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
      setStatus({ kind: 'success', text: messages.success });
      onSent?.(messages.success);
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
  });

  return { form, field, submit, status, resume, setResume, resumeError, setResumeError };
}
