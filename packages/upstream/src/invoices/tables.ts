import type { ColumnType, Generated, Insertable } from 'kysely';
import type { DateOnly, Defaulted, NullableTimestamp, Timestamp } from '../db/columnTypes.js';

/**
 * Kysely's view of invoices and their lines (0003, 0004), the buyer messages (0004), and the sale's
 * results they are built from: bidders, their approvals (registrations) and hammer prices (0001).
 */

export type Channel = 'INV' | 'PL' | 'AZ' | 'Floor';

export type OnlinePaymentStat = 'p' | 'u' | 'h' | 'i' | 'a' | 'd' | 'f';

export interface BiddersTable {
  id: Generated<number>;
  house_id: number;
  ref: string;
  first_name: string;
  last_name: string;
  email: string;
  city: Defaulted<string>;
  state: Defaulted<string>;
  province: Defaulted<string>;
  country: Defaulted<string>;
  /** 0004: false when the tax service cannot use the address. */
  address_valid: Defaulted<boolean>;
  // 0007: the bill-to block.
  address_line1: Defaulted<string>;
  postal_code: Defaulted<string>;
  phone: Defaulted<string>;
  /** 0014: an eBay bidder (no dispute reopen; reached through eBay, sales §8 Disputes). */
  is_ebay: Defaulted<boolean>;
  /** 0019: when the customer first registered with the house (sales §3 Customer creationDate). */
  created_at: Timestamp;
  /** 0019: the address's second street line (sales §3 Customer street2). */
  address_line2: Defaulted<string>;
}

export interface ApprovalsTable {
  id: Generated<number>;
  house_id: number;
  bidder_id: number;
  channel: Channel;
  company_id: number | null;
  paddle_number: string | null;
  /** 0004: card facts for batch-charge eligibility. */
  has_card_on_file: Defaulted<boolean>;
  credit_card_limit: ColumnType<number | null, number | null | undefined>;
  /** 0007: a test card number or 'ach:' + account (src/payments/testCards.ts); null: none on file. */
  payment_token: ColumnType<string | null, string | null | undefined>;
}

export interface SaleResultsTable {
  id: Generated<number>;
  house_id: number;
  lot_id: number;
  approval_id: number;
  hammer: number;
  /** 0014: published as unsold (realized price 0): results and new invoices leave the lot out. */
  passed: Defaulted<boolean>;
}

export interface InvoicesTable {
  id: Generated<number>;
  house_id: number;
  invoice_group_id: number;
  approval_id: number;
  bidder_id: number;
  sent_at: NullableTimestamp;
  is_paid: Defaulted<boolean>;
  online_payment_stat: OnlinePaymentStat | null;
  pickup: Defaulted<boolean>;
  is_shipped: Defaulted<boolean>;
  apply_cost_per_lot: Defaulted<boolean>;
  costs_override: Defaulted<boolean>;
  notes: Defaulted<string>;
  auto_charge_date: DateOnly;
  created_at: Timestamp;
  // 0004: per-invoice regular and additional charges, edits, shipping date, pending method.
  charge_tax: Defaulted<number>;
  charge_shipping: Defaulted<number>;
  charge_insurance: Defaulted<number>;
  charge_other: Defaulted<number>;
  add_tax: Defaulted<number>;
  add_shipping: Defaulted<number>;
  add_insurance: Defaulted<number>;
  add_other: Defaulted<number>;
  add_paid: Defaulted<boolean>;
  add_paid_date: DateOnly;
  add_online_payment_stat: ColumnType<OnlinePaymentStat | null, OnlinePaymentStat | null | undefined>;
  add_sent_at: NullableTimestamp;
  edited_at: NullableTimestamp;
  shipped_date: DateOnly;
  pending_payment_method_id: ColumnType<number | null, number | null | undefined>;
}

export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  lot_id: number;
  hammer: Defaulted<number>;
  premium: Defaulted<number>;
  live_fee: Defaulted<number>;
  tax: Defaulted<number>;
  shipping: Defaulted<number>;
  insurance: Defaulted<number>;
  other: Defaulted<number>;
  suppress: Defaulted<boolean>;
  paid: Defaulted<boolean>;
  paid_date: DateOnly;
  payment_method_id: number | null;
  shipped: Defaulted<boolean>;
  shipped_date: DateOnly;
  restricted: Defaulted<boolean>;
  // 0004: amount paid, additional charges and their payment state, disputes.
  amount_paid: Defaulted<number>;
  add_tax: Defaulted<number>;
  add_shipping: Defaulted<number>;
  add_insurance: Defaulted<number>;
  add_other: Defaulted<number>;
  add_paid: Defaulted<boolean>;
  add_paid_date: DateOnly;
  add_online_payment_stat: ColumnType<OnlinePaymentStat | null, OnlinePaymentStat | null | undefined>;
  add_sent_at: NullableTimestamp;
  dispute_ref: ColumnType<string | null, string | null | undefined>;
  can_open_dispute: Defaulted<boolean>;
}

/** 0004: Contact buyer's outbox. */
export interface InvoiceMessagesTable {
  id: Generated<number>;
  house_id: number;
  bidder_id: number;
  user_id: number;
  house_user_ref: string;
  subject: string;
  message: string;
  created_at: Timestamp;
}

/**
 * 0030: an invoice's line figures, kept equal to its lines by triggers (0031's invoice figures read
 * them for the group's summary). Counts stand for the flags (> 0); sums are cents. Written by the
 * triggers only.
 */
export interface InvoiceLineSumsTable {
  invoice_id: number;
  visible_count: ColumnType<number, never, never>;
  visible_unpaid: ColumnType<number, never, never>;
  unpaid_additional: ColumnType<number, never, never>;
  any_additional: ColumnType<number, never, never>;
  restricted_visible: ColumnType<number, never, never>;
  restricted_unpaid: ColumnType<number, never, never>;
  live_fee_visible: ColumnType<number, never, never>;
  hammer: ColumnType<number, never, never>;
  premium: ColumnType<number, never, never>;
  live_fee: ColumnType<number, never, never>;
  tax: ColumnType<number, never, never>;
  shipping: ColumnType<number, never, never>;
  insurance: ColumnType<number, never, never>;
  other: ColumnType<number, never, never>;
  add_tax: ColumnType<number, never, never>;
  add_shipping: ColumnType<number, never, never>;
  add_insurance: ColumnType<number, never, never>;
  add_other: ColumnType<number, never, never>;
  add_paid_total: ColumnType<number, never, never>;
  amount_paid: ColumnType<number, never, never>;
}

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    bidders: BiddersTable;
    approvals: ApprovalsTable;
    sale_results: SaleResultsTable;
    invoices: InvoicesTable;
    invoice_lines: InvoiceLinesTable;
    invoice_line_sums: InvoiceLineSumsTable;
    invoice_messages: InvoiceMessagesTable;
  }
}

export type NewInvoiceLine = Insertable<InvoiceLinesTable>;
