import { Router } from 'express';
import type { Kysely } from 'kysely';
import { requireCaller } from '../viewer/authenticate.js';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { badRequest, notFound } from '../http/httpError.js';
import { jsonObjectBody } from '../http/validate.js';
import { parsePositiveInteger } from '../http/validate.js';
import { primaryImagesOf } from '../publishing/primaryLotImages.js';
import type { ShippingQuoteScheduler } from './reviewsScheduler.js';
import { catalogOf, createReviews, isWithinTwoHours } from './reviewsService.js';
import { countReviews, loadReviews } from './reviewsView.js';

const MAX_LOT_IDS = 5_000;

function catalogIdOf(value: unknown): number {
  const id = parsePositiveInteger(value);
  if (id === null) throw notFound('CATALOG_NOT_FOUND', 'No catalog with this id.');
  return id;
}

/**
 * The catalog service's shipping-review routes (sales §7): POST creates the reviews of a
 * catalog's lots ("Review and publish" posts it before reloading); GET is the step-7 list with the
 * counters and the session title ("review list and session title loads (paths not shown)": inferred).
 */
export function reviewsCatalogRoutes(db: Kysely<DB>, quotes: ShippingQuoteScheduler): Router {
  const router = Router();
  router.use('/cps/app/catalog/:catalogId/shipping-review', requireCaller(db));

  router.post('/cps/app/catalog/:catalogId/shipping-review', async (req, res) => {
    const catalogId = catalogIdOf(req.params['catalogId']);
    // The legacy app posts no body at all; express then leaves req.body undefined.
    const body = jsonObjectBody(req.body ?? {}, ['lotIDs']);
    const raw = body['lotIDs'];
    let lotIds: number[] | null = null;
    if (raw !== undefined) {
      if (
        !Array.isArray(raw) ||
        raw.length > MAX_LOT_IDS ||
        !raw.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)
      )
        throw badRequest('INVALID_BODY', '"lotIDs" must be a list of lot ids.', 'lotIDs');
      lotIds = raw as number[];
    }
    const created = await createReviews(db, callerOf(req).houseId, catalogId, lotIds);
    // One timer for the catalog's new reviews; their quotes then run in batches.
    quotes.schedule(created);
    res.json({ data: { created: created.length, shippingReviewIDs: created.map((r) => r.id) } });
  });

  router.get('/cps/app/catalog/:catalogId/shipping-review', async (req, res) => {
    const houseId = callerOf(req).houseId;
    const catalog = await catalogOf(db, houseId, catalogIdOf(req.params['catalogId']));
    const reviews = await loadReviews(db, houseId, { kind: 'catalog', catalogId: catalog.id });
    const [lots, images] = await Promise.all([
      db
        .selectFrom('lots')
        .select(['id', 'house_id', 'lot_number', 'lot_number_ext', 'title'])
        // The catalog's lots (one parameter; its reviews are of its lots), not thousands of lot ids.
        .where('catalog_id', '=', catalog.id)
        .where('house_id', '=', houseId)
        .execute(),
      primaryImagesOf(db, req, catalog.id),
    ]);
    const lotById = new Map(lots.map((l) => [l.id, l]));
    res.json({
      data: {
        catalogID: catalog.id,
        catalogRef: catalog.ref,
        sessionTitle: catalog.title,
        saleStartsAt: catalog.starts_at.toISOString(),
        in2Hours: isWithinTwoHours(catalog.starts_at) ? 1 : 0,
        ...countReviews(reviews.map((r) => r.status)),
        lots: reviews.flatMap((review) => {
          const lot = lotById.get(review.lotID);
          if (!lot) return [];
          return [
            {
              lotID: lot.id,
              houseID: lot.house_id,
              lotNumber: lot.lot_number,
              lotExt: lot.lot_number_ext,
              lotTitle: lot.title,
              // The card shows the lot's primary image at thumbnail size (300 px).
              imageUrl: images.get(lot.id)?.thumbUrl ?? null,
              shippingReviewID: review.id,
              shippingReviewData: review,
            },
          ];
        }),
      },
    });
  });

  return router;
}
