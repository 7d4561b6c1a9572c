'use client';

import { Dialog } from '@/components/ui/dialog';
import { leaderLabels, type Leader } from '@/content/leaders';
import { LeaderProfileBody } from './leader-profile-body';

type LeaderProfileDialogProps = { leader: Leader | null; onClose: () => void };

/** The full profile behind a leader card. Loaded lazily by LeaderGrid. */
export function LeaderProfileDialog({ leader, onClose }: LeaderProfileDialogProps) {
  return (
    <Dialog
      open={leader !== null}
      onClose={onClose}
      title={leader?.name ?? ''}
      description={leader ? leaderLabels.profileDescription(leader) : undefined}
    >
      {leader ? (
        <div className="space-y-7">
          <LeaderProfileBody leader={leader} headingLevel="h3" />
        </div>
      ) : null}
    </Dialog>
  );
}
