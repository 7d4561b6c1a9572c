'use client';

import { lazy, Suspense, useState } from 'react';
import type { Leader } from '@/content/leaders';
import { LeaderCard } from './leader-card';

// The profile dialog loads when a visitor first points at or focuses a card, not with the page.
const loadProfileDialog = () => import('./leader-profile-dialog');
const LeaderProfileDialog = lazy(() =>
  loadProfileDialog().then((module) => ({ default: module.LeaderProfileDialog })),
);
const preload = () => void loadProfileDialog().catch(() => undefined);

/**
 * The leadership cards and their shared profile dialog (home page and /about/team). Inside a
 * `Reveal`, the second card fades in 0.3 s after the first.
 */
export function LeaderGrid({ leaders }: { leaders: readonly Leader[] }) {
  const [selected, setSelected] = useState<Leader | null>(null);
  const [opened, setOpened] = useState(false);
  // Open only once the code is here, so a failed download (offline) cannot reach lazy() and take
  // the page down; the offline dialog already tells the visitor what is wrong.
  const open = (leader: Leader) => {
    loadProfileDialog().then(
      () => {
        setOpened(true);
        setSelected(leader);
      },
      () => undefined,
    );
  };

  return (
    <>
      <ul
        className="grid gap-8 md:grid-cols-2"
        onPointerEnter={preload}
        onFocus={preload}
      >
        {leaders.map((leader, index) => (
          <li
            key={leader.id}
            style={{ transitionDelay: `${index * 300}ms` }}
            className="in-data-[reveal=pending]:translate-y-6 in-data-[reveal=pending]:opacity-0 in-data-[reveal=shown]:transition-[opacity,translate] in-data-[reveal=shown]:duration-600 in-data-[reveal=shown]:ease-out-soft"
          >
            <LeaderCard leader={leader} onOpenProfile={open} />
          </li>
        ))}
      </ul>
      {opened ? (
        <Suspense fallback={null}>
          <LeaderProfileDialog leader={selected} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
