import type { Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../db/columnTypes.js';
import type { DisputeStatus } from '@ah/schema';

/**
 * Kysely's view of unpaid-item disputes, their messages and reasons, and what closing one records:
 * the house's credit, the no-bid list and the bidder's strike (0014; sales §3 Dispute, Credit; §9).
 */
export interface DisputeTypesTable {
  id: number;
  name: string;
  mutual_resolution: Defaulted<boolean>;
}

export interface DisputesTable {
  id: Generated<number>;
  house_id: number;
  ref: string;
  lot_id: number;
  approval_id: number;
  bidder_id: number;
  status: DisputeStatus;
  reason_id: number;
  opened_by: number | null;
  opened_at: Timestamp;
  status_changed_at: Timestamp;
  strike_recorded: Defaulted<boolean>;
}

export interface DisputeMessagesTable {
  id: Generated<number>;
  dispute_id: number;
  sender: 'house' | 'bidder';
  user_id: number | null;
  message: string;
  sent_at: Timestamp;
}

export interface HouseCreditsTable {
  id: Generated<number>;
  house_id: number;
  catalog_id: number;
  dispute_id: number | null;
  issued_at: Timestamp;
  /** Cents. */
  amount: number;
  notes: Defaulted<string>;
}

export interface HouseNoBidListTable {
  house_id: number;
  bidder_id: number;
  dispute_id: number | null;
  added_at: Timestamp;
}

export interface UnpaidItemStrikesTable {
  id: Generated<number>;
  bidder_id: number;
  house_id: number;
  dispute_id: number;
  recorded_at: Timestamp;
}

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    dispute_types: DisputeTypesTable;
    disputes: DisputesTable;
    dispute_messages: DisputeMessagesTable;
    house_credits: HouseCreditsTable;
    house_no_bid_list: HouseNoBidListTable;
    unpaid_item_strikes: UnpaidItemStrikesTable;
  }
}
