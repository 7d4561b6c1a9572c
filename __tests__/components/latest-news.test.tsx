/** @jest-environment jsdom */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { LatestNews, newsArticleId } from '@/app/(site)/(home)/latest-news';
import { getLatestNews, newsSection, type NewsItem } from '@/content/news';
import { setMotionPaused } from '@/lib/motion-preference';
import { installDialogMethods } from '../support/dialog-element';
import { setUpMotionPreference } from '../support/motion';
import { installIntersectionObserver } from '../support/intersection-observer';

// The section reveals itself on scroll: jsdom has no IntersectionObserver of its own.
installIntersectionObserver();

const motion = setUpMotionPreference();

beforeAll(() => {
  installDialogMethods();
  // jsdom's <dialog> does not close on Escape either.
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') document.querySelector<HTMLDialogElement>('dialog[open]')?.close();
  });
});

const items = getLatestNews();
const [first, second, third] = items as [NewsItem, NewsItem, NewsItem];

// jsdom puts a space between the visible label and its screen-reader context; browsers do not.
const readMoreName = (item: NewsItem) =>
  new RegExp(`^Read More\\W+${item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

function readMoreButton(item: NewsItem) {
  return screen.getByRole('button', { name: readMoreName(item) });
}

async function openArticle(item: NewsItem) {
  const user = userEvent.setup();
  render(<LatestNews />);
  const opener = readMoreButton(item);
  await user.click(opener);
  // The dialog's code is loaded on first use, so it appears after a tick.
  const dialog = await screen.findByRole('dialog', { name: item.title });
  return { user, opener, dialog };
}

describe('LatestNews', () => {
  it('shows three cards with image, date, title, description and a Read More button', () => {
    render(<LatestNews />);
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
      const button = within(card).getByRole('button', { name: readMoreName(item) });
      expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links each Read More to the whole article on the page until the page is interactive', () => {
    // What a visitor without JavaScript gets: the server's HTML.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LatestNews />);
    expect(container.querySelectorAll('button')).toHaveLength(0);
    for (const item of items) {
      const link = within(container).getByRole('link', { name: readMoreName(item) });
      expect(link).toHaveAttribute('href', `#${newsArticleId(item)}`);

      const article = container.querySelector(`article#${newsArticleId(item)}`);
      if (!(article instanceof HTMLElement)) throw new Error(`no article for ${item.id}`);
      // Shown only while the address names it (CSS :target); every part of the article is there.
      expect(article).toHaveClass('hidden', 'target:block');
      expect(within(article).getByRole('heading', { level: 3, name: item.title })).toBeTruthy();
      const { headline, summary, keyPoints, expertOpinion, futureOutlook } = item.content;
      for (const text of [headline, summary, ...keyPoints, futureOutlook]) {
        expect(within(article).getByText(text)).toBeTruthy();
      }
      expect(article.querySelector('figure blockquote')).toHaveTextContent(expertOpinion.quote);
      expect(
        within(article)
          .getAllByRole('heading', { level: 4 })
          .map((heading) => heading.textContent),
      ).toEqual([newsSection.keyPoints, newsSection.expertOpinion, newsSection.futureOutlook]);
      expect(within(article).getByRole('link', { name: newsSection.backToNews })).toHaveAttribute(
        'href',
        '#news',
      );
    }
  });

  it('opens the article of the card used, with every part of it', async () => {
    const { dialog } = await openArticle(second);
    const { headline, summary, keyPoints, expertOpinion, futureOutlook } = second.content;
    expect(within(dialog).getByRole('img', { name: second.alt })).toHaveAttribute(
      'src',
      second.image,
    );
    expect(within(dialog).getByText(headline)).toBeInTheDocument();
    expect(within(dialog).getByText(summary)).toBeInTheDocument();

    expect(
      within(dialog).getByRole('heading', { level: 3, name: 'Key Points' }),
    ).toBeInTheDocument();
    const points = within(within(dialog).getByRole('list')).getAllByRole('listitem');
    expect(points.map((point) => point.textContent)).toEqual([...keyPoints]);

    const quote = dialog.querySelector('figure blockquote');
    expect(quote).toHaveTextContent(expertOpinion.quote);
    const caption = dialog.querySelector('figure figcaption');
    expect(caption).toHaveTextContent(`${expertOpinion.name}, ${expertOpinion.role}`);

    expect(
      within(dialog).getByRole('heading', { level: 3, name: 'Future Outlook' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(futureOutlook)).toBeInTheDocument();
    expect(within(dialog).queryByText(first.content.headline)).not.toBeInTheDocument();
  });

  it('closes from the Close button and returns focus to its Read More button', async () => {
    const { user, opener } = await openArticle(first);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape, returns focus, and opens again', async () => {
    const { user, opener } = await openArticle(third);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: third.title })).toBeInTheDocument();
  });

  it('fades the article in when motion is allowed', async () => {
    const opacities = recordArticleOpacity();
    const { dialog } = await openArticle(first);
    await waitFor(() => expect(dialog.querySelector('article')).toHaveStyle({ opacity: '1' }));
    expect(opacities[0]).toBe('0');
  });

  it('shows the article at once with reduced motion or with motion paused', async () => {
    motion.prefersReducedMotion = true;
    const opacities = recordArticleOpacity();
    const { user } = await openArticle(first);
    await user.click(screen.getByRole('button', { name: 'Close' }));

    motion.prefersReducedMotion = false;
    act(() => setMotionPaused(true));
    await user.click(readMoreButton(second));
    expect(await screen.findByRole('dialog', { name: second.title })).toBeInTheDocument();
    expect(opacities.length).toBeGreaterThan(0);
    expect(opacities.filter((opacity) => opacity !== '' && opacity !== '1')).toEqual([]);
  });
});

/** Every inline opacity the open article has had, in order, from the moment it appears. */
function recordArticleOpacity(): string[] {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    const article = document.querySelector<HTMLElement>('dialog[open] article');
    if (article) seen.push(article.style.opacity);
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  observers.push(observer);
  return seen;
}

const observers: MutationObserver[] = [];
afterEach(() => observers.splice(0).forEach((observer) => observer.disconnect()));
