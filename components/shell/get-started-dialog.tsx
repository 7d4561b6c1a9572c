'use client';

import { useEffect } from 'react';
import { EnquiryFields } from '@/components/forms/enquiry-fields';
import { FormStatusRegion } from '@/components/forms/field';
import { FormActions } from '@/components/forms/form-actions';
import { EnquiryPrivacyNotice } from '@/components/privacy/enquiry-privacy-notice';
import { Dialog } from '@/components/ui/dialog';
import { getStartedDialog as copy } from '@/content/contact';
import type { EnquiryService } from '@/content/enquiry';
import { useEnquiryForm } from '@/lib/hooks/use-enquiry-form';

type GetStartedDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called after a successful send with the confirmation to show once the dialog has closed. */
  onSent: (confirmation: string) => void;
  /** The service to choose each time it opens (a service page's 'Start Your Project'). */
  service?: EnquiryService;
  /** The sales address, which a refused send offers to write to instead. */
  email: string;
};

export default function GetStartedDialog({
  open,
  onClose,
  onSent,
  service,
  email,
}: GetStartedDialogProps) {
  const { form, field, errorFor, submit, status, setStatus, preloadValidation } = useEnquiryForm({
    draftId: 'get-started',
    messages: copy.messages,
    email,
    onSent,
  });
  const { isSubmitting } = form.formState;
  // After the draft is restored (on the first opening), and again on every later one.
  useEffect(() => {
    if (open && service) form.setValue('service', service);
  }, [open, service, form]);
  const close = () => {
    setStatus(null);
    form.clearErrors();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={isSubmitting}
      title={copy.title}
      description={copy.description}
    >
      <form
        noValidate
        onSubmit={submit}
        onFocus={preloadValidation}
        className="relative grid gap-4"
      >
        <EnquiryFields
          idPrefix="get-started"
          labels={copy.fields}
          errorFor={errorFor}
          field={field}
          messageRows={5}
          autoFocusName
        />
        <EnquiryPrivacyNotice />
        <FormStatusRegion status={status?.kind === 'error' ? status : null} />
        <FormActions
          onCancel={close}
          busy={isSubmitting}
          cancelLabel={copy.cancel}
          submitLabel={copy.submit}
          busyLabel={copy.sending}
        />
      </form>
    </Dialog>
  );
}
