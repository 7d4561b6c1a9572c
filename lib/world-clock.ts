const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Wall-clock time 'HH:MM:SS' in a time zone; the zone's rules (including DST) come from Intl. */
export function formatClock(epochMs: number, timeZone: string): string {
  return formatterFor(timeZone).format(new Date(epochMs));
}

/** ISO 8601 instant for the <time> element's datetime attribute. */
export function isoInstant(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
