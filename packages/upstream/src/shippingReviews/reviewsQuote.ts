import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { originNamesOf } from './reviewsOrigins.js';

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

/**
 * The background job: quotes one review if it is still waiting at the revision the job was queued
 * for (a later save queued its own job), in one transaction with a row lock.
 * Returns the new status, or null when there was nothing to do.
 */
export async function generateQuote(
  db: Kysely<DB>,
  reviewId: number,
  revision: number,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const review = await trx
      .selectFrom('shipping_reviews')
      .select(['id', 'house_id', 'origin_id', 'status', 'revision'])
      .where('id', '=', reviewId)
      .forUpdate()
      .executeTakeFirst();
    if (!review || review.revision !== revision) return null;
    if (review.status !== 'pending' && review.status !== 'processing') return null;
    const objects = await trx
      .selectFrom('shipping_review_objects')
      .select(['id', 'arta_subtype', 'height', 'width', 'depth', 'unit_of_measurement', 'is_fragile'])
      .where('review_id', '=', reviewId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const origins =
      review.origin_id === null
        ? new Map<number, string>()
        : await originNamesOf(trx, review.house_id, [review.origin_id]);
    const outcome = evaluateQuote({
      originId: review.origin_id,
      originKnown: review.origin_id !== null && origins.has(review.origin_id),
      objects: objects.map((o) => ({
        id: o.id,
        artaSubtype: o.arta_subtype,
        height: o.height,
        width: o.width,
        depth: o.depth,
        unitOfMeasurement: o.unit_of_measurement,
        isFragile: o.is_fragile,
      })),
    });
    await trx
      .updateTable('shipping_reviews')
      .set(
        outcome.status === 'failed'
          ? {
              status: 'failed',
              validation_errors: JSON.stringify(outcome.validationErrors),
              quote_amount: null,
            }
          : { status: 'awaiting_approval', validation_errors: null, quote_amount: outcome.amountCents },
      )
      .set({ updated_at: new Date() })
      .where('id', '=', reviewId)
      .execute();
    return outcome.status;
  });
}
