import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../db/columnTypes.js';

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

export interface InvoiceGroupTables {
  invoice_groups: InvoiceGroupsTable;
  invoice_group_catalogs: InvoiceGroupCatalogsTable;
  idempotency_keys: IdempotencyKeysTable;
}
