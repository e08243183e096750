import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGES, isoToUsDate, normalizeDateRange, parseIsoDate, usToIsoDate } from './dateRangeRules.js';

const today = '2026-11-21';

describe('normalizeDateRange', () => {
  it('passes an empty range through', () => {
    expect(normalizeDateRange({ start: null, end: null }, today)).toEqual({
      range: { start: null, end: null },
      violations: [],
    });
  });

  it('starts an end-only range at 01/01/1989', () => {
    expect(normalizeDateRange({ start: null, end: '2026-01-31' }, today).range).toEqual({
      start: '1989-01-01',
      end: '2026-01-31',
    });
  });

  it("refuses a TO date before the FROM date with the spec's text", () => {
    expect(normalizeDateRange({ start: '2026-03-02', end: '2026-03-01' }, today).violations).toEqual([
      { field: 'endDate', message: 'TO date cannot be before FROM date' },
    ]);
  });

  it('refuses future and impossible dates', () => {
    expect(normalizeDateRange({ start: '2026-11-22', end: null }, today).violations).toEqual([
      { field: 'startDate', message: DATE_RANGE_MESSAGES.future },
    ]);
    expect(normalizeDateRange({ start: '2026-02-30', end: null }, today).violations).toEqual([
      { field: 'startDate', message: DATE_RANGE_MESSAGES.invalid },
    ]);
  });

  it('accepts a range ending today', () => {
    expect(normalizeDateRange({ start: '2026-11-01', end: today }, today).violations).toEqual([]);
  });
});

describe('date formats', () => {
  it('converts between ISO and US dates', () => {
    expect(isoToUsDate('2026-03-04')).toBe('03/04/2026');
    expect(usToIsoDate('03/04/2026')).toBe('2026-03-04');
  });

  it('parses only real calendar dates', () => {
    expect(parseIsoDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('03/04/2026')).toBeNull();
  });
});
