import type { Timestamp } from '../db/columnTypes.js';

/** Kysely's view of the default feedback messages (0013). */
export interface DefaultFeedbacksTable {
  house_id: number;
  /** The slot, 1 to 3: the message's feedbackID. */
  feedback_id: number;
  message: string;
  updated_at: Timestamp;
}

export interface FeedbackTables {
  default_feedbacks: DefaultFeedbacksTable;
}
