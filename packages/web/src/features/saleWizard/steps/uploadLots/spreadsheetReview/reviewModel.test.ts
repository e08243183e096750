import { LOT_MESSAGES, type LotRulesContext } from '@ah/schema';
import { describe, expect, it } from 'vitest';
import type { LotRowFieldsFragment, SpreadsheetErrorFieldsFragment } from '../../../../../__generated__/graphql';
import { reviewColumns } from './reviewColumns';
import {
  currentErrors,
  deleteRows,
  editRow,
  editRows,
  errorsByRow,
  reviewStateOf,
  rowsToSave,
  tablePage,
  toggled,
  withServerErrors,
} from './reviewModel';

const TIMED: LotRulesContext = {
  isBin: false,
  isTimed: true,
  lotNumberRequired: true,
  deletedLotNumbers: ['7'],
};

function row(n: number, patch: Partial<LotRowFieldsFragment> = {}): LotRowFieldsFragment {
  return {
    __typename: 'LotRow',
    id: `r${n + 1}`,
    row: n + 1,
    lotNumber: String(n),
    title: `Item ${n}`,
    description: `Description of item ${n}`,
    lowEstimate: '100',
    highEstimate: '200',
    startingBid: '50',
    hasError: false,
    ...patch,
  };
}

function serverError(rowId: string, errorCode: string, column: SpreadsheetErrorFieldsFragment['column']) {
  return {
    __typename: 'SpreadsheetError' as const,
    errorCode,
    displayMsg: `server says ${errorCode}`,
    lotRowId: rowId,
    row: Number(rowId.slice(1)),
    column,
  };
}

const codesOf = (errors: { lotRowId?: string | null; errorCode: string }[]) =>
  errors.map((e) => `${e.lotRowId}:${e.errorCode}`).sort();

describe('review errors', () => {
  it('finds the rows rules and marks every duplicate row with 110 until one remains', () => {
    const state = reviewStateOf([row(1), row(2, { lotNumber: '1' }), row(3, { lotNumber: '1' })], []);
    expect(codesOf(currentErrors(state, TIMED))).toEqual(['r2:110', 'r3:110', 'r4:110']);
    const one = deleteRows(state, ['r3']);
    expect(codesOf(currentErrors(one, TIMED))).toEqual(['r2:110', 'r4:110']);
    const none = deleteRows(one, ['r4']);
    expect(currentErrors(none, TIMED)).toEqual([]);
  });

  it('clears duplicate inventory numbers (121) when one of them is renumbered', () => {
    const state = reviewStateOf([row(1, { invNumber: 'INV-1' }), row(2, { invNumber: 'inv-1' })], []);
    expect(codesOf(currentErrors(state, TIMED))).toEqual(['r2:121', 'r3:121']);
    const fixed = editRow(state, 'r3', { invNumber: 'INV-2' });
    expect(currentErrors(fixed, TIMED)).toEqual([]);
  });

  it('keeps an error only the server can find until its row is edited', () => {
    const state = reviewStateOf([row(1), row(2)], [serverError('r2', '149', 'LOT_NUMBER')]);
    expect(codesOf(currentErrors(state, TIMED))).toEqual(['r2:149']);
    expect(codesOf(currentErrors(editRow(state, 'r3', { title: 'Other' }), TIMED))).toEqual(['r2:149']);
    expect(currentErrors(editRow(state, 'r2', { title: 'Renamed' }), TIMED)).toEqual([]);
  });

  it('recounts duplicates itself instead of trusting an old 110 of the server', () => {
    const state = reviewStateOf([row(1), row(2)], [serverError('r2', '110', 'LOT_NUMBER')]);
    expect(currentErrors(state, TIMED)).toEqual([]);
  });

  it('does not list an error twice when the server and the rules agree', () => {
    const state = reviewStateOf([row(1, { title: null })], [serverError('r2', '101', 'TITLE')]);
    expect(codesOf(currentErrors(state, TIMED))).toEqual(['r2:101']);
  });

  it('applies the sale type: reserve is checked for timed sales only, price for bin sales', () => {
    const rows = [row(1, { reserve: 'ten' })];
    expect(codesOf(currentErrors(reviewStateOf(rows, []), TIMED))).toEqual(['r2:142']);
    expect(currentErrors(reviewStateOf(rows, []), { ...TIMED, isTimed: false })).toEqual([]);
    const bin = { ...TIMED, isBin: true, isTimed: false };
    expect(codesOf(currentErrors(reviewStateOf([row(1)], []), bin))).toEqual(['r2:118']);
    expect(currentErrors(reviewStateOf([row(1, { price: '25' })], []), bin)).toEqual([]);
  });

  it('flags a number used by a deleted lot (112) on the lot number column', () => {
    const [error] = currentErrors(reviewStateOf([row(7)], []), TIMED);
    expect(error).toMatchObject({ errorCode: '112', column: 'LOT_NUMBER', lotRowId: 'r8' });
  });

  it('groups errors by row', () => {
    const state = reviewStateOf([row(1, { title: null, description: null }), row(2)], []);
    const byRow = errorsByRow(currentErrors(state, TIMED));
    expect([...byRow.keys()]).toEqual(['r2']);
    expect(byRow.get('r2')?.map((e) => e.column)).toEqual(['TITLE', 'DESCRIPTION']);
  });

  it('takes a refused save’s errors as the new server findings', () => {
    const state = editRow(reviewStateOf([row(1), row(2)], []), 'r2', { title: 'x' });
    const refused = withServerErrors(state, [serverError('r2', 'CPS_LOT_NOT_FOUND', 'LOT_NUMBER')]);
    expect(refused.edited.size).toBe(0);
    expect(codesOf(currentErrors(refused, TIMED))).toEqual(['r2:CPS_LOT_NOT_FOUND']);
  });
});

describe('review edits', () => {
  it('stores an emptied field as null, like an empty cell', () => {
    const state = editRow(reviewStateOf([row(1)], []), 'r2', { startingBid: '  ' });
    expect(state.rows[0]?.startingBid).toBeNull();
  });

  it('bulk-sets only the values given, on the chosen rows', () => {
    const state = reviewStateOf([row(1), row(2), row(3)], []);
    const next = editRows(state, ['r2', 'r4'], { startingBid: '75', reserve: '' });
    expect(next.rows.map((r) => r.startingBid)).toEqual(['75', '50', '75']);
    expect(next.rows.map((r) => r.reserve ?? null)).toEqual([null, null, null]);
    expect([...next.edited].sort()).toEqual(['r2', 'r4']);
    expect(editRows(state, ['r2'], { notes: ' ' })).toBe(state);
  });

  it('saves the rows without the client-only error flag', () => {
    const [saved] = rowsToSave(reviewStateOf([row(1)], []));
    expect(saved).not.toHaveProperty('hasError');
    expect(saved).not.toHaveProperty('__typename');
    expect(saved).toMatchObject({ id: 'r2', row: 2, lotNumber: '1' });
  });
});

describe('review table pages', () => {
  const many = reviewStateOf(
    Array.from({ length: 5000 }, (_, i) => row(i + 1, i % 1000 === 0 ? { title: null } : {})),
    [],
  );

  it('shows one page of 50, 100 or 200 rows out of thousands', () => {
    const byRow = errorsByRow(currentErrors(many, TIMED));
    expect(tablePage(many.rows, byRow, { errorsOnly: false, page: 1, pageSize: 50 }).rows).toHaveLength(50);
    const last = tablePage(many.rows, byRow, { errorsOnly: false, page: 25, pageSize: 200 });
    expect(last).toMatchObject({ total: 5000, pageCount: 25, page: 25 });
    expect(last.rows[0]?.id).toBe('r4802');
  });

  it('filters to the rows with errors and keeps the page in range', () => {
    const byRow = errorsByRow(currentErrors(many, { ...TIMED, deletedLotNumbers: [] }));
    const errorsOnly = tablePage(many.rows, byRow, { errorsOnly: true, page: 9, pageSize: 100 });
    expect(errorsOnly).toMatchObject({ total: 5, pageCount: 1, page: 1 });
    expect(errorsOnly.rows.map((r) => r.id)).toEqual(['r2', 'r1002', 'r2002', 'r3002', 'r4002']);
  });

  it('re-checks 5,000 rows quickly enough to run after every edit', () => {
    const started = performance.now();
    currentErrors(editRow(many, 'r2', { title: 'Fixed' }), TIMED);
    // Generous: the point is that it is not seconds (the table stays responsive).
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('selects and unselects a page of ids', () => {
    const on = toggled(new Set(['a']), ['b', 'c'], true);
    expect([...on].sort()).toEqual(['a', 'b', 'c']);
    expect([...toggled(on, ['a', 'b'], false)]).toEqual(['c']);
  });
});

describe('review columns', () => {
  const headers = (ctx: Parameters<typeof reviewColumns>[0]) => reviewColumns(ctx).map((c) => c.header);

  it('shows estimates and starting bid for sessions, the reserve only for timed ones', () => {
    expect(headers({ isBin: false, isTimed: true, hasShipping: false })).toContain('Reserve');
    expect(headers({ isBin: false, isTimed: false, hasShipping: false })).not.toContain('Reserve');
    expect(headers({ isBin: false, isTimed: false, hasShipping: false })).toContain('Starting Bid');
  });

  it('shows price and shipping instead of bids for bin sales', () => {
    const bin = headers({ isBin: true, isTimed: false, hasShipping: false });
    expect(bin).toContain('Price');
    expect(bin).toContain('Weight');
    expect(bin).toContain('L × W × H');
    expect(bin).not.toContain('Starting Bid');
  });

  it('shows the three measures in one cell, lit by any of their errors', () => {
    const size = reviewColumns({ isBin: true, isTimed: false, hasShipping: false }).find(
      (c) => c.key === 'shipSize',
    );
    expect(size?.value({ ...row(1), shipLength: '10', shipHeight: '2' })).toBe('10 × – × 2');
    expect(size?.value(row(1))).toBe('');
    expect(size?.errorColumns).toEqual(['SHIP_LENGTH', 'SHIP_WIDTH', 'SHIP_HEIGHT']);
  });

  it('lights the lot number cell for number and extension errors', () => {
    const [lot] = reviewColumns({ isBin: false, isTimed: false, hasShipping: false });
    expect(lot?.errorColumns).toEqual(['LOT_NUMBER', 'LOT_EXT']);
    expect(lot?.value({ ...row(12), lotExt: 'b' })).toBe('12B');
  });

  it('uses the spec’s message for a duplicate number', () => {
    const state = reviewStateOf([row(1), row(2, { lotNumber: '1' })], []);
    expect(currentErrors(state, TIMED)[0]?.displayMsg).toBe(LOT_MESSAGES.itemNumberInUse);
  });
});
