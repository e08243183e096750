import {
  LOT_FREE_TEXT_MAX,
  LOT_MESSAGES,
  lotIssues,
  lotKey,
  normaliseLotNumber,
  type LotValues,
} from '@ah/schema';
import express, { Router, type Request, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError, notFound } from '../http/httpError.js';
import { jsonObjectBody, parsePositiveInteger } from '../http/validate.js';
import { ownCatalog } from '../saleWizard/ownership.js';
import { loadSessionDefinition } from '../saleWizard/sessionDefinitionView.js';
import { assertNotLocked, loadCatalogHead, loadItemContext, type ItemContext } from './itemContext.js';
import { checkRows, type RowInput } from './lotRows.js';
import { REST_NAME, valuesOfRestRow } from './lotShapes.js';
import { newLotRef, saveRows, updateLot } from './lotStore.js';
import { primaryImagesOf, primaryImagesOfLots } from '../publishing/primaryLotImages.js';
import { countSessionLots, lotPageQueryOf, selectLotCounts, selectLotPage } from './lotPages.js';
import { lotKeyText, restLot, selectLots, summaryLists } from './lotView.js';
import { lotColumns } from './lotColumns.js';

/** lots/update carries a whole review table: a larger body than the app's 1 MB default. */
export const LOTS_UPDATE_PATH = /^\/cps\/app\/catalog\/[^/]+\/lots\/update$/;
export const lotsUpdateBodyParser: RequestHandler = (req, res, next) =>
  LOTS_UPDATE_PATH.test(req.path) ? express.json({ limit: '30mb' })(req, res, next) : next();

const MAX_ROWS = 50_000;
const REST_KEYS = new Set(Object.values(REST_NAME));

/**
 * The catalog service's lot routes (sales §7 Items and Lot page): the catalog's lots and summary
 * lists, lots/update (the review table, all or nothing), one lot by number or id, lot/new and
 * lot/update (the lot page), lot/delete, the deleted numbers and the absentee (order) bids.
 */
export function lotRoutes(db: Kysely<DB>, auth: RequestHandler): Router {
  const router = Router();
  const context = async (req: Request): Promise<ItemContext> =>
    loadItemContext(db, callerOf(req).houseId, (await ownCatalog(db, req)).id);

  router.get('/cps/app/catalog/:catalogID/lots', auth, async (req, res) => {
    // The paged extension (x-extension): one page read in SQL, not the catalog.
    const page = lotPageQueryOf(req.query);
    if (page !== null) {
      const owned = await ownCatalog(db, req);
      const { lots, totalCount } = await selectLotPage(db, owned.id, page);
      const images = await primaryImagesOfLots(db, req, owned.id, lots);
      const isBin = owned.kind === 'bin';
      res.json({ lots: lots.map((l) => restLot(l, isBin, images.get(l.id)?.thumbUrl ?? null)), totalCount });
      return;
    }
    const ctx = await context(req);
    const [lots, images] = await Promise.all([
      selectLots(db, ctx.catalogId),
      primaryImagesOf(db, req, ctx.catalogId),
    ]);
    res.json({ lots: lots.map((l) => restLot(l, ctx.rules.isBin, images.get(l.id)?.thumbUrl ?? null)) });
  });

  // The counts extension (x-extension): Review & Publish's banners and Publish All without every lot.
  router.get('/cps/app/catalog/:catalogID/lots/counts', auth, async (req, res) => {
    const owned = await ownCatalog(db, req);
    res.json({ counts: await selectLotCounts(db, owned.id) });
  });

  // One row and two aggregates: the items screens open without reading every lot.
  router.get('/cps/app/catalog/:catalogID/itemsInfo', auth, async (req, res) => {
    const ctx = await loadCatalogHead(db, callerOf(req).houseId, (await ownCatalog(db, req)).id);
    const [catalog, lotCount, deletedLots] = await Promise.all([
      db
        .selectFrom('catalogs')
        .select(['sale_group_id', 'title', 'wizard_step'])
        .where('id', '=', ctx.catalogId)
        .executeTakeFirstOrThrow(),
      countSessionLots(db, ctx.catalogId),
      db
        .selectFrom('lots')
        .select(['lot_number', 'lot_number_ext'])
        .where('catalog_id', '=', ctx.catalogId)
        .where('deleted_at', 'is not', null)
        .where('lot_number', 'is not', null)
        .execute(),
    ]);
    res.json({
      itemsInfo: {
        catalogID: ctx.catalogId,
        groupID: catalog.sale_group_id,
        title: catalog.title,
        saleType: ctx.kind,
        in2Hours: ctx.in2Hours ? 1 : 0,
        lotCount,
        maxLots: ctx.maxLots,
        lotNumberRequired: ctx.lotNumberRequired,
        deletedlots: deletedLots.map((l) => lotKey(String(l.lot_number), l.lot_number_ext)),
        wizardStep: catalog.wizard_step,
      },
    });
  });

  router.get('/cps/app/catalog/:catalogID/summary', auth, async (req, res) => {
    const ctx = await context(req);
    const [lots, images] = await Promise.all([
      selectLots(db, ctx.catalogId),
      primaryImagesOf(db, req, ctx.catalogId),
    ]);
    res.json({
      lots: lots.map((l) => restLot(l, ctx.rules.isBin, images.get(l.id)?.thumbUrl ?? null)),
      lists: summaryLists(lots),
      in2Hours: ctx.in2Hours ? 1 : 0,
      sessionDefinition: await loadSessionDefinition(db, ctx.houseId, ctx.catalogId),
    });
  });

  router.get('/cps/app/catalog/:catalogID/deletedlots', auth, async (req, res) => {
    const ctx = await context(req);
    const lots = await selectLots(db, ctx.catalogId);
    res.json({
      deletedlots: summaryLists(lots).deletedlots,
      deletedLotsWithInventoryNumber: summaryLists(lots).deletedLotsWithInventoryNumber,
    });
  });

  router.get('/cps/app/catalog/:catalogID/orderbids', auth, async (req, res) => {
    const ctx = await context(req);
    const lots = await selectLots(db, ctx.catalogId);
    res.json({
      orderbids: lots
        .filter((l) => l.order_bid_count > 0)
        .map((l) => ({
          lotID: l.id,
          lotNumber: lotKeyText(l),
          invNumber: l.inv_number,
          bidCount: l.order_bid_count,
        })),
    });
  });

  router.post('/cps/app/catalog/:catalogID/lots/update', auth, async (req, res) => {
    const ctx = await context(req);
    assertNotLocked(ctx);
    const body = jsonObjectBody(req.body, ['lots']);
    const inputs = rowInputs(body['lots']);
    const checked = checkRows(inputs, ctx);
    if (checked.errors.length > 0) {
      // Nothing saved: the rows' errors, answered as data (the review table shows them).
      res.json({ lots: [], warnings: checked.warnings, errors: checked.errors, created: 0, updated: 0 });
      return;
    }
    const saved = await saveRows(db, ctx, checked.rows);
    const lots = await selectLots(db, ctx.catalogId);
    const ids = new Set(saved.lotIds);
    res.json({
      lots: lots.filter((l) => ids.has(l.id)).map((l) => restLot(l, ctx.rules.isBin)),
      warnings: checked.warnings,
      errors: [],
      created: saved.created,
      updated: saved.updated,
    });
  });

  router.post('/cps/app/catalog/:catalogID/lot/new', auth, async (req, res) => {
    const ctx = await context(req);
    assertNotLocked(ctx);
    const values = formValues(req.body, false);
    refuseForm(values, ctx, null);
    const [lot] = await db
      .insertInto('lots')
      .values({
        ...lotColumns(values, ctx),
        house_id: ctx.houseId,
        catalog_id: ctx.catalogId,
        ref: newLotRef(),
        unpublished: true,
      })
      .returning('id')
      .execute();
    const [row] = await selectLots(db, ctx.catalogId, { lotId: lot!.id });
    res.json({ lot: restLot(row!, ctx.rules.isBin), warnings: [] });
  });

  router.post('/cps/app/catalog/:catalogID/lot/update', auth, async (req, res) => {
    const ctx = await context(req);
    assertNotLocked(ctx);
    const lotId = parsePositiveInteger(String((req.body as { lotID?: unknown } | undefined)?.lotID ?? ''));
    const existing = ctx.lots.find((l) => l.id === lotId);
    if (!existing) throw notFound('CPS_LOT_NOT_FOUND', LOT_MESSAGES.itemNumberNotInCatalog);
    if (existing.deleted) throw new HttpError(409, 'LOT_DELETED', LOT_MESSAGES.lotDeleted);
    const values = formValues(req.body, true);
    // A numbered lot keeps its number and extension (they are locked on the lot page).
    if (existing.key !== null) {
      const [row] = await selectLots(db, ctx.catalogId, { lotId: existing.id });
      values.lotNumber = String(row!.lot_number);
      values.lotExt = row!.lot_number_ext;
    }
    const warnings: Array<{ errorCode: string; displayMsg: string }> = [];
    if (existing.hasAbsenteeBid) {
      // The absentee-bid lock: starting bid and reserve keep their saved values.
      const keep = (cents: number | null) => (cents === null ? null : String(Math.trunc(cents / 100)));
      const typedStart = values.startingBid ?? null;
      if (
        normaliseAmount(typedStart) !== keep(existing.startingBid) ||
        (ctx.rules.isTimed && normaliseAmount(values.reserve) !== keep(existing.reserve))
      )
        warnings.push({ errorCode: '116', displayMsg: LOT_MESSAGES.bidPlaced });
      values.startingBid = keep(existing.startingBid);
      values.reserve = keep(existing.reserve);
    }
    refuseForm(values, ctx, existing.id);
    await db.transaction().execute((trx) => updateLot(trx, ctx, existing.id, { values }));
    const [row] = await selectLots(db, ctx.catalogId, { lotId: existing.id });
    res.json({ lot: restLot(row!, ctx.rules.isBin), warnings });
  });

  router.post('/cps/app/lot/delete', auth, async (req, res) => {
    const body = jsonObjectBody(req.body, [
      'lotID',
      'lotNumber',
      'inventoryNumber',
      'lotExt',
      'catalogID',
      'houseID',
      'houseAlias',
    ]);
    const houseId = callerOf(req).houseId;
    if (body['houseID'] !== undefined && Number(body['houseID']) !== houseId)
      throw new HttpError(403, 'FORBIDDEN_HOUSE', 'You do not have access to this house.', 'houseID');
    const catalogId = parsePositiveInteger(String(body['catalogID'] ?? ''));
    if (catalogId === null)
      throw badRequest('INVALID_BODY', '"catalogID" must be a catalog id.', 'catalogID');
    const ctx = await loadItemContext(db, houseId, catalogId);
    assertNotLocked(ctx);
    const lot = findLotToDelete(ctx, body);
    if (!lot) throw notFound('CPS_LOT_NOT_FOUND', LOT_MESSAGES.itemNumberNotInCatalog);
    await db
      .updateTable('lots')
      .set({ deleted_at: new Date(), updated_at: new Date() })
      .where('id', '=', lot.id)
      .where('deleted_at', 'is', null)
      .execute();
    res.json({ success: true, lotID: lot.id });
  });

  // One lot by number with its extension ("12", "12A"); other words fall through to later routes.
  router.get('/cps/app/catalog/:catalogID/:lotNumber', auth, async (req, res, next) => {
    const m = /^(\d{1,9})([A-Za-z]?)$/.exec(String(req.params['lotNumber'] ?? ''));
    if (!m) return next();
    const ctx = await context(req);
    const [row] = await selectLots(db, ctx.catalogId, {
      lotNumber: Number(m[1]),
      lotExt: (m[2] ?? '').toUpperCase(),
    });
    if (!row) throw notFound('CPS_LOT_NOT_FOUND', LOT_MESSAGES.itemNumberNotInCatalog);
    res.json({ lot: restLot(row, ctx.rules.isBin) });
  });

  router.get('/cps/app/catalog/:catalogID/lot/:lotID', auth, async (req, res) => {
    const ctx = await context(req);
    const lotId = parsePositiveInteger(req.params['lotID']);
    const [row] = lotId === null ? [] : await selectLots(db, ctx.catalogId, { lotId });
    if (!row) throw notFound('CPS_LOT_NOT_FOUND', LOT_MESSAGES.itemNumberNotInCatalog);
    res.json({ lot: restLot(row, ctx.rules.isBin) });
  });

  return router;
}

/** The review table's rows from the body: objects of REST lot fields (strings or numbers). */
function rowInputs(value: unknown): RowInput[] {
  if (!Array.isArray(value) || value.length > MAX_ROWS)
    throw badRequest('INVALID_BODY', `"lots" must be a list of at most ${MAX_ROWS} lots.`, 'lots');
  return value.map((item, i) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw badRequest('INVALID_BODY', `lots[${i}] must be an object.`, 'lots');
    const record = item as Record<string, unknown>;
    for (const [key, v] of Object.entries(record)) {
      if (!REST_KEYS.has(key) && !['id', 'row', 'lotID', 'hasError'].includes(key))
        throw badRequest('INVALID_BODY', `Unknown property "${key}" in lots[${i}].`, 'lots');
      if (v !== null && typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean')
        throw badRequest('INVALID_BODY', `lots[${i}].${key} must be a string.`, 'lots');
      if (typeof v === 'string' && v.length > LOT_FREE_TEXT_MAX + 100)
        throw badRequest('INVALID_BODY', `lots[${i}].${key} is too long.`, 'lots');
    }
    const lotId =
      record['lotID'] === undefined || record['lotID'] === null
        ? null
        : parsePositiveInteger(String(record['lotID']));
    const row = typeof record['row'] === 'number' && Number.isInteger(record['row']) ? record['row'] : null;
    return {
      id: typeof record['id'] === 'string' && record['id'] !== '' ? record['id'].slice(0, 64) : `r${i + 1}`,
      row,
      lotId,
      values: valuesOfRestRow(record),
    };
  });
}

/** The lot page's body: REST lot fields (plus lotID when editing). */
function formValues(body: unknown, editing: boolean): LotValues {
  const record = jsonObjectBody(body, [...REST_KEYS, ...(editing ? ['lotID'] : [])]);
  for (const [key, v] of Object.entries(record))
    if (key !== 'lotID' && v !== null && typeof v !== 'string' && typeof v !== 'number')
      throw badRequest('INVALID_BODY', `"${key}" must be a string.`, key);
  return valuesOfRestRow(record);
}

/** The lot form's rules at the upstream edge: the first problem, with its code (112 has its own text). */
function refuseForm(values: LotValues, ctx: ItemContext, lotId: number | null): void {
  const editingNumbered = lotId !== null && ctx.lots.some((l) => l.id === lotId && l.key !== null);
  const [issue] = lotIssues(values, {
    ...ctx.rules,
    deletedLotNumbers: editingNumbered ? [] : ctx.rules.deletedLotNumbers,
  });
  if (issue) {
    const message =
      issue.errorCode === '112'
        ? LOT_MESSAGES.previouslyDeleted(normaliseLotNumber(values.lotNumber) ?? '')
        : issue.displayMsg;
    throw new HttpError(400, issue.errorCode, message, issue.field ?? undefined);
  }
  const key = lotKey(values.lotNumber, values.lotExt);
  if (key !== null && ctx.lots.some((l) => l.key === key && l.id !== lotId && !l.deleted))
    throw new HttpError(400, '110', LOT_MESSAGES.itemNumberInUse, 'lotNumber');
  const inv = (values.invNumber ?? '').trim().toUpperCase();
  if (inv !== '' && ctx.lots.some((l) => !l.deleted && l.id !== lotId && l.invNumber?.toUpperCase() === inv))
    throw new HttpError(400, '121', LOT_MESSAGES.inventoryInUse, 'invNumber');
}

function findLotToDelete(ctx: ItemContext, body: Record<string, unknown>) {
  const lotId = body['lotID'] === undefined ? null : parsePositiveInteger(String(body['lotID']));
  if (lotId !== null) return ctx.lots.find((l) => l.id === lotId && !l.deleted);
  const number =
    body['lotNumber'] === undefined || body['lotNumber'] === null ? '' : String(body['lotNumber']);
  if (number.trim() !== '') {
    const key = lotKey(number, typeof body['lotExt'] === 'string' ? body['lotExt'] : '');
    return ctx.lots.find((l) => l.key === key && !l.deleted);
  }
  const inv = typeof body['inventoryNumber'] === 'string' ? body['inventoryNumber'].trim().toUpperCase() : '';
  return inv === '' ? undefined : ctx.lots.find((l) => l.invNumber?.toUpperCase() === inv && !l.deleted);
}

function normaliseAmount(text: string | null | undefined): string | null {
  const t = (text ?? '').replace(/[$,\s]/g, '').replace(/\.0*$/, '');
  return t === '' ? null : t;
}
