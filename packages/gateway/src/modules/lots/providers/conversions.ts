import {
  isBreakingUpload,
  LOT_FIELD_NAMES,
  LOT_REST_NAME,
  type LotFieldName,
  type LotValues,
} from '@ah/schema';
import type {
  ItemStatus,
  Lot,
  LotField,
  LotRow,
  LotRowInput,
  SpreadsheetError,
  SpreadsheetFileType,
  SpreadsheetFormat,
  SpreadsheetUploadResult,
} from '../../../__generated__/resolvers-types.js';
import type { RestLot, RestSpreadsheetError, RestUploadedLot, RestUploadResponse } from './lotsApi.js';

/** The catalog service's names of the lot fields (sales §3), checked against the REST lot type. */
export const REST_NAME: Readonly<Record<LotFieldName, keyof RestUploadedLot & string>> = LOT_REST_NAME;

export const FORMAT_VALUE: Readonly<Record<SpreadsheetFormat, 'artfact' | 'auctionflex'>> = {
  STANDARD: 'artfact',
  AUCTION_FLEX: 'auctionflex',
};

export const FILE_EXTENSION: Readonly<Record<SpreadsheetFileType, 'csv' | 'xlsx' | 'xls'>> = {
  CSV: 'csv',
  XLSX: 'xlsx',
  XLS: 'xls',
};

const text = (v: string | null | undefined): string | null =>
  v === undefined || v === null || v.trim() === '' ? null : v;

/** An uploaded row (REST) as a review-table LotRow. */
export function lotRowOf(rest: RestUploadedLot): LotRow {
  const row: LotRow = {
    id: rest.id,
    lotId: rest.lotID === null || rest.lotID === undefined ? null : String(rest.lotID),
    row: rest.row ?? 0,
    hasError: rest.hasError ?? false,
  };
  for (const field of LOT_FIELD_NAMES) row[field] = text(rest[REST_NAME[field]] as string | null | undefined);
  return row;
}

/** A review-table row (GraphQL input) as the REST row lots/update takes. */
export function restRowOf(input: LotRowInput): RestUploadedLot {
  const rest: RestUploadedLot = {
    id: input.id,
    row: input.row ?? null,
    lotID: input.lotId === null || input.lotId === undefined ? null : Number(input.lotId),
  };
  for (const field of LOT_FIELD_NAMES)
    (rest as Record<string, unknown>)[REST_NAME[field]] = text(input[field]);
  return rest;
}

/** The rule values of a GraphQL input (form or row). */
export function valuesOf(input: Partial<Record<LotFieldName, string | null | undefined>>): LotValues {
  const values: LotValues = {};
  for (const field of LOT_FIELD_NAMES) values[field] = input[field] ?? null;
  return values;
}

/** The lot page's REST body from rule values. */
export function restFieldsOf(values: LotValues): Record<string, string | null> {
  const body: Record<string, string | null> = {};
  for (const field of LOT_FIELD_NAMES) body[REST_NAME[field]] = text(values[field]);
  return body;
}

export function spreadsheetErrorOf(rest: RestSpreadsheetError): SpreadsheetError {
  return {
    errorCode: rest.errorCode,
    displayMsg: rest.displayMsg,
    referenceMsg: rest.referenceMsg,
    lotNumber: rest.lotNumber,
    invNumber: rest.invNumber,
    row: rest.row,
    lotRowId: rest.lotRowId,
    column: (rest.column ?? null) as LotField | null,
  };
}

export function uploadResultOf(
  rest: RestUploadResponse,
  format: SpreadsheetFormat,
  fileType: SpreadsheetFileType,
): SpreadsheetUploadResult {
  const errors = rest.errors.map(spreadsheetErrorOf);
  return {
    lots: rest.lots.map(lotRowOf),
    warnings: rest.warnings.map(spreadsheetErrorOf),
    errors,
    breaking: isBreakingUpload(errors, rest.lots.length),
    totalErrors: errors.length,
    format,
    fileType,
  };
}

/** "1500.00" → "1500" (whole amounts); "25.50" → "25.5". */
const whole = (money: string | null): string | null =>
  money === null ? null : money.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');

/** The status column (sales §4 Item status): the most severe that applies. */
export function itemStatusOf(
  lot: Pick<RestLot, 'deleted' | 'banned' | 'potentiallyBanned' | 'restricted' | 'unpublished' | 'images'>,
): ItemStatus {
  if (lot.deleted) return 'DELETED';
  if (lot.banned) return 'BANNED';
  if (lot.potentiallyBanned) return 'POTENTIALLY_BANNED';
  if (lot.restricted) return 'PAYMENT_RESTRICTED';
  if (lot.unpublished) return 'UNPUBLISHED';
  if (lot.images === 0) return 'WITHOUT_IMAGES';
  return 'PUBLISHED';
}

export function lotOf(rest: RestLot): Lot {
  const empty = (v: string) => (v === '' ? null : v);
  return {
    id: String(rest.lotID),
    lotNumber: rest.lotNumber,
    lotExt: rest.lotExt,
    displayNumber: rest.lotNumber === null ? null : `${rest.lotNumber}${rest.lotExt ?? ''}`,
    invNumber: rest.invNumber,
    title: rest.lotTitle,
    description: rest.lotDescription,
    lowEstimate: whole(rest.loEst),
    highEstimate: whole(rest.hiEst),
    startingBid: whole(rest.startingBid),
    reserve: whole(rest.reserve),
    price: whole(rest.price),
    artistName: empty(rest.artistName),
    circa: empty(rest.circa),
    condition: empty(rest.condition),
    dimensions: empty(rest.dimensions),
    exhibited: empty(rest.exhibited),
    literature: empty(rest.literature),
    medium: empty(rest.medium),
    notes: empty(rest.notes),
    provenance: empty(rest.provenance),
    shipHeight: rest.shipHeight,
    shipLength: rest.shipLength,
    shipWidth: rest.shipWidth,
    shipWeight: rest.shipWeight,
    shippingDomestic: whole(rest.shipping),
    shippingIntl: whole(rest.shippingIntl),
    imageCount: rest.images,
    primaryImageUrl: rest.primaryImg,
    published: !rest.unpublished,
    banned: rest.banned,
    potentiallyBanned: rest.potentiallyBanned,
    restricted: rest.restricted,
    deleted: rest.deleted,
    status: itemStatusOf(rest),
    hasAbsenteeBid: rest.hasAbsenteeBid,
    endsAt: rest.endTimeUTCString,
  };
}
