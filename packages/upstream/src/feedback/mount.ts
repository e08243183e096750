import type { DomainMount } from '../domain.js';
import { seedDefaultFeedbacks } from './feedbackSeed.js';
import { feedbackRoutes } from './feedbackRoutes.js';
import { seedLotFeedback } from './lotFeedbackSeed.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

/** Feedback to winning bidders: the house's default feedback messages and feedback on won lots (sales §7). */
export const mountFeedback: DomainMount = ({ db }) => ({ houseRoutes: [feedbackRoutes(db)] });
/**
 * Every house's three default feedback messages (reads only the houses), then feedback on some won
 * lots inside the feedback window (reads the shared seed's sales and results).
 */
mountFeedback.seed = async (db, now) => ({
  default_feedbacks: await seedDefaultFeedbacks(db),
  lot_feedback: await seedLotFeedback(db, now),
});
