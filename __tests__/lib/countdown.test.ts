import {
  COUNTDOWN_STORAGE_KEY,
  countdownParts,
  countdownTarget,
  FALLBACK_LEAD_MS,
  nextTickDelay,
  type TargetStorage,
} from '@/lib/countdown';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.parse('2026-11-21T10:00:00Z');

/** A Map-backed stand-in for localStorage. */
function memoryStorage(initial: Record<string, string> = {}): TargetStorage & {
  values: Map<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('countdownParts', () => {
  it('gives days, hours, minutes and seconds as two-digit strings', () => {
    expect(countdownParts(2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND)).toEqual({
      days: '02',
      hours: '03',
      minutes: '04',
      seconds: '05',
    });
    expect(countdownParts(12 * DAY + 23 * HOUR + 59 * MINUTE + 59 * SECOND)).toEqual({
      days: '12',
      hours: '23',
      minutes: '59',
      seconds: '59',
    });
  });

  it('shows six full days at the start of the fallback countdown', () => {
    expect(countdownParts(FALLBACK_LEAD_MS)).toEqual({
      days: '06',
      hours: '00',
      minutes: '00',
      seconds: '00',
    });
  });

  it('counts whole seconds left, dropping the part of a second', () => {
    expect(countdownParts(SECOND + 999).seconds).toBe('01');
    expect(countdownParts(999)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' });
  });

  it.each([0, -1, -5 * DAY, Number.NaN, Number.NEGATIVE_INFINITY])(
    'stops at all zeros, never negative (%p)',
    (msLeft) => {
      expect(countdownParts(msLeft)).toEqual({
        days: '00',
        hours: '00',
        minutes: '00',
        seconds: '00',
      });
    },
  );

  it('shows every day of a launch more than 99 days away', () => {
    expect(countdownParts(123 * DAY + 1 * HOUR)).toEqual({
      days: '123',
      hours: '01',
      minutes: '00',
      seconds: '00',
    });
  });
});

describe('nextTickDelay', () => {
  it('wakes just after the displayed second changes', () => {
    expect(nextTickDelay(5 * SECOND + 300)).toBe(305);
    expect(nextTickDelay(5 * SECOND)).toBe(5);
    // Once aligned, the ticks come every 1000 ms.
    expect(nextTickDelay(5 * SECOND - 5)).toBe(1000);
  });
});

describe('countdownTarget', () => {
  it('is six days after the first display, and remembers it', () => {
    const storage = memoryStorage();
    expect(countdownTarget(NOW, storage)).toBe(NOW + 6 * DAY);
    expect(storage.values.get(COUNTDOWN_STORAGE_KEY)).toBe(String(NOW + 6 * DAY));
  });

  it('survives a reload: a later display keeps the first target instead of restarting', () => {
    const storage = memoryStorage();
    const first = countdownTarget(NOW, storage);
    const afterReload = countdownTarget(NOW + 3 * HOUR + 17 * SECOND, storage);
    expect(afterReload).toBe(first);
    expect(countdownParts(afterReload - (NOW + 3 * HOUR + 17 * SECOND))).toEqual({
      days: '05',
      hours: '20',
      minutes: '59',
      seconds: '43',
    });
  });

  it('stays at the remembered target once it has passed (the countdown shows 00)', () => {
    const storage = memoryStorage();
    const target = countdownTarget(NOW, storage);
    expect(countdownTarget(NOW + 7 * DAY, storage)).toBe(target);
  });

  it('uses the configured launch date when there is one, ignoring and keeping storage', () => {
    const storage = memoryStorage({ [COUNTDOWN_STORAGE_KEY]: String(NOW + DAY) });
    expect(countdownTarget(NOW, storage, '2026-12-01T10:00:00+05:30')).toBe(
      Date.parse('2026-12-01T04:30:00Z'),
    );
    expect(storage.values.get(COUNTDOWN_STORAGE_KEY)).toBe(String(NOW + DAY));
  });

  it('falls back to six days when the launch date is not a date', () => {
    expect(countdownTarget(NOW, memoryStorage(), 'next Tuesday')).toBe(NOW + 6 * DAY);
  });

  it.each([
    ['not a number', 'soon'],
    ['a fraction', '1.5e12'],
    ['negative', '-1000'],
    ['empty', ''],
    ['JSON', '{"target":1}'],
    ['further away than six days', String(NOW + 30 * DAY)],
  ])('replaces a corrupt remembered target (%s) with a fresh one', (_label, stored) => {
    const storage = memoryStorage({ [COUNTDOWN_STORAGE_KEY]: stored });
    expect(countdownTarget(NOW, storage)).toBe(NOW + 6 * DAY);
    expect(storage.values.get(COUNTDOWN_STORAGE_KEY)).toBe(String(NOW + 6 * DAY));
  });

  it('still counts down when storage is missing or throws', () => {
    const throwing: TargetStorage = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(countdownTarget(NOW, throwing)).toBe(NOW + 6 * DAY);
    expect(countdownTarget(NOW, null)).toBe(NOW + 6 * DAY);
  });
});
