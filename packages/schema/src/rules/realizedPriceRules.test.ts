import { describe, expect, it } from 'vitest';
import {
  centsToPriceText,
  parseRealizedPrice,
  REALIZED_PRICE_MESSAGES as M,
  realizedLotKey,
  realizedPriceEditRefusal,
  realizedPriceTableIssues,
} from './realizedPriceRules.js';

describe('realized price rules (sales §5 Realized prices)', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['$1,234.05', 123405],
    [' 7.00 ', 700],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseRealizedPrice(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', M.priceRequired],
    [null, M.priceRequired],
    ['abc', M.priceNumeric],
    ['-1', M.priceNegative],
    ['1.234', M.priceDecimals],
  ])('refuses %j: %s', (text, message) => {
    expect(parseRealizedPrice(text)).toEqual({ ok: false, message });
  });

  it('writes cents as a decimal string', () => {
    expect(centsToPriceText(0)).toBe('0.00');
    expect(centsToPriceText(123405)).toBe('1234.05');
  });

  it('flags a lot not in the catalog, a repeated lot and bad values, row by row', () => {
    const catalog = new Set([realizedLotKey('1', ''), realizedLotKey(2, 'a')]);
    const issues = realizedPriceTableIssues(
      [
        { lotNumber: '1', lotExt: null, realizedPrice: '10' },
        { lotNumber: '2', lotExt: 'A', realizedPrice: '0' },
        { lotNumber: '2', lotExt: 'a', realizedPrice: '5' },
        { lotNumber: '9', lotExt: '', realizedPrice: '1' },
        { lotNumber: 'x', lotExt: 'AB', realizedPrice: '1.001' },
      ],
      catalog,
    );
    expect(issues[0]).toEqual([]);
    expect(issues[1]?.map((i) => i.errorCode)).toEqual(['LOT_DUPLICATE']);
    expect(issues[2]?.map((i) => i.errorCode)).toEqual(['LOT_DUPLICATE']);
    expect(issues[3]).toEqual([
      { errorCode: 'LOT_NOT_IN_CATALOG', displayMsg: M.lotNotInCatalog, column: 'LOT_NUMBER' },
    ]);
    expect(issues[4]?.map((i) => i.column)).toEqual(['LOT_NUMBER', 'LOT_EXT', 'REALIZED_PRICE']);
  });

  it('refuses online-only houses and, for non-super users, 45 days or more (sales §6)', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    expect(realizedPriceEditRefusal(daysAgo(44), now, false, false)).toBeNull();
    expect(realizedPriceEditRefusal(daysAgo(45), now, false, false)).toBe(M.editClosed);
    expect(realizedPriceEditRefusal(daysAgo(400), now, true, false)).toBeNull();
    expect(realizedPriceEditRefusal(daysAgo(1), now, true, true)).toBe(M.onlineOnly);
  });
});
