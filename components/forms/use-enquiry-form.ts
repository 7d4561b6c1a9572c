import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { clearDraft } from '@/lib/drafts';
import { lazyResolver, onValidationUnavailable } from '@/lib/forms/lazy-resolver';
import { postJson, withReference } from '@/lib/forms/post-json';
import type { Contact, ContactInput } from '@/lib/validation/contact';
import { withoutMessage, type FormReply, type FormStatus } from '@/lib/forms/reply';
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

type EnquiryName = keyof ContactInput;
const isEnquiryName = (name: string): name is EnquiryName => name in emptyEnquiry;

/**
 * Shared by the contact page form and the Get Started dialog: one schema, one endpoint. `reply`
 * is the server's answer to the form sent without JavaScript: its values, messages and status.
 */
export function useEnquiryForm(
  draftId: string,
  messages: EnquiryMessages,
  onSent?: (confirmation: string) => void,
  reply?: FormReply,
) {
  const sentBack = Object.entries(reply?.values ?? {}).filter(([name]) => isEnquiryName(name));
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: validation.resolver,
    defaultValues: { ...emptyEnquiry, ...Object.fromEntries(sentBack) },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [status, setStatus] = useState<FormStatus>(reply?.status ?? null);
  // The server's field messages, each until its field is edited or the form is sent again.
  const [answered, setAnswered] = useState<Record<string, string>>(reply?.errors ?? {});
  useDraft(draftId, form, !reply);

  /** register() that clears a field's error as soon as it is edited. */
  const field = (name: Path<ContactInput>) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        setAnswered((messages) => withoutMessage(messages, name));
      },
    });
  /** A field's message: the browser's check, else the server's. */
  const errorFor = (name: EnquiryName): string | undefined =>
    form.formState.errors[name]?.message ?? answered[name];

  const networkFailure = messages.networkError ?? messages.failure;

  const submit = form.handleSubmit(
    async (values) => {
      setStatus(null);
      setAnswered({});
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
        text: outcome.kind === 'network' ? networkFailure : messages.failure,
      });
    },
    onValidationUnavailable<ContactInput>(form, () =>
      setStatus({ kind: 'error', text: networkFailure }),
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
