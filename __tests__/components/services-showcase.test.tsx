/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { ServicesShowcase } from '@/app/(site)/(pages)/(home)/services-showcase';
import { getServicesShowcase } from '@/content/home';
import { PINNED_MEDIA_QUERY } from '@/lib/horizontal-scroll';
import { installIntersectionObserver } from '../support/intersection-observer';

const content = getServicesShowcase();
let pinnedMedia = false;

beforeAll(() => {
  installIntersectionObserver();
  window.matchMedia = (query: string) =>
    ({
      matches: query === PINNED_MEDIA_QUERY && pinnedMedia,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

let scrollY = 0;
const scrollTo = jest.fn((options: ScrollToOptions) => {
  scrollY = options.top ?? scrollY;
});
const scrollIntoView = jest.fn();

beforeEach(() => {
  pinnedMedia = false;
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
});

function define(element: Element, sizes: Record<string, number>) {
  for (const [name, value] of Object.entries(sizes)) {
    Object.defineProperty(element, name, { configurable: true, value });
  }
}

/**
 * Lays the section out as Chromium does at 1280 x 800: the section starts 1000 px down the page,
 * is 2410 px tall and pins 120 px (15vh) from the top; nine 294 px cards 24 px apart.
 */
function layOut(section: HTMLElement) {
  const pin = section.querySelector<HTMLElement>('.services-pin')!;
  const row = section.querySelector<HTMLElement>('.services-row')!;
  section.getBoundingClientRect = () => ({ top: 1000 - scrollY, height: 2410 }) as DOMRect;
  define(pin, { offsetHeight: 558, clientWidth: 1280 });
  pin.style.top = '120px';
  row.style.paddingLeft = '24px';
  define(row, { offsetWidth: 2890 });
  row.querySelectorAll('li').forEach((card, index) => {
    define(card, { offsetLeft: 24 + index * 318, offsetWidth: 294 });
  });
  return row;
}

function renderShowcase() {
  render(<ServicesShowcase />);
  const section = screen.getByRole('region', { name: content.heading });
  return { section, row: layOut(section) };
}

describe('ServicesShowcase', () => {
  it('shows the nine services, each with a Read More link that names it', () => {
    const { section } = renderShowcase();
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(9);
    content.services.forEach((service, index) => {
      const card = within(cards[index]!);
      expect(card.getByRole('heading', { level: 3 })).toHaveTextContent(service.title);
      expect(card.getByRole('link', { name: `Read More about ${service.title}` })).toHaveAttribute(
        'href',
        service.href,
      );
    });
  });

  it('is a keyboard-scrollable region when not pinned, and brings a focused card into view', () => {
    renderShowcase();
    const row = screen.getByRole('region', { name: content.rowLabel });
    expect(row).toHaveAttribute('tabindex', '0');
    const link = screen.getByRole('link', { name: 'Read More about Cybersecurity' });
    link.focus();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(link.closest('li'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('while pinned, scrolls the page so that a focused card beyond the edge is fully visible', () => {
    pinnedMedia = true;
    const { row } = renderShowcase();
    expect(screen.queryByRole('region', { name: content.rowLabel })).not.toBeInTheDocument();

    // Card 6 spans 1614..1908 px of the row: the row must move by 1614 + 294 + 24 - 1280 = 652
    // of its 1610 px travel, over a pinned range of 880..2732 px of page scroll.
    screen.getByRole('link', { name: 'Read More about App Development' }).focus();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    const { top } = scrollTo.mock.calls[0]![0];
    expect(top).toBeCloseTo(880 + (652 / 1610) * 1852);
    expect(parseFloat(row.style.getPropertyValue('--services-x'))).toBeCloseTo(652);
  });

  it('while pinned, leaves the page alone when the focused card is already in view', () => {
    pinnedMedia = true;
    const { row } = renderShowcase();
    scrollY = 1200;
    // At 1200 px the row stands at (1200 - 880) / 1852 * 1610 = 278 px: card 2 (342..636) shows.
    screen.getByRole('link', { name: 'Read More about Custom AI Services' }).focus();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(row.style.getPropertyValue('--services-x')).toBe('');
  });

  it('while pinned, pins the section first when a card is focused from above it', () => {
    pinnedMedia = true;
    renderShowcase();
    screen.getByRole('link', { name: 'Read More about AI & Machine Learning' }).focus();
    expect(scrollTo).toHaveBeenCalledWith({ top: 880, behavior: 'instant' });
  });
});
