/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { CountUp } from '@/app/(site)/(pages)/(home)/count-up';
import { setMotionPaused } from '@/lib/motion-preference';
import {
  installIntersectionObserver,
  liveObserverCount,
  scrollIntoView,
  scrollOutOfView,
} from '../support/intersection-observer';
import { advance, setUpMotionPreference } from '../support/motion';

const motion = setUpMotionPreference();

beforeAll(installIntersectionObserver);

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

function renderCounter() {
  const view = render(
    <p>
      <CountUp target={150} increment={7.5} suffix="+" tickMs={100} />
    </p>,
  );
  const figure = view.container.querySelector('[data-count-up]') as HTMLElement;
  const paragraph = view.container.querySelector('p') as HTMLElement;
  /** What a screen reader reads: the text outside aria-hidden elements. */
  const accessibleText = () => {
    const copy = paragraph.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
    return copy.textContent;
  };
  return { view, figure, shown: () => figure.textContent, accessibleText };
}

describe('CountUp', () => {
  it('renders the final value before anything is observed', () => {
    const { shown, accessibleText } = renderCounter();
    expect(shown()).toBe('150+');
    expect(accessibleText()).toBe('150+');
  });

  it('waits at zero below the fold and counts up in steps once scrolled into view', () => {
    const { figure, shown, accessibleText } = renderCounter();
    scrollOutOfView(figure);
    expect(shown()).toBe('0+');
    advance(1000);
    expect(shown()).toBe('0+');

    scrollIntoView(figure);
    advance(99);
    expect(shown()).toBe('0+');
    advance(1);
    expect(shown()).toBe('7+');
    advance(100);
    expect(shown()).toBe('15+');
    advance(1000);
    expect(shown()).toBe('90+');
    expect(accessibleText()).toBe('150+');
    advance(700);
    expect(shown()).toBe('142+');
    advance(100);
    expect(shown()).toBe('150+');
    advance(1000);
    expect(shown()).toBe('150+');
    expect(accessibleText()).toBe('150+');
  });

  it('reserves the width of the final value while counting', () => {
    const { figure, shown } = renderCounter();
    scrollOutOfView(figure);
    scrollIntoView(figure);
    advance(100);
    expect(shown()).toBe('7+');
    const reserve = figure.parentElement?.querySelector('.invisible');
    expect(reserve).toHaveTextContent('150+');
    expect(reserve?.parentElement).toBe(figure.parentElement);
  });

  it('counts only once', () => {
    const { figure, shown } = renderCounter();
    scrollOutOfView(figure);
    scrollIntoView(figure);
    advance(2000);
    expect(shown()).toBe('150+');
    expect(liveObserverCount()).toBe(0);
    scrollOutOfView(figure);
    scrollIntoView(figure);
    advance(100);
    expect(shown()).toBe('150+');
  });

  it('does not count a figure that is already on screen when the page loads', () => {
    const { figure, shown } = renderCounter();
    scrollIntoView(figure);
    advance(100);
    expect(shown()).toBe('150+');
    expect(liveObserverCount()).toBe(0);
  });

  it('shows the final value without counting when the visitor prefers reduced motion', () => {
    motion.prefersReducedMotion = true;
    const { figure, shown, accessibleText } = renderCounter();
    expect(liveObserverCount()).toBe(0);
    scrollOutOfView(figure);
    scrollIntoView(figure);
    advance(100);
    expect(shown()).toBe('150+');
    expect(accessibleText()).toBe('150+');
  });

  it('shows the final value while motion is paused site-wide', () => {
    act(() => setMotionPaused(true));
    const { figure, shown } = renderCounter();
    scrollOutOfView(figure);
    scrollIntoView(figure);
    advance(100);
    expect(shown()).toBe('150+');
  });

  it('shows the final value when motion is allowed again with the waiting figure on screen', () => {
    const { figure, shown } = renderCounter();
    scrollOutOfView(figure);
    expect(shown()).toBe('0+');
    act(() => setMotionPaused(true));
    expect(shown()).toBe('150+');
    // Scrolled into view while paused: the new observer's first report finds it on screen.
    act(() => setMotionPaused(false));
    expect(shown()).toBe('150+');
    scrollIntoView(figure);
    advance(2000);
    expect(shown()).toBe('150+');
    expect(liveObserverCount()).toBe(0);
  });

  it('counts up when scrolled into view after motion is allowed again below the fold', () => {
    const { figure, shown } = renderCounter();
    scrollOutOfView(figure);
    act(() => setMotionPaused(true));
    act(() => setMotionPaused(false));
    scrollOutOfView(figure);
    expect(shown()).toBe('0+');
    scrollIntoView(figure);
    advance(100);
    expect(shown()).toBe('7+');
    advance(2000);
    expect(shown()).toBe('150+');
  });

  it('jumps to the final value when motion is paused mid-count and stays there', () => {
    const { figure, shown } = renderCounter();
    scrollOutOfView(figure);
    scrollIntoView(figure);
    advance(300);
    expect(shown()).toBe('22+');
    act(() => setMotionPaused(true));
    expect(shown()).toBe('150+');
    act(() => setMotionPaused(false));
    advance(500);
    expect(shown()).toBe('150+');
  });
});
