import { describe, expect, it } from 'vitest';
import { formatDateFull, formatIsoDate, formatUsDate, usDateToIso } from './usDate.js';

describe('usDateToIso', () => {
  it('accepts real MM/DD/YYYY dates', () => {
    expect(usDateToIso('03/14/2026')).toBe('2026-03-14');
    expect(usDateToIso('02/29/2024')).toBe('2024-02-29');
  });

  it('refuses other shapes and impossible dates', () => {
    for (const value of [
      '2026-03-14',
      '3/14/2026',
      '13/01/2026',
      '02/30/2026',
      '02/29/2025',
      '00/10/2026',
      '03/14/26',
      '',
    ])
      expect(usDateToIso(value)).toBeNull();
  });
});

describe('house time zone formatting', () => {
  const at = new Date('2026-03-14T14:00:00Z');

  it('formats the date in the house zone', () => {
    expect(formatUsDate(at, 'America/New_York')).toBe('03/14/2026');
    expect(formatIsoDate(new Date('2026-03-15T02:00:00Z'), 'America/New_York')).toBe('2026-03-14');
    expect(formatIsoDate(new Date('2026-03-15T02:00:00Z'), 'UTC')).toBe('2026-03-15');
  });

  it('formats the full date like the legacy service', () => {
    expect(formatDateFull(at, 'America/New_York')).toBe('Saturday, March 14, 2026 10:00 AM EDT');
    expect(formatDateFull(new Date('2026-01-10T23:30:00Z'), 'America/New_York')).toBe(
      'Saturday, January 10, 2026 6:30 PM EST',
    );
  });
});
