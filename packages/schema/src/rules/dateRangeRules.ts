import { DEFAULT_RANGE_START } from '../constants.js';
import type { RuleViolation } from './types.js';

export const DATE_RANGE_MESSAGES = {
  toBeforeFrom: 'TO date cannot be before FROM date',
  future: 'Dates cannot be in the future',
  invalid: 'Please enter a valid date',
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD into a UTC date, or null when it is not a real calendar date. */
export function parseIsoDate(value: string): Date | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : null;
}

/** YYYY-MM-DD to the upstream's MM/DD/YYYY. */
export function isoToUsDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

/** MM/DD/YYYY to YYYY-MM-DD. */
export function usToIsoDate(us: string): string {
  const [m, d, y] = us.split('/');
  return `${y}-${m}-${d}`;
}

export interface DateRange {
  start: string | null;
  end: string | null;
}

/**
 * The Existing Invoices date filter (invoicing §5): both dates valid, none in the future,
 * TO not before FROM; an end date alone starts the range at 01/01/1989.
 * `today` is YYYY-MM-DD in the house's time zone.
 */
export function normalizeDateRange(
  range: DateRange,
  today: string,
): { range: DateRange; violations: RuleViolation[] } {
  const violations: RuleViolation[] = [];
  const start = range.start || (range.end ? DEFAULT_RANGE_START : null);
  const end = range.end || null;
  for (const [field, value] of [
    ['startDate', start],
    ['endDate', end],
  ] as const) {
    if (value === null) continue;
    if (!parseIsoDate(value)) violations.push({ field, message: DATE_RANGE_MESSAGES.invalid });
    else if (value > today) violations.push({ field, message: DATE_RANGE_MESSAGES.future });
  }
  if (violations.length === 0 && start && end && end < start)
    violations.push({ field: 'endDate', message: DATE_RANGE_MESSAGES.toBeforeFrom });
  return { range: { start, end }, violations };
}
