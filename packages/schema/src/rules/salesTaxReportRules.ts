import type { RuleViolation } from './types.js';

/** The first year of the Sales Tax Reports year list (sales §9 "Sales tax year list starts at 2023"). */
export const SALES_TAX_FIRST_YEAR = 2023;
/** The months of the month filter, January to December (sales §9). */
export const SALES_TAX_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** Page sizes of the sales tax table: 50, 100, 200, default 50 (sales §9). */
export const SALES_TAX_PAGE_SIZES = [50, 100, 200] as const;
export const SALES_TAX_DEFAULT_PAGE_SIZE = 50;

/** Texts of the Sales Tax Reports screen (sales §8 Other). */
export const SALES_TAX_MESSAGES = {
  empty: 'There are no reports for the selected parameters.',
  badYear: `Choose a year from ${SALES_TAX_FIRST_YEAR}`,
  badMonth: 'Choose a month from January to December',
  badState: 'Choose a state from the list',
} as const;

/** The years of the year filter: from 2023 to the given year (the current one), newest first. */
export function salesTaxYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let y = Math.max(currentYear, SALES_TAX_FIRST_YEAR); y >= SALES_TAX_FIRST_YEAR; y -= 1) years.push(y);
  return years;
}

export interface SalesTaxReportFilter {
  year: number;
  /** 1 to 12; absent: every month of the year. */
  month?: number | null;
  /** A state code (two letters); absent: every state. */
  state?: string | null;
}

/**
 * The filter's rules (sales §2 Sales Tax Reports, §7 GET salesTaxReport?year&month&state): a year
 * from 2023 to next year, a month 1 to 12, a state code of two letters.
 */
export function salesTaxFilterViolations(filter: SalesTaxReportFilter, currentYear: number): RuleViolation[] {
  const violations: RuleViolation[] = [];
  if (!Number.isInteger(filter.year) || filter.year < SALES_TAX_FIRST_YEAR || filter.year > currentYear + 1)
    violations.push({ field: 'year', message: SALES_TAX_MESSAGES.badYear });
  if (filter.month != null && (!Number.isInteger(filter.month) || filter.month < 1 || filter.month > 12))
    violations.push({ field: 'month', message: SALES_TAX_MESSAGES.badMonth });
  if (filter.state != null && filter.state !== '' && !/^[A-Z]{2}$/.test(filter.state))
    violations.push({ field: 'state', message: SALES_TAX_MESSAGES.badState });
  return violations;
}
