import { ArrowRight } from 'lucide-react';
import { Reveal } from '@/components/motion/reveal';
import { getLatestNews, newsSection, type NewsItem } from '@/content/news';
import { NewsArticleBody, NewsImage } from '@/app/(site)/news/news-article';
import { ReadMoreButton } from './read-more-button';
import { outlineControl, PageCopy } from '@/components/ui/page-copy';
import { SectionHeading } from '@/components/ui/section-heading';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });

/** The id of an article's copy on the page, which Read More links to before hydration. */
export const newsArticleId = (item: NewsItem) => `news-${item.slug}`;

/** 'Latest News & Updates': three server-rendered cards; Read More opens the full article. */
export function LatestNews() {
  const items = getLatestNews();
  return (
    <Reveal as="section" id="news" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading heading={newsSection.heading} intro={newsSection.intro} />
        <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
        {items.map((item) => (
          <FullArticle key={item.id} item={item} />
        ))}
      </div>
    </Reveal>
  );
}

function PublishedOn({ item }: { item: NewsItem }) {
  return (
    <p className="text-sm font-medium text-slate-600">
      <span className="sr-only">{newsSection.publishedOn} </span>
      <time dateTime={item.date}>{dateFormat.format(new Date(item.date))}</time>
    </p>
  );
}

function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg">
      <NewsImage item={item} className="bg-brand-50" />
      <div className="flex flex-1 flex-col p-6">
        <PublishedOn item={item} />
        <h3 className="mt-2 text-xl font-bold text-slate-900">{item.title}</h3>
        <p className="mt-3 flex-1 text-slate-700">{item.description}</p>
        <ReadMoreButton
          item={item}
          fallbackHref={`#${newsArticleId(item)}`}
          className={`mt-6 self-start ${outlineControl}`}
        >
          {newsSection.readMore}
          <span className="sr-only">{newsSection.readMoreContext(item.title)}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </ReadMoreButton>
      </div>
    </article>
  );
}

/**
 * The whole article on the page, shown only while the address names it (`/#news-<slug>`): what
 * Read More leads to without JavaScript, and what a shared link to an article opens.
 */
function FullArticle({ item }: { item: NewsItem }) {
  return (
    <PageCopy
      id={newsArticleId(item)}
      title={item.title}
      before={<PublishedOn item={item} />}
      backHref="#news"
      backLabel={newsSection.backToNews}
    >
      <NewsArticleBody item={item} headingLevel="h4" />
    </PageCopy>
  );
}
