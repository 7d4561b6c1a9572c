import { TitledSection } from '@/components/sections/titled-section';
import { ArrowRight } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { newsSection, type NewsItem } from '@/content/news';
import { allNews } from '@/lib/cms/content';
import { NewsImage, PublishedOn } from '../news/news-article';

/**
 * 'Latest News & Updates': the three newest articles as server-rendered cards. Read More leads to the article's page,
 * which opens as a dialog over this one (app/(site)/(pages)/@modal).
 */
export async function LatestNews() {
  const items = (await allNews()).slice(0, LATEST_COUNT);
  return (
    <TitledSection
      id="news"
      heading={newsSection.heading}
      intro={newsSection.intro}
      band="py-16 sm:py-24"
    >
      <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.slug}>
            <NewsCard item={item} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

const LATEST_COUNT = 3;

function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg">
      <NewsImage item={item} className="bg-brand-50" />
      <div className="flex flex-1 flex-col p-6">
        <PublishedOn item={item} />
        <h3 className="mt-2 text-xl font-bold text-slate-900">{item.title}</h3>
        <p className="mt-3 flex-1 text-slate-700">{item.description}</p>
        <Link
          href={`/news/${item.slug}`}
          scroll={false}
          className="mt-6 inline-flex min-h-11 items-center gap-2 self-start rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-700 transition-colors hover:bg-brand-50"
        >
          {newsSection.readMore}
          <span className="sr-only">{newsSection.readMoreContext(item.title)}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
