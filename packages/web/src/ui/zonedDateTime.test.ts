import { describe, expect, it } from 'vitest';
import { formatZonedDateTime, zonedDateTime } from './zonedDateTime';

describe('zonedDateTime', () => {
  it('shows one instant in the session zone, not the browser zone', () => {
    const instant = '2026-03-15T00:30:00.000Z';
    expect(formatZonedDateTime(instant, 'America/New_York')).toBe('03/14/2026 08:30 PM EDT');
    expect(formatZonedDateTime(instant, 'America/Los_Angeles')).toBe('03/14/2026 05:30 PM PDT');
    expect(zonedDateTime(instant, 'Europe/London')).toMatchObject({ date: '03/15/2026', time: '12:30 AM' });
  });

  it('falls back to UTC for an unknown zone and keeps unreadable text as it is', () => {
    expect(formatZonedDateTime('2026-01-01T12:00:00Z', 'Nowhere/Land')).toBe('01/01/2026 12:00 PM UTC');
    expect(formatZonedDateTime('not a date', 'UTC')).toBe('not a date');
  });
});
