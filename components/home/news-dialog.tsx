'use client';

import { CircleCheck } from 'lucide-react';
import { domAnimation, LazyMotion, m } from 'motion/react';
import { Dialog } from '@/components/ui/dialog';
import { newsImageSize, newsSection, type NewsItem } from '@/content/news';
import { useMotionAllowed } from '@/lib/motion-preference';

type NewsDialogProps = { item: NewsItem; open: boolean; onClose: () => void };

const sectionHeading = 'text-lg font-bold text-slate-900';

/** The full article behind a news card. Loaded lazily by ReadMoreButton. */
export default function NewsDialog({ item, open, onClose }: NewsDialogProps) {
  // With reduced motion or the site-wide pause the article simply appears.
  const motionAllowed = useMotionAllowed();
  const { headline, summary, keyPoints, expertOpinion, futureOutlook } = item.content;

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
          {/* eslint-disable-next-line @next/next/no-img-element -- a local SVG: nothing to optimise */}
          <img
            src={item.image}
            alt={item.alt}
            width={newsImageSize.width}
            height={newsImageSize.height}
            className="h-auto w-full rounded-2xl"
          />
          <div>
            <p className="text-xl leading-8 font-semibold text-brand-800">{headline}</p>
            <p className="mt-3 leading-7 text-slate-700">{summary}</p>
          </div>
          <section>
            <h3 className={sectionHeading}>{newsSection.keyPoints}</h3>
            <ul className="mt-3 space-y-2">
              {keyPoints.map((point) => (
                <li key={point} className="flex gap-3 text-slate-700">
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-brand-700"
                  />
                  {point}
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h3 className={sectionHeading}>{newsSection.expertOpinion}</h3>
            <figure className="mt-3 rounded-2xl border-l-4 border-brand-700 bg-brand-50 px-5 py-4">
              <blockquote className="text-lg leading-8 text-slate-800 italic">
                <p>{`\u201C${expertOpinion.quote}\u201D`}</p>
              </blockquote>
              <figcaption className="mt-3 text-slate-700">
                <span className="font-semibold text-slate-900">{expertOpinion.name}</span>,{' '}
                {expertOpinion.role}
              </figcaption>
            </figure>
          </section>
          <section>
            <h3 className={sectionHeading}>{newsSection.futureOutlook}</h3>
            <p className="mt-2 leading-7 text-slate-700">{futureOutlook}</p>
          </section>
        </m.article>
      </LazyMotion>
    </Dialog>
  );
}
