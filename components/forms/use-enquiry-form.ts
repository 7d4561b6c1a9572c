import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { clearDraft } from '@/lib/drafts';
import { postJson } from '@/lib/forms/post-json';
import { contactSchema, type Contact, type ContactInput } from '@/lib/validation/contact';
import type { FormStatus } from './field';
import { useDraft } from './use-draft';

type EnquiryMessages = { success: string; failure: string; networkError?: string };

const emptyEnquiry: ContactInput = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  website: '',
};

/** Shared by the contact page form and the Get Started dialog: one schema, one endpoint. */
export function useEnquiryForm(draftId: string, messages: EnquiryMessages, onSent?: () => void) {
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyEnquiry,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [status, setStatus] = useState<FormStatus>(null);
  useDraft(draftId, form);

  /** register() that clears a field's error as soon as it is edited. */
  const field = (name: Path<ContactInput>) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  const submit = form.handleSubmit(async (values) => {
    setStatus(null);
    const outcome = await postJson('/api/contact', values);
    if (outcome.kind === 'sent') {
      clearDraft(draftId);
      form.reset(emptyEnquiry);
      setStatus({ kind: 'success', text: messages.success });
      onSent?.();
      return;
    }
    if (outcome.kind === 'invalid') {
      for (const [name, message] of Object.entries(outcome.errors)) {
        if (name in emptyEnquiry) form.setError(name as Path<ContactInput>, { message });
      }
    }
    const text =
      outcome.kind === 'network' ? (messages.networkError ?? messages.failure) : messages.failure;
    setStatus({ kind: 'error', text });
  });

  return { form, field, submit, status, setStatus };
}
