import { act } from '@testing-library/react';
import { setMotionPaused } from '@/lib/motion-preference';

/**
 * Lets a test say whether the visitor prefers reduced motion, through a stand-in for matchMedia
 * (jsdom has none) that answers every other query with false. The preference goes back to
 * false before each test, and the site-wide pause is lifted after each. Call it at the top of a
 * test file: it registers those hooks.
 */
export function setUpMotionPreference() {
  const preference = { prefersReducedMotion: false };

  beforeAll(() => {
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion') && preference.prefersReducedMotion,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList;
  });

  beforeEach(() => {
    preference.prefersReducedMotion = false;
  });

  afterEach(() => {
    act(() => setMotionPaused(false));
  });

  return preference;
}

/** Moves jest's fake clock on by `ms` inside act(), so React renders what the timers changed. */
export function advance(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
}
