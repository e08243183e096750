import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of what migration 0009_items.sql adds (the lots columns are merged into LotsTable). */

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
}

export interface ItemTables {
  order_bids: OrderBidsTable;
}
