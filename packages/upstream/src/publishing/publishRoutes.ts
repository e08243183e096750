import { LOT_MESSAGES, REVIEW_MESSAGES } from '@ah/schema';
import { Router, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError, notFound } from '../http/httpError.js';
import { assertNotLocked } from '../lots/itemContext.js';
import { lotKeyText, restLot, selectLots, type LotRow } from '../lots/lotView.js';
import { isLive, loadReviewCatalog } from './publishingCatalog.js';

/** The most numbers one publish or delete call takes (a catalog's lot maximum is far below). */
const MAX_NUMBERS = 10_000;
const LOT_NUMBER_TEXT = /^(\d{1,9})([A-Za-z]?)$/;

/**
 * Publish and delete (sales §7 Review and publish, §4 Item status and Publish buttons):
 * - GET publishlots publishes every non-deleted item and marks the catalog published; refused when an
 *   item has no lot number (sales §5 Publish and featured).
 * - POST lots/publish publishes the named lots (number+ext strings), all or nothing: unknown, deleted
 *   or already published lots refuse the whole call.
 * - POST lots/delete and lots/deleteByInventoryNumber delete lots, all or nothing; a deleted lot keeps
 *   its number, which the lot rules then refuse (code 112). Deleting is locked within two hours.
 * Publishing is not locked: the spec's two-hour lock names edit, add, bulk upload and delete only.
 */
export function publishRoutes(db: Kysely<DB>, auth: RequestHandler): Router {
  const router = Router();

  router.get('/cps/app/catalog/:catalogID/publishlots', auth, async (req, res) => {
    const catalog = await loadReviewCatalog(db, req);
    const live = catalog.lots.filter(isLive);
    if (live.some((l) => l.lot_number === null))
      throw badRequest('LOTS_WITHOUT_LOT_NUMBER', REVIEW_MESSAGES.publishAllNeedsLotNumbers);
    const now = new Date();
    const published = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .updateTable('lots')
        .set({ unpublished: false, updated_at: now })
        .where('catalog_id', '=', catalog.ctx.catalogId)
        .where('deleted_at', 'is', null)
        .where('unpublished', '=', true)
        .returning('id')
        .execute();
      await trx
        .updateTable('catalogs')
        .set({ published_at: now })
        .where('id', '=', catalog.ctx.catalogId)
        .where('published_at', 'is', null)
        .execute();
      return rows.length;
    });
    res.json({ success: true, publishedCount: published, isCatalogPublished: true });
  });

  router.post('/cps/app/catalog/:catalogID/lots/publish', auth, async (req, res) => {
    const catalog = await loadReviewCatalog(db, req);
    const numbers = stringList(req.body, 'lot numbers');
    const byKey = new Map(catalog.lots.filter((l) => l.lot_number !== null).map((l) => [lotKeyText(l)!, l]));
    // A number may name a deleted lot and a live one (re-added after delete is refused, but be exact).
    for (const lot of catalog.lots.filter(isLive))
      if (lot.lot_number !== null) byKey.set(lotKeyText(lot)!, lot);
    const lots = numbers.map((text) => {
      const key = keyOf(text);
      const lot = key === null ? undefined : byKey.get(key);
      if (!lot) throw notFound('CPS_LOT_NOT_FOUND', `${LOT_MESSAGES.itemNumberNotInCatalog} (${text})`);
      if (!isLive(lot)) throw new HttpError(409, 'LOT_DELETED', `Lot ${text} has been deleted.`);
      if (!lot.unpublished)
        throw new HttpError(409, 'LOT_ALREADY_PUBLISHED', `Lot ${text} is already published.`);
      return lot;
    });
    const ids = [...new Set(lots.map((l) => l.id))];
    await db
      .updateTable('lots')
      .set({ unpublished: false, updated_at: new Date() })
      .where('id', 'in', ids)
      .execute();
    const updated = (await selectLots(db, catalog.ctx.catalogId)).filter((l) => ids.includes(l.id));
    res.json({ success: true, lots: updated.map((l) => restLot(l, catalog.ctx.rules.isBin)) });
  });

  router.post('/cps/app/catalog/:catalogID/lots/delete', auth, async (req, res) => {
    const catalog = await loadReviewCatalog(db, req);
    assertNotLocked(catalog.ctx);
    const numbers = stringList(req.body, 'lot numbers');
    const live = new Map(
      catalog.lots.filter((l) => isLive(l) && l.lot_number !== null).map((l) => [lotKeyText(l)!, l]),
    );
    const lots = numbers.map((text) => {
      const key = keyOf(text);
      const lot = key === null ? undefined : live.get(key);
      if (!lot) throw notFound('CPS_LOT_NOT_FOUND', `${LOT_MESSAGES.itemNumberNotInCatalog} (${text})`);
      return lot;
    });
    res.json({ success: true, lotIDs: await deleteLots(db, catalog.ctx.catalogId, lots) });
  });

  router.post('/cps/app/catalog/:catalogID/lots/deleteByInventoryNumber', auth, async (req, res) => {
    const catalog = await loadReviewCatalog(db, req);
    assertNotLocked(catalog.ctx);
    const numbers = stringList(req.body, 'inventory numbers');
    const live = new Map(
      catalog.lots
        .filter((l) => isLive(l) && l.inv_number !== null)
        .map((l) => [l.inv_number!.toUpperCase(), l]),
    );
    const lots = numbers.map((text) => {
      const lot = live.get(text.trim().toUpperCase());
      if (!lot) throw notFound('CPS_LOT_NOT_FOUND', `${LOT_MESSAGES.itemNumberNotInCatalog} (${text})`);
      return lot;
    });
    res.json({ success: true, lotIDs: await deleteLots(db, catalog.ctx.catalogId, lots) });
  });

  return router;
}

/** "12a" → "12A"; null when not a lot number with an optional extension letter. */
function keyOf(text: string): string | null {
  const m = LOT_NUMBER_TEXT.exec(text.trim());
  return m ? `${Number(m[1])}${(m[2] ?? '').toUpperCase()}` : null;
}

/** The body: a non-empty JSON array of strings (numbers are accepted as their text). */
function stringList(body: unknown, what: string): string[] {
  if (!Array.isArray(body) || body.length === 0 || body.length > MAX_NUMBERS)
    throw badRequest('INVALID_BODY', `The body must be a list of 1 to ${MAX_NUMBERS} ${what}.`);
  return body.map((item) => {
    if ((typeof item !== 'string' && typeof item !== 'number') || String(item).length > 40)
      throw badRequest('INVALID_BODY', `The body must be a list of ${what}.`);
    return String(item);
  });
}

/** Marks lots deleted (they keep their numbers) and takes them out of the featured items. */
async function deleteLots(db: Kysely<DB>, catalogId: number, lots: readonly LotRow[]): Promise<number[]> {
  const ids = [...new Set(lots.map((l) => l.id))];
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('lots')
      .set({ deleted_at: new Date(), updated_at: new Date() })
      .where('catalog_id', '=', catalogId)
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .execute();
    await trx
      .deleteFrom('catalog_featured_lots')
      .where('catalog_id', '=', catalogId)
      .where('lot_id', 'in', ids)
      .execute();
  });
  return ids;
}
