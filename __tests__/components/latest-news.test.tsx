/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { LatestNews } from '@/app/(site)/(pages)/(home)/latest-news';
import { NewsArticleBody } from '@/app/(site)/(pages)/news/news-article';
import { newsSection, type NewsItem } from '@/content/news';
import { seedNews } from '@/lib/cms/seed/news';
import { installIntersectionObserver } from '../support/intersection-observer';
import { setUpMotionPreference } from '../support/motion';
import { recordingRouter } from '../support/router';

// The section reveals itself on scroll: jsdom has no IntersectionObserver of its own.
installIntersectionObserver();
setUpMotionPreference();

const items = seedNews;

// jsdom puts a space between the visible label and its screen-reader context; browsers do not.
const readMoreName = (item: NewsItem) =>
  new RegExp(`^Read More\\W+${item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

describe('LatestNews', () => {
  it('shows three cards with image, date, title, description and a Read More link', async () => {
    render(await LatestNews(), { wrapper: recordingRouter().Provider });
    expect(screen.getByRole('heading', { level: 2, name: newsSection.heading })).toBeVisible();
    const [cardList] = screen.getAllByRole('list');
    const cards = within(cardList!).getAllByRole('article');
    expect(cards).toHaveLength(3);
    cards.forEach((card, index) => {
      const item = items[index]!;
      const image = within(card).getByRole('img', { name: item.alt });
      expect(image).toHaveAttribute('src', item.image);
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
      expect(within(card).getByRole('heading', { level: 3, name: item.title })).toBeVisible();
      expect(within(card).getByText(item.description)).toBeVisible();
      expect(card.querySelector('time')).toHaveAttribute('datetime', item.date);
      // The article's own page, which opens as a dialog over the home page (e2e).
      expect(within(card).getByRole('link', { name: readMoreName(item) })).toHaveAttribute(
        'href',
        `/news/${item.slug}`,
      );
    });
    // The articles themselves are no longer copied into the home page.
    expect(screen.queryByText(items[0]!.content.summary)).not.toBeInTheDocument();
  });
});

describe('NewsArticleBody', () => {
  it.each(['h2', 'h3'] as const)(
    'has every part of every article, its sections headed by %s',
    (headingLevel) => {
      for (const item of items) {
        const { container, unmount } = render(
          <NewsArticleBody item={item} headingLevel={headingLevel} />,
        );
        const view = within(container);
        expect(view.getByRole('img', { name: item.alt })).toHaveAttribute('src', item.image);
        const { headline, summary, keyPoints, expertOpinion, futureOutlook } = item.content;
        for (const text of [headline, summary, ...keyPoints, futureOutlook]) {
          expect(view.getByText(text)).toBeTruthy();
        }
        expect(container.querySelector('figure blockquote')).toHaveTextContent(expertOpinion.quote);
        expect(container.querySelector('figcaption')).toHaveTextContent(
          `${expertOpinion.name}, ${expertOpinion.role}`,
        );
        expect(
          view
            .getAllByRole('heading', { level: Number(headingLevel[1]) })
            .map((heading) => heading.textContent),
        ).toEqual([newsSection.keyPoints, newsSection.expertOpinion, newsSection.futureOutlook]);
        unmount();
      }
    },
  );

  it('draws the illustration from the address given, at once, on the article’s page, and from its file as it nears the screen elsewhere', () => {
    const item = items[0]!;
    const inlined = 'data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E';
    const { container, unmount } = render(
      <NewsArticleBody item={item} headingLevel="h2" firstImageSrc={inlined} />,
    );
    // On a phone the illustration is the page's largest paint, in its first screen.
    const first = within(container).getByRole('img', { name: item.alt });
    expect(first).toHaveAttribute('src', inlined);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    unmount();

    render(<NewsArticleBody item={item} headingLevel="h3" />);
    const inDialog = screen.getByRole('img', { name: item.alt });
    expect(inDialog).toHaveAttribute('src', item.image);
    expect(inDialog).toHaveAttribute('loading', 'lazy');
    expect(inDialog).not.toHaveAttribute('fetchpriority');
  });
});
