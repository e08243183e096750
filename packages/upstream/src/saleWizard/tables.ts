import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../db/columnTypes.js';
import type { CatalogReviewColumns } from '../publishing/tables.js';

/**
 * Kysely's view of sale groups and sessions (catalogs; 0001, columns of later migrations marked) and
 * the sales setup tables 0005_sales_setup.sql creates: time zones, contacts, categories, channels,
 * buyer's premium steps and the fixed-price sale's payments, ship-to exclusions and terms.
 */

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface TimeZonesTable {
  id: string;
  name: string;
  sequence: Defaulted<number>;
}

export interface CurrenciesTable {
  code: string;
  name: string;
}

export interface BuyerPremiumStepsTable {
  id: Generated<number>;
  sale_group_id: number;
  /** Cents. */
  from_amount: number;
  /** Cents, exclusive; null for "and above". */
  to_amount: Nullable<number>;
  /** Thousandths of a percent. */
  rate: number;
}

export interface HouseContactsTable {
  id: Generated<number>;
  house_id: number;
  first_name: string;
  last_name: string;
  email: Defaulted<string>;
}

export type ContactTypeId = 1 | 3 | 4;

export interface HouseContactTypesTable {
  contact_id: number;
  contact_type: ContactTypeId;
}

export interface CatalogContactsTable {
  catalog_id: number;
  contact_type: ContactTypeId;
  contact_id: number;
}

export interface AddressDefaultsTable {
  address_id: number;
  consign_contact_id: Nullable<number>;
  sale_admin_id: Nullable<number>;
  expert_contact_id: Nullable<number>;
  view_notes: Defaulted<string>;
}

export interface CategoriesTable {
  id: Generated<number>;
  house_id: number;
  parent_id: Nullable<number>;
  name: string;
  sequence: Defaulted<number>;
}

export interface CatalogCategoriesTable {
  catalog_id: number;
  category_id: number;
}

export type ChannelStateCode = 0 | 1 | 2;

export interface SaleChannelsTable {
  id: number;
  name: string;
  states: ChannelStateCode[];
  default_state: ChannelStateCode;
  preview_base_url: string;
}

export interface CatalogChannelsTable {
  catalog_id: number;
  channel_id: number;
  state: ChannelStateCode;
}

export interface BinPaymentMethodsTable {
  sale_group_id: number;
  payment_method_id: number;
}

export interface BinShipToExclusionsTable {
  sale_group_id: number;
  country_code: string;
}

export interface BinTermsTable {
  id: Generated<number>;
  sale_group_id: number;
  slot: number;
  active: Defaulted<boolean>;
  title: Defaulted<string>;
  text: Defaulted<string>;
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
  /** 0014: "do the realized prices include the buyer's premium?", answered at publish. */
  realized_includes_premium: Nullable<boolean>;
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

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    sale_groups: SaleGroupsTable;
    catalogs: CatalogsTable;
    time_zones: TimeZonesTable;
    currencies: CurrenciesTable;
    buyer_premium_steps: BuyerPremiumStepsTable;
    house_contacts: HouseContactsTable;
    house_contact_types: HouseContactTypesTable;
    catalog_contacts: CatalogContactsTable;
    address_defaults: AddressDefaultsTable;
    categories: CategoriesTable;
    catalog_categories: CatalogCategoriesTable;
    sale_channels: SaleChannelsTable;
    catalog_channels: CatalogChannelsTable;
    bin_payment_methods: BinPaymentMethodsTable;
    bin_ship_to_exclusions: BinShipToExclusionsTable;
    bin_terms: BinTermsTable;
  }
}
