import { describe, expect, it } from 'vitest';
import {
  SALES_TAX_DEFAULT_PAGE_SIZE,
  SALES_TAX_MESSAGES,
  SALES_TAX_MONTHS,
  SALES_TAX_PAGE_SIZES,
  salesTaxFilterViolations,
  salesTaxYears,
} from './salesTaxReportRules.js';

describe('sales tax report rules (sales §2, §8, §9)', () => {
  it('lists years from 2023 to this year, newest first, and the twelve months', () => {
    expect(salesTaxYears(2026)).toEqual([2026, 2025, 2024, 2023]);
    expect(salesTaxYears(2023)).toEqual([2023]);
    expect(salesTaxYears(2020)).toEqual([2023]);
    expect(SALES_TAX_MONTHS).toHaveLength(12);
    expect(SALES_TAX_MONTHS[0]).toBe('January');
    expect(SALES_TAX_MONTHS[11]).toBe('December');
  });

  it('pages by 50, 100 or 200, 50 first, and has the empty text verbatim', () => {
    expect(SALES_TAX_PAGE_SIZES).toEqual([50, 100, 200]);
    expect(SALES_TAX_DEFAULT_PAGE_SIZE).toBe(50);
    expect(SALES_TAX_MESSAGES.empty).toBe('There are no reports for the selected parameters.');
  });

  it('accepts a year from 2023, an optional month 1-12 and an optional state code', () => {
    expect(salesTaxFilterViolations({ year: 2025 }, 2026)).toEqual([]);
    expect(salesTaxFilterViolations({ year: 2025, month: 12, state: 'NY' }, 2026)).toEqual([]);
    expect(salesTaxFilterViolations({ year: 2025, month: null, state: '' }, 2026)).toEqual([]);
  });

  it('refuses a year before 2023 or after next year, a month out of range and a bad state', () => {
    expect(salesTaxFilterViolations({ year: 2022 }, 2026)).toEqual([
      { field: 'year', message: SALES_TAX_MESSAGES.badYear },
    ]);
    expect(salesTaxFilterViolations({ year: 2028 }, 2026)[0]?.field).toBe('year');
    expect(salesTaxFilterViolations({ year: 2025, month: 0 }, 2026)[0]?.field).toBe('month');
    expect(salesTaxFilterViolations({ year: 2025, month: 13 }, 2026)[0]?.field).toBe('month');
    expect(salesTaxFilterViolations({ year: 2025, state: 'new york' }, 2026)[0]?.field).toBe('state');
  });
});
