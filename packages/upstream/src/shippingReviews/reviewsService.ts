import { sql, type Kysely } from 'kysely';
import { requireHouseOwned } from '../viewer/ownedIds.js';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError, notFound } from '../http/httpError.js';
import { sessionLotCondition } from '../lots/sessionLots.js';
import type { FullReviewInput } from './reviewsBody.js';
import { reviewDefaultsOf } from './reviewsOrigins.js';
import { loadReviews, type ShippingReviewView } from './reviewsView.js';

/** Shipping must be confirmed at least 2 hours before the sale starts and cannot change after (sales §4). */
export const LOCK_BEFORE_SALE_MS = 2 * 60 * 60 * 1000;
export const LOCKED_MESSAGE = 'Catalog is within 2 hours of sale start time';

export function isWithinTwoHours(startsAt: Date, now: Date = new Date()): boolean {
  return startsAt.getTime() - now.getTime() <= LOCK_BEFORE_SALE_MS;
}

const reviewNotFound = () => notFound('REVIEW_NOT_FOUND', 'No shipping review with this id.');

/** The review's row facts the rules need, scoped by the caller's house; 404 otherwise. */
async function reviewFacts(db: Kysely<DB>, houseId: number, reviewId: number) {
  const row = await db
    .selectFrom('shipping_reviews as r')
    .innerJoin('catalogs as c', 'c.id', 'r.catalog_id')
    .select(['r.id', 'r.status', 'r.revision', 'c.starts_at'])
    .where('r.id', '=', reviewId)
    .where('r.house_id', '=', houseId)
    .executeTakeFirst();
  if (!row) throw reviewNotFound();
  if (isWithinTwoHours(row.starts_at)) throw new HttpError(409, 'SHIPPING_LOCKED', LOCKED_MESSAGE);
  return row;
}

export async function getReview(
  db: Kysely<DB>,
  houseId: number,
  reviewId: number,
): Promise<ShippingReviewView> {
  const [review] = await loadReviews(db, houseId, { kind: 'ids', ids: [reviewId] });
  if (!review) throw reviewNotFound();
  return review;
}

/** Confirm (reviewComplete true): awaiting_approval → completed; anything else is refused. */
export async function confirmReview(
  db: Kysely<DB>,
  houseId: number,
  reviewId: number,
): Promise<ShippingReviewView> {
  await reviewFacts(db, houseId, reviewId);
  const updated = await db
    .updateTable('shipping_reviews')
    .set({ status: 'completed', updated_at: new Date() })
    .where('id', '=', reviewId)
    .where('house_id', '=', houseId)
    .where('status', '=', 'awaiting_approval')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    throw new HttpError(409, 'REVIEW_NOT_READY', 'Only a review that is ready to confirm can be confirmed.');
  return getReview(db, houseId, reviewId);
}

/**
 * Save (reviewComplete false): the full review replaces the stored one, the review goes back to
 * pending at a new revision and a new quote is due. Only ready or failed reviews can be edited.
 * Returns the review and the revision to quote.
 */
export async function saveReview(
  db: Kysely<DB>,
  houseId: number,
  reviewId: number,
  input: FullReviewInput,
): Promise<{ review: ShippingReviewView; revision: number }> {
  await reviewFacts(db, houseId, reviewId);
  // The origin and terms are the house's own (sales §3, §4): never another house's, never unknown.
  await requireHouseOwned(db, houseId, 'shipping_origins', input.originID, 'originID');
  await requireHouseOwned(db, houseId, 'shipping_terms', input.termsID, 'termsID');
  const revision = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('shipping_reviews')
      .select(['status', 'revision'])
      .where('id', '=', reviewId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.status !== 'awaiting_approval' && row.status !== 'failed')
      throw new HttpError(
        409,
        'REVIEW_NOT_EDITABLE',
        row.status === 'completed'
          ? 'A confirmed review cannot be edited.'
          : 'The review is being quoted; wait until its quote is ready.',
      );
    const existing = new Set(
      (
        await trx
          .selectFrom('shipping_review_objects')
          .select('id')
          .where('review_id', '=', reviewId)
          .execute()
      ).map((o) => o.id),
    );
    const foreign = input.objects.findIndex((o) => o.id !== null && !existing.has(o.id));
    if (foreign >= 0)
      throw badRequest(
        'INVALID_OBJECT',
        'The object is not part of this review.',
        `objectsReviewed[${foreign}].id`,
      );
    const next = row.revision + 1;
    await trx
      .updateTable('shipping_reviews')
      .set({
        status: 'pending',
        origin_id: input.originID,
        terms_id: input.termsID,
        objects_description: input.objectsDescription,
        objects_value: input.objectsValueCents,
        objects_value_currency: input.objectsValueCurrency,
        objects_images: JSON.stringify(input.objectsImages),
        validation_errors: null,
        quote_amount: null,
        revision: next,
        updated_at: new Date(),
      })
      .where('id', '=', reviewId)
      .execute();
    // Objects left out of objectsReviewed are deleted (Delete Object); the others keep their ids.
    const kept = input.objects.flatMap((o) => (o.id === null ? [] : [o.id]));
    let removal = trx.deleteFrom('shipping_review_objects').where('review_id', '=', reviewId);
    if (kept.length > 0) removal = removal.where('id', 'not in', kept);
    await removal.execute();
    for (const [position, o] of input.objects.entries()) {
      const values = {
        position,
        title: o.title,
        arta_subtype: o.artaSubtype,
        height: o.height,
        width: o.width,
        depth: o.depth,
        unit_of_measurement: o.unitOfMeasurement,
        is_fragile: o.isFragile,
        notes: o.notes,
      };
      if (o.id === null)
        await trx
          .insertInto('shipping_review_objects')
          .values({ review_id: reviewId, ...values })
          .execute();
      else await trx.updateTable('shipping_review_objects').set(values).where('id', '=', o.id).execute();
    }
    return next;
  });
  return { review: await getReview(db, houseId, reviewId), revision };
}

/** The catalog of the caller's house, or 404 CATALOG_NOT_FOUND. */
export async function catalogOf(db: Kysely<DB>, houseId: number, catalogId: number) {
  const catalog = await db
    .selectFrom('catalogs')
    .select(['id', 'ref', 'title', 'starts_at', 'house_id'])
    .where('id', '=', catalogId)
    .where('house_id', '=', houseId)
    .executeTakeFirst();
  if (!catalog) throw notFound('CATALOG_NOT_FOUND', 'No catalog with this id.');
  return catalog;
}

/**
 * POST /cps/app/catalog/{id}/shipping-review: a pending review for every lot of the catalog (or
 * of `lotIDs`) that has none yet, with one object taken from the lot, the session's origin and terms.
 * Returns the new reviews' ids and revisions (each needs a quote).
 */
export async function createReviews(
  db: Kysely<DB>,
  houseId: number,
  catalogId: number,
  lotIds: readonly number[] | null,
): Promise<Array<{ id: number; revision: number }>> {
  await catalogOf(db, houseId, catalogId);
  if (lotIds !== null && lotIds.length > 0) {
    const found = await db
      .selectFrom('lots')
      .select('id')
      .where('catalog_id', '=', catalogId)
      .where('house_id', '=', houseId)
      .where('id', 'in', [...lotIds])
      .execute();
    if (found.length !== new Set(lotIds).size)
      throw badRequest('LOT_NOT_IN_CATALOG', 'Every lot must belong to this catalog.', 'lotIDs');
  }
  const defaults = await reviewDefaultsOf(db, houseId, catalogId);
  // One statement for the whole catalog (5,000 lots: one round trip, not two per lot): the reviews
  // of the lots that have none, then each new review's object, named after its lot. The lot's own
  // shipping dimensions are not known here: the object needs them before a quote.
  // ON CONFLICT keeps a concurrent call from creating a second review of a lot; only the rows this
  // statement inserted get an object and are returned.
  let lots = db
    .selectFrom('lots')
    .leftJoin('shipping_reviews', 'shipping_reviews.lot_id', 'lots.id')
    .select([
      'lots.house_id',
      'lots.catalog_id',
      'lots.id',
      sql<string>`'pending'`.as('status'),
      sql<number | null>`cast(${defaults.originId} as integer)`.as('origin_id'),
      sql<number | null>`cast(${defaults.termsId} as integer)`.as('terms_id'),
    ])
    .where('lots.catalog_id', '=', catalogId)
    .where('lots.house_id', '=', houseId)
    .where(sessionLotCondition('lots'))
    .where('shipping_reviews.id', 'is', null);
  if (lotIds !== null && lotIds.length > 0) lots = lots.where('lots.id', 'in', [...lotIds]);
  // Ids follow the lot numbers, as when the reviews were created one by one.
  lots = lots.orderBy('lots.lot_number').orderBy('lots.id');
  return db
    .with('created', (qb) =>
      qb
        .insertInto('shipping_reviews')
        .columns(['house_id', 'catalog_id', 'lot_id', 'status', 'origin_id', 'terms_id'])
        .expression(lots)
        .onConflict((oc) => oc.column('lot_id').doNothing())
        .returning(['id', 'revision', 'lot_id']),
    )
    .with('objects', (qb) =>
      qb
        .insertInto('shipping_review_objects')
        .columns(['review_id', 'title'])
        .expression(
          qb
            .selectFrom('created')
            .innerJoin('lots', 'lots.id', 'created.lot_id')
            .select(['created.id', sql<string>`left(lots.title, 250)`.as('title')]),
        ),
    )
    .selectFrom('created')
    .select(['id', 'revision'])
    .orderBy('id')
    .execute();
}
