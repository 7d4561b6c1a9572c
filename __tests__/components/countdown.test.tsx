/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { Countdown } from '@/app/(site)/(pages)/(home)/countdown';
import { launchSection } from '@/content/launch';
import { COUNTDOWN_STORAGE_KEY } from '@/lib/countdown';
import { setMotionPaused } from '@/lib/motion-preference';
import {
  installIntersectionObserver,
  scrollIntoView,
  scrollOutOfView,
} from '../support/intersection-observer';

installIntersectionObserver();

const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);
const DAY = 86_400_000;

const group = () => screen.getByRole('group', { name: 'Time left until launch' });
/** The four numbers shown, days first. */
const shown = () => group().textContent?.match(/\d+/g);

function renderCountdown(launchAt?: string) {
  const result = render(
    <Countdown
      launchAt={launchAt}
      label={launchSection.countdownLabel}
      units={launchSection.units}
    />,
  );
  return result;
}

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

/** Scrolls the countdown into view and lets its first reading happen. */
function showOnScreen() {
  scrollIntoView(group());
  advance(0);
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
});

afterEach(() => {
  act(() => setMotionPaused(false));
  jest.useRealTimers();
});

describe('Countdown', () => {
  it('shows 00 placeholders and touches nothing until it is on screen', () => {
    renderCountdown();
    expect(shown()).toEqual(['00', '00', '00', '00']);
    advance(5_000);
    expect(shown()).toEqual(['00', '00', '00', '00']);
    expect(localStorage.getItem(COUNTDOWN_STORAGE_KEY)).toBeNull();
  });

  it('labels the units for screen readers and is no live region', () => {
    const { container } = renderCountdown();
    expect(group()).toHaveTextContent(/DAYS\s*days.*HRS\s*hours.*MINS\s*minutes.*SECS\s*seconds/);
    expect(container.querySelector('[aria-live], [role="status"], [role="timer"]')).toBeNull();
  });

  it('starts at six days on a first visit and ticks every second', () => {
    renderCountdown();
    showOnScreen();
    expect(shown()).toEqual(['06', '00', '00', '00']);
    expect(localStorage.getItem(COUNTDOWN_STORAGE_KEY)).toBe(String(NOW + 6 * DAY));
    advance(10);
    expect(shown()).toEqual(['05', '23', '59', '59']);
    advance(1_000);
    expect(shown()).toEqual(['05', '23', '59', '58']);
    advance(60_000);
    expect(shown()).toEqual(['05', '23', '58', '58']);
  });

  it('continues after a reload instead of restarting', () => {
    const first = renderCountdown();
    showOnScreen();
    advance(3_010);
    expect(shown()).toEqual(['05', '23', '59', '56']);
    first.unmount();

    advance(60_000); // the visitor comes back a minute later
    renderCountdown();
    showOnScreen();
    expect(shown()).toEqual(['05', '23', '58', '56']);
  });

  it('counts to the configured launch date when there is one', () => {
    localStorage.setItem(COUNTDOWN_STORAGE_KEY, String(NOW + DAY));
    renderCountdown(new Date(NOW + 2 * DAY + 3_723_000).toISOString());
    showOnScreen();
    expect(shown()).toEqual(['02', '01', '02', '03']);
  });

  it('stops at 00 and does not tick any more', () => {
    localStorage.setItem(COUNTDOWN_STORAGE_KEY, String(NOW + 2_500));
    renderCountdown();
    showOnScreen();
    expect(shown()).toEqual(['00', '00', '00', '02']);
    advance(1_000);
    expect(shown()).toEqual(['00', '00', '00', '01']);
    advance(2_000);
    expect(shown()).toEqual(['00', '00', '00', '00']);
    expect(jest.getTimerCount()).toBe(0);
    advance(10_000);
    expect(shown()).toEqual(['00', '00', '00', '00']);
  });

  it('shows 00 for a launch date in the past', () => {
    renderCountdown(new Date(NOW - DAY).toISOString());
    showOnScreen();
    expect(shown()).toEqual(['00', '00', '00', '00']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('does not tick while the site-wide pause is on, and catches up when resumed', () => {
    act(() => setMotionPaused(true));
    renderCountdown();
    showOnScreen();
    expect(shown()).toEqual(['06', '00', '00', '00']);
    advance(5_000);
    expect(shown()).toEqual(['06', '00', '00', '00']);
    expect(jest.getTimerCount()).toBe(0);

    act(() => setMotionPaused(false));
    advance(0);
    expect(shown()).toEqual(['05', '23', '59', '55']);
    advance(1_000);
    expect(shown()).toEqual(['05', '23', '59', '54']);
  });

  it('stops ticking when scrolled away', () => {
    renderCountdown();
    showOnScreen();
    advance(1_010);
    scrollOutOfView(group());
    expect(jest.getTimerCount()).toBe(0);
    const frozen = shown();
    advance(5_000);
    expect(shown()).toEqual(frozen);
  });
});
