import { describe, expect, it } from 'vitest';
import { salesTaxSearch, salesTaxViewOf } from './salesTaxFilter';

describe('sales tax filter in the URL (sales §4, §9)', () => {
  it('shows no report until the URL names a year from 2023', () => {
    expect(salesTaxViewOf(new URLSearchParams('')).filter).toBeNull();
    expect(salesTaxViewOf(new URLSearchParams('year=2022')).filter).toBeNull();
    expect(salesTaxViewOf(new URLSearchParams('year=2024')).filter).toEqual({
      year: 2024,
      month: null,
      state: null,
    });
  });

  it('reads month, state, page and page size, ignoring bad values', () => {
    const view = salesTaxViewOf(new URLSearchParams('year=2025&month=3&state=NY&size=200&page=2'));
    expect(view).toEqual({ filter: { year: 2025, month: 3, state: 'NY' }, page: 2, pageSize: 200 });
    const bad = salesTaxViewOf(new URLSearchParams('year=2025&month=13&state=new&size=75&page=0'));
    expect(bad).toEqual({ filter: { year: 2025, month: null, state: null }, page: 1, pageSize: 50 });
  });

  it('writes the same query back, leaving defaults out', () => {
    expect(salesTaxSearch({ filter: { year: 2025, month: 3, state: 'NY' }, page: 2, pageSize: 100 })).toBe(
      '?year=2025&month=3&state=NY&size=100&page=2',
    );
    expect(salesTaxSearch({ filter: null, page: 1, pageSize: 50 })).toBe('');
  });
});
