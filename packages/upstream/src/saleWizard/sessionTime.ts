import { zonedTime } from '../seed/zonedTime.js';

/** Wall-clock parts of session times in the session's own time zone (sales §3 session definition). */

export const TWO_HOURS_MS = 2 * 60 * 60 * 1000;

const partFormats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

export interface WallClock {
  /** YYYY-MM-DD */
  isoDate: string;
  /** MM/DD/YYYY */
  usDate: string;
  /** 01–12 */
  hour: string;
  /** 00–59 */
  minute: string;
  ampm: 'AM' | 'PM';
  /** e.g. EDT */
  abbreviation: string;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** What the clock in `timeZone` shows at `at`. */
export function wallClockOf(at: Date, timeZone: string): WallClock {
  const p = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  const hour = p['hour'] === '00' ? '12' : (p['hour'] ?? '12');
  return {
    isoDate: `${p['year']}-${p['month']}-${p['day']}`,
    usDate: `${p['month']}/${p['day']}/${p['year']}`,
    hour: hour.padStart(2, '0'),
    minute: p['minute'] ?? '00',
    ampm: p['dayPeriod'] === 'PM' ? 'PM' : 'AM',
    abbreviation: p['timeZoneName'] ?? timeZone,
  };
}

/** The instant at which the clock in `timeZone` shows the date (YYYY-MM-DD) at hour:minute AM/PM. */
export function instantOf(
  isoDate: string,
  hour: number,
  minute: number,
  ampm: 'AM' | 'PM',
  timeZone: string,
): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const hour24 = (hour % 12) + (ampm === 'PM' ? 12 : 0);
  return zonedTime(new Date(Date.UTC(y, m - 1, d)), hour24, minute, timeZone);
}

/** The offset of `timeZone` at `at`, as ±HH:MM. */
export function offsetOf(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}:${match[2] ?? '00'}` : '+00:00';
}

/** An ISO 8601 string of the instant with the time zone's offset, e.g. 2026-03-14T10:00:00-04:00. */
export function isoWithOffset(at: Date, timeZone: string): string {
  const offset = offsetOf(at, timeZone);
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hh = 0, mm = 0] = offset.slice(1).split(':').map(Number);
  const local = new Date(at.getTime() + sign * (hh * 60 + mm) * 60_000);
  return `${local.toISOString().slice(0, 19)}${offset === '+00:00' ? 'Z' : offset}`;
}

/** The two-hour lock (sales §4): the sale starts within 2 hours, or has started. */
export function isWithinTwoHours(startsAt: Date, now: Date = new Date()): boolean {
  return startsAt.getTime() - now.getTime() < TWO_HOURS_MS;
}
