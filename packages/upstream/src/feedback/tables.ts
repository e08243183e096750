import type { Timestamp } from '../db/columnTypes.js';

/** Kysely's view of the default feedback messages (0013). */
export interface DefaultFeedbacksTable {
  house_id: number;
  /** The slot, 1 to 3: the message's feedbackID. */
  feedback_id: number;
  message: string;
  updated_at: Timestamp;
}

/** Feedback to a winning bidder on one lot (0014; sales §3 Result item feedback). */
export interface LotFeedbackTable {
  lot_id: number;
  house_id: number;
  bidder_id: number;
  feedback_type: 'p' | 'n';
  message: string;
  /** The default message's slot (1-3) when left in default mode; null for custom feedback. */
  default_feedback_id: number | null;
  user_id: number | null;
  updated_at: Timestamp;
}

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    default_feedbacks: DefaultFeedbacksTable;
    lot_feedback: LotFeedbackTable;
  }
}
