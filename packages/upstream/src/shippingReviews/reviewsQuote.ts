import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { originHousesOf } from './reviewsOrigins.js';

/** What a quote looks at: the review's origin and its objects. */
export interface QuoteInput {
  originId: number | null;
  /** Whether the origin exists in the house's shipping policy. */
  originKnown: boolean;
  objects: ReadonlyArray<{
    id: number;
    artaSubtype: string | null;
    height: number | null;
    width: number | null;
    depth: number | null;
    unitOfMeasurement: 'in' | 'cm';
    isFragile: boolean;
  }>;
}

/** quotesSampling.validationErrors (sales §3); `general` holds review-level fields (inferred). */
export interface ValidationErrors {
  objects: Array<{ objectID: number; errors: Array<{ field: string }> }>;
  general: Array<{ field: string }>;
}

export type QuoteOutcome =
  | { status: 'awaiting_approval'; amountCents: number }
  | { status: 'failed'; validationErrors: ValidationErrors };

const CM_PER_INCH = 2.54;
const BASE_CENTS = 2_500;
const FRAGILE_CENTS = 1_500;
/** Cents per cubic inch of the packed object. */
const CENTS_PER_CUBIC_INCH = 0.25;

/**
 * The reference service's quote: deterministic. It fails when the origin is missing or unknown,
 * when there is no object, or when an object lacks a type or dimensions (height and width above 0,
 * depth 0 or more); otherwise a flat base per object plus its packed volume, plus a fragile surcharge.
 */
export function evaluateQuote(input: QuoteInput): QuoteOutcome {
  const general: ValidationErrors['general'] = [];
  if (input.originId === null || !input.originKnown) general.push({ field: 'originID' });
  if (input.objects.length === 0) general.push({ field: 'objectsReviewed' });
  const objects: ValidationErrors['objects'] = [];
  for (const object of input.objects) {
    const errors: Array<{ field: string }> = [];
    if (!object.artaSubtype) errors.push({ field: 'artaSubtype' });
    if (object.height === null || !(object.height > 0)) errors.push({ field: 'height' });
    if (object.width === null || !(object.width > 0)) errors.push({ field: 'width' });
    if (object.depth === null || !(object.depth >= 0)) errors.push({ field: 'depth' });
    if (errors.length > 0) objects.push({ objectID: object.id, errors });
  }
  if (general.length > 0 || objects.length > 0)
    return { status: 'failed', validationErrors: { objects, general } };

  let amountCents = 0;
  for (const object of input.objects) {
    const toInches = object.unitOfMeasurement === 'cm' ? 1 / CM_PER_INCH : 1;
    // Packing adds two inches each way; a flat object still takes an inch of depth.
    const h = (object.height ?? 0) * toInches + 2;
    const w = (object.width ?? 0) * toInches + 2;
    const d = Math.max(object.depth ?? 0, 1) * toInches + 2;
    amountCents += BASE_CENTS + Math.round(h * w * d * CENTS_PER_CUBIC_INCH);
    if (object.isFragile) amountCents += FRAGILE_CENTS;
  }
  return { status: 'awaiting_approval', amountCents };
}

/** A review waiting for its quote, at the revision its job was queued for. */
export interface DueQuote {
  id: number;
  revision: number;
}

/** The rows a batch of quotes reads: its reviews, their objects (in order) and their origins. */
export interface QuoteBatchRows {
  reviews: ReadonlyArray<{ id: number; houseId: number; originId: number | null }>;
  objects: ReadonlyArray<QuoteInput['objects'][number] & { reviewId: number }>;
  /** The house of each origin the reviews name (an origin of another house is unknown to them). */
  originHouses: ReadonlyMap<number, number>;
}

/** Each review's quote from the batch's rows: evaluateQuote per review, with its own objects only. */
export function quoteBatch(rows: QuoteBatchRows): Array<{ id: number; outcome: QuoteOutcome }> {
  const objectsByReview = new Map<number, Array<QuoteInput['objects'][number]>>();
  for (const { reviewId, ...object } of rows.objects) {
    const list = objectsByReview.get(reviewId) ?? [];
    list.push(object);
    objectsByReview.set(reviewId, list);
  }
  return rows.reviews.map((review) => ({
    id: review.id,
    outcome: evaluateQuote({
      originId: review.originId,
      originKnown: review.originId !== null && rows.originHouses.get(review.originId) === review.houseId,
      objects: objectsByReview.get(review.id) ?? [],
    }),
  }));
}

/**
 * The background job: quotes a batch of reviews, those still waiting at the revision their job
 * was queued for (a later save queued its own), in one short transaction: the batch's reviews
 * (row-locked), objects and origins read at once, every quote written by one UPDATE.
 * Returns each quoted review's new status (reviews with nothing to do are left out).
 */
export async function quoteReviews(
  db: Kysely<DB>,
  due: readonly DueQuote[],
): Promise<Array<{ id: number; status: QuoteOutcome['status'] }>> {
  if (due.length === 0) return [];
  const revisionOf = new Map(due.map((d) => [d.id, d.revision]));
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('shipping_reviews')
      .select(['id', 'house_id', 'origin_id', 'status', 'revision'])
      .where('id', 'in', [...revisionOf.keys()])
      .orderBy('id')
      .forUpdate()
      .execute();
    const reviews = locked.filter(
      (r) => revisionOf.get(r.id) === r.revision && (r.status === 'pending' || r.status === 'processing'),
    );
    if (reviews.length === 0) return [];
    const objects = await trx
      .selectFrom('shipping_review_objects')
      .select([
        'review_id',
        'id',
        'arta_subtype',
        'height',
        'width',
        'depth',
        'unit_of_measurement',
        'is_fragile',
      ])
      .where(
        'review_id',
        'in',
        reviews.map((r) => r.id),
      )
      .orderBy('review_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
    const quotes = quoteBatch({
      reviews: reviews.map((r) => ({ id: r.id, houseId: r.house_id, originId: r.origin_id })),
      objects: objects.map((o) => ({
        reviewId: o.review_id,
        id: o.id,
        artaSubtype: o.arta_subtype,
        height: o.height,
        width: o.width,
        depth: o.depth,
        unitOfMeasurement: o.unit_of_measurement,
        isFragile: o.is_fragile,
      })),
      originHouses: await originHousesOf(
        trx,
        reviews.flatMap((r) => (r.origin_id === null ? [] : [r.origin_id])),
      ),
    });
    // One statement for the batch: the quotes travel as one JSON parameter (no limit on rows).
    const written = quotes.map(({ id, outcome }) =>
      outcome.status === 'failed'
        ? { id, status: outcome.status, validation_errors: outcome.validationErrors, quote_amount: null }
        : { id, status: outcome.status, validation_errors: null, quote_amount: outcome.amountCents },
    );
    await sql`
      update shipping_reviews as r
      set status = q.status, validation_errors = q.validation_errors,
          quote_amount = q.quote_amount, updated_at = ${new Date()}
      from jsonb_to_recordset(${JSON.stringify(written)}::jsonb)
        as q(id integer, status text, validation_errors jsonb, quote_amount bigint)
      where r.id = q.id`.execute(trx);
    return quotes.map(({ id, outcome }) => ({ id, status: outcome.status }));
  });
}
