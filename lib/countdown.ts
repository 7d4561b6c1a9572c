/**
 * The launch countdown's maths. The target is the configured launch date when there is one;
 * otherwise six days after the visitor first saw the countdown, remembered in localStorage so a
 * reload does not restart it.
 */
import type { CountdownUnit } from '@/content/launch';

export const COUNTDOWN_STORAGE_KEY = 'launch-countdown-target';
export const FALLBACK_LEAD_MS = 6 * 24 * 60 * 60 * 1000;

export type CountdownParts = Record<CountdownUnit, string>;

export type TargetStorage = Pick<Storage, 'getItem' | 'setItem'>;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Whole days, hours, minutes and seconds left, each at least two digits ('07'); a launch more
 * than 99 days away shows all its days ('123'). Zero or less (or no number at all) is all '00'.
 */
export function countdownParts(msLeft: number): CountdownParts {
  const totalSeconds = Number.isFinite(msLeft) && msLeft > 0 ? Math.floor(msLeft / 1000) : 0;
  return {
    days: twoDigits(Math.floor(totalSeconds / 86_400)),
    hours: twoDigits(Math.floor(totalSeconds / 3_600) % 24),
    minutes: twoDigits(Math.floor(totalSeconds / 60) % 60),
    seconds: twoDigits(totalSeconds % 60),
  };
}

/** Milliseconds until the display changes, landing just after the second flips. */
export function nextTickDelay(msLeft: number): number {
  return (((msLeft % 1000) + 1000) % 1000) + 5;
}

function rememberedTarget(storage: TargetStorage | null, now: number): number | null {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(COUNTDOWN_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const target = Number(raw);
  // Further away than we ever set it: a clock that was wrong, or an edited value.
  return target > now + FALLBACK_LEAD_MS ? null : target;
}

/** The instant (ms since the epoch) the countdown runs to, remembering a fallback target. */
export function countdownTarget(
  now: number,
  storage: TargetStorage | null,
  launchAt?: string,
): number {
  const launch = launchAt ? Date.parse(launchAt) : Number.NaN;
  if (Number.isFinite(launch)) return launch;
  const remembered = rememberedTarget(storage, now);
  if (remembered !== null) return remembered;
  const target = now + FALLBACK_LEAD_MS;
  try {
    storage?.setItem(COUNTDOWN_STORAGE_KEY, String(target));
  } catch {
    // Storage can be full or blocked; the countdown then restarts on the next visit.
  }
  return target;
}

/** localStorage, or null where the browser refuses it (blocked cookies, sandboxed frames). */
export function browserStorage(): TargetStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
