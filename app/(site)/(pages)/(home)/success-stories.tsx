import type { CSSProperties } from 'react';
import { LocalImage } from '@/components/ui/local-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { StarRating } from '@/components/ui/star-rating';
import {
  getClientStories,
  successStoriesSection as section,
  type ClientStory,
} from '@/content/clients';
import { AutoScrollRow } from './auto-scroll-row';

/** 'Client Success Stories': six reviews in a row that scrolls itself (see AutoScrollRow). */
export function SuccessStories() {
  return (
    <section aria-labelledby="success-stories-heading" className="bg-brand-50 py-20 sm:py-24">
      <SectionHeading
        id="success-stories-heading"
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
        wide
        className="px-4 sm:px-6"
      />
      <div className="mt-10">
        <AutoScrollRow label={section.rowLabel} controls={section.controls}>
          {getClientStories().map((story, index) => (
            <StoryCard key={story.id} story={story} index={index} />
          ))}
        </AutoScrollRow>
      </div>
    </section>
  );
}

function StoryCard({ story, index }: { story: ClientStory; index: number }) {
  return (
    <li
      className="story-card flex w-80 shrink-0 sm:w-96"
      style={{ '--card-index': index } as CSSProperties}
    >
      <figure className="flex w-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5 sm:p-8">
        <StarRating rating={story.rating} />
        <blockquote className="mt-4 flex-1 text-base leading-7 text-slate-800">
          <p>&ldquo;{story.quote}&rdquo;</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-4">
          <LocalImage
            image={{ src: story.portrait, alt: '', width: 56, height: 56 }}
            className="size-14 shrink-0 rounded-full"
          />
          <span>
            <span className="block font-semibold text-slate-900">{story.name}</span>
            <span className="block text-sm text-slate-700">{story.role}</span>
            <span className="block text-sm font-medium text-brand-700">{story.company}</span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}
