import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Nullable, NullableTimestamp, Timestamp } from '../db/columnTypes.js';

/**
 * Kysely's view of the unpaid-items automation (0035): the house's settings, its exclusion list,
 * pauses, the audit trail of every step and the second-chance offers. Money is integer cents.
 */

/** The steps the pipeline takes, in order (contract of issue 36), and the staff's pause/resume. */
export type UnpaidItemEventKind =
  | 'REMIND'
  | 'OPEN_DISPUTE'
  | 'CLOSE_DISPUTE'
  | 'OFFER_SECOND_CHANCE'
  | 'EXPIRE_OFFER'
  | 'EXPIRE_STRIKE'
  | 'PAUSE'
  | 'RESUME';

export type UnpaidItemEventOutcome = 'DONE' | 'SKIPPED';

export type SecondChanceOfferState = 'SENT' | 'ACCEPTED' | 'DECLINED' | 'EXPIRED';

export interface UnpaidItemSettingsTable {
  house_id: number;
  enabled: Defaulted<boolean>;
  payment_days: Defaulted<number>;
  /** Days before the deadline a reminder goes (0 = at the deadline). */
  reminder_days_before: ColumnType<number[], number[] | undefined, number[]>;
  auto_open_dispute: Defaulted<boolean>;
  open_dispute_after_days: Defaulted<number>;
  auto_close_dispute: Defaulted<boolean>;
  strike_expiry_months: Defaulted<number>;
  second_chance: Defaulted<boolean>;
  offer_days: Defaulted<number>;
  updated_at: Timestamp;
}

export interface UnpaidItemExclusionsTable {
  house_id: number;
  bidder_id: number;
  added_at: Timestamp;
}

/** Exactly one of invoice_id and bidder_id is set. */
export interface UnpaidItemPausesTable {
  id: Generated<number>;
  house_id: number;
  invoice_id: Nullable<number>;
  bidder_id: Nullable<number>;
  paused_at: Timestamp;
  paused_by: Nullable<number>;
}

export interface UnpaidItemEventsTable {
  id: Generated<number>;
  house_id: number;
  invoice_id: number;
  lot_id: Nullable<number>;
  kind: UnpaidItemEventKind;
  /** Which step of its kind (a reminder's day, a lot's id); with invoice_id and kind, unique. */
  step_key: Defaulted<string>;
  outcome: UnpaidItemEventOutcome;
  reason: Defaulted<string>;
  at: Timestamp;
  dispute_id: Nullable<number>;
  offer_id: Nullable<number>;
}

export interface SecondChanceOffersTable {
  id: Generated<number>;
  house_id: number;
  lot_id: number;
  /** The unpaid invoice the lot came from. */
  invoice_id: number;
  bidder_id: number;
  /** Cents: the underbidder's highest bid. */
  amount: number;
  state: Defaulted<SecondChanceOfferState>;
  sent_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  decided_at: NullableTimestamp;
  new_invoice_id: Nullable<number>;
}

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    unpaid_item_settings: UnpaidItemSettingsTable;
    unpaid_item_exclusions: UnpaidItemExclusionsTable;
    unpaid_item_pauses: UnpaidItemPausesTable;
    unpaid_item_events: UnpaidItemEventsTable;
    second_chance_offers: SecondChanceOffersTable;
  }
}

// The strikes table is the disputes' (0014); 0035 adds when an automatic strike stops counting.
declare module '../disputes/tables.js' {
  interface UnpaidItemStrikesTable {
    /** Null (strikes recorded by staff or before 0035): never expires. */
    expires_at: NullableTimestamp;
  }
}
