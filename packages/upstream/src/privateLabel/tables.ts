import type { Defaulted, Nullable, Timestamp } from '../db/columnTypes.js';

/** Kysely's view of the private-label settings (0020; sales §3 Private-label settings). */
export interface HouseIbSettingsTable {
  house_id: number;
  button_color_id: number;
  font_color_id: number;
  font_style_id: number;
  language_id: number;
  display_past_auctions: Defaulted<boolean>;
  console_logo_url: Nullable<string>;
  updated_at: Timestamp;
}

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    house_ib_settings: HouseIbSettingsTable;
  }
}
