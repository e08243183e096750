import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Kept, Timestamp } from '../db/columnTypes.js';

/** Kysely's view of invoice groups and their sessions (0003) and the idempotency keys of money-moving calls (0004). */

export interface InvoiceGroupsTable {
  id: Generated<number>;
  house_id: number;
  title: string;
  settings_id: number;
  invoice_created: Defaulted<boolean>;
  build_pending: Defaulted<boolean>;
  created_at: Timestamp;
  /** 0004: the group's cost-per-lot answer; null until answered. */
  apply_cost_per_lot: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
}

export interface InvoiceGroupCatalogsTable {
  invoice_group_id: number;
  catalog_id: number;
}

/** 0004: keys of applied money-moving requests (mark paid / not paid). */
export interface IdempotencyKeysTable {
  house_id: number;
  key: string;
  operation: string;
  request_hash: string;
  created_at: Timestamp;
  /** 0007: the first answer, replayed to a retry (json). */
  response: ColumnType<unknown, string | null | undefined, string | null>;
}

/** Written by the triggers only. */
/**
 * 0031: each invoice's figures (invoiceState.ts's rules in SQL), kept by triggers on the invoice, its
 * line sums, registration and bidder; invoicePageQuery.ts pages and counts by them. Cents and counts.
 */
export interface InvoiceFiguresTable {
  invoice_id: Kept<number>;
  invoice_group_id: Kept<number>;
  sent_at: Kept<Date | null>;
  paid_label: Kept<boolean>;
  item_count: Kept<number>;
  hammer: Kept<number>;
  premium: Kept<number>;
  live_fee: Kept<number>;
  tax: Kept<number>;
  shipping: Kept<number>;
  insurance: Kept<number>;
  other: Kept<number>;
  invoice_total: Kept<number>;
  outstanding: Kept<number>;
  pending_additional: Kept<number>;
  has_paddle_number: Kept<boolean>;
  restricted_visible: Kept<boolean>;
  live_fee_visible: Kept<boolean>;
  credit_limit_exceeded: Kept<boolean>;
  owing: Kept<boolean>;
  processable: Kept<boolean>;
  /** Every batch-charge condition but the house's and "sent 48 hours ago". */
  batch_ready: Kept<boolean>;
}

/** 0031: the sums of a group's invoice_figures, kept by triggers (the group's summary). */
export interface InvoiceGroupFiguresTable {
  invoice_group_id: Kept<number>;
  invoice_count: Kept<number>;
  paid_count: Kept<number>;
  item_count: Kept<number>;
  hammer: Kept<number>;
  premium: Kept<number>;
  live_fee: Kept<number>;
  tax: Kept<number>;
  shipping: Kept<number>;
  insurance: Kept<number>;
  other: Kept<number>;
  invoice_total: Kept<number>;
  outstanding: Kept<number>;
  pending_additional: Kept<number>;
  paddle_number_count: Kept<number>;
  restricted_count: Kept<number>;
  live_fee_count: Kept<number>;
  credit_limit_exceeded_count: Kept<number>;
  owing_count: Kept<number>;
  processable_count: Kept<number>;
}

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    invoice_figures: InvoiceFiguresTable;
    invoice_group_figures: InvoiceGroupFiguresTable;
    invoice_groups: InvoiceGroupsTable;
    invoice_group_catalogs: InvoiceGroupCatalogsTable;
    idempotency_keys: IdempotencyKeysTable;
  }
}
