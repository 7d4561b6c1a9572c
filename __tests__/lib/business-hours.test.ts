import { businessHours } from '@/content/company';
import { clockTimeLabel, dayRangeLabel, hoursRangeLabel } from '@/lib/business-hours';

describe('dayRangeLabel', () => {
  it('names a run of days by its first and last day', () => {
    expect(dayRangeLabel(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])).toBe(
      'Mon - Fri',
    );
    expect(dayRangeLabel(['Saturday', 'Sunday'])).toBe('Sat - Sun');
  });

  it('names a single day alone', () => {
    expect(dayRangeLabel(['Saturday'])).toBe('Sat');
  });

  it('refuses days with a gap, which a first-to-last label would misstate', () => {
    expect(() => dayRangeLabel(['Monday', 'Wednesday'])).toThrow(/consecutive/);
    expect(() => dayRangeLabel(['Friday', 'Monday'])).toThrow(/consecutive/);
  });

  it('refuses no days at all', () => {
    expect(() => dayRangeLabel([])).toThrow(/no day/);
  });
});

describe('clockTimeLabel', () => {
  it('turns 24-hour times into 12-hour times with AM and PM', () => {
    expect(clockTimeLabel('09:00')).toBe('9:00 AM');
    expect(clockTimeLabel('09:30')).toBe('9:30 AM');
    expect(clockTimeLabel('18:00')).toBe('6:00 PM');
    expect(clockTimeLabel('23:59')).toBe('11:59 PM');
  });

  it('says 12 for noon and midnight', () => {
    expect(clockTimeLabel('12:00')).toBe('12:00 PM');
    expect(clockTimeLabel('00:15')).toBe('12:15 AM');
  });

  it('refuses anything but HH:MM', () => {
    for (const time of ['9:00', '24:00', '18:60', '18:00:00', '6 PM']) {
      expect(() => clockTimeLabel(time)).toThrow(/HH:MM/);
    }
  });
});

describe('the office hours in content', () => {
  it('read as the contact page has always shown them', () => {
    expect(businessHours.map((row) => [dayRangeLabel(row.days), hoursRangeLabel(row)])).toEqual([
      ['Mon - Fri', '9:00 AM - 6:00 PM'],
      ['Sat', '10:00 AM - 4:00 PM'],
    ]);
  });
});
