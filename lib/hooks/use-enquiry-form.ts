import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { clearDraft } from '@/lib/drafts';
import { lazyResolver, onValidationUnavailable } from '@/lib/forms/lazy-resolver';
import { postJson, withReference } from '@/lib/forms/post-json';
import { failureText, refusalText, startingValues, type FormState } from '@/lib/forms/state';
import type { Contact, ContactInput } from '@/lib/validation/contact';
import { useAnsweredFields } from './use-answered-fields';
import { useDraft } from './use-draft';

type EnquiryMessages = { success: string; failure: string; networkError?: string };

const emptyEnquiry: ContactInput = {
  name: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  timeline: '',
  subject: '',
  message: '',
  website: '',
};

/** The shared schema and zod load on first focus or submit, not with the page. */
const validation = lazyResolver<ContactInput, unknown, Contact>(async () => {
  const [{ zodResolver }, { contactSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/validation/contact'),
  ]);
  return zodResolver(contactSchema);
});

/** The enquiry fields in the order the forms show them (the error summary lists them so). */
export const enquiryFieldNames = Object.keys(emptyEnquiry);

type EnquiryFormOptions = {
  /** Where the typed input is kept as a draft (lib/drafts.ts). */
  draftId: string;
  messages: EnquiryMessages;
  /** The address a refused send offers to write to instead (the sales address). */
  email: string;
  /** Called after a successful send with the confirmation, reference included. */
  onSent?: (confirmation: string) => void;
  /** The server's answer to the form sent without JavaScript: its values, messages and status. */
  initialState?: FormState;
};

/** Shared by the contact page form and the Get Started dialog: one schema, one endpoint. */
export function useEnquiryForm({
  draftId,
  messages,
  email,
  onSent,
  initialState,
}: EnquiryFormOptions) {
  const [defaultValues] = useState(() => startingValues(emptyEnquiry, initialState));
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: validation.resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [status, setStatus] = useState<FormState['status']>(initialState?.status ?? null);
  const { answered, clearAnswered, field, errorFor } = useAnsweredFields(form, initialState);
  useDraft(draftId, form, !initialState);

  const submit = form.handleSubmit(
    async (values) => {
      setStatus(null);
      clearAnswered();
      const outcome = await postJson('/api/contact', values);
      if (outcome.kind === 'sent') {
        clearDraft(draftId);
        form.reset(emptyEnquiry);
        const confirmation = withReference(messages.success, outcome.reference);
        setStatus({ kind: 'success', text: confirmation });
        onSent?.(confirmation);
        return;
      }
      if (outcome.kind === 'invalid') {
        for (const [name, message] of Object.entries(outcome.errors)) {
          if (name in emptyEnquiry) form.setError(name as Path<ContactInput>, { message });
        }
      }
      setStatus({
        kind: 'error',
        text: failureText(outcome, messages, email),
      });
    },
    onValidationUnavailable<ContactInput>(form, () =>
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
    setStatus,
    preloadValidation: validation.preload,
  };
}
