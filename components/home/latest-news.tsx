import { ArrowRight } from 'lucide-react';
import { Reveal } from '@/components/motion/reveal';
import { getLatestNews, newsImageSize, newsSection, type NewsItem } from '@/content/news';
import { ReadMoreButton } from './read-more-button';
import { SectionHeading } from '@/components/ui/section-heading';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });

/** 'Latest News & Updates': three server-rendered cards; Read More opens the full article. */
export function LatestNews() {
  return (
    <Reveal as="section" id="news" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading heading={newsSection.heading} intro={newsSection.intro} />
        <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {getLatestNews().map((item) => (
            <li key={item.id}>
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}

function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg">
      {/* eslint-disable-next-line @next/next/no-img-element -- a local SVG: nothing to optimise */}
      <img
        src={item.image}
        alt={item.alt}
        width={newsImageSize.width}
        height={newsImageSize.height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full bg-brand-50"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-medium text-slate-600">
          <span className="sr-only">{newsSection.publishedOn} </span>
          <time dateTime={item.date}>{dateFormat.format(new Date(item.date))}</time>
        </p>
        <h3 className="mt-2 text-xl font-bold text-slate-900">{item.title}</h3>
        <p className="mt-3 flex-1 text-slate-700">{item.description}</p>
        <ReadMoreButton
          item={item}
          className="mt-6 inline-flex min-h-11 items-center gap-2 self-start rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-700 transition-colors hover:bg-brand-50"
        >
          {newsSection.readMore}
          <span className="sr-only">{newsSection.readMoreContext(item.title)}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </ReadMoreButton>
      </div>
    </article>
  );
}
