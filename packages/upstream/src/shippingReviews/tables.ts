import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Json, Nullable, Timestamp } from '../db/columnTypes.js';

/** Kysely's view of shipping policy, terms and origins (0005) and shipping reviews and shipments (0006). */

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

export type ShippingReviewStatus = 'pending' | 'processing' | 'awaiting_approval' | 'completed' | 'failed';

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

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    shipping_policies: ShippingPoliciesTable;
    shipping_terms: ShippingTermsTable;
    shipping_origins: ShippingOriginsTable;
    shipping_origin_contacts: ShippingOriginContactsTable;
    shipping_reviews: ShippingReviewsTable;
    shipping_review_objects: ShippingReviewObjectsTable;
    shipments: ShipmentsTable;
  }
}
