import { Router } from 'express';
import type { Kysely } from 'kysely';
import { requireCaller } from '../viewer/authenticate.js';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { badRequest, notFound } from '../http/httpError.js';
import { parsePositiveInteger } from '../http/validate.js';
import { parseReviewUpdate } from './reviewsBody.js';
import { OBJECT_TYPES } from './reviewsObjectTypes.js';
import type { ShippingQuoteScheduler } from './reviewsScheduler.js';
import { confirmReview, getReview, saveReview } from './reviewsService.js';
import { catalogRefOfTopic, loadReviews } from './reviewsView.js';
import { requireShippingAccount } from './shippingAccount.js';

/**
 * The shipping service's review routes, mounted at /api/shipping (sales §7): the reviews of a
 * catalog by topic, one review (GET, and PUT to confirm or save), and the object-type metadata.
 * Every call needs a caller and the account headers.
 */
export function reviewsRoutes(db: Kysely<DB>, quotes: ShippingQuoteScheduler): Router {
  const router = Router();
  router.use(['/reviews', '/review', '/arta/metadata'], requireCaller(db), requireShippingAccount(db));

  router.get('/reviews', async (req, res) => {
    const ref = catalogRefOfTopic(req.query['topic']);
    if (ref === null)
      throw badRequest('INVALID_PARAMETER', 'topic must be catalogref:{catalogRef}.', 'topic');
    const houseId = callerOf(req).houseId;
    const catalog = await db
      .selectFrom('catalogs')
      .select('id')
      .where('ref', '=', ref)
      .where('house_id', '=', houseId)
      .executeTakeFirst();
    // Another house's catalog, or none: no reviews (a topic is not a resource of its own).
    const reviews = catalog ? await loadReviews(db, houseId, { kind: 'catalog', catalogId: catalog.id }) : [];
    res.json({ data: { reviews } });
  });

  router.get('/review/:reviewId', async (req, res) => {
    const review = await getReview(db, callerOf(req).houseId, reviewIdOf(req.params['reviewId']));
    res.json({ data: { review } });
  });

  router.put('/review/:reviewId', async (req, res) => {
    const houseId = callerOf(req).houseId;
    const reviewId = reviewIdOf(req.params['reviewId']);
    const update = parseReviewUpdate(req.body);
    if (update.kind === 'confirm') {
      res.json({ data: { review: await confirmReview(db, houseId, reviewId) } });
      return;
    }
    const saved = await saveReview(db, houseId, reviewId, update.review);
    quotes.schedule([{ id: reviewId, revision: saved.revision }]);
    res.json({ data: { review: saved.review } });
  });

  router.get('/arta/metadata', (req, res) => {
    const types = typeof req.query['types'] === 'string' ? req.query['types'].split(',') : [];
    if (!types.includes('objects'))
      throw badRequest('INVALID_PARAMETER', 'types must include "objects".', 'types');
    res.json({ data: { objects: OBJECT_TYPES } });
  });

  return router;
}

function reviewIdOf(value: unknown): number {
  const id = parsePositiveInteger(value);
  if (id === null) throw notFound('REVIEW_NOT_FOUND', 'No shipping review with this id.');
  return id;
}
