import type { NewsArticle, WithContext } from 'schema-dts';
import { CheckList } from '@/components/ui/check-list';
import { CircleCheck } from '@/components/ui/icons';
import { LocalImage } from '@/components/ui/local-image';
import { newsImageSize, newsSection, type NewsItem } from '@/content/news';
import { cn } from '@/lib/cn';
import { site } from '@/lib/site';
import { organizationSummary } from '@/lib/structured-data';

type NewsArticleBodyProps = {
  item: NewsItem;
  /** One level below the article's title: h2 on its page (titled by the h1), h3 in the dialog. */
  headingLevel: 'h2' | 'h3';
  /**
   * The illustration is the page's largest paint in its first screen (the article's page on a
   * phone): drawn from this address (the file itself, or the small drawing written into the page
   * by lib/inline-svg.ts) and loaded at once, not as it nears the viewport, which waits for the
   * first layout.
   */
  firstImageSrc?: string;
};

const sectionHeading = 'text-lg font-bold text-slate-900';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });

/** The article's date, said as 'Published …' to screen readers. */
export function PublishedOn({ item }: { item: NewsItem }) {
  return (
    <p className="text-sm font-medium text-slate-600">
      <span className="sr-only">{newsSection.publishedOn} </span>
      <time dateTime={item.date}>{dateFormat.format(new Date(item.date))}</time>
    </p>
  );
}

/**
 * An article's illustration, full width, loaded as it nears the viewport unless `firstSrc` is
 * given: then drawn from it (the file, or the file written into the page) and loaded at once.
 */
export function NewsImage({
  item,
  className,
  firstSrc,
}: {
  item: NewsItem;
  className: string;
  firstSrc?: string;
}) {
  return (
    <LocalImage
      image={{ src: firstSrc ?? item.image, alt: item.alt, ...newsImageSize }}
      className={cn('h-auto w-full', className)}
      first={firstSrc !== undefined}
    />
  );
}

/**
 * The full article behind a news card: image, headline, summary, key points, expert quote and
 * outlook. The same markup serves the article's page (/news/<slug>) and the dialog Read More
 * opens over the home page.
 */
export function NewsArticleBody({
  item,
  headingLevel: Heading,
  firstImageSrc,
}: NewsArticleBodyProps) {
  const { headline, summary, keyPoints, expertOpinion, futureOutlook } = item.content;
  return (
    <>
      <NewsImage item={item} className="rounded-2xl" firstSrc={firstImageSrc} />
      <div>
        <p className="text-xl leading-8 font-semibold text-brand-800">{headline}</p>
        <p className="mt-3 leading-7 text-slate-700">{summary}</p>
      </div>
      <section>
        <Heading className={sectionHeading}>{newsSection.keyPoints}</Heading>
        <CheckList items={keyPoints} icon={CircleCheck} className="mt-3 space-y-2" />
      </section>
      <section>
        <Heading className={sectionHeading}>{newsSection.expertOpinion}</Heading>
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
        <Heading className={sectionHeading}>{newsSection.futureOutlook}</Heading>
        <p className="mt-2 leading-7 text-slate-700">{futureOutlook}</p>
      </section>
    </>
  );
}

/** schema.org NewsArticle of an article's page. */
export function newsArticleJsonLd(item: NewsItem): WithContext<NewsArticle> {
  const organization = organizationSummary();
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.description,
    image: [`${site.url}${item.image}`],
    datePublished: item.date,
    mainEntityOfPage: `${site.url}/news/${item.slug}`,
    author: organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: `${site.url}/icon.svg` } },
  };
}
