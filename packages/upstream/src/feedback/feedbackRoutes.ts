import { defaultFeedbackViolations } from '@ah/schema';
import { Router } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest } from '../http/httpError.js';
import { callerOf } from '../viewer/caller.js';
import { loadDefaultFeedbacks, saveDefaultFeedbacks, type DefaultFeedbackJson } from './defaultFeedbacks.js';
import { leaveLotFeedback, removeLotFeedback, type LeaveFeedbackBody } from './lotFeedback.js';

/**
 * The house's default feedback messages, mounted under /app/house/{houseRef} (sales §7):
 * - GET /defaultFeedbacks — `{data: {defaultFeedbacks: [{feedbackID, message}]}}`, always three;
 * - POST /defaultFeedbacks `{defaultFeedbacks: [{feedbackID, message}]}` — saves those slots
 *   (messages trimmed) and answers like the GET;
 * - POST /feedback `{lotRefs, feedbackType, feedback, bin, defaultFeedbackId?}` — feedback on won
 *   lots (lotFeedback.ts), answering `{data: {feedbacks}}`;
 * - POST /removeFeedback `{lotRef}` — `{data: {success}}` (false when the lot had none).
 * The body's shape is checked against the contract before it gets here (http/contractBodies.ts);
 * the rules of @ah/schema (required, length, known and unrepeated ids) are checked again here.
 */
export function feedbackRoutes(db: Kysely<DB>): Router {
  const router = Router({ mergeParams: true });

  router.get('/defaultFeedbacks', async (req, res) => {
    res.json({ data: { defaultFeedbacks: await loadDefaultFeedbacks(db, callerOf(req).houseId) } });
  });

  router.post('/defaultFeedbacks', async (req, res) => {
    const { houseId } = callerOf(req);
    const body = req.body as { defaultFeedbacks: DefaultFeedbackJson[] };
    const feedbacks = body.defaultFeedbacks.map((f) => ({
      feedbackID: f.feedbackID,
      message: f.message.trim(),
    }));
    const [violation] = defaultFeedbackViolations(
      feedbacks.map((f) => ({ slot: f.feedbackID, message: f.message })),
    );
    if (violation)
      throw badRequest(
        'INVALID_DEFAULT_FEEDBACK',
        violation.message,
        // The rules name places in the gateway's terms (messages.1.slot); the contract's are these.
        violation.field.replace('messages', 'defaultFeedbacks').replace(/\.slot$/, '.feedbackID'),
      );
    await saveDefaultFeedbacks(db, houseId, feedbacks);
    res.json({ data: { defaultFeedbacks: await loadDefaultFeedbacks(db, houseId) } });
  });

  router.post('/feedback', async (req, res) => {
    const feedbacks = await leaveLotFeedback(db, callerOf(req), req.body as LeaveFeedbackBody, new Date());
    res.json({ data: { feedbacks } });
  });

  router.post('/removeFeedback', async (req, res) => {
    const { lotRef } = req.body as { lotRef: string };
    res.json({ data: { success: await removeLotFeedback(db, callerOf(req), lotRef, new Date()) } });
  });

  return router;
}
