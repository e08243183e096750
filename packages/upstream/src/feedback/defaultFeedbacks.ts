import { DEFAULT_FEEDBACK_SLOTS } from '@ah/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { STANDARD_DEFAULT_FEEDBACKS } from './defaultFeedbackTexts.js';

/** One default feedback message as the service answers it (sales §7 "list of feedbackID and message"). */
export interface DefaultFeedbackJson {
  feedbackID: number;
  message: string;
}

/** The house's three messages by feedbackID; a slot never saved reads as the standard text. */
export async function loadDefaultFeedbacks(db: Kysely<DB>, houseId: number): Promise<DefaultFeedbackJson[]> {
  const rows = await db
    .selectFrom('default_feedbacks')
    .select(['feedback_id', 'message'])
    .where('house_id', '=', houseId)
    .execute();
  const saved = new Map(rows.map((r) => [r.feedback_id, r.message]));
  return DEFAULT_FEEDBACK_SLOTS.map((feedbackID, index) => ({
    feedbackID,
    message: saved.get(feedbackID) ?? STANDARD_DEFAULT_FEEDBACKS[index] ?? '',
  }));
}

/** Writes the given slots of the house (one statement: a save is all or nothing). */
export async function saveDefaultFeedbacks(
  db: Kysely<DB>,
  houseId: number,
  feedbacks: readonly DefaultFeedbackJson[],
): Promise<void> {
  await db
    .insertInto('default_feedbacks')
    .values(feedbacks.map((f) => ({ house_id: houseId, feedback_id: f.feedbackID, message: f.message })))
    .onConflict((oc) =>
      oc.columns(['house_id', 'feedback_id']).doUpdateSet((eb) => ({
        message: eb.ref('excluded.message'),
        updated_at: new Date(),
      })),
    )
    .execute();
}
