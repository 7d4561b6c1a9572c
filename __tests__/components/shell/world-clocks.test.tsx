/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { WorldClocks } from '@/components/shell/world-clocks';
import { worldClockCities } from '@/content/shell';
import { setMotionPaused } from '@/lib/motion-preference';
import {
  installIntersectionObserver,
  liveObserverCount,
  scrollIntoView,
  scrollOutOfView,
} from '../../support/intersection-observer';

installIntersectionObserver();

const clockList = () => screen.getByRole('list', { name: 'World clocks' });

/** Renders the clocks and scrolls them into view, where they start. */
function renderVisible() {
  const result = render(<WorldClocks cities={worldClockCities} />);
  scrollIntoView(clockList());
  return result;
}

/** The clock shown for one city, found through the list and its items. */
function clockOf(city: string): HTMLElement {
  const list = screen.getByRole('list', { name: 'World clocks' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByText(city) !== null);
  if (!item) throw new Error(`no clock for ${city}`);
  const time = item.querySelector('time');
  if (!time) throw new Error(`${city} shows no time`);
  return time;
}

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

beforeEach(() => {
  // 2026-03-08 06:59:58 UTC: two seconds before New York springs forward.
  jest.useFakeTimers({ now: Date.UTC(2026, 2, 8, 6, 59, 58) });
});

afterEach(() => {
  act(() => setMotionPaused(false));
  localStorage.clear();
  jest.useRealTimers();
});

describe('WorldClocks in the browser', () => {
  it('shows the current wall time of all five cities', () => {
    renderVisible();
    expect(clockOf('New Delhi')).toHaveTextContent('12:29:58');
    expect(clockOf('New York')).toHaveTextContent('01:59:58');
    expect(clockOf('London')).toHaveTextContent('06:59:58');
    expect(clockOf('Tokyo')).toHaveTextContent('15:59:58');
    expect(clockOf('Sydney')).toHaveTextContent('17:59:58');
    expect(screen.queryByText('--:--:--')).not.toBeInTheDocument();
  });

  it('gives each time a machine-readable UTC instant and its zone', () => {
    renderVisible();
    expect(clockOf('New York')).toHaveAttribute('datetime', '2026-03-08T06:59:58.000Z');
    expect(clockOf('New York')).toHaveAttribute('data-timezone', 'America/New_York');
  });

  it('ticks every second and jumps from 01:59:59 to 03:00:00 when New York springs forward', () => {
    renderVisible();
    expect(clockOf('New York')).toHaveTextContent('01:59:58');
    // The ticker fires just after each whole second (+5 ms) so it never shows a stale second.
    advance(1_010);
    expect(clockOf('New York')).toHaveTextContent('01:59:59');
    advance(1_000);
    expect(clockOf('New York')).toHaveTextContent('03:00:00');
    expect(clockOf('London')).toHaveTextContent('07:00:00');
  });

  it('stops ticking while the site-wide pause is on, and catches up when resumed', () => {
    renderVisible();
    act(() => setMotionPaused(true));
    const frozen = clockOf('New York').textContent;
    expect(frozen).toBe('01:59:58');
    advance(5_000);
    expect(clockOf('New York')).toHaveTextContent('01:59:58');
    act(() => setMotionPaused(false));
    expect(clockOf('New York')).toHaveTextContent('03:00:03');
    advance(1_010);
    expect(clockOf('New York')).toHaveTextContent('03:00:04');
  });

  it('does not start ticking when the pause was already on at render', () => {
    setMotionPaused(true);
    renderVisible();
    const before = clockOf('London').textContent;
    advance(3_000);
    expect(clockOf('London').textContent).toBe(before);
  });

  it('stops its timer when unmounted', () => {
    const { unmount } = renderVisible();
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
    expect(liveObserverCount()).toBe(0);
  });

  it('shows placeholders and runs no timer until the clocks come into view', () => {
    render(<WorldClocks cities={worldClockCities} />);
    expect(within(clockList()).getAllByText('--:--:--')).toHaveLength(5);
    expect(clockList().querySelector('time')).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
    scrollIntoView(clockList());
    expect(clockOf('London')).toHaveTextContent('06:59:58');
  });

  it('stops ticking when scrolled out of view and shows the current time when back', () => {
    renderVisible();
    scrollOutOfView(clockList());
    expect(jest.getTimerCount()).toBe(0);
    advance(10_000);
    scrollIntoView(clockList());
    expect(clockOf('London')).toHaveTextContent('07:00:08');
  });
});
