'use client';

import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useCloseRoute } from '@/components/ui/route-dialog';
import { applicationCopy as copy } from '@/content/careers';
import { clearDraft } from '@/lib/drafts';
import { ApplicationForm } from './application-form';
import { announceSent } from './sent-notice';
import { APPLICATION_DRAFT } from './use-application-form';

type ApplicationDialogProps = {
  /** The job title to preselect; '' for a general application. */
  position: string;
  positions: readonly string[];
  /** The form's privacy notice, rendered by the server (see ApplicationForm). */
  privacyNotice: ReactNode;
  /** The HR address, which a refused send offers to write to instead. */
  email: string;
};

/**
 * The application form as a dialog over the careers page it was opened from. Cancel and the close
 * button discard what was typed; Escape, a stray click on the backdrop or Back only
 * close it, and the draft brings the typed input back when it is opened again. Nothing closes it
 * while it is sending; once sent it closes and the page says so (SentNotice).
 */
export function ApplicationDialog({
  position,
  positions,
  privacyNotice,
  email,
}: ApplicationDialogProps) {
  const [busy, setBusy] = useState(false);
  const close = useCloseRoute((reason) => {
    if (reason === 'button') clearDraft(APPLICATION_DRAFT);
  });
  return (
    <Dialog
      open
      onClose={close}
      busy={busy}
      title={position ? `${copy.titleFor} ${position}` : copy.title}
      description={copy.description}
    >
      <ApplicationForm
        position={position}
        positions={positions}
        privacyNotice={privacyNotice}
        email={email}
        onCancel={() => close('button')}
        onBusyChange={setBusy}
        onSent={(message) => {
          announceSent(message);
          close('dismiss');
        }}
      />
    </Dialog>
  );
}
