'use client';

import { useState } from 'react';
import { maskIcon } from '@/components/ui/mask-icon';
import type { StripControlLabels } from '@/content/clients';

const Pause = maskIcon('pause');
const Play = maskIcon('play');

type StripPauseButtonProps = {
  stopped: boolean;
  onToggle: () => void;
  labels: StripControlLabels;
};

/**
 * The visible Pause/Play control of a moving strip (WCAG 2.2.2). Its name says what pressing it
 * does ('Pause client logos', then 'Play client logos'). CSS (`.strip-toggle` in globals.css)
 * hides it where the strip cannot move: without JavaScript, with reduced motion and while
 * motion is paused site-wide; it keeps its space so nothing shifts.
 */
export function StripPauseButton({ stopped, onToggle, labels }: StripPauseButtonProps) {
  const Icon = stopped ? Play : Pause;
  return (
    <button
      type="button"
      onClick={onToggle}
      data-stopped={stopped || undefined}
      className="strip-toggle inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      <Icon aria-hidden="true" className="size-4" />
      {stopped ? labels.play : labels.pause}
      <span className="sr-only"> {labels.subject}</span>
    </button>
  );
}

/** A pause button holding its own state, for a strip that CSS moves: `.logo-strip:has([data-stopped])` stops it. */
export function StripPauseToggle({ labels }: { labels: StripControlLabels }) {
  const [stopped, setStopped] = useState(false);
  return (
    <StripPauseButton stopped={stopped} onToggle={() => setStopped(!stopped)} labels={labels} />
  );
}
