import { describe, expect, it } from 'vitest';
import { addDays, isoDay, utcDay, zonedTime } from './zonedTime.js';

describe('zonedTime', () => {
  it('turns a wall-clock time in a zone into the instant, across DST', () => {
    const winter = new Date(Date.UTC(2026, 0, 10));
    const summer = new Date(Date.UTC(2026, 6, 10));
    expect(zonedTime(winter, 10, 0, 'America/New_York').toISOString()).toBe('2026-01-10T15:00:00.000Z');
    expect(zonedTime(summer, 10, 0, 'America/New_York').toISOString()).toBe('2026-07-10T14:00:00.000Z');
    expect(zonedTime(summer, 19, 30, 'America/Los_Angeles').toISOString()).toBe('2026-07-11T02:30:00.000Z');
    // The day DST starts in New York (8 March 2026).
    expect(zonedTime(new Date(Date.UTC(2026, 2, 8)), 10, 0, 'America/New_York').toISOString()).toBe(
      '2026-03-08T14:00:00.000Z',
    );
  });

  it('works in whole UTC days', () => {
    const day = utcDay(new Date('2026-03-14T23:59:00Z'));
    expect(isoDay(day)).toBe('2026-03-14');
    expect(isoDay(addDays(day, -14))).toBe('2026-02-28');
  });
});
