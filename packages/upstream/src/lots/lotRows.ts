import {
  LOT_MESSAGES,
  lotKey,
  rowIssue,
  SPREADSHEET_CODE_TITLES,
  validateLotRows,
  type LotFieldName,
  type LotRowValues,
  type LotValues,
} from '@ah/schema';
import type { ExistingLot, ItemContext } from './itemContext.js';
import { fileError, restError, toRestRow, type RestLotRow, type RestSpreadsheetError } from './lotShapes.js';

/**
 * The checks shared by a parsed spreadsheet and a saved review table (lots/update): the rows'
 * own rules (shared with the web), the catalog's deleted numbers (112), the lot maximum (113) and
 * the absentee-bid lock (116). Returns the rows to keep, with their errors and warnings.
 */
export interface CheckedRows {
  rows: CheckedRow[];
  errors: RestSpreadsheetError[];
  warnings: RestSpreadsheetError[];
}

export interface CheckedRow {
  id: string;
  row: number | null;
  /** The existing lot it updates; null for a new lot. */
  lot: ExistingLot | null;
  values: LotValues;
}

export interface RowInput {
  id: string;
  row: number | null;
  values: LotValues;
  /** A lot id the row claims (a saved review row); checked against the catalog. */
  lotId?: number | null;
  /** Extra issues found while reading (formula cells). */
  extra?: Array<{ errorCode: string; displayMsg: string; field: LotFieldName | null }>;
}

export function checkRows(inputs: readonly RowInput[], ctx: ItemContext): CheckedRows {
  const byKey = new Map<string, ExistingLot>();
  const byInv = new Map<string, ExistingLot>();
  const byId = new Map<number, ExistingLot>();
  for (const lot of ctx.lots) {
    byId.set(lot.id, lot);
    if (lot.key !== null) byKey.set(lot.key, lot);
    if (lot.invNumber !== null && !lot.deleted) byInv.set(lot.invNumber.toUpperCase(), lot);
  }
  const errors: RestSpreadsheetError[] = [];
  const warnings: RestSpreadsheetError[] = [];

  // Reserve exists only for timed sales; live and bin rows lose it (and its errors).
  const prepared = inputs.map((input) => {
    const values: LotValues = { ...input.values };
    if (!ctx.rules.isTimed) values.reserve = null;
    if (values.lotExt) values.lotExt = values.lotExt.trim().toUpperCase();
    return { ...input, values };
  });

  // Match rows to existing lots: by lot number and extension, else by inventory number.
  const matched = prepared.map((input) => {
    const key = lotKey(input.values.lotNumber, input.values.lotExt);
    const inv = (input.values.invNumber ?? '').trim().toUpperCase();
    let lot: ExistingLot | null = null;
    if (input.lotId !== undefined && input.lotId !== null) {
      lot = byId.get(input.lotId) ?? null;
      if (lot === null)
        errors.push(
          restError(
            rowIssue(
              { errorCode: '149', displayMsg: LOT_MESSAGES.itemNumberNotInCatalog, field: 'lotNumber' },
              asRow(input),
            ),
          ),
        );
    } else if (key !== null) lot = byKey.get(key) ?? null;
    else if (inv !== '') lot = byInv.get(inv) ?? null;
    return { input, lot: lot?.deleted ? null : lot };
  });

  // The lot maximum (113): lots not in this upload count first; extra new rows are dropped.
  const updatedIds = new Set(matched.flatMap((m) => (m.lot ? [m.lot.id] : [])));
  const kept = ctx.lots.filter((l) => !l.deleted && !updatedIds.has(l.id)).length;
  let room = Math.max(0, ctx.maxLots - kept);
  const accepted = matched.filter((m) => {
    if (m.lot) return true;
    if (room > 0) {
      room -= 1;
      return true;
    }
    return false;
  });
  if (accepted.length < matched.length)
    warnings.push(
      fileError('113', LOT_MESSAGES.maxLots(ctx.maxLots), SPREADSHEET_CODE_TITLES['113'] ?? null),
    );

  // The absentee-bid lock (116): starting bid and reserve keep their saved values.
  for (const m of accepted) {
    if (!m.lot?.hasAbsenteeBid) continue;
    const changed =
      differs(m.input.values.startingBid, m.lot.startingBid) ||
      (ctx.rules.isTimed && differs(m.input.values.reserve, m.lot.reserve));
    if (!changed) continue;
    m.input.values.startingBid = centsText(m.lot.startingBid);
    if (ctx.rules.isTimed) m.input.values.reserve = centsText(m.lot.reserve);
    const issue = rowIssue(
      { errorCode: '116', displayMsg: LOT_MESSAGES.bidPlaced, field: 'startingBid' },
      asRow(m.input),
    );
    warnings.push(restError(issue));
  }

  const rowValues: LotRowValues[] = accepted.map((m) => asRow(m.input));
  for (const issue of validateLotRows(rowValues, ctx.rules)) errors.push(restError(issue));
  for (const m of accepted)
    for (const extra of m.input.extra ?? []) errors.push(restError(rowIssue(extra, asRow(m.input))));
  // An inventory number already used by another lot of the catalog (not in this upload) is a duplicate.
  for (const m of accepted) {
    const inv = (m.input.values.invNumber ?? '').trim().toUpperCase();
    const owner = inv === '' ? undefined : byInv.get(inv);
    if (owner && owner.id !== m.lot?.id && updatedIds.has(owner.id) === false)
      errors.push(
        restError(
          rowIssue(
            { errorCode: '121', displayMsg: LOT_MESSAGES.inventoryInUse, field: 'invNumber' },
            asRow(m.input),
          ),
        ),
      );
  }
  return {
    rows: accepted.map((m) => ({ id: m.input.id, row: m.input.row, lot: m.lot, values: m.input.values })),
    errors,
    warnings,
  };
}

function asRow(input: RowInput): LotRowValues {
  return { ...input.values, id: input.id, row: input.row };
}

/** Whether a typed whole amount differs from saved cents. */
function differs(typed: string | null | undefined, cents: number | null): boolean {
  return (centsOfText(typed) ?? null) !== cents;
}

function centsOfText(typed: string | null | undefined): number | null {
  const text = (typed ?? '').replace(/[$,\s]/g, '');
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? Math.round(n) * 100 : NaN;
}

function centsText(cents: number | null): string | null {
  return cents === null ? null : String(Math.trunc(cents / 100));
}

/** The rows as the upload response lists them, each flagged when an error names it. */
export function responseRows(checked: CheckedRows): RestLotRow[] {
  const withError = new Set(checked.errors.map((e) => e.lotRowId));
  return checked.rows.map((r) => toRestRow(r.id, r.row, r.lot?.id ?? null, r.values, withError.has(r.id)));
}
