/** The columns of an invoice's line table (invoicing §2.2), in order. */
export type LineColumnId =
  | 'session'
  | 'lot'
  | 'hammer'
  | 'premium'
  | 'liveFee'
  | 'tax'
  | 'shipping'
  | 'insurance'
  | 'other'
  | 'total'
  | 'disputes'
  | 'status'
  | 'shippingStatus';

export interface LineColumn {
  id: LineColumnId;
  label: string;
  /** Money columns are right-aligned and summed in the footer rows. */
  money: boolean;
}

/** The tooltip of the Other column (invoicing §2.2). */
export const OTHER_COLUMN_TOOLTIP = 'This column is for adding or discounting any additional fees.';

const ALL_COLUMNS: readonly LineColumn[] = [
  { id: 'session', label: 'Session', money: false },
  { id: 'lot', label: 'Lot', money: false },
  { id: 'hammer', label: 'Hammer', money: true },
  { id: 'premium', label: 'BP', money: true },
  { id: 'liveFee', label: 'Live Fee', money: true },
  { id: 'tax', label: 'Tax', money: true },
  { id: 'shipping', label: 'S/H', money: true },
  { id: 'insurance', label: 'Insurance', money: true },
  { id: 'other', label: 'Other', money: true },
  { id: 'total', label: 'Total', money: true },
  { id: 'disputes', label: 'Disputes', money: false },
  { id: 'status', label: 'Invoice Status', money: false },
  { id: 'shippingStatus', label: 'Shipping Status', money: false },
];

export interface LineColumnOptions {
  /** Live Fee shows only when a line of the invoice has a live fee. */
  anyLiveFee: boolean;
  /** The Shipping Status column needs the provider shipping feature flag (§6). */
  shippingFeature: boolean;
}

export function lineColumns(options: LineColumnOptions): LineColumn[] {
  return ALL_COLUMNS.filter(
    (column) =>
      (column.id !== 'liveFee' || options.anyLiveFee) &&
      (column.id !== 'shippingStatus' || options.shippingFeature),
  );
}
