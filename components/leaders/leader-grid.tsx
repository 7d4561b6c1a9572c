'use client';

import { useState } from 'react';
import type { Leader } from '@/content/leaders';
import { LeaderCard } from './leader-card';
import { LeaderProfileDialog } from './leader-profile-dialog';

/** The leadership cards and their shared profile dialog (home page and /about/team). */
export function LeaderGrid({ leaders }: { leaders: readonly Leader[] }) {
  const [selected, setSelected] = useState<Leader | null>(null);

  return (
    <>
      <ul className="grid gap-8 md:grid-cols-2">
        {leaders.map((leader) => (
          <li key={leader.id}>
            <LeaderCard leader={leader} onOpenProfile={setSelected} />
          </li>
        ))}
      </ul>
      <LeaderProfileDialog leader={selected} onClose={() => setSelected(null)} />
    </>
  );
}
