/**
 * One invoice as the preview, the printout and the PDF lay it out. The screen and the PDF both draw
 * from this model, so they always show the same figures; amounts are already formatted here.
 */
export interface SheetField {
  label: string;
  value: string;
}

export interface SheetColumn {
  label: string;
  align: 'left' | 'right';
  /** Share of the spare width (the lot title takes what is left). */
  grow?: boolean;
}

export interface SheetLine {
  key: string;
  /** One text per column, formatted. */
  cells: string[];
  restricted: boolean;
}

export interface SheetTotal extends SheetField {
  strong?: boolean;
}

export interface SheetMessage {
  header: string;
  detail: string;
}

export interface SheetPayment {
  /** Card names the house accepts online. */
  acceptedCards: string[];
  /** Pay with PayPal, offered only when a url is present (invoicing §9). */
  paypalUrl: string | null;
  /** Bank transfer (ACH) allowed. */
  achAllowed: boolean;
  /** The part of the total due that can be paid online (restricted items excluded). */
  onlineTotal: string;
  /** Unpaid restricted items, paid offline; null when none. */
  restrictedTotal: string | null;
}

export interface InvoiceSheetModel {
  invoiceId: string;
  houseName: string;
  houseAddress: string[];
  /** Invoice #, date, paddle, delivery, currency. */
  details: SheetField[];
  /** Name, then address lines, then email. */
  billTo: string[];
  /** The sessions the lines come from: 'identifier · title · date'. */
  sessions: string[];
  columns: SheetColumn[];
  lines: SheetLine[];
  /** The restricted-item footnote, when a line is restricted. */
  restrictedNote: string | null;
  /** The template's taxes and fees applied to this invoice: name and rate, then the amount. */
  taxesAndFees: SheetField[];
  /** The money columns' sums, the invoice total, payments made and total due. */
  totals: SheetTotal[];
  /** Payments made: 'date · method', then the amount. */
  payments: SheetField[];
  messages: SheetMessage[];
  payment: SheetPayment;
  currencyCode: string;
}
