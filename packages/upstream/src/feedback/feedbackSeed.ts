import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { DEMO_DEFAULT_FEEDBACKS, STANDARD_DEFAULT_FEEDBACKS } from './defaultFeedbackTexts.js';

/**
 * Gives every house its three default feedback messages (sales §9). Deterministic: the first house
 * (by id) keeps the standard texts; each later one swaps its second message for a demo text picked
 * by its place in the list, so two houses differ. Returns the rows added.
 */
export async function seedDefaultFeedbacks(db: Kysely<DB>): Promise<number> {
  const houses = await db.selectFrom('houses').select('id').orderBy('id').execute();
  const rows = houses.flatMap((house, index) => {
    const [first, second, third] = STANDARD_DEFAULT_FEEDBACKS;
    const demo = index > 0 ? DEMO_DEFAULT_FEEDBACKS[(index - 1) % DEMO_DEFAULT_FEEDBACKS.length] : undefined;
    const texts = [first, demo ?? second, third];
    return texts.map((message, slot) => ({ house_id: house.id, feedback_id: slot + 1, message }));
  });
  if (rows.length > 0) await db.insertInto('default_feedbacks').values(rows).execute();
  return rows.length;
}
