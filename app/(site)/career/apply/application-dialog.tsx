'use client';

import { useState } from 'react';
import { Dialog, type DialogCloseReason } from '@/components/ui/dialog';
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

/**
 * The application dialog (loaded on first use). Cancel and the close button discard what was
 * typed (SPEC.md §3); Escape or a stray click on the backdrop only closes it, and the draft
 * brings the typed input back when it is opened again. Nothing closes it while it is sending.
 */
export default function ApplicationDialog({
  open,
  position,
  privacyEmail,
  onClose,
  onSent,
}: ApplicationDialogProps) {
  const [busy, setBusy] = useState(false);
  const close = (reason: DialogCloseReason) => {
    if (reason === 'button') clearDraft(APPLICATION_DRAFT);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      busy={busy}
      title={position ? `${copy.titleFor} ${position}` : copy.title}
      description={copy.description}
    >
      <ApplicationForm
        position={position}
        privacyEmail={privacyEmail}
        onCancel={() => close('button')}
        onBusyChange={setBusy}
        onSent={onSent}
      />
    </Dialog>
  );
}
