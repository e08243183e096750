import { describe, expect, it } from 'vitest';
import { isoWithOffset } from './zonedTime.js';

describe('isoWithOffset', () => {
  it("writes the instant with the session zone's offset at that date", () => {
    expect(isoWithOffset('2026-03-14T14:00:00.000Z', 'America/New_York')).toBe('2026-03-14T10:00:00-04:00');
    expect(isoWithOffset('2026-01-14T15:00:00.000Z', 'America/New_York')).toBe('2026-01-14T10:00:00-05:00');
    expect(isoWithOffset('2026-01-14T15:00:00.000Z', 'Europe/London')).toBe('2026-01-14T15:00:00Z');
    expect(isoWithOffset('2026-07-01T00:00:00.000Z', 'Asia/Kolkata')).toBe('2026-07-01T05:30:00+05:30');
  });
});
