import { parseIsoDate } from '@ah/schema';
import { describe, expect, it } from 'vitest';
import { houseUserFixture } from '../testing/fixtures.js';
import { accessFlagsOf, hasAccess } from './accessFlags.js';
import { localDate } from './houseDate.js';
import { isValidPage, pageInfoFor, pageOf } from './paging.js';
import { isIsoDate, isIsoDateTime, isMoney, normalizeMoney } from './scalarFormats.js';

describe('paging', () => {
  it('pages an in-memory list', () => {
    const all = Array.from({ length: 60 }, (_, i) => i);
    expect(pageOf(all, 3, 25)).toEqual({
      items: all.slice(50),
      pageInfo: {
        page: 3,
        pageSize: 25,
        totalCount: 60,
        totalPages: 3,
        hasNextPage: false,
        hasPreviousPage: true,
      },
    });
    expect(pageOf(all, 4, 25).items).toEqual([]);
  });

  it('has at least one page', () => {
    expect(pageInfoFor(1, 10, 0)).toEqual({
      page: 1,
      pageSize: 10,
      totalCount: 0,
      totalPages: 1,
      hasNextPage: false,
      hasPreviousPage: false,
    });
    expect(pageInfoFor(1, 10, 11).hasNextPage).toBe(true);
  });

  it('accepts whole pages from 1', () => {
    expect([0, -1, 1.5, 1, 7].map(isValidPage)).toEqual([false, false, false, true, true]);
  });
});

describe('localDate', () => {
  it("is the house's day, not the server's", () => {
    const instant = new Date('2026-03-15T02:30:00Z');
    expect(localDate('America/Los_Angeles', instant)).toBe('2026-03-14');
    expect(localDate('Europe/Berlin', instant)).toBe('2026-03-15');
    expect(localDate('Not/AZone', instant)).toBe('2026-03-15');
  });
});

describe('access flags', () => {
  it('turns the upstream 0/1 flags into booleans', () => {
    const clerk = houseUserFixture({ accessInvoices: 1 });
    expect(hasAccess(clerk, 'invoices')).toBe(true);
    expect(hasAccess(clerk, 'reports')).toBe(false);
    const flags = accessFlagsOf(houseUserFixture({ accessBulkbiding: 1 }));
    expect(flags.bulkBidding).toBe(true);
    expect(Object.values(flags).filter(Boolean)).toHaveLength(1);
    expect(Object.keys(flags)).toHaveLength(12);
  });
});

describe('scalar formats', () => {
  it('checks dates and date-times', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('02/28/2026')).toBe(false);
    expect(isIsoDateTime('2026-02-28T10:00:00Z')).toBe(true);
    expect(isIsoDateTime('2026-02-28T10:00:00.123+05:30')).toBe(true);
    expect(isIsoDateTime('2026-02-28T10:00:00')).toBe(false);
    expect(isIsoDateTime('2026-02-28T25:00:00Z')).toBe(false);
  });

  it('accepts exactly the dates parseIsoDate parses (leap years, month ends, years below 100)', () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    const years = [0, 1, 99, 100, 400, 1600, 1700, 1900, 1999, 2000, 2024, 2026, 2100, 2400, 9999];
    const candidates = years.flatMap((y) =>
      Array.from({ length: 14 }, (_, m) =>
        Array.from({ length: 33 }, (_, d) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
      ).flat(),
    );
    candidates.push('2026-1-01', '2026-01-1', '2026/01/01', ' 2026-01-01', '2026-01-01 ', '２026-01-01');
    candidates.push('2026-0a-01', '-026-01-01', '2026-01-+1', '');
    const disagreements = candidates.filter((c) => isIsoDate(c) !== (parseIsoDate(c) !== null));
    expect(disagreements).toEqual([]);
    expect(candidates.filter((c) => isIsoDate(c)).length).toBeGreaterThan(3_000);
  });

  it('accepts exactly the date-times the regular expression and Date.parse accepted', () => {
    // The check it replaced, kept here as the reference.
    const pattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
    const reference = (value: string) => {
      const m = pattern.exec(value);
      if (!m || !m[1] || !isIsoDate(m[1])) return false;
      return Number(m[2]) < 24 && Number(m[3]) < 60 && Number(m[4] ?? 0) < 60 && !Number.isNaN(Date.parse(value));
    };
    const dates = ['2026-02-28', '2024-02-29', '2026-02-29', '0099-01-01', '2026-13-01', '2026-1-01'];
    const times = ['', 'T10:00', 'T23:59', 'T24:00', 'T10:60', 'T1:00', 'Tab:00', 'T10-00', 't10:00'];
    const seconds = ['', ':00', ':59', ':60', ':5', ':5a', '.1'];
    const fractions = ['', '.', '.1', '.123', '.123456789', '.1234567891', '.12a'];
    const zones = ['', 'Z', 'z', '+05:30', '-00:00', '+23:59', '+24:00', '+23:60', '+0530', '+5:30', 'Z ', '+05:30Z'];
    const candidates = ['', 'T', '2026-02-28T', '2026-02-28T10:00:00.Z'];
    for (const d of dates)
      for (const t of times)
        for (const s of seconds)
          for (const f of fractions) for (const z of zones) candidates.push(`${d}${t}${s}${f}${z}`);
    const disagreements = candidates.filter((c) => isIsoDateTime(c) !== reference(c));
    expect(disagreements).toEqual([]);
    expect(candidates.filter((c) => isIsoDateTime(c)).length).toBeGreaterThan(100);
  });

  it('normalises money without floating point', () => {
    expect(normalizeMoney('12')).toBe('12.00');
    expect(normalizeMoney('-3.5')).toBe('-3.50');
    expect(normalizeMoney('0012.30')).toBe('12.30');
    expect(normalizeMoney('-0')).toBe('0.00');
    expect(normalizeMoney('9007199254740993.01')).toBeNull(); // more than 13 digits
    expect(normalizeMoney('1.234')).toBeNull();
    expect(normalizeMoney('1e3')).toBeNull();
    expect(isMoney('1.50')).toBe(true);
    expect(isMoney('1.5')).toBe(false);
  });

  it('accepts exactly the Money outputs the two-places pattern accepts', () => {
    const pattern = /^-?\d+\.\d{2}$/;
    const parts = ['', '-', '0', '12', '.', '00', '5', 'a', ' ', '+', '٣', '-.', '1e', '\n'];
    const candidates = new Set<string>([
      '1.50',
      '-0.00',
      '123456789012345.99',
      '.50',
      '-.50',
      '1.5',
      '1.500',
    ]);
    for (const a of parts) for (const b of parts) for (const c of parts) candidates.add(a + b + c);
    let accepted = 0;
    for (const value of candidates) {
      expect(isMoney(value), JSON.stringify(value)).toBe(pattern.test(value));
      if (pattern.test(value)) accepted++;
    }
    expect(accepted).toBeGreaterThan(5);
  });
});
