import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the lots (0001; the columns 0005 and 0009 add are marked) and the order bids of 0009. */

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The lot columns of 0009 (money in cents; shipping dimensions as numeric strings, e.g. "12.5"). */
export interface LotItemColumns {
  inv_number: Nullable<string>;
  description: Defaulted<string>;
  starting_bid: Nullable<number>;
  reserve: Nullable<number>;
  price: Nullable<number>;
  artist_name: Defaulted<string>;
  circa: Defaulted<string>;
  condition: Defaulted<string>;
  dimensions: Defaulted<string>;
  exhibited: Defaulted<string>;
  literature: Defaulted<string>;
  medium: Defaulted<string>;
  notes: Defaulted<string>;
  provenance: Defaulted<string>;
  ship_height: Nullable<string>;
  ship_length: Nullable<string>;
  ship_width: Nullable<string>;
  ship_weight: Nullable<string>;
  shipping_domestic: Nullable<number>;
  shipping_intl: Nullable<number>;
  banned: Defaulted<boolean>;
  potentially_banned: Defaulted<boolean>;
  deleted_at: NullableTimestamp;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface OrderBidsTable {
  id: Generated<number>;
  house_id: number;
  lot_id: number;
  bidder_id: number | null;
  amount: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  // 0018 (bulk bidding): reference, the house user who placed it, its type and cancellation.
  ref: Generated<string>;
  user_id: Nullable<number>;
  bid_type: ColumnType<'maxBid' | 'bidNow', 'maxBid' | 'bidNow' | undefined, 'maxBid' | 'bidNow'>;
  cancelled_at: NullableTimestamp;
  cancelled_by: Nullable<number>;
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
  // 0018: bulk bidding (sales §3 consignor, isExtended).
  consignor: Defaulted<string>;
  extended: Defaulted<boolean>;
}

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    lots: LotsTable;
    order_bids: OrderBidsTable;
  }
}
