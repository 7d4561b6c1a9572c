'use client';

import { useRef, type ElementType, type ReactNode } from 'react';
import { useRevealOnScroll } from '@/lib/hooks/use-reveal-on-scroll';
import { useMotionAllowed } from '@/lib/motion-preference';

/** Revealed once it comes a tenth of the viewport's height above the bottom edge. */
const REVEAL_OBSERVER = { rootMargin: '0px 0px -10% 0px' };

type RevealProps = { children: ReactNode; as?: ElementType; className?: string; id?: string };

/**
 * Fades and slides its children in when they scroll into view. Only content that is below the
 * fold when the page becomes interactive is ever hidden, so nothing visible flickers and
 * visitors without JavaScript, with reduced motion or with motion paused see it all at once.
 */
export function Reveal({ children, as: Tag = 'div', className, id }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const motionAllowed = useMotionAllowed();
  useRevealOnScroll(ref, {
    attribute: 'reveal',
    enabled: motionAllowed,
    observer: REVEAL_OBSERVER,
  });

  return (
    <Tag ref={ref} className={className} id={id}>
      {children}
    </Tag>
  );
}
