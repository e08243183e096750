import type { DomainMount } from '../domain.js';
import { feedbackRoutes } from './feedbackRoutes.js';

/** Feedback to winning bidders: for now the house's default feedback messages (sales §7). */
export const mountFeedback: DomainMount = ({ db }) => ({ houseRoutes: [feedbackRoutes(db)] });
