'use client';

import { useEffect, useRef, type ElementType, type ReactNode } from 'react';
import { useMotionAllowed } from '@/lib/motion-preference';

type RevealProps = { children: ReactNode; as?: ElementType; className?: string; id?: string };

/**
 * Fades and slides its children in when they scroll into view. Only content that is below the
 * fold when the page becomes interactive is ever hidden, so nothing visible flickers and
 * visitors without JavaScript, with reduced motion or with motion paused see it all at once.
 */
export function Reveal({ children, as: Tag = 'div', className, id }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const motionAllowed = useMotionAllowed();

  useEffect(() => {
    const element = ref.current;
    if (!element || !motionAllowed) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.dataset.reveal = 'pending';
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        element.dataset.reveal = 'shown';
        observer.disconnect();
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (element.dataset.reveal === 'pending') delete element.dataset.reveal;
    };
  }, [motionAllowed]);

  return (
    <Tag ref={ref} className={className} id={id}>
      {children}
    </Tag>
  );
}
