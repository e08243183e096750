import type { UpstreamHandle } from '../../src/testing.js';
import type { IdsByName } from './crossHouse.js';

/**
 * One house's ids by the names the schema's inputs use, read from the upstream's database: an
 * upcoming session with lots and a shipping review ready to edit, an invoiced group with an invoice
 * and a line, and one of each house-owned thing an input can point at. Names a house has nothing
 * for are left out (house `other` has no shipping policy, terms or origins).
 */
export async function houseIds(upstream: UpstreamHandle, houseRef: string): Promise<IdsByName> {
  const db = upstream.db;
  const house = await db
    .selectFrom('houses')
    .select('id')
    .where('ref', '=', houseRef)
    .executeTakeFirstOrThrow();
  const h = house.id;
  const review = await db
    .selectFrom('shipping_reviews as r')
    .innerJoin('catalogs as c', 'c.id', 'r.catalog_id')
    .select(['r.id', 'r.catalog_id', 'r.lot_id', 'c.sale_group_id'])
    .where('r.house_id', '=', h)
    .where('r.status', 'in', ['awaiting_approval', 'failed'])
    .where('c.starts_at', '>', new Date(Date.now() + 24 * 3_600_000))
    .orderBy('r.id')
    .executeTakeFirst();
  const object = review
    ? await db
        .selectFrom('shipping_review_objects')
        .select('id')
        .where('review_id', '=', review.id)
        .executeTakeFirst()
    : undefined;
  const photo = await db.selectFrom('lot_images').select('id').where('house_id', '=', h).executeTakeFirst();
  const line = await db
    .selectFrom('invoice_lines as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
    .select(['l.id', 'l.invoice_id', 'i.invoice_group_id'])
    .where('i.house_id', '=', h)
    .orderBy('l.id')
    .executeTakeFirst();
  const uninvoiced = await db
    .selectFrom('catalogs as c')
    .leftJoin('invoice_group_catalogs as g', 'g.catalog_id', 'c.id')
    .select('c.ref')
    .where('c.house_id', '=', h)
    .where('g.catalog_id', 'is', null)
    .where('c.starts_at', '<', new Date())
    .orderBy('c.id')
    .executeTakeFirst();
  const wonLot = await db
    .selectFrom('lots as l')
    .innerJoin('sale_results as sr', 'sr.lot_id', 'l.id')
    .select('l.ref')
    .where('l.house_id', '=', h)
    .orderBy('l.id')
    .executeTakeFirst();
  const first = async (
    table:
      | 'invoice_settings'
      | 'house_addresses'
      | 'shipping_terms'
      | 'shipping_origins'
      | 'house_contacts'
      | 'categories'
      | 'api_tokens',
  ) =>
    (await db.selectFrom(table).select('id').where('house_id', '=', h).orderBy('id').executeTakeFirst())?.id;
  const catalogLots = review
    ? await db
        .selectFrom('lots')
        .select('id')
        .where('catalog_id', '=', review.catalog_id)
        .orderBy('id')
        .execute()
    : [];
  // Bulk bidding (the seed's timed sale in progress): an open lot and a standing bid the house placed.
  const bulkCatalogRef = `TB${houseRef}`;
  const openLots = db
    .selectFrom('lots as l')
    .innerJoin('catalogs as c', 'c.id', 'l.catalog_id')
    .where('c.ref', '=', bulkCatalogRef)
    .where('l.ends_at', '>', new Date(Date.now() + 3_600_000));
  const bulkLot = await openLots.select('l.ref').orderBy('l.lot_number').executeTakeFirst();
  const houseBid = await openLots
    .innerJoin('order_bids as ob', 'ob.lot_id', 'l.id')
    .select(['ob.ref', 'l.ref as lot_ref'])
    .where('ob.user_id', 'is not', null)
    .where('ob.cancelled_at', 'is', null)
    .orderBy('ob.id')
    .executeTakeFirst();
  const found: Record<string, number | string | undefined> = {
    /** Every lot of the catalog, comma-separated (for inputs that need several). */
    catalogLotIds: catalogLots.map((l) => l.id).join(',') || undefined,
    catalogId: review?.catalog_id,
    groupId: review?.sale_group_id,
    lotId: review?.lot_id,
    reviewId: review?.id,
    objectId: object?.id,
    photoId: photo?.id,
    invoiceGroupId: line?.invoice_group_id,
    invoiceId: line?.invoice_id,
    lineId: line?.id,
    sessionRef: uninvoiced?.ref,
    /** A lot with a winner (feedback on won lots). */
    lotRef: wonLot?.ref,
    templateId: await first('invoice_settings'),
    addressId: await first('house_addresses'),
    locationId: await first('house_addresses'),
    shippingTermsId: await first('shipping_terms'),
    originId: await first('shipping_origins'),
    contactId: await first('house_contacts'),
    categoryId: await first('categories'),
    apiTokenId: await first('api_tokens'),
    // Disputes (sales §7): a sold lot's result and one of the house's disputes.
    transactionId: (
      await db
        .selectFrom('sale_results')
        .select('id')
        .where('house_id', '=', h)
        .where('passed', '=', false)
        .orderBy('id')
        .executeTakeFirst()
    )?.id,
    disputeId: (
      await db.selectFrom('disputes').select('id').where('house_id', '=', h).orderBy('id').executeTakeFirst()
    )?.id,
    catalogRef: bulkLot ? bulkCatalogRef : undefined,
    /** A lot of the bulk-bidding sale with one of the house's bids. */
    bidLotRef: houseBid?.lot_ref ?? bulkLot?.ref,
    orderBidRef: houseBid?.ref,
  };
  return Object.fromEntries(
    Object.entries(found).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  );
}
