import { featuredSelectionIssue, type PublishRuleLot } from '@ah/schema';
import { Router, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError } from '../http/httpError.js';
import { jsonObjectBody, parsePositiveInteger } from '../http/validate.js';
import { assertNotLocked } from '../lots/itemContext.js';
import { lotKeyText } from '../lots/lotView.js';
import { imageIdentity } from './primaryLotImages.js';
import {
  coverBody,
  coverBodyOf,
  coverOf,
  coverOfInSql,
  isLive,
  loadReviewCatalog,
  loadReviewCatalogHead,
  type ReviewCatalog,
} from './publishingCatalog.js';
import { sessionLotCondition } from '../lots/sessionLots.js';

/**
 * Featured items and the cover photo (sales §3 featured lots, §4 Featured picker, §7 Review and
 * publish, §8 code 130):
 * - GET/POST /cps/app/featuredLots/catalog/{id}: the featured lot ids; the POST takes exactly 5
 *   eligible lots (an image and a lot number, not banned, not deleted) of a house with featured lots.
 * - POST selectcoverimage/ {httpThumbPath}: one of the catalog's own images becomes the cover.
 * - GET getcoverimageurl: the cover, with errorCode 130 when it is missing or in error.
 * Choosing featured items or a cover edits the sale: both are locked within two hours of its start
 * (409 CATALOG_LOCKED); the set-cover after publishing is not, as publishing is not.
 * - GET setcoverimage (after publishing when the cover was in error): the first published lot's
 *   primary image becomes the cover; a cover that is fine is kept.
 */
export function featuredCoverRoutes(db: Kysely<DB>, auth: RequestHandler): Router {
  const router = Router();

  router.get('/cps/app/featuredLots/catalog/:catalogID', auth, async (req, res) => {
    const catalog = await loadReviewCatalogHead(db, req);
    res.json({ featuredLots: await featuredIds(db, catalog.ctx.catalogId) });
  });

  router.post('/cps/app/featuredLots/catalog/:catalogID', auth, async (req, res) => {
    const catalog = await loadReviewCatalog(db, req);
    // Choosing featured items edits the sale: locked within two hours of its start, like the screen.
    assertNotLocked(catalog.ctx);
    const house = await db
      .selectFrom('houses')
      .select('featured_lots_enabled')
      .where('id', '=', callerOf(req).houseId)
      .executeTakeFirstOrThrow();
    if (!house.featured_lots_enabled)
      throw new HttpError(403, 'FEATURED_LOTS_DISABLED', 'Featured lots are not enabled for this house.');
    if (!Array.isArray(req.body) || req.body.length > 100)
      throw badRequest('INVALID_BODY', 'The body must be a list of lot ids.');
    const ids = req.body.map((v: unknown) => parsePositiveInteger(String(v)));
    if (ids.some((id) => id === null))
      throw badRequest('INVALID_BODY', 'The body must be a list of lot ids.');
    const lotIds = ids as number[];
    const issue = featuredSelectionIssue(lotIds.map(String), catalog.lots.map(ruleLotOf));
    if (issue) throw badRequest(issue.code, issue.message);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('catalog_featured_lots').where('catalog_id', '=', catalog.ctx.catalogId).execute();
      await trx
        .insertInto('catalog_featured_lots')
        .values(
          lotIds.map((lotId, i) => ({ catalog_id: catalog.ctx.catalogId, position: i + 1, lot_id: lotId })),
        )
        .execute();
    });
    res.json({ featuredLots: lotIds });
  });

  router.post('/cps/app/catalog/:catalogID/selectcoverimage', auth, async (req, res) => {
    const catalog = await loadReviewCatalog(db, req);
    assertNotLocked(catalog.ctx);
    const body = jsonObjectBody(req.body, ['httpThumbPath']);
    const path = body['httpThumbPath'];
    if (typeof path !== 'string' || path.trim() === '' || path.length > 2048)
      throw badRequest('INVALID_BODY', '"httpThumbPath" must be an image address.', 'httpThumbPath');
    if (!ownImageIdentities(catalog).has(imageIdentity(path.trim())))
      throw badRequest(
        'INVALID_COVER_IMAGE',
        'The cover photo must be an image of this catalog.',
        'httpThumbPath',
      );
    await setCover(db, catalog.ctx.catalogId, path.trim());
    res.json(coverBody(await loadReviewCatalog(db, req)));
  });

  router.get('/cps/app/catalog/:catalogID/getcoverimageurl', auth, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const head = await loadReviewCatalogHead(db, req);
    res.json(coverBodyOf(await coverOfInSql(db, req, head)));
  });

  router.get('/cps/app/catalog/:catalogID/setcoverimage', auth, async (req, res) => {
    const catalog = await loadReviewCatalog(db, req);
    res.setHeader('Cache-Control', 'no-store');
    if (!coverOf(catalog).inError) {
      res.json(coverBody(catalog));
      return;
    }
    const first = catalog.lots.find((l) => isLive(l) && !l.unpublished && catalog.images.has(l.id));
    if (first) await setCover(db, catalog.ctx.catalogId, catalog.images.get(first.id)!.thumbUrl);
    res.json(coverBody(first ? await loadReviewCatalog(db, req) : catalog));
  });

  return router;
}

/** The saved featured ids in order, without lots deleted since. */
async function featuredIds(db: Kysely<DB>, catalogId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('catalog_featured_lots as f')
    .innerJoin('lots', 'lots.id', 'f.lot_id')
    .select('f.lot_id')
    .where('f.catalog_id', '=', catalogId)
    .where(sessionLotCondition('lots'))
    .orderBy('f.position')
    .execute();
  return rows.map((r) => r.lot_id);
}

/** A lot as the shared publish rules read it. */
function ruleLotOf(lot: ReviewCatalog['lots'][number]): PublishRuleLot {
  return {
    id: String(lot.id),
    lotNumber: lotKeyText(lot),
    invNumber: lot.inv_number,
    published: !lot.unpublished,
    deleted: !isLive(lot),
    banned: lot.banned,
    imageCount: lot.image_count,
  };
}

/** The images that may become the cover: the live lots' primary images and the catalog's own. */
function ownImageIdentities(catalog: ReviewCatalog): Set<string> {
  const identities = new Set<string>();
  if (catalog.imageUrl !== null) identities.add(imageIdentity(catalog.imageUrl));
  for (const lot of catalog.lots.filter(isLive)) {
    const image = catalog.images.get(lot.id);
    if (image) {
      identities.add(imageIdentity(image.url));
      identities.add(imageIdentity(image.thumbUrl));
    }
  }
  return identities;
}

async function setCover(db: Kysely<DB>, catalogId: number, path: string): Promise<void> {
  await db
    .updateTable('catalogs')
    .set({ cover_thumb_path: path, cover_error: false })
    .where('id', '=', catalogId)
    .execute();
}
