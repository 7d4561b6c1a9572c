'use client';

import { domAnimation, LazyMotion, m } from 'motion/react';
import { Dialog } from '@/components/ui/dialog';
import type { NewsItem } from '@/content/news';
import { useMotionAllowed } from '@/lib/motion-preference';
import { NewsArticleBody } from '@/app/(site)/news/news-article';

type NewsDialogProps = { item: NewsItem; open: boolean; onClose: () => void };

/** The full article behind a news card. Loaded lazily by ReadMoreButton. */
export default function NewsDialog({ item, open, onClose }: NewsDialogProps) {
  // With reduced motion or the site-wide pause the article simply appears.
  const motionAllowed = useMotionAllowed();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={item.title}
      className="sm:w-[min(48rem,calc(100%-2rem))]"
    >
      <LazyMotion features={domAnimation} strict>
        <m.article
          initial={motionAllowed ? { opacity: 0, y: 16 } : false}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: 0.35, ease: [0.22, 1, 0.36, 1] }}
          className="space-y-7"
        >
          <NewsArticleBody item={item} headingLevel="h3" />
        </m.article>
      </LazyMotion>
    </Dialog>
  );
}
