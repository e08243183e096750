import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Defaulted, Nullable, NullableTimestamp, Timestamp } from '../db/columnTypes.js';
import type { HouseReviewColumns } from '../publishing/tables.js';
import type { HouseAnalyticsColumns } from '../campaignReporting/tables.js';

/** Kysely's view of the houses, users and sign-in sessions (0001; columns later migrations add are marked). */

export interface HousesTable extends HouseReviewColumns, HouseAnalyticsColumns {
  id: Generated<number>;
  ref: string;
  user_name: string;
  name: string;
  time_zone: string;
  is_online_only: Defaulted<boolean>;
  disable_inva_invoicing: Defaulted<boolean>;
  /** 0014: when (and by whom) the dispute terms were accepted for the house (sales §4 Disputes). */
  dispute_terms_accepted_at: NullableTimestamp;
  dispute_terms_accepted_by: Nullable<number>;
  payment_processing_enabled: Defaulted<boolean>;
  payment_processing_eligible: Defaulted<boolean>;
  auto_charge_enabled: Defaulted<boolean>;
  live_or_timed_enabled: Defaulted<boolean>;
  bin_enabled: Defaulted<boolean>;
  connect_type: Defaulted<ConnectType>;
  is_instant: Defaulted<boolean>;
  processor_type: Defaulted<ProcessorType>;
  created_at: Timestamp;
  // 0005: sales setup settings.
  house_fee_step_active: Defaulted<boolean>;
  payment_processing_required: Defaulted<boolean>;
  account_disabled: Defaulted<boolean>;
  card_expired: Defaulted<boolean>;
  overdue_balance: Defaulted<boolean>;
  live_to_timed_eligible: Defaulted<boolean>;
  featured_lots_enabled: Defaulted<boolean>;
  buyer_premium_application: Defaulted<'slice' | 'whole'>;
  max_sessions_per_sale: Defaulted<number>;
  // 0009: the lot maximum per sale (warning 113).
  max_lots_per_catalog: Defaulted<number>;
  currency_code: Defaulted<string>;
  // 0010: the provider shipping feature flag (invoicing §6).
  provider_shipping_enabled: Defaulted<boolean>;
  /** 0018: bulk bidding enabled for the house (sales §6). */
  bulk_bidding_enabled: Defaulted<boolean>;
  // 0007: online payment options (the preview).
  accepted_cards: ColumnType<string[], string | undefined, string>;
  ach_payment_enabled: Defaulted<boolean>;
  // 0020: when the house enrolled in payment processing (sales §2 Payments promo).
  payment_enrolled_at: NullableTimestamp;
}

export type ConnectType = 'i' | 's' | 'p' | 'e' | 'n';

export type ProcessorType = 'p' | 's' | 'w';

export const ACCESS_COLUMNS = [
  'access_calendar',
  'access_customer',
  'access_reports',
  'access_sensitive',
  'access_console',
  'access_invoices',
  'access_bulkbidding',
  'access_messages',
  'access_inventory',
  'access_settlement',
  'access_users',
  'access_payments',
] as const;

export type AccessColumn = (typeof ACCESS_COLUMNS)[number];

export type UsersTable = {
  id: Generated<number>;
  house_id: number;
  ref: string;
  house_user_ref: string;
  user_name: string;
  password_hash: string;
  first_name: Defaulted<string>;
  last_name: Defaulted<string>;
  is_super_user: Defaulted<boolean>;
  created_at: Timestamp;
  /** 0020: the address the password-reset link goes to (sales §5 Password). */
  email: Nullable<string>;
} & { [K in AccessColumn]: Defaulted<boolean> };

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    houses: HousesTable;
    users: UsersTable;
    sessions: SessionsTable;
  }
}

export type House = Selectable<HousesTable>;
export type User = Selectable<UsersTable>;
