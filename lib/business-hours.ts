import type { BusinessHours, Weekday } from '@/content/types';

const weekdays: readonly Weekday[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** 'Mon - Fri' for Monday to Friday, 'Sat' for Saturday alone. */
export function dayRangeLabel(days: BusinessHours['days']): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) throw new Error('Business hours name no day');
  const start = weekdays.indexOf(first);
  // A label names only the first and last day, so the days in between must all be there.
  if (days.some((day, index) => weekdays.indexOf(day) !== start + index)) {
    throw new Error(`Business hours days are not a run of consecutive days: ${days.join(', ')}`);
  }
  return first === last ? first.slice(0, 3) : `${first.slice(0, 3)} - ${last.slice(0, 3)}`;
}

/** '09:00' -> '9:00 AM', '18:00' -> '6:00 PM'. */
export function clockTimeLabel(time: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`Not a 24-hour HH:MM time: ${time}`);
  const hours = Number(match[1]);
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** '9:00 AM - 6:00 PM'. */
export function hoursRangeLabel({ opens, closes }: BusinessHours): string {
  return `${clockTimeLabel(opens)} - ${clockTimeLabel(closes)}`;
}
