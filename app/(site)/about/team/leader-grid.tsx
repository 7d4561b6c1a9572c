'use client';

import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { showPageCopy } from '@/components/ui/link-until-hydrated';
import type { Leader } from '@/content/leaders';
import { leaderProfileId, PROFILE_BUTTON_ATTRIBUTE } from './profile-button';

// The profile dialog loads when a visitor first points at or focuses a card, not with the page.
const loadProfileDialog = () => import('./leader-profile-dialog');
const LeaderProfileDialog = lazy(() =>
  loadProfileDialog().then((module) => ({ default: module.LeaderProfileDialog })),
);
const preload = () => void loadProfileDialog().catch(() => undefined);

type LeaderGridProps = { leaders: readonly Leader[]; children: ReactNode };

/**
 * The list of server-rendered leader cards (`children`) and the profile dialog their buttons
 * open: one click handler on the list finds the leader from the button's
 * `data-leader-profile`, so each card's only client code is its LinkUntilHydrated.
 */
export function LeaderGrid({ leaders, children }: LeaderGridProps) {
  const [selected, setSelected] = useState<Leader | null>(null);
  const [opened, setOpened] = useState(false);
  // Open only once the code is here, so a failed download (offline) cannot reach lazy() and take
  // the page down; the profile's copy on the page is shown instead.
  const open = (leader: Leader) => {
    loadProfileDialog().then(
      () => {
        setOpened(true);
        setSelected(leader);
      },
      () => showPageCopy(`#${leaderProfileId(leader)}`),
    );
  };
  const openFromButton = (event: MouseEvent<HTMLUListElement>) => {
    const button = (event.target as Element).closest(`[${PROFILE_BUTTON_ATTRIBUTE}]`);
    const id = button?.getAttribute(PROFILE_BUTTON_ATTRIBUTE);
    const leader = leaders.find((candidate) => candidate.id === id);
    if (leader) open(leader);
  };

  return (
    <>
      {/* Clicks reach this from the buttons inside (also by keyboard); the list is not a control. */}
      <ul
        className="grid gap-8 md:grid-cols-2"
        onClick={openFromButton}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {children}
      </ul>
      {opened ? (
        <Suspense fallback={null}>
          <LeaderProfileDialog leader={selected} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
