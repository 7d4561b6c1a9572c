/**
 * The company's own announcements for the home page's 'Latest News & Updates'. Each image is a
 * replaceable SVG illustration under public/news/ (480 x 300).
 */

export type NewsItem = {
  /** The article's address, /news/<slug>, and its identity. */
  slug: string;
  /** Illustration under public/, e.g. '/news/delivery-centre.svg'. */
  image: `/${string}`;
  alt: string;
  title: string;
  /** The teaser on the card. */
  description: string;
  /** Publication date, ISO 8601 (YYYY-MM-DD). */
  date: string;
  content: {
    headline: string;
    summary: string;
    keyPoints: readonly [string, string, string];
    expertOpinion: { quote: string; name: string; role: string };
    futureOutlook: string;
  };
};

export const newsImageSize = { width: 480, height: 300 } as const;

export const newsSection = {
  heading: 'Latest News & Updates',
  intro: 'What is new at Acme Technologies: our people, our practices and the way we work.',
  readMore: 'Read More',
  /** Read by screen readers after 'Read More', so each card's button is distinct. */
  readMoreContext: (title: string) => `: ${title}`,
  keyPoints: 'Key Points',
  expertOpinion: 'Expert Opinion',
  futureOutlook: 'Future Outlook',
  publishedOn: 'Published',
  /** The breadcrumb of an article's page, and its link back to the news on the home page. */
  breadcrumb: 'News',
  backToNews: 'Back to all news',
} as const;
