import { describe, expect, it } from 'vitest';
import { currentMonthIn, monthsSoFar, saleDayIn } from './saleCalendar';

describe('saleDayIn', () => {
  it('is the day in the house time zone, not the UTC day', () => {
    // 7 PM in New York on January 19th is already the 20th in UTC.
    expect(saleDayIn('America/New_York', '2027-01-20T00:00:00.000Z')).toBe('2027-01-19');
    expect(saleDayIn('America/Chicago', '2027-01-20T12:00:00.000Z')).toBe('2027-01-20');
  });

  it('keeps the date part of an unreadable instant', () => {
    expect(saleDayIn('America/New_York', '2027-01-20Tnonsense')).toBe('2027-01-20');
  });
});

describe('currentMonthIn', () => {
  it('is this month in the house time zone', () => {
    expect(currentMonthIn('America/New_York', new Date('2027-02-01T03:00:00Z'))).toBe('2027-01');
  });
});

describe('monthsSoFar', () => {
  it('leaves out the months still to come, keeping this one', () => {
    const months = [{ month: '2026-11' }, { month: '2026-12' }, { month: '2027-01' }, { month: '2027-02' }];
    expect(monthsSoFar(months, '2026-12').map((m) => m.month)).toEqual(['2026-11', '2026-12']);
  });
});
