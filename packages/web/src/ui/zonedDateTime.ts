/**
 * Dates and times of sessions, shown in the session's own time zone (sales §2 Calendar, §3
 * eventDateUTCString + TZ_zoneName), whatever the viewer's browser zone is.
 */

/**
 * One formatter per time zone (an unknown zone gets UTC's): building an Intl.DateTimeFormat costs
 * far more than formatting with it, and tables format a date per row.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | null | undefined): Intl.DateTimeFormat {
  const key = timeZone || 'UTC';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: validZone(key),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
      weekday: 'short',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function parts(instant: Date, timeZone: string | null | undefined): Record<string, string> {
  const formatted = formatterFor(timeZone).formatToParts(instant);
  return Object.fromEntries(formatted.map((p) => [p.type, p.value]));
}

function validZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

export interface ZonedDateTime {
  /** MM/DD/YYYY */
  date: string;
  /** e.g. Sat */
  weekday: string;
  /** hh:mm AM */
  time: string;
  /** The zone's short name, e.g. EDT or GMT+1. */
  zone: string;
}

/** An ISO instant as date, time and zone abbreviation in `timeZone`; null for an unreadable instant. */
export function zonedDateTime(isoInstant: string, timeZone: string | null | undefined): ZonedDateTime | null {
  const instant = new Date(isoInstant);
  if (Number.isNaN(instant.getTime())) return null;
  const p = parts(instant, timeZone);
  return {
    date: `${p['month']}/${p['day']}/${p['year']}`,
    weekday: p['weekday'] ?? '',
    time: `${p['hour']}:${p['minute']} ${p['dayPeriod']}`,
    zone: p['timeZoneName'] ?? '',
  };
}

/** "MM/DD/YYYY hh:mm AM ZZZ" in `timeZone`; the raw text when it is not an instant. */
export function formatZonedDateTime(isoInstant: string, timeZone: string | null | undefined): string {
  const z = zonedDateTime(isoInstant, timeZone);
  return z ? `${z.date} ${z.time} ${z.zone}` : isoInstant;
}
