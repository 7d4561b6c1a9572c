'use client';

import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { countUpSteps, countUpValue, finalCount, formatCount } from '@/lib/count-up';
import { useMotionAllowed } from '@/lib/motion-preference';

type CountUpProps = {
  target: number;
  increment: number;
  suffix?: string;
  /** Milliseconds between two steps. */
  tickMs: number;
  className?: string;
};

/**
 * A figure that counts up from zero once, the first time it scrolls into view. The final value
 * is what the server renders and what screen readers read throughout (the moving number is
 * hidden from them). A figure already on screen when the page loads or when motion is allowed
 * again, reduced motion and the site-wide pause all show the final value without counting.
 */
export function CountUp({ target, increment, suffix = '', tickMs, className }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const motionAllowed = useMotionAllowed();
  // The steps taken so far, from 0 while waiting below the fold; null shows the final value.
  const [step, setStep] = useState<number | null>(null);
  const started = useRef(false);
  const plan = { target, increment };
  const steps = countUpSteps(plan);

  useEffect(() => {
    const element = ref.current;
    if (!element || !motionAllowed || started.current) return;
    let firstSight = true;
    let timer: number | undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      const wasFirstSight = firstSight;
      firstSight = false;
      if (!entry.isIntersecting) {
        if (wasFirstSight) setStep(0);
        return;
      }
      started.current = true;
      observer.disconnect();
      if (wasFirstSight) return;
      let current = 0;
      timer = window.setInterval(() => {
        current += 1;
        setStep(current < steps ? current : null);
        if (current >= steps) window.clearInterval(timer);
      }, tickMs);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
      // Paused while waiting below the fold or mid-count: the figure shows its final value, as
      // it may be scrolled into view meanwhile. The next observer decides afresh once motion is
      // allowed again.
      setStep(null);
    };
  }, [motionAllowed, steps, tickMs]);

  // The invisible final value reserves the width, and the count grows from a fixed left edge:
  // counting never moves any text (no layout shift).
  return (
    <>
      <span aria-hidden="true" className={clsx('inline-grid tabular-nums', className)}>
        <span className="invisible col-start-1 row-start-1">{finalCount(target, suffix)}</span>
        <span ref={ref} data-count-up="" className="col-start-1 row-start-1 text-left">
          {motionAllowed && step !== null
            ? formatCount(countUpValue(plan, step), target, suffix)
            : finalCount(target, suffix)}
        </span>
      </span>
      <span className="sr-only">{finalCount(target, suffix)}</span>
    </>
  );
}
