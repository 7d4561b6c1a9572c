/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SuccessStories } from '@/app/(site)/(pages)/(home)/success-stories';
import { getClientStories, successStoriesSection } from '@/content/clients';
import { AUTO_SCROLL_INTERVAL_MS } from '@/lib/auto-scroll';
import { setMotionPaused } from '@/lib/motion-preference';
import {
  installIntersectionObserver,
  scrollIntoView,
  scrollOutOfView,
} from '../support/intersection-observer';
import { advance, setUpMotionPreference } from '../support/motion';

installIntersectionObserver();

const stories = getClientStories();
/** Width of one set of cards (the loop) and of the row's visible part, as a browser lays them out. */
const LOOP_WIDTH = 2448;
const ROW_WIDTH = 1280;

const motion = setUpMotionPreference();
let rowTop = 0;

beforeAll(() => {
  // jsdom does no layout: give the row and its items the sizes a browser would.
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const width = this.tagName === 'UL' ? LOOP_WIDTH : ROW_WIDTH;
    return { top: rowTop, width } as DOMRect;
  });
});

beforeEach(() => {
  jest.useFakeTimers();
  rowTop = 0;
});

afterEach(() => {
  jest.useRealTimers();
});

function renderStories() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(<SuccessStories />);
  const row = screen.getByRole('group', { name: successStoriesSection.rowLabel });
  Object.defineProperty(row, 'scrollWidth', { configurable: true, value: 2 * LOOP_WIDTH + 16 });
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: ROW_WIDTH });
  return { user, row, container: view.container };
}

describe('SuccessStories', () => {
  it('shows six reviews as figures with quote, rating, name, role and company', () => {
    const { row } = renderStories();
    expect(
      screen.getByRole('heading', { level: 2, name: successStoriesSection.heading }),
    ).toBeInTheDocument();
    expect(screen.getByText(successStoriesSection.eyebrow)).toBeInTheDocument();
    const figures = within(row).getAllByRole('figure');
    expect(figures).toHaveLength(6);
    figures.forEach((figure, index) => {
      const story = stories[index]!;
      expect(figure.querySelector('blockquote')).toHaveTextContent(story.quote);
      expect(figure.querySelector('figcaption')).toHaveTextContent(
        `${story.name}${story.role}${story.company}`,
      );
      expect(figure).toHaveTextContent('Rated 5 out of 5');
      expect(figure.querySelector('img')).toHaveAttribute('src', story.portrait);
    });
  });

  it('follows the cards with a copy for a seamless loop, hidden from assistive technology', () => {
    const { row } = renderStories();
    // Built when the row first comes on screen, not while the page hydrates.
    expect(row.querySelectorAll('ul')).toHaveLength(1);
    scrollIntoView(row);
    const lists = row.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[0]).not.toHaveAttribute('aria-hidden');
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    expect(lists[1]).toHaveAttribute('inert');
    expect(lists[1]!.querySelectorAll('figure')).toHaveLength(6);
  });

  it('scrolls 1 px every 20 ms once on screen, and wraps to the start', () => {
    const { row } = renderStories();
    advance(AUTO_SCROLL_INTERVAL_MS * 10);
    expect(row.scrollLeft).toBe(0);
    scrollIntoView(row);
    advance(AUTO_SCROLL_INTERVAL_MS * 10);
    expect(row.scrollLeft).toBe(10);
    row.scrollLeft = LOOP_WIDTH - 2;
    advance(AUTO_SCROLL_INTERVAL_MS * 3);
    expect(row.scrollLeft).toBe(1);
  });

  it('stops with its pause button and starts again with play', async () => {
    const { user, row } = renderStories();
    scrollIntoView(row);
    await user.click(screen.getByRole('button', { name: 'Pause client reviews' }));
    const stoppedAt = row.scrollLeft;
    advance(1000);
    expect(row.scrollLeft).toBe(stoppedAt);
    await user.click(screen.getByRole('button', { name: 'Play client reviews' }));
    advance(AUTO_SCROLL_INTERVAL_MS * 5);
    expect(row.scrollLeft).toBe(stoppedAt + 5);
    expect(screen.getByRole('button', { name: 'Pause client reviews' })).toBeInTheDocument();
  });

  it('stops while the pointer is over the row', async () => {
    const { user, row } = renderStories();
    scrollIntoView(row);
    await user.hover(row);
    advance(1000);
    expect(row.scrollLeft).toBe(0);
    await user.unhover(row);
    advance(AUTO_SCROLL_INTERVAL_MS * 4);
    expect(row.scrollLeft).toBe(4);
  });

  it('takes keyboard focus to be scrolled by hand, and stops while focused', async () => {
    const { user, row } = renderStories();
    scrollIntoView(row);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause client reviews' })).toHaveFocus();
    advance(AUTO_SCROLL_INTERVAL_MS * 3);
    expect(row.scrollLeft).toBe(3);
    await user.tab();
    expect(row).toHaveFocus();
    advance(1000);
    expect(row.scrollLeft).toBe(3);
    await user.tab();
    expect(document.body).toHaveFocus();
    advance(AUTO_SCROLL_INTERVAL_MS * 2);
    expect(row.scrollLeft).toBe(5);
  });

  it('stops when motion is paused site-wide, keeping the row as it is', () => {
    const { row } = renderStories();
    scrollIntoView(row);
    advance(AUTO_SCROLL_INTERVAL_MS * 2);
    act(() => setMotionPaused(true));
    advance(1000);
    expect(row.scrollLeft).toBe(2);
    expect(row.querySelectorAll('ul')).toHaveLength(2);
    act(() => setMotionPaused(false));
    advance(AUTO_SCROLL_INTERVAL_MS);
    expect(row.scrollLeft).toBe(3);
  });

  it('never moves with reduced motion: the six cards only, all shown at once', () => {
    motion.prefersReducedMotion = true;
    rowTop = 5000;
    const { row } = renderStories();
    scrollIntoView(row);
    advance(1000);
    expect(row.scrollLeft).toBe(0);
    expect(row.querySelectorAll('figure')).toHaveLength(6);
    expect(row).not.toHaveAttribute('data-cards');
  });

  it('fades cards below the fold in, 0.2 s apart, when the row comes into view', () => {
    rowTop = 5000;
    const { row } = renderStories();
    // Nothing is hidden before the observer's first report, which says where the row is.
    expect(row).not.toHaveAttribute('data-cards');
    scrollOutOfView(row);
    expect(row).toHaveAttribute('data-cards', 'pending');
    const cards = [...row.querySelectorAll<HTMLElement>('ul:first-child > li')];
    expect(cards.map((card) => card.style.getPropertyValue('--card-index'))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    scrollIntoView(row);
    expect(row).toHaveAttribute('data-cards', 'shown');
  });

  it('shows cards that are already on screen without fading them', () => {
    const { row } = renderStories();
    scrollIntoView(row);
    expect(row).not.toHaveAttribute('data-cards');
    scrollOutOfView(row);
    scrollIntoView(row);
    expect(row).not.toHaveAttribute('data-cards');
  });

  it('never hides a row that is partly on screen at load, below the fade-in threshold', () => {
    rowTop = 700;
    const { row } = renderStories();
    scrollOutOfView(row);
    expect(row).not.toHaveAttribute('data-cards');
  });
});
