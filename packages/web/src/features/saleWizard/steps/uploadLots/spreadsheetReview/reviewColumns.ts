import { LOT_FIELD_ENUM, type LotFieldEnum, type LotFieldName } from '@ah/schema';
import type { ReviewRow } from './reviewModel';

/**
 * The review table's value columns (sales §2 Lot review step): which fields a sale type shows, and
 * which error columns (SpreadsheetError.column, the spec's code-to-column map) light up each cell.
 */
export interface ReviewColumn {
  key: string;
  header: string;
  /** The row's text in this column. */
  value: (row: ReviewRow) => string;
  /** The error columns that highlight this cell. */
  errorColumns: readonly LotFieldEnum[];
  /** Amounts and measures sit right-aligned. */
  numeric?: boolean;
  /** The one field a column shows, which can then be edited in the cell; none for combined columns. */
  field?: LotFieldName;
}

export interface ReviewColumnsContext {
  isBin: boolean;
  isTimed: boolean;
  /** Shipping measures show for bin sales, and for sessions whose file carried any. */
  hasShipping: boolean;
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/** Several measures in one cell ("10 × 4 × 2"); a missing one shows as "–", none at all as empty. */
function joined(values: readonly (string | null | undefined)[], separator: string): string {
  const texts = values.map(text);
  return texts.every((t) => t === '') ? '' : texts.map((t) => t || '–').join(separator);
}

function fieldColumn(
  field: LotFieldName & keyof typeof LOT_FIELD_ENUM,
  header: string,
  numeric = false,
): ReviewColumn {
  return {
    key: field,
    header,
    value: (row) => text(row[field]),
    errorColumns: [LOT_FIELD_ENUM[field]],
    numeric,
    field,
  };
}

const SHIPPING_FIELDS = [
  'shipLength',
  'shipWidth',
  'shipHeight',
  'shipWeight',
  'shippingDomestic',
  'shippingIntl',
] as const satisfies readonly LotFieldName[];

export function rowHasShipping(row: ReviewRow): boolean {
  return SHIPPING_FIELDS.some((field) => text(row[field]) !== '');
}

export function reviewColumns(ctx: ReviewColumnsContext): ReviewColumn[] {
  const columns: ReviewColumn[] = [
    {
      key: 'lotNumber',
      header: 'Lot #',
      value: (row) => text(row.lotNumber) + text(row.lotExt).toUpperCase(),
      errorColumns: ['LOT_NUMBER', 'LOT_EXT'],
    },
    fieldColumn('invNumber', 'Inventory #'),
    fieldColumn('title', 'Title'),
    fieldColumn('description', 'Description'),
  ];
  if (ctx.isBin) columns.push(fieldColumn('price', 'Price', true));
  else {
    columns.push(
      fieldColumn('lowEstimate', 'Low Estimate', true),
      fieldColumn('highEstimate', 'High Estimate', true),
      fieldColumn('startingBid', 'Starting Bid', true),
    );
    if (ctx.isTimed) columns.push(fieldColumn('reserve', 'Reserve', true));
  }
  if (ctx.isBin || ctx.hasShipping)
    columns.push(
      {
        key: 'shipSize',
        header: 'L × W × H',
        value: (row) => joined([row.shipLength, row.shipWidth, row.shipHeight], ' × '),
        errorColumns: ['SHIP_LENGTH', 'SHIP_WIDTH', 'SHIP_HEIGHT'],
        numeric: true,
      },
      fieldColumn('shipWeight', 'Weight', true),
      {
        key: 'shipping',
        header: 'Shipping (Dom. / Intl.)',
        value: (row) => joined([row.shippingDomestic, row.shippingIntl], ' / '),
        errorColumns: ['SHIPPING_DOMESTIC', 'SHIPPING_INTL'],
        numeric: true,
      },
    );
  return columns;
}
