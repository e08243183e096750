import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { SalesSetupTables } from '../saleWizard/tables.js';
import type { ItemTables, LotItemColumns } from '../lots/tables.js';
import type { LotImageTables } from '../lotImages/tables.js';
import type { InvoiceTemplateTables } from '../invoiceTemplates/tables.js';
import type { InvoicePaymentTables } from '../invoicePayments/tables.js';
import type { CatalogReviewColumns, HouseReviewColumns, ReviewTables } from '../publishing/tables.js';

/** Kysely's view of the tables in ../../migrations. bigint columns arrive as JS numbers (see typeParsers.ts). */

/** timestamptz: read as Date, written as Date or ISO string, defaulted by the database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** date: read as YYYY-MM-DD (never a Date, which would drag in a time zone). */
type DateOnly = ColumnType<string | null, string | null | undefined, string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface HousesTable extends HouseReviewColumns {
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
  // 0007: online payment options (the preview).
  accepted_cards: ColumnType<string[], string | undefined, string>;
  ach_payment_enabled: Defaulted<boolean>;
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
  // 0005: house location fields.
  line2: Defaulted<string>;
  province: Defaulted<string>;
  phone: Defaulted<string>;
  fax: Defaulted<string>;
  email: Defaulted<string>;
  is_primary: Defaulted<boolean>;
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  deleted_at: NullableTimestamp;
}

export interface SaleGroupsTable {
  id: Generated<number>;
  house_id: number;
  name: string;
  created_at: Timestamp;
  // 0005: sale type, terms (group settings) and the settings compared when adding a session.
  is_timed: Defaulted<boolean>;
  is_bin: Defaulted<boolean>;
  group_settings_id: ColumnType<number | null, number | null | undefined, number | null>;
  shipping_terms_id: ColumnType<number | null, number | null | undefined, number | null>;
  house_fee_step_enabled: Defaulted<boolean>;
  pending_approvals_count: Defaulted<number>;
}

export interface CatalogsTable extends CatalogReviewColumns {
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
  // 0005: the session definition (sales §3); kind 'bin' is a fixed-price sale.
  kind: Defaulted<'session' | 'bin'>;
  guid: Defaulted<string>;
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  ends_at: NullableTimestamp;
  timed_type: Defaulted<number>;
  timed_value: Defaulted<number>;
  resell_unsold_live_lots: Defaulted<boolean>;
  live_status: Defaulted<string>;
  audio_video: Defaulted<number>;
  currency_code: Defaulted<string>;
  vat_rate: Defaulted<number>;
  creator: ColumnType<string | null, string | null | undefined, string | null>;
  description: Defaulted<string>;
  view_notes: Defaulted<string>;
  shipping_origin_id: ColumnType<number | null, number | null | undefined, number | null>;
  image_url: ColumnType<string | null, string | null | undefined, string | null>;
  live_server_id: ColumnType<number | null, number | null | undefined, number | null>;
  webrtc_enabled: Defaulted<boolean>;
  ir5_video_enabled: Defaulted<boolean>;
  resold_from_catalog_id: ColumnType<number | null, number | null | undefined, number | null>;
  wizard_step: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export interface LotsTable extends LotItemColumns {
  id: Generated<number>;
  house_id: number;
  catalog_id: number;
  ref: string;
  // 0009: null for an item with only an inventory number (connect types e and p).
  lot_number: number | null;
  lot_number_ext: Defaulted<string>;
  title: string;
  restricted: Defaulted<boolean>;
  low_estimate: number | null;
  high_estimate: number | null;
  // 0005: images, publication and timed end times.
  image_count: Defaulted<number>;
  unpublished: Defaulted<boolean>;
  ends_at: NullableTimestamp;
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
  /** 0004: false when the tax service cannot use the address. */
  address_valid: Defaulted<boolean>;
  // 0007: the bill-to block.
  address_line1: Defaulted<string>;
  postal_code: Defaulted<string>;
  phone: Defaulted<string>;
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
  // 0005: the template doubles as the sale's terms (group settings).
  house_fee_step_eligible: Defaulted<boolean>;
  active: Defaulted<boolean>;
  // 0008: the template accepts PayPal (at paypal_email).
  paypal: Defaulted<boolean>;
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
  /** 0004: the group's cost-per-lot answer; null until answered. */
  apply_cost_per_lot: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
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

export type ShippingReviewStatus = 'pending' | 'processing' | 'awaiting_approval' | 'completed' | 'failed';

/** jsonb: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface ShippingReviewsTable {
  id: Generated<number>;
  house_id: number;
  catalog_id: number;
  lot_id: number;
  status: Defaulted<ShippingReviewStatus>;
  origin_id: number | null;
  terms_id: number | null;
  objects_description: Defaulted<string>;
  objects_value: Defaulted<number>;
  objects_value_currency: Defaulted<string>;
  objects_images: ColumnType<string[], string | undefined, string>;
  validation_errors: Json<unknown> | null;
  quote_amount: number | null;
  revision: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ShippingReviewObjectsTable {
  id: Generated<number>;
  review_id: number;
  position: Defaulted<number>;
  title: Defaulted<string>;
  arta_subtype: string | null;
  height: number | null;
  width: number | null;
  depth: number | null;
  unit_of_measurement: Defaulted<'in' | 'cm'>;
  is_fragile: Defaulted<boolean>;
  notes: Defaulted<string>;
}

export interface ShipmentsTable {
  id: Generated<number>;
  house_id: number;
  catalog_id: number;
  lot_id: number;
  shipping_review_id: number | null;
  shipping_method: 'invaluable_shipping' | 'local_pickup' | 'arrange_your_own';
  arta_shipment_id: string | null;
  shipment_status: 'pending' | 'in_transit' | 'completed' | 'cancelled' | 'confirmed' | 'collected';
  package_count: Defaulted<number>;
  created_at: Timestamp;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: Timestamp;
}

/** 0005 adds the sales setup tables (./salesSetupSchema.ts); 0008 the template messages. */
export interface DB
  extends
    SalesSetupTables,
    ItemTables,
    InvoiceTemplateTables,
    InvoicePaymentTables,
    LotImageTables,
    ReviewTables {
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
  invoice_messages: InvoiceMessagesTable;
  idempotency_keys: IdempotencyKeysTable;
  shipping_reviews: ShippingReviewsTable;
  shipping_review_objects: ShippingReviewObjectsTable;
  shipments: ShipmentsTable;
  schema_migrations: SchemaMigrationsTable;
}

export type House = Selectable<HousesTable>;
export type User = Selectable<UsersTable>;
export type NewInvoiceLine = Insertable<InvoiceLinesTable>;
