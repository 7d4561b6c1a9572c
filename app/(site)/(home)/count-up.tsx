'use client';

import { useEffect, useRef, useState } from 'react';
import { countUpSteps, countUpValue, finalCount, formatCount } from '@/lib/count-up';
import { useMotionAllowed } from '@/lib/motion-preference';
import { clsx } from 'clsx';

type CountUpProps = {
  target: number;
  increment: number;
  suffix?: string;
  /** Milliseconds between two steps. */
  tickMs: number;
  className?: string;
};

type Phase = 'final' | 'waiting' | 'counting';

/**
 * A figure that counts up from zero once, the first time it scrolls into view. The final value
 * is what the server renders and what screen readers read throughout (the moving number is
 * hidden from them). A figure already on screen when the page loads or when motion is allowed
 * again, reduced motion and the site-wide pause all show the final value without counting.
 */
export function CountUp({ target, increment, suffix = '', tickMs, className }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const motionAllowed = useMotionAllowed();
  const [phase, setPhase] = useState<Phase>('final');
  const [step, setStep] = useState(0);
  const started = useRef(false);
  const plan = { target, increment };
  const steps = countUpSteps(plan);

  useEffect(() => {
    const element = ref.current;
    if (!element || !motionAllowed || started.current) return;
    let firstSight = true;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      const wasFirstSight = firstSight;
      firstSight = false;
      if (!entry.isIntersecting) {
        if (wasFirstSight) setPhase('waiting');
        return;
      }
      started.current = true;
      observer.disconnect();
      setPhase(wasFirstSight ? 'final' : 'counting');
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      // Paused while waiting below the fold: the figure may be scrolled into view meanwhile, so
      // it must not come back at zero. The next observer decides afresh once motion is allowed.
      setPhase((phase) => (phase === 'waiting' ? 'final' : phase));
    };
  }, [motionAllowed]);

  useEffect(() => {
    if (phase !== 'counting' || !motionAllowed) return;
    let current = 0;
    const timer = window.setInterval(() => {
      current += 1;
      setStep(current);
      if (current < steps) return;
      window.clearInterval(timer);
      setPhase('final');
    }, tickMs);
    return () => {
      window.clearInterval(timer);
      // Interrupted (motion paused) or finished: the figure stays at its final value.
      setPhase('final');
    };
  }, [phase, motionAllowed, tickMs, steps]);

  const counting = motionAllowed && phase !== 'final';

  // The invisible final value reserves the width, and the count grows from a fixed left edge:
  // counting never moves any text (no layout shift).
  return (
    <>
      <span aria-hidden="true" className={clsx('inline-grid tabular-nums', className)}>
        <span className="invisible col-start-1 row-start-1">{finalCount(target, suffix)}</span>
        <span ref={ref} data-count-up="" className="col-start-1 row-start-1 text-left">
          {counting
            ? formatCount(countUpValue(plan, step), target, suffix)
            : finalCount(target, suffix)}
        </span>
      </span>
      <span className="sr-only">{finalCount(target, suffix)}</span>
    </>
  );
}
