'use client';

import { maskIcon } from '@/components/ui/mask-icon';
import { setMotionPaused, useMotionPaused } from '@/lib/motion-preference';

const Pause = maskIcon('pause');
const Play = maskIcon('play');

/** The site-wide control that stops everything that moves or ticks, remembered across visits. */
export function MotionToggle() {
  const paused = useMotionPaused();
  const Icon = paused ? Play : Pause;
  return (
    <button
      type="button"
      aria-pressed={paused}
      onClick={() => setMotionPaused(!paused)}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/30 px-4 text-sm font-medium text-white hover:bg-white/10"
    >
      <Icon aria-hidden="true" className="size-4" />
      Pause motion
    </button>
  );
}
