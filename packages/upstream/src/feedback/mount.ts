import type { DomainMount } from '../domain.js';
import { seedDefaultFeedbacks } from './feedbackSeed.js';
import { feedbackRoutes } from './feedbackRoutes.js';

/** Feedback to winning bidders: for now the house's default feedback messages (sales §7). */
export const mountFeedback: DomainMount = ({ db }) => ({ houseRoutes: [feedbackRoutes(db)] });
/** Every house's three default feedback messages (reads only the houses). */
mountFeedback.seed = async (db) => ({ default_feedbacks: await seedDefaultFeedbacks(db) });
