import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { clearDraft } from '@/lib/drafts';
import { lazyResolver, onValidationUnavailable } from '@/lib/forms/lazy-resolver';
import { postJson, withReference } from '@/lib/forms/post-json';
import type { Contact, ContactInput } from '@/lib/validation/contact';
import type { FormStatus } from './field';
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

/** Shared by the contact page form and the Get Started dialog: one schema, one endpoint. */
export function useEnquiryForm(
  draftId: string,
  messages: EnquiryMessages,
  onSent?: (confirmation: string) => void,
) {
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: validation.resolver,
    defaultValues: emptyEnquiry,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [status, setStatus] = useState<FormStatus>(null);
  useDraft(draftId, form);

  /** register() that clears a field's error as soon as it is edited. */
  const field = (name: Path<ContactInput>) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  const networkFailure = messages.networkError ?? messages.failure;

  const submit = form.handleSubmit(
    async (values) => {
      setStatus(null);
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

  return { form, field, submit, status, setStatus, preloadValidation: validation.preload };
}
