import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate, todayIn } from './formatters';

describe('formatters', () => {
  it('shows dates as MM/DD/YY', () => {
    expect(formatShortDate('2024-03-05')).toBe('03/05/24');
    expect(formatShortDate('1989-12-31')).toBe('12/31/89');
    expect(formatShortDate('not a date')).toBe('not a date');
    expect(formatLongDate('2024-03-05')).toBe('03/05/2024');
  });

  it("computes today in the house's time zone", () => {
    const instant = new Date('2024-03-05T03:00:00Z');
    expect(todayIn('America/New_York', instant)).toBe('2024-03-04');
    expect(todayIn('Europe/London', instant)).toBe('2024-03-05');
    expect(todayIn('Not/AZone', instant)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
