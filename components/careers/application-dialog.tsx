'use client';

import { Dialog } from '@/components/ui/dialog';
import { clearDraft } from '@/lib/drafts';
import { ApplicationForm } from './application-form';
import { applicationCopy as copy } from '@/content/careers';
import { APPLICATION_DRAFT } from './use-application-form';

type ApplicationDialogProps = {
  open: boolean;
  /** The job title to preselect; '' for a general application. */
  position: string;
  privacyEmail: string;
  onClose: () => void;
  onSent: (message: string) => void;
};

/** The application dialog (loaded on first use). Closing it any way discards what was typed. */
export default function ApplicationDialog({
  open,
  position,
  privacyEmail,
  onClose,
  onSent,
}: ApplicationDialogProps) {
  const close = () => {
    clearDraft(APPLICATION_DRAFT);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={position ? `${copy.titleFor} ${position}` : copy.title}
      description={copy.description}
    >
      <ApplicationForm
        position={position}
        privacyEmail={privacyEmail}
        onCancel={close}
        onSent={onSent}
      />
    </Dialog>
  );
}
