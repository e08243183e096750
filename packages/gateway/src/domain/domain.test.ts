import { parseIsoDate } from '@ah/schema';
import { describe, expect, it } from 'vitest';
import { houseUserFixture } from '../testing/fixtures.js';
import { accessFlagsOf, hasAccess } from './accessFlags.js';
import { apiTokenNameViolations } from './apiTokenRules.js';
import { resolveChosenSessions } from './chosenSessions.js';
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

describe('resolveChosenSessions', () => {
  const catalog = (ref: string, groupID: number, addressID: number) => ({
    catalogID: 1,
    catalogRef: ref,
    groupID,
    date: '03/14/2026',
    title: ref,
    identifier: ref,
    catalogTitle: ref,
    catalogDateFull: '',
    addressID,
  });
  const groups = [
    { groupID: 1, groupName: 'A', catalogs: [catalog('a1', 1, 10), catalog('a2', 1, 11)] },
    { groupID: 2, groupName: 'B', catalogs: [catalog('b1', 2, 10)] },
  ];

  it('finds sale group and location per ref, dedupes, and reports unknown refs', () => {
    expect(resolveChosenSessions(['a1', 'a2', 'a1', 'zz'], groups)).toEqual({
      sessions: [
        { saleGroupId: '1', locationId: '10' },
        { saleGroupId: '1', locationId: '11' },
      ],
      refs: ['a1', 'a2', 'zz'],
      unknownRefs: ['zz'],
    });
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

describe('api token names', () => {
  it('needs 1 to 50 characters', () => {
    expect(apiTokenNameViolations('  ')).toEqual([{ field: 'name', message: 'Token name is required' }]);
    expect(apiTokenNameViolations('x'.repeat(51))[0]?.message).toBe(
      'Token name must be 50 characters or less',
    );
    expect(apiTokenNameViolations('ci')).toEqual([]);
  });
});
