/** Display formats of invoicing §9: dates MM/DD/YY; days in the house's time zone. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD → MM/DD/YY. Anything else is returned unchanged (never a wrong date). */
export function formatShortDate(isoDate: string): string {
  const m = ISO_DATE.exec(isoDate);
  if (!m) return isoDate;
  return `${m[2]}/${m[3]}/${m[1]!.slice(2)}`;
}

/** YYYY-MM-DD → MM/DD/YYYY. */
export function formatLongDate(isoDate: string): string {
  const m = ISO_DATE.exec(isoDate);
  if (!m) return isoDate;
  return `${m[2]}/${m[3]}/${m[1]}`;
}

/**
 * One day formatter per time zone: building an Intl.DateTimeFormat is far dearer than using one, and
 * a whole house's sale list (campaign reporting's sales picker) asks for hundreds of days at once.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(key, format);
  }
  return format;
}

/** Today as YYYY-MM-DD in the given IANA time zone (the house's); the runtime's zone when it is unknown. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  try {
    const parts = dayFormat(timeZone).formatToParts(now);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${get('year')}-${get('month')}-${get('day')}`;
  } catch {
    return todayIn(undefined, now);
  }
}
