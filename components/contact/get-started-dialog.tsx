'use client';

import { EnquiryFields } from '@/components/forms/enquiry-fields';
import { FormStatusRegion } from '@/components/forms/field';
import { useEnquiryForm } from '@/components/forms/use-enquiry-form';
import { Dialog } from '@/components/ui/dialog';
import { getStartedDialog as copy } from '@/content/contact';

type GetStartedDialogProps = { open: boolean; onClose: () => void; onSent: () => void };

export default function GetStartedDialog({ open, onClose, onSent }: GetStartedDialogProps) {
  const { form, field, submit, status, setStatus, preloadValidation } = useEnquiryForm(
    'get-started',
    copy.messages,
    onSent,
  );
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    setStatus(null);
    form.clearErrors();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={copy.title} description={copy.description}>
      <form
        noValidate
        onSubmit={submit}
        onFocus={preloadValidation}
        className="relative grid gap-4"
      >
        <EnquiryFields
          idPrefix="get-started"
          labels={copy.fields}
          errors={errors}
          field={field}
          messageRows={5}
          autoFocusName
        />
        <FormStatusRegion status={status?.kind === 'error' ? status : null} />
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={close}
            disabled={isSubmitting}
            className="inline-flex min-h-11 items-center rounded-full border border-slate-400 px-6 font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {copy.cancel}
          </button>
          <button
            type="submit"
            disabled={isSubmitting}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
          >
            {isSubmitting ? copy.sending : copy.submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
