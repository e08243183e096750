import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables migration 0005_sales_setup.sql creates (columns it adds live in schema.ts). */

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface CountriesTable {
  code: string;
  name: string;
}

export interface SubdivisionsTable {
  country_code: string;
  code: string;
  name: string;
}

export interface TimeZonesTable {
  id: string;
  name: string;
  sequence: Defaulted<number>;
}

export interface CurrenciesTable {
  code: string;
  name: string;
}

export interface ShippingPoliciesTable {
  id: Generated<number>;
  house_id: number;
  name: string;
  eligible: Defaulted<boolean>;
}

export interface ShippingTermsTable {
  id: Generated<number>;
  house_id: number;
  name: string;
}

export interface ShippingOriginsTable {
  id: Generated<number>;
  house_id: number;
  name: string;
  access_instructions: Defaulted<string>;
  address_line1: string;
  address_line2: Defaulted<string>;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  flag: Nullable<string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ShippingOriginContactsTable {
  id: Generated<number>;
  origin_id: number;
  position: Defaulted<number>;
  full_name: string;
  email: string;
  phone_number: string;
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

export interface SalesSetupTables {
  countries: CountriesTable;
  subdivisions: SubdivisionsTable;
  time_zones: TimeZonesTable;
  currencies: CurrenciesTable;
  shipping_policies: ShippingPoliciesTable;
  shipping_terms: ShippingTermsTable;
  shipping_origins: ShippingOriginsTable;
  shipping_origin_contacts: ShippingOriginContactsTable;
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
