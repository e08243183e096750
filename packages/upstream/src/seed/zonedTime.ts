/** Wall-clock time in an IANA zone → the UTC instant, without a time-zone library. */
const partFormats = new Map<string, Intl.DateTimeFormat>();

function offsetMs(instant: number, timeZone: string): number {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]));
  const wall = Date.UTC(
    p['year'] ?? 0,
    (p['month'] ?? 1) - 1,
    p['day'] ?? 1,
    p['hour'] ?? 0,
    p['minute'] ?? 0,
    p['second'] ?? 0,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the clock in `timeZone` shows the given UTC-day `day` at hour:minute. */
export function zonedTime(day: Date, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute);
  let instant = wall - offsetMs(wall, timeZone);
  // Across a DST change the offset at the first guess can differ from the one at the answer.
  const second = wall - offsetMs(instant, timeZone);
  if (second !== instant) instant = second;
  return new Date(instant);
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the given instant's UTC date. */
export function utcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}

export function isoDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}
