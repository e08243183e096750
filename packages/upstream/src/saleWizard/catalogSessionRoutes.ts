import express, { Router, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError } from '../http/httpError.js';
import { ownCatalog } from './ownership.js';
import { loadSessionDefinition } from './sessionDefinitionView.js';
import { createSession, parseSessionFields, SESSION_MESSAGES, updateSession } from './sessionSave.js';
import { isWithinTwoHours } from './sessionTime.js';

export const STEP_TRACKER_PATH = '/cps/app/diy-step-tracker';

/**
 * POST /cps/app/diy-step-tracker/{catalogID}'s body is a bare JSON number (sales §7), which the
 * app's strict JSON parser refuses: this parser, mounted on that path before it, accepts it.
 */
export const stepTrackerBodyParser: RequestHandler = express.json({ strict: false, limit: '1kb' });

/** The step number of the tracker's body: a number, a digit string, or {"step": n}. */
function stepOf(body: unknown): number {
  const raw =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as { step?: unknown }).step
      : body;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 7)
    throw badRequest('INVALID_STEP', 'The step must be a whole number from 1 to 7.', 'step');
  return n;
}

/**
 * The catalog service's session routes (sales §7 Session wizard, Calendar): the session definition
 * (GET, POST — catalogID 0 creates), DELETE (only without lots), the step tracker and the timed
 * lot end times.
 */
export function catalogSessionRoutes(db: Kysely<DB>, auth: RequestHandler): Router {
  const router = Router();

  router.get('/cps/app/catalog/:catalogID', auth, async (req, res) => {
    const catalog = await ownCatalog(db, req);
    res.json({ sessionDefinition: await loadSessionDefinition(db, callerOf(req).houseId, catalog.id) });
  });

  router.post('/cps/app/catalog/:catalogID', auth, async (req, res) => {
    const houseId = callerOf(req).houseId;
    const fields = parseSessionFields(req.body);
    const catalogId =
      req.params['catalogID'] === '0'
        ? await createSession(db, houseId, fields)
        : await updateSession(db, houseId, (await ownCatalog(db, req)).id, fields);
    res.json({ catalogID: catalogId });
  });

  router.delete('/cps/app/catalog/:catalogID', auth, async (req, res) => {
    const catalog = await ownCatalog(db, req);
    if (catalog.kind === 'bin')
      throw new HttpError(409, 'BIN_CATALOG', 'A Buy Now sale cannot be deleted here.');
    const deleted = await db.transaction().execute(async (trx) => {
      const lots = await trx
        .selectFrom('lots')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('catalog_id', '=', catalog.id)
        .executeTakeFirstOrThrow();
      if (Number(lots.n) > 0) return false;
      await trx.deleteFrom('catalogs').where('id', '=', catalog.id).execute();
      return true;
    });
    if (!deleted)
      throw new HttpError(
        409,
        'CATALOG_HAS_LOTS',
        'Only a session with no lots can be deleted.',
        'catalogID',
      );
    res.json({ success: true });
  });

  router.post('/cps/app/catalog/:catalogID/setTimedAuctionLotTimes', auth, async (req, res) => {
    const catalog = await ownCatalog(db, req);
    const row = await db
      .selectFrom('catalogs')
      .select(['sale_type', 'starts_at', 'timed_type', 'timed_value'])
      .where('id', '=', catalog.id)
      .executeTakeFirstOrThrow();
    if (row.sale_type !== 'timed') throw badRequest('NOT_TIMED', 'Only a timed session has lot end times.');
    if (isWithinTwoHours(row.starts_at)) throw new HttpError(409, 'CATALOG_LOCKED', SESSION_MESSAGES.locked);
    const lots = await db
      .selectFrom('lots')
      .select('id')
      .where('catalog_id', '=', catalog.id)
      .orderBy('lot_number')
      .orderBy('lot_number_ext')
      .execute();
    // The first lot ends at the session's time; staggered lots follow every timedValue seconds.
    const step = row.timed_type === 1 ? row.timed_value * 1000 : 0;
    await db.transaction().execute(async (trx) => {
      for (const [i, lot] of lots.entries())
        await trx
          .updateTable('lots')
          .set({ ends_at: new Date(row.starts_at.getTime() + i * step) })
          .where('id', '=', lot.id)
          .execute();
      const last =
        lots.length > 0 ? new Date(row.starts_at.getTime() + (lots.length - 1) * step) : row.starts_at;
      await trx.updateTable('catalogs').set({ ends_at: last }).where('id', '=', catalog.id).execute();
    });
    res.json({ success: true, lotCount: lots.length });
  });

  router.get(`${STEP_TRACKER_PATH}/:catalogID`, auth, async (req, res) => {
    const catalog = await ownCatalog(db, req);
    const row = await db
      .selectFrom('catalogs')
      .select('wizard_step')
      .where('id', '=', catalog.id)
      .executeTakeFirstOrThrow();
    res.json({ steptracker: row.wizard_step });
  });

  router.post(`${STEP_TRACKER_PATH}/:catalogID`, auth, async (req, res) => {
    const catalog = await ownCatalog(db, req);
    const step = stepOf(req.body);
    await db.updateTable('catalogs').set({ wizard_step: step }).where('id', '=', catalog.id).execute();
    res.json({ steptracker: step });
  });

  return router;
}
