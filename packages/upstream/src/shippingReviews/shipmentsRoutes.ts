import { Router } from 'express';
import type { Kysely } from 'kysely';
import { requireCaller } from '../viewer/authenticate.js';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { badRequest, notFound } from '../http/httpError.js';
import { jsonObjectBody, parsePositiveInteger } from '../http/validate.js';
import { catalogTopic } from './reviewsView.js';
import { requireShippingAccount } from './shippingAccount.js';

const MAX_BULK = 500;

/** A shipment as the invoicing spec gives it (§3 Shipment), plus its lot, topic and package count. */
export interface ShipmentView {
  id: number;
  topic: string;
  lotID: number;
  shippingReviewID: number | null;
  arguments: { option: { shippingMethod: string } };
  artaShipmentID: string | null;
  shipmentStatus: string;
  packageCount: number;
}

async function loadShipments(
  db: Kysely<DB>,
  houseId: number,
  ids: readonly number[],
): Promise<ShipmentView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('shipments as s')
    .innerJoin('catalogs as c', 'c.id', 's.catalog_id')
    .select([
      's.id',
      's.lot_id',
      's.shipping_review_id',
      's.shipping_method',
      's.arta_shipment_id',
      's.shipment_status',
      's.package_count',
      'c.ref as catalog_ref',
    ])
    .where('s.house_id', '=', houseId)
    .where('s.id', 'in', [...ids])
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    topic: catalogTopic(r.catalog_ref),
    lotID: r.lot_id,
    shippingReviewID: r.shipping_review_id,
    arguments: { option: { shippingMethod: r.shipping_method } },
    artaShipmentID: r.arta_shipment_id,
    shipmentStatus: r.shipment_status,
    packageCount: r.package_count,
  }));
}

/**
 * Shipments (invoicing §7): GET /api/shipping/shipment/{id} and PATCH /api/shipping/shipments/bulk-get
 * with `{shipments:[{id, topic}]}` (one call per screen). Unknown ids, other houses' shipments and
 * entries whose topic does not match are left out of the bulk answer.
 */
export function shipmentsRoutes(db: Kysely<DB>): Router {
  const router = Router();
  router.use(['/shipment', '/shipments'], requireCaller(db), requireShippingAccount(db));

  router.get('/shipment/:shipmentId', async (req, res) => {
    const id = parsePositiveInteger(req.params['shipmentId']);
    const [shipment] = id === null ? [] : await loadShipments(db, callerOf(req).houseId, [id]);
    if (!shipment) throw notFound('SHIPMENT_NOT_FOUND', 'No shipment with this id.');
    res.json({ data: { shipment } });
  });

  router.patch('/shipments/bulk-get', async (req, res) => {
    const body = jsonObjectBody(req.body, ['shipments']);
    const entries = body['shipments'];
    if (!Array.isArray(entries) || entries.length > MAX_BULK)
      throw badRequest('INVALID_BODY', `"shipments" must list at most ${MAX_BULK} shipments.`, 'shipments');
    const wanted = entries.map((entry, index) => {
      const e = jsonObjectBody(entry, ['id', 'topic']);
      const id = e['id'];
      const topic = e['topic'];
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || typeof topic !== 'string')
        throw badRequest('INVALID_BODY', 'Each shipment needs an id and a topic.', `shipments[${index}]`);
      return { id, topic };
    });
    const found = await loadShipments(
      db,
      callerOf(req).houseId,
      wanted.map((w) => w.id),
    );
    // An entry counts only with its own topic (the same id may be asked with another topic).
    const asked = new Set(wanted.map((w) => `${w.id}#${w.topic}`));
    res.json({ data: { shipments: found.filter((s) => asked.has(`${s.id}#${s.topic}`)) } });
  });

  return router;
}
