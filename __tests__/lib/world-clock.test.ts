import { formatClock, isoInstant } from '@/lib/world-clock';

// Every expected value below was checked against Node's own Intl.DateTimeFormat (full ICU).
const at = (iso: string) => Date.parse(iso);

describe('formatClock', () => {
  it('shows India Standard Time (UTC+05:30) in Asia/Kolkata in both winter and summer', () => {
    expect(formatClock(at('2026-01-15T12:00:00Z'), 'Asia/Kolkata')).toBe('17:30:00');
    expect(formatClock(at('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe('17:30:00');
  });

  it('shows Japan Standard Time (UTC+9) in Asia/Tokyo all year', () => {
    expect(formatClock(at('2026-01-15T06:15:30Z'), 'Asia/Tokyo')).toBe('15:15:30');
    expect(formatClock(at('2026-07-15T06:15:30Z'), 'Asia/Tokyo')).toBe('15:15:30');
  });

  it('shows local wall time in New York, London and Sydney in winter and summer', () => {
    expect(formatClock(at('2026-01-15T12:00:00Z'), 'America/New_York')).toBe('07:00:00');
    expect(formatClock(at('2026-07-15T12:00:00Z'), 'America/New_York')).toBe('08:00:00');
    expect(formatClock(at('2026-01-15T12:00:00Z'), 'Europe/London')).toBe('12:00:00');
    expect(formatClock(at('2026-07-15T12:00:00Z'), 'Europe/London')).toBe('13:00:00');
    expect(formatClock(at('2026-01-15T12:00:00Z'), 'Australia/Sydney')).toBe('23:00:00');
    expect(formatClock(at('2026-07-15T12:00:00Z'), 'Australia/Sydney')).toBe('22:00:00');
  });

  it('always uses two-digit HH:MM:SS', () => {
    expect(formatClock(at('2026-01-15T06:05:09Z'), 'Europe/London')).toBe('06:05:09');
  });

  describe('midnight', () => {
    it.each([
      ['Asia/Kolkata', '2026-06-30T18:30:00Z'],
      ['America/New_York', '2026-01-15T05:00:00Z'],
      ['Europe/London', '2026-01-15T00:00:00Z'],
      ['Asia/Tokyo', '2026-06-30T15:00:00Z'],
      ['Australia/Sydney', '2026-07-15T14:00:00Z'],
    ])('shows 00:00:00, not 24:00:00, at midnight in %s', (timeZone, iso) => {
      expect(formatClock(at(iso), timeZone)).toBe('00:00:00');
    });
  });

  describe('daylight-saving changes in 2026', () => {
    it('skips from 01:59:59 to 03:00:00 when New York springs forward on 8 March', () => {
      expect(formatClock(at('2026-03-08T06:59:59Z'), 'America/New_York')).toBe('01:59:59');
      expect(formatClock(at('2026-03-08T07:00:00Z'), 'America/New_York')).toBe('03:00:00');
    });

    it('repeats 01:00-01:59 when New York falls back on 1 November', () => {
      expect(formatClock(at('2026-11-01T05:00:00Z'), 'America/New_York')).toBe('01:00:00');
      expect(formatClock(at('2026-11-01T05:59:59Z'), 'America/New_York')).toBe('01:59:59');
      expect(formatClock(at('2026-11-01T06:00:00Z'), 'America/New_York')).toBe('01:00:00');
    });

    it('skips from 00:59:59 to 02:00:00 when London springs forward on 29 March', () => {
      expect(formatClock(at('2026-03-29T00:59:59Z'), 'Europe/London')).toBe('00:59:59');
      expect(formatClock(at('2026-03-29T01:00:00Z'), 'Europe/London')).toBe('02:00:00');
    });

    it('goes back from 01:59:59 to 01:00:00 when London falls back on 25 October', () => {
      expect(formatClock(at('2026-10-25T00:59:59Z'), 'Europe/London')).toBe('01:59:59');
      expect(formatClock(at('2026-10-25T01:00:00Z'), 'Europe/London')).toBe('01:00:00');
    });

    it('goes back from 02:59:59 to 02:00:00 when Sydney leaves AEDT on 5 April', () => {
      expect(formatClock(at('2026-04-04T15:59:59Z'), 'Australia/Sydney')).toBe('02:59:59');
      expect(formatClock(at('2026-04-04T16:00:00Z'), 'Australia/Sydney')).toBe('02:00:00');
    });

    it('skips from 01:59:59 to 03:00:00 when Sydney enters AEDT on 4 October', () => {
      expect(formatClock(at('2026-10-03T15:59:59Z'), 'Australia/Sydney')).toBe('01:59:59');
      expect(formatClock(at('2026-10-03T16:00:00Z'), 'Australia/Sydney')).toBe('03:00:00');
    });

    it('keeps Kolkata at +05:30 across all of those instants (India has no DST)', () => {
      expect(formatClock(at('2026-03-08T07:00:00Z'), 'Asia/Kolkata')).toBe('12:30:00');
      expect(formatClock(at('2026-03-29T01:00:00Z'), 'Asia/Kolkata')).toBe('06:30:00');
      expect(formatClock(at('2026-10-25T01:00:00Z'), 'Asia/Kolkata')).toBe('06:30:00');
      expect(formatClock(at('2026-11-01T06:00:00Z'), 'Asia/Kolkata')).toBe('11:30:00');
    });
  });

  it('gives the same answer on repeated calls for different zones (per-zone formatter cache)', () => {
    const instant = at('2026-07-15T12:00:00Z');
    expect(formatClock(instant, 'Asia/Tokyo')).toBe('21:00:00');
    expect(formatClock(instant, 'Europe/London')).toBe('13:00:00');
    expect(formatClock(instant, 'Asia/Tokyo')).toBe('21:00:00');
  });
});

describe('isoInstant', () => {
  it('returns the UTC ISO 8601 instant for the datetime attribute', () => {
    expect(isoInstant(Date.UTC(2026, 2, 8, 7, 0, 0))).toBe('2026-03-08T07:00:00.000Z');
  });
});
