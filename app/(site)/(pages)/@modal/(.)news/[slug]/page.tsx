import { notFound } from 'next/navigation';
import { NewsArticleBody, PublishedOn } from '@/app/(site)/(pages)/news/news-article';
import { allNews, newsArticle } from '@/lib/cms/content';
import { NewsDialog } from './news-dialog';

// From the CMS: revalidated when an editor publishes (lib/cms/revalidate.ts); on an instance other
// than the editor's (several behind a load balancer), within a minute.
export const revalidate = 60;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await allNews()).map((item) => ({ slug: item.slug }));
}

/** Read More, on the home page: the article as a dialog over the news. */
export default async function NewsArticleDialog({ params }: Props) {
  const item = await newsArticle((await params).slug);
  if (!item) notFound();
  return (
    <NewsDialog title={item.title}>
      <PublishedOn item={item} />
      <NewsArticleBody item={item} headingLevel="h3" />
    </NewsDialog>
  );
}
