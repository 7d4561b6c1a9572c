'use client';

import { domAnimation, LazyMotion, m } from 'motion/react';
import type { ReactNode } from 'react';
import { RouteDialog } from '@/components/ui/route-dialog';
import { useMotionAllowed } from '@/lib/motion-preference';

type NewsDialogProps = { title: string; children: ReactNode };

/** A news article over the home page; it rises into place unless motion is reduced or paused. */
export function NewsDialog({ title, children }: NewsDialogProps) {
  const motionAllowed = useMotionAllowed();
  return (
    <RouteDialog title={title} className="sm:w-[min(48rem,calc(100%-2rem))]">
      <LazyMotion features={domAnimation} strict>
        <m.article
          initial={motionAllowed ? { opacity: 0, y: 16 } : false}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: 0.35, ease: [0.22, 1, 0.36, 1] }}
          className="space-y-7"
        >
          {children}
        </m.article>
      </LazyMotion>
    </RouteDialog>
  );
}
