import { describe, expect, it } from 'vitest';
import {
  checkWholeAmount,
  lotIssues,
  normaliseDecimal,
  validateLotForm,
  validateSnapshotCatalogId,
} from './lotRules.js';
import { isBreakingUpload, validateLotRows, validateSpreadsheetFile } from './lotSpreadsheetRules.js';
import { neutraliseCell, restoreNeutralisedCell, truncateText } from './spreadsheetCells.js';

const session = { isBin: false, isTimed: true, lotNumberRequired: true, deletedLotNumbers: ['7', '9B'] };
const ok = { lotNumber: '1', title: 'Vase', description: 'Blue' };
const codes = (values: Record<string, string>, ctx = session) =>
  lotIssues(values, ctx).map((i) => i.errorCode);

describe('lot rules (sales §5, invoicing §8 codes)', () => {
  it('checks numbers, titles and amounts with the upload codes', () => {
    expect(codes(ok)).toEqual([]);
    expect(codes({ ...ok, lotNumber: '' })).toEqual(['108']);
    expect(codes({ ...ok, lotNumber: '' }, { ...session, lotNumberRequired: false })).toEqual(['179']);
    expect(
      codes({ ...ok, lotNumber: '', invNumber: 'A-1' }, { ...session, lotNumberRequired: false }),
    ).toEqual([]);
    expect(codes({ ...ok, lotNumber: '123456789' })).toEqual(['109']);
    expect(codes({ ...ok, lotNumber: '7' })).toEqual(['112']);
    expect(codes({ ...ok, lotNumber: '9', lotExt: 'b' })).toEqual(['112']);
    expect(codes({ ...ok, lotExt: 'AB' })).toEqual(['109']);
    expect(codes({ ...ok, title: '<script>x</script>' })).toEqual(['101']);
    expect(codes({ ...ok, lowEstimate: '$1,500', highEstimate: '2000.00' })).toEqual([]);
    expect(codes({ ...ok, lowEstimate: '300', highEstimate: '200' })).toEqual(['127']);
    expect(codes({ ...ok, reserve: '10.5' })).toEqual(['126']);
    expect(codes({ ...ok, reserve: '10.5' }, { ...session, isTimed: false })).toEqual([]);
    expect(codes({ ...ok, shipWeight: '1.234', shippingIntl: 'x' })).toEqual(['171', '142']);
    expect(codes({ ...ok }, { ...session, isBin: true })).toEqual(['118']);
    expect(codes({ ...ok, price: '0' }, { ...session, isBin: true })).toEqual(['119']);
  });

  it('marks duplicates on every row and clears them when one remains', () => {
    const rows = [
      { id: 'a', ...ok, invNumber: 'X' },
      { id: 'b', ...ok, invNumber: 'x' },
    ];
    expect(validateLotRows(rows, session).map((e) => [e.lotRowId, e.errorCode, e.column])).toEqual([
      ['a', '110', 'LOT_NUMBER'],
      ['a', '121', 'INV_NUMBER'],
      ['b', '110', 'LOT_NUMBER'],
      ['b', '121', 'INV_NUMBER'],
    ]);
    expect(validateLotRows([rows[0]!], session)).toEqual([]);
  });

  it('gives the lot form its sentences, 112 included, and skips the deleted check for a locked number', () => {
    expect(validateLotForm({ ...ok, lotNumber: '7' }, session)).toEqual([
      {
        field: 'lotNumber',
        message: 'Lot Number 7 was used on a previously deleted lot. Please enter a new lot number.',
      },
    ]);
    expect(validateLotForm({ ...ok, lotNumber: '7' }, { ...session, lotNumberLocked: true })).toEqual([]);
    expect(validateLotForm({ ...ok, lowEstimate: 'ten' }, session)).toEqual([
      { field: 'lowEstimate', message: 'Low Estimate must contain numerical values only.' },
    ]);
    expect(validateLotForm({ ...ok, lotNumber: '2' }, { ...session, usedLotNumbers: ['2'] })).toEqual([
      { field: 'lotNumber', message: 'Item number already in use.' },
    ]);
  });

  it('parses amounts and decimals without floating point', () => {
    expect(checkWholeAmount('1,500')).toEqual({ kind: 'ok', value: 1500 });
    expect(checkWholeAmount('1500.50')).toEqual({ kind: 'notWhole' });
    expect(checkWholeAmount('-5')).toEqual({ kind: 'notWhole' });
    expect(checkWholeAmount('abc')).toEqual({ kind: 'nonNumeric' });
    expect(checkWholeAmount('9999999999')).toEqual({ kind: 'tooLarge' });
    expect(normaliseDecimal('012.50')).toBe('12.5');
    expect(normaliseDecimal('1.234')).toBe('invalid');
  });

  it('checks catalog files, the snapshot id and breaking uploads', () => {
    expect(validateSpreadsheetFile({ name: 'lots.csv', size: 10 })).toBeNull();
    expect(validateSpreadsheetFile({ name: 'lots.csv', size: 52_428_801 })?.errorCode).toBe('FILE_TOO_LARGE');
    expect(validateSpreadsheetFile({ name: 'a.b.csv', size: 1 })?.errorCode).toBe('FILE_NAME_INVALID');
    expect(validateSpreadsheetFile({ name: 'lots.pdf', size: 1 })?.errorCode).toBe('FILE_TYPE_INVALID');
    expect(validateSnapshotCatalogId('12a')).toBe('Catalog ID must contain numbers only.');
    expect(validateSnapshotCatalogId('123')).toBeNull();
    expect(isBreakingUpload([{ errorCode: '166' }], 3)).toBe(true);
    expect(isBreakingUpload([{ errorCode: '101' }], 3)).toBe(false);
    expect(isBreakingUpload([{ errorCode: '101' }], 0)).toBe(true);
  });

  it('neutralises formula cells and restores them on the way back', () => {
    for (const value of ['=SUM(A1)', '+1 555', '-dash', '@handle']) {
      expect(neutraliseCell(value)).toBe(`'${value}`);
      expect(restoreNeutralisedCell(neutraliseCell(value))).toBe(value);
    }
    expect(neutraliseCell('-12.50')).toBe('-12.50');
    expect(restoreNeutralisedCell("'quoted")).toBe("'quoted");
    expect(truncateText('x'.repeat(51))).toBe(`${'x'.repeat(50)}...`);
  });
});
