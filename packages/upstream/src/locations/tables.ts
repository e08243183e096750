import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, NullableTimestamp } from '../db/columnTypes.js';

/** Kysely's view of the house locations (0001) and the country lists (0005). */

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

export interface CountriesTable {
  code: string;
  name: string;
}

export interface SubdivisionsTable {
  country_code: string;
  code: string;
  name: string;
}

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    house_addresses: HouseAddressesTable;
    countries: CountriesTable;
    subdivisions: SubdivisionsTable;
  }
}
