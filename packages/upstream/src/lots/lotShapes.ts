import { LOT_FIELD_NAMES, LOT_REST_NAME, type LotFieldName, type LotValues, type RowIssue } from '@ah/schema';

/** The catalog service's REST names of the lot fields (one map, shared with the gateway). */
export const REST_NAME: Readonly<Record<LotFieldName, string>> = LOT_REST_NAME;

/** An uploaded (or edited) lot row in REST shape: every field a string or null. */
export type RestLotRow = Record<string, string | number | boolean | null> & {
  id: string;
  row: number | null;
  lotID: number | null;
  hasError: boolean;
};

/** A spreadsheet error or warning in REST shape (sales §3 spreadsheet error). */
export interface RestSpreadsheetError {
  displayMsg: string;
  errorCode: string;
  lotNumber: string | null;
  referenceMsg: string | null;
  invNumber: string | null;
  row: number | null;
  lotRowId: string | null;
  column: string | null;
}

export function toRestRow(
  id: string,
  row: number | null,
  lotId: number | null,
  values: LotValues,
  hasError: boolean,
): RestLotRow {
  const out: RestLotRow = { id, row, lotID: lotId, hasError };
  for (const field of LOT_FIELD_NAMES) {
    const v = values[field];
    out[REST_NAME[field]] = v === undefined || v === null || v.trim() === '' ? null : v.trim();
  }
  return out;
}

export function valuesOfRestRow(record: Record<string, unknown>): LotValues {
  const values: LotValues = {};
  for (const field of LOT_FIELD_NAMES) {
    const v = record[REST_NAME[field]];
    values[field] = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;
  }
  return values;
}

export const restError = (issue: RowIssue): RestSpreadsheetError => ({
  displayMsg: issue.displayMsg,
  errorCode: issue.errorCode,
  lotNumber: issue.lotNumber,
  referenceMsg: issue.referenceMsg,
  invNumber: issue.invNumber,
  row: issue.row,
  lotRowId: issue.lotRowId,
  column: issue.column,
});

/** A file-level error (no row). */
export function fileError(
  errorCode: string,
  displayMsg: string,
  referenceMsg: string | null = null,
): RestSpreadsheetError {
  return {
    displayMsg,
    errorCode,
    lotNumber: null,
    referenceMsg,
    invNumber: null,
    row: null,
    lotRowId: null,
    column: null,
  };
}
