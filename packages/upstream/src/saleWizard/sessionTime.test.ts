import { describe, expect, it } from 'vitest';
import { isValidServicePostalCode } from '../locations/postalFormat.js';
import { centsToDecimal, decimalToThousandths, thousandthsToDecimal } from './rates.js';
import { instantOf, isoWithOffset, isWithinTwoHours, wallClockOf } from './sessionTime.js';

describe('session times in their own zone', () => {
  it('turns a wall-clock time into the instant across DST', () => {
    expect(instantOf('2026-03-07', 7, 30, 'PM', 'America/Chicago').toISOString()).toBe('2026-03-08T01:30:00.000Z');
    expect(instantOf('2026-03-09', 7, 30, 'PM', 'America/Chicago').toISOString()).toBe('2026-03-10T00:30:00.000Z');
    expect(instantOf('2026-06-01', 12, 0, 'AM', 'Asia/Kolkata').toISOString()).toBe('2026-05-31T18:30:00.000Z');
    expect(instantOf('2026-06-01', 12, 15, 'PM', 'Europe/London').toISOString()).toBe('2026-06-01T11:15:00.000Z');
  });

  it('reads the wall clock back with the 12-hour parts and the abbreviation', () => {
    const at = new Date('2026-03-10T00:30:00.000Z');
    expect(wallClockOf(at, 'America/Chicago')).toEqual({
      isoDate: '2026-03-09',
      usDate: '03/09/2026',
      hour: '07',
      minute: '30',
      ampm: 'PM',
      abbreviation: 'CDT',
    });
    expect(wallClockOf(new Date('2026-05-31T18:30:00.000Z'), 'Asia/Kolkata')).toMatchObject({ hour: '12', ampm: 'AM' });
    expect(isoWithOffset(at, 'America/Chicago')).toBe('2026-03-09T19:30:00-05:00');
  });

  it('locks a sale from two hours before its start', () => {
    const now = new Date('2026-03-09T10:00:00Z');
    expect(isWithinTwoHours(new Date('2026-03-09T11:59:00Z'), now)).toBe(true);
    expect(isWithinTwoHours(new Date('2026-03-09T12:00:00Z'), now)).toBe(false);
    expect(isWithinTwoHours(new Date('2026-03-08T12:00:00Z'), now)).toBe(true);
  });
});

describe('rates, money and postal formats of the service', () => {
  it('converts without floating point', () => {
    expect(decimalToThousandths('8.875')).toBe(8875);
    expect(decimalToThousandths('8.8755')).toBeNull();
    expect(thousandthsToDecimal(22_500)).toBe('22.5');
    expect(centsToDecimal(500_000)).toBe('5000.00');
  });

  it('checks postal codes by country, UK as GB', () => {
    expect(isValidServicePostalCode('UK', 'SW1A 1AA')).toBe(true);
    expect(isValidServicePostalCode('UK', '10016')).toBe(false);
    expect(isValidServicePostalCode('US', '10016')).toBe(true);
    expect(isValidServicePostalCode('KE', '00100')).toBe(true);
  });
});
