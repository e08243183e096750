import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Kysely's view of the tables in ../../migrations. bigint columns arrive as JS numbers (see typeParsers.ts). */

/** timestamptz: read as Date, written as Date or ISO string, defaulted by the database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** date: read as YYYY-MM-DD (never a Date, which would drag in a time zone). */
type DateOnly = ColumnType<string | null, string | null | undefined, string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface HousesTable {
  id: Generated<number>;
  ref: string;
  user_name: string;
  name: string;
  time_zone: string;
  is_online_only: Defaulted<boolean>;
  disable_inva_invoicing: Defaulted<boolean>;
  payment_processing_enabled: Defaulted<boolean>;
  payment_processing_eligible: Defaulted<boolean>;
  auto_charge_enabled: Defaulted<boolean>;
  live_or_timed_enabled: Defaulted<boolean>;
  bin_enabled: Defaulted<boolean>;
  connect_type: Defaulted<ConnectType>;
  is_instant: Defaulted<boolean>;
  processor_type: Defaulted<ProcessorType>;
  created_at: Timestamp;
}

export type ConnectType = 'i' | 's' | 'p' | 'e' | 'n';
export type ProcessorType = 'p' | 's' | 'w';
export type Channel = 'INV' | 'PL' | 'AZ' | 'Floor';
export type OnlinePaymentStat = 'p' | 'u' | 'h' | 'i' | 'a' | 'd' | 'f';

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
} & { [K in AccessColumn]: Defaulted<boolean> };

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface ApiTokensTable {
  id: Generated<number>;
  house_id: number;
  user_id: number;
  name: string;
  prefix: string;
  secret_hash: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface HouseAddressesTable {
  id: Generated<number>;
  house_id: number;
  name: string;
  line1: string;
  city: string;
  state: Defaulted<string>;
  postal_code: Defaulted<string>;
  country: string;
}

export interface SaleGroupsTable {
  id: Generated<number>;
  house_id: number;
  name: string;
  created_at: Timestamp;
}

export interface CatalogsTable {
  id: Generated<number>;
  house_id: number;
  sale_group_id: number;
  ref: string;
  title: string;
  identifier: string;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  address_id: number;
  sale_type: 'live' | 'timed';
  buyer_premium_rate: number;
}

export interface LotsTable {
  id: Generated<number>;
  house_id: number;
  catalog_id: number;
  ref: string;
  lot_number: number;
  lot_number_ext: Defaulted<string>;
  title: string;
  restricted: Defaulted<boolean>;
  low_estimate: number | null;
  high_estimate: number | null;
}

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
}

export interface ApprovalsTable {
  id: Generated<number>;
  house_id: number;
  bidder_id: number;
  channel: Channel;
  company_id: number | null;
  paddle_number: string | null;
}

export interface SaleResultsTable {
  id: Generated<number>;
  house_id: number;
  lot_id: number;
  approval_id: number;
  hammer: number;
}

export interface PaymentMethodsTable {
  id: number;
  name: string;
  is_online: Defaulted<boolean>;
}

export interface InvoiceSettingsTable {
  id: Generated<number>;
  house_id: number;
  name: string;
  payrix_template: Defaulted<boolean>;
  subject: Defaulted<string>;
  from_name: Defaulted<string>;
  from_email: Defaulted<string>;
  bcc_email: Defaulted<string>;
  house_address_id: number | null;
  paypal_email: Defaulted<string>;
  additional_charges_per_invoice: Defaulted<boolean>;
  additional_charges_per_lot: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface InvoiceSettingChargesTable {
  id: Generated<number>;
  settings_id: number;
  kind: 'tax' | 'fee';
  name: string;
  rate: number;
  country: Defaulted<string>;
  state: Defaulted<string>;
  applies_hammer: Defaulted<boolean>;
  applies_premium: Defaulted<boolean>;
  applies_live_fee: Defaulted<boolean>;
  sequence: Defaulted<number>;
}

export interface InvoiceGroupsTable {
  id: Generated<number>;
  house_id: number;
  title: string;
  settings_id: number;
  invoice_created: Defaulted<boolean>;
  build_pending: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface InvoiceGroupCatalogsTable {
  invoice_group_id: number;
  catalog_id: number;
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
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: Timestamp;
}

export interface DB {
  houses: HousesTable;
  users: UsersTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  house_addresses: HouseAddressesTable;
  sale_groups: SaleGroupsTable;
  catalogs: CatalogsTable;
  lots: LotsTable;
  bidders: BiddersTable;
  approvals: ApprovalsTable;
  sale_results: SaleResultsTable;
  payment_methods: PaymentMethodsTable;
  invoice_settings: InvoiceSettingsTable;
  invoice_setting_charges: InvoiceSettingChargesTable;
  invoice_groups: InvoiceGroupsTable;
  invoice_group_catalogs: InvoiceGroupCatalogsTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  schema_migrations: SchemaMigrationsTable;
}

export type House = Selectable<HousesTable>;
export type User = Selectable<UsersTable>;
export type NewInvoiceLine = Insertable<InvoiceLinesTable>;
