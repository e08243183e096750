/** Dates on the wire are MM/DD/YYYY (invoicing §7); the database speaks YYYY-MM-DD. */
const US_DATE = /^(0[1-9]|1[0-2])\/(0[1-9]|[12][0-9]|3[01])\/([0-9]{4})$/;

/** MM/DD/YYYY → YYYY-MM-DD, or null when it is not a real calendar date. */
export function usDateToIso(value: string): string | null {
  const match = US_DATE.exec(value);
  if (!match) return null;
  const [, mm, dd, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCMonth() !== Number(mm) - 1 || date.getUTCDate() !== Number(dd)) return null;
  return `${yyyy}-${mm}-${dd}`;
}

const formatters = new Map<string, { date: Intl.DateTimeFormat; full: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string): { date: Intl.DateTimeFormat; full: Intl.DateTimeFormat } {
  let entry = formatters.get(timeZone);
  if (!entry) {
    entry = {
      date: new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      full: new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
        timeZoneName: 'short',
      }),
    };
    formatters.set(timeZone, entry);
  }
  return entry;
}

function partsOf(
  format: Intl.DateTimeFormat,
  at: Date,
): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  return Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
}

/** The calendar date in the house's time zone, as MM/DD/YYYY. */
export function formatUsDate(at: Date, timeZone: string): string {
  const p = partsOf(formattersFor(timeZone).date, at);
  return `${p.month}/${p.day}/${p.year}`;
}

/** The calendar date in the house's time zone, as YYYY-MM-DD. */
export function formatIsoDate(at: Date, timeZone: string): string {
  const p = partsOf(formattersFor(timeZone).date, at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** "Saturday, March 14, 2026 10:00 AM EDT" in the house's time zone. */
export function formatDateFull(at: Date, timeZone: string): string {
  const p = partsOf(formattersFor(timeZone).full, at);
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;
}
