import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBanner } from '@/components/sections/page-banner';
import { PreviewNotice } from '@/components/shell/preview-notice';
import { BackLink } from '@/components/ui/back-link';
import { JsonLd } from '@/components/ui/json-ld';
import { newsSection } from '@/content/news';
import { allNews, newsArticle } from '@/lib/cms/content';
import { previewOf } from '@/lib/cms/preview';
import { inlinedSvg } from '@/lib/inline-svg';
import { pageMetadata } from '@/lib/metadata';
import { NewsArticleBody, newsArticleJsonLd, PublishedOn } from '../news-article';

// From the CMS: revalidated when an editor publishes (lib/cms/revalidate.ts); on an instance other
// than the editor's (several behind a load balancer), within a minute.
export const revalidate = 60;

type NewsPageProps = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await allNews()).map((item) => ({ slug: item.slug }));
}

async function articleFrom(params: NewsPageProps['params']) {
  const { slug } = await params;
  // An editor previewing the article sees its latest draft (lib/cms/preview.ts).
  const draft = await previewOf('news', slug);
  if (draft) return { ...draft, preview: true };
  const item = await newsArticle(slug);
  if (!item) notFound();
  return { ...item, preview: false };
}

export async function generateMetadata({ params }: NewsPageProps): Promise<Metadata> {
  const item = await articleFrom(params);
  const metadata = pageMetadata({
    title: item.title,
    description: item.description,
    path: `/news/${item.slug}`,
  });
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, type: 'article', publishedTime: item.date },
  };
}

/** A news article as a page: what a shared link, a reload or a search engine gets. */
export default async function NewsArticlePage({ params }: NewsPageProps) {
  const item = await articleFrom(params);
  return (
    <>
      <PageBanner
        title={item.title}
        subtitle={item.description}
        breadcrumb={[{ name: newsSection.breadcrumb, href: '/#news' }, { name: item.title }]}
        path={`/news/${item.slug}`}
      />
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <div className="space-y-7">
          <PublishedOn item={item} />
          <NewsArticleBody
            item={item}
            headingLevel="h2"
            firstImageSrc={await inlinedSvg(item.image)}
          />
        </div>
        <BackLink href="/#news" className="mt-10">
          {newsSection.backToNews}
        </BackLink>
      </article>
      <JsonLd data={newsArticleJsonLd(item)} />
      {item.preview ? (
        <PreviewNotice exitHref={`/cms-preview?collection=news&slug=${item.slug}&exit`} />
      ) : null}
    </>
  );
}
