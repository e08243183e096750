import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type {
  ShipmentsTable,
  ShippingReviewObjectsTable,
  ShippingReviewStatus,
  ShippingReviewsTable,
} from '../shippingReviews/tables.js';
import { chunk } from '../invoiceGroups/buildInvoiceGroup.js';
import { reviewDefaultsOf } from './reviewsOrigins.js';
import { OBJECT_TYPES } from './reviewsObjectTypes.js';
import { evaluateQuote, type ValidationErrors } from './reviewsQuote.js';
import { DEMO_HOUSE_REF } from '../seed/demoLogins.js';
import { Random } from '../seed/random.js';

type Review = Insertable<ShippingReviewsTable> & { id: number };
type ReviewObject = Insertable<ShippingReviewObjectsTable> & { id: number };
type Shipment = Insertable<ShipmentsTable> & { id: number };

/** Every status on the first upcoming session, in this order first, so each one is always there. */
const EVERY_STATUS: readonly ShippingReviewStatus[] = [
  'awaiting_approval',
  'failed',
  'pending',
  'processing',
  'completed',
];
const MIXED: ReadonlyArray<readonly [ShippingReviewStatus, number]> = [
  ['awaiting_approval', 4],
  ['completed', 3],
  ['failed', 2],
  ['pending', 2],
  ['processing', 1],
];
const SHIPMENT_STATUSES = [
  'pending',
  'in_transit',
  'completed',
  'cancelled',
  'confirmed',
  'collected',
] as const;
const SHIPPING_METHODS: ReadonlyArray<readonly [Shipment['shipping_method'], number]> = [
  ['invaluable_shipping', 7],
  ['local_pickup', 2],
  ['arrange_your_own', 1],
];
/** Invoiced sessions per house whose sold lots get shipments. */
const SHIPPED_CATALOGS = 3;
/** Every this-many sold lot has a confirmed review but no shipment yet: its line shows the terms. */
const UNSHIPPED_EVERY = 8;
/** The house's second shipment always travels in two parcels ("Multiple packages (2)"). */
const MULTI_PACKAGE_INDEX = 1;

class Rows {
  readonly reviews: Review[] = [];
  readonly objects: ReviewObject[] = [];
  readonly shipments: Shipment[] = [];
}

/**
 * The shipping-review demo data, added after the core seed from what it inserted, so it
 * is as deterministic as the core seed: per house, upcoming sessions with reviews in every status
 * (the first session has all five, the second is fully confirmed, the third has none, the rest are
 * mixed), and invoiced sessions whose sold lots have confirmed reviews and shipments in every status
 * (one in several parcels; every eighth lot not shipped yet).
 */
export async function seedShippingReviews(
  db: Kysely<DB>,
  now: Date,
): Promise<{ reviews: number; shipments: number }> {
  const rows = new Rows();
  const random = new Random('auction-house-seed:shipping-reviews');
  const houses = await db.selectFrom('houses').select(['id', 'ref']).orderBy('id').execute();
  for (const house of houses) await seedHouse(db, house.id, now, random.fork(house.ref), rows);
  // The provider shipping feature flag (invoicing §6): on for the demo house, off for the other one,
  // so the invoices' Shipping Status column shows both ways.
  for (const house of houses)
    await db
      .updateTable('houses')
      .set({ provider_shipping_enabled: house.ref === DEMO_HOUSE_REF })
      .where('id', '=', house.id)
      .execute();
  await db.transaction().execute(async (trx) => {
    for (const batch of chunk(rows.reviews, 500))
      await trx.insertInto('shipping_reviews').values(batch).execute();
    for (const batch of chunk(rows.objects, 500))
      await trx.insertInto('shipping_review_objects').values(batch).execute();
    for (const batch of chunk(rows.shipments, 500)) await trx.insertInto('shipments').values(batch).execute();
    for (const table of ['shipping_reviews', 'shipping_review_objects', 'shipments'] as const)
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
        trx,
      );
  });
  return { reviews: rows.reviews.length, shipments: rows.shipments.length };
}

async function seedHouse(
  db: Kysely<DB>,
  houseId: number,
  now: Date,
  random: Random,
  rows: Rows,
): Promise<void> {
  // Upcoming sessions with lots (not the fixed-price sale), soonest first.
  const upcoming = await db
    .selectFrom('catalogs')
    .select(['id'])
    .where('house_id', '=', houseId)
    .where('kind', '=', 'session')
    .where('starts_at', '>', now)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('lots').select('lots.id').whereRef('lots.catalog_id', '=', 'catalogs.id')),
    )
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  for (const [index, catalog] of upcoming.entries()) {
    if (index === 2) continue; // a session without shipping items
    const { originId, termsId } = await reviewDefaultsOf(db, houseId, catalog.id);
    const lots = await lotsOf(db, catalog.id);
    lots.forEach((lot, n) => {
      let status: ShippingReviewStatus;
      if (index === 0) status = EVERY_STATUS[n] ?? random.weighted(MIXED);
      else if (index === 1) status = 'completed';
      else status = random.weighted(MIXED);
      addReview(rows, random, { houseId, catalogId: catalog.id, lot, status, originId, termsId });
    });
  }

  const invoiced = await db
    .selectFrom('invoice_group_catalogs as igc')
    .innerJoin('catalogs as c', 'c.id', 'igc.catalog_id')
    .innerJoin('invoice_groups as g', 'g.id', 'igc.invoice_group_id')
    .select(['c.id'])
    .where('c.house_id', '=', houseId)
    .where('g.invoice_created', '=', true)
    .orderBy('c.starts_at', 'desc')
    .orderBy('c.id')
    .limit(SHIPPED_CATALOGS)
    .execute();
  let shipmentIndex = 0;
  for (const catalog of invoiced) {
    const sold = await db
      .selectFrom('lots as l')
      .innerJoin('sale_results as sr', 'sr.lot_id', 'l.id')
      .select(['l.id', 'l.title'])
      .where('l.catalog_id', '=', catalog.id)
      .orderBy('l.lot_number')
      .orderBy('l.id')
      .execute();
    const { originId, termsId } = await reviewDefaultsOf(db, houseId, catalog.id);
    for (const [n, lot] of sold.entries()) {
      const reviewId = addReview(rows, random, {
        houseId,
        catalogId: catalog.id,
        lot,
        status: 'completed',
        originId,
        termsId,
      });
      const method = random.weighted(SHIPPING_METHODS);
      const drawnPackages = random.chance(0.15) ? random.int(2, 3) : 1;
      if (n % UNSHIPPED_EVERY === UNSHIPPED_EVERY - 1) continue;
      // Every status in turn, so each shows on the invoices that list these lots.
      const status = SHIPMENT_STATUSES[shipmentIndex % SHIPMENT_STATUSES.length] ?? 'pending';
      const packages = shipmentIndex === MULTI_PACKAGE_INDEX ? Math.max(2, drawnPackages) : drawnPackages;
      shipmentIndex++;
      rows.shipments.push({
        id: rows.shipments.length + 1,
        house_id: houseId,
        catalog_id: catalog.id,
        lot_id: lot.id,
        shipping_review_id: reviewId,
        shipping_method: method,
        arta_shipment_id:
          method === 'invaluable_shipping' ? `ARTA-${String(100_000 + rows.shipments.length)}` : null,
        shipment_status: status,
        package_count: packages,
      });
    }
  }
}

function lotsOf(db: Kysely<DB>, catalogId: number) {
  return db
    .selectFrom('lots')
    .select(['id', 'title'])
    .where('catalog_id', '=', catalogId)
    .orderBy('lot_number')
    .orderBy('id')
    .execute();
}

/** One review with one to three objects, consistent with its status; returns its id. */
function addReview(
  rows: Rows,
  random: Random,
  spec: {
    houseId: number;
    catalogId: number;
    lot: { id: number; title: string };
    status: ShippingReviewStatus;
    originId: number | null;
    termsId: number | null;
  },
): number {
  const reviewId = rows.reviews.length + 1;
  const count = random.chance(0.75) ? 1 : random.int(2, 3);
  const objects: ReviewObject[] = [];
  for (let i = 0; i < count; i++) {
    const unit = random.chance(0.8) ? 'in' : 'cm';
    const scale = unit === 'cm' ? 2.54 : 1;
    objects.push({
      id: rows.objects.length + objects.length + 1,
      review_id: reviewId,
      position: i,
      title: i === 0 ? spec.lot.title.slice(0, 250) : `${spec.lot.title.slice(0, 200)} (part ${i + 1})`,
      arta_subtype: random.pick(OBJECT_TYPES).id,
      height: Math.round(random.int(6, 60) * scale),
      width: Math.round(random.int(6, 48) * scale),
      depth: random.chance(0.3) ? 0 : Math.round(random.int(1, 24) * scale),
      unit_of_measurement: unit,
      is_fragile: random.chance(0.2),
      notes: random.chance(0.15) ? 'Handle with care.' : '',
    });
  }
  let validationErrors: ValidationErrors | null = null;
  if (spec.status === 'failed') {
    // A failed quote: its first object lacks dimensions (deterministically, sales §3).
    const first = objects[0];
    if (first) {
      first.height = null;
      first.width = null;
      validationErrors = {
        objects: [{ objectID: first.id, errors: [{ field: 'height' }, { field: 'width' }] }],
        general: [],
      };
    }
  }
  const quote =
    spec.status === 'awaiting_approval' || spec.status === 'completed'
      ? evaluateQuote({
          originId: spec.originId ?? 1,
          originKnown: true,
          objects: objects.map((o) => ({
            id: o.id,
            artaSubtype: o.arta_subtype ?? null,
            height: o.height ?? null,
            width: o.width ?? null,
            depth: o.depth ?? null,
            unitOfMeasurement: o.unit_of_measurement ?? 'in',
            isFragile: o.is_fragile ?? false,
          })),
        })
      : null;
  rows.reviews.push({
    id: reviewId,
    house_id: spec.houseId,
    catalog_id: spec.catalogId,
    lot_id: spec.lot.id,
    status: spec.status,
    origin_id: spec.originId,
    terms_id: spec.termsId,
    objects_description: '',
    objects_value: random.int(2, 400) * 2_500,
    objects_value_currency: 'USD',
    objects_images: '[]',
    validation_errors: validationErrors === null ? null : JSON.stringify(validationErrors),
    quote_amount: quote?.status === 'awaiting_approval' ? quote.amountCents : null,
  });
  rows.objects.push(...objects);
  return reviewId;
}
