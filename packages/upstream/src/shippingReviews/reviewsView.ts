import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { ShippingReviewStatus } from './tables.js';
import { centsToDecimal } from '../invoices/money.js';
import { sessionLotCondition } from '../lots/sessionLots.js';
import { originNamesOf } from './reviewsOrigins.js';
import type { ValidationErrors } from './reviewsQuote.js';

/** A shipping object as the contract gives it (sales §3). */
export interface ShippingObjectView {
  id: number;
  title: string;
  artaSubtype: string | null;
  height: number | null;
  width: number | null;
  depth: number | null;
  unitOfMeasurement: 'in' | 'cm';
  isFragile: boolean;
  notes: string;
}

/** A shipping review as GET /api/shipping/review/{id} gives it (sales §3 shippingReviewData). */
export interface ShippingReviewView {
  id: number;
  status: ShippingReviewStatus;
  topic: string;
  catalogID: number;
  lotID: number;
  arguments: {
    objects: ShippingObjectView[];
    origin: { name: string } | null;
    originID: number | null;
    termsID: number | null;
    objectsDescription: string;
    objectsValue: string;
    objectsValueCurrency: string;
    objectsImages: string[];
  };
  quotesSampling: {
    validationErrors: ValidationErrors | null;
    quotes: Array<{ amount: string; currency: string }>;
  };
  updatedAt: string;
}

/** The counters of sales §3 over a catalog's reviews. */
export interface ShippingReviewCounts {
  shippingItemCountAll: number;
  readyToConfirmCount: number;
  needsReviewCount: number;
  inProgressCount: number;
}

export function countReviews(statuses: readonly ShippingReviewStatus[]): ShippingReviewCounts {
  const counts: ShippingReviewCounts = {
    shippingItemCountAll: statuses.length,
    readyToConfirmCount: 0,
    needsReviewCount: 0,
    inProgressCount: 0,
  };
  for (const status of statuses) {
    if (status === 'awaiting_approval') counts.readyToConfirmCount++;
    else if (status === 'failed') counts.needsReviewCount++;
    else if (status === 'pending' || status === 'processing') counts.inProgressCount++;
  }
  return counts;
}

export const catalogTopic = (catalogRef: string): string => `catalogref:${catalogRef}`;

/** A topic of GET /api/shipping/reviews: `catalogref:{ref}`; null when malformed. */
export function catalogRefOfTopic(topic: unknown): string | null {
  if (typeof topic !== 'string') return null;
  const match = /^catalogref:([A-Za-z0-9]{1,40})$/.exec(topic);
  return match?.[1] ?? null;
}

type ReviewFilter = { kind: 'ids'; ids: readonly number[] } | { kind: 'catalog'; catalogId: number };

/** The house's reviews (by ids, or of one catalog) with their objects and origin names, in lot order. */
export async function loadReviews(
  db: Kysely<DB>,
  houseId: number,
  filter: ReviewFilter,
): Promise<ShippingReviewView[]> {
  if (filter.kind === 'ids' && filter.ids.length === 0) return [];
  let query = db
    .selectFrom('shipping_reviews as r')
    .innerJoin('catalogs as c', 'c.id', 'r.catalog_id')
    .innerJoin('lots as l', 'l.id', 'r.lot_id')
    .select([
      'r.id',
      'r.status',
      'r.catalog_id',
      'r.lot_id',
      'r.origin_id',
      'r.terms_id',
      'r.objects_description',
      'r.objects_value',
      'r.objects_value_currency',
      'r.objects_images',
      'r.validation_errors',
      'r.quote_amount',
      'r.updated_at',
      'c.ref as catalog_ref',
    ])
    .where('r.house_id', '=', houseId);
  query =
    filter.kind === 'ids'
      ? query.where('r.id', 'in', [...filter.ids])
      : // A catalog's reviews are those of the session's lots: a deleted lot's review is not one.
        query.where('r.catalog_id', '=', filter.catalogId).where(sessionLotCondition('l'));
  const rows = await query.orderBy('l.lot_number').orderBy('l.lot_number_ext').orderBy('r.id').execute();
  if (rows.length === 0) return [];

  // A catalog's objects by the catalog (one parameter), not by thousands of review ids: a list of
  // 5,000 bound ids costs PGlite more to parse and plan than the rows cost to read.
  const objectRows = await db
    .selectFrom('shipping_review_objects')
    .selectAll()
    .where(
      'review_id',
      'in',
      filter.kind === 'ids'
        ? rows.map((r) => r.id)
        : db
            .selectFrom('shipping_reviews')
            .select('id')
            .where('house_id', '=', houseId)
            .where('catalog_id', '=', filter.catalogId),
    )
    .orderBy('review_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const objectsByReview = new Map<number, ShippingObjectView[]>();
  for (const o of objectRows) {
    const list = objectsByReview.get(o.review_id) ?? [];
    list.push({
      id: o.id,
      title: o.title,
      artaSubtype: o.arta_subtype,
      height: o.height,
      width: o.width,
      depth: o.depth,
      unitOfMeasurement: o.unit_of_measurement,
      isFragile: o.is_fragile,
      notes: o.notes,
    });
    objectsByReview.set(o.review_id, list);
  }
  const origins = await originNamesOf(
    db,
    houseId,
    rows.flatMap((r) => (r.origin_id === null ? [] : [r.origin_id])),
  );

  return rows.map((r) => {
    const originName = r.origin_id === null ? undefined : origins.get(r.origin_id);
    const quoted = r.quote_amount !== null && (r.status === 'awaiting_approval' || r.status === 'completed');
    return {
      id: r.id,
      status: r.status,
      topic: catalogTopic(r.catalog_ref),
      catalogID: r.catalog_id,
      lotID: r.lot_id,
      arguments: {
        objects: objectsByReview.get(r.id) ?? [],
        origin: originName === undefined ? null : { name: originName },
        originID: r.origin_id,
        termsID: r.terms_id,
        objectsDescription: r.objects_description,
        objectsValue: centsToDecimal(r.objects_value),
        objectsValueCurrency: r.objects_value_currency,
        objectsImages: r.objects_images,
      },
      quotesSampling: {
        validationErrors:
          r.status === 'failed' ? ((r.validation_errors as ValidationErrors | null) ?? null) : null,
        quotes: quoted
          ? [{ amount: centsToDecimal(r.quote_amount ?? 0), currency: r.objects_value_currency }]
          : [],
      },
      updatedAt: r.updated_at.toISOString(),
    };
  });
}
