import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { centsToDecimal } from '../invoices/money.js';
import type { PageQuery } from './paging.js';
import type { SecondChanceOfferState } from './tables.js';

/** The house's second-chance offers as the offers screen lists them, newest first. */

interface OfferFilter {
  state?: SecondChanceOfferState | undefined;
  offerId?: number;
}

const offersOf = (db: Kysely<DB>, houseId: number, filter: OfferFilter) =>
  db
    .selectFrom('second_chance_offers as o')
    .where('o.house_id', '=', houseId)
    .$if(filter.state !== undefined, (q) => q.where('o.state', '=', filter.state ?? 'SENT'))
    .$if(filter.offerId !== undefined, (q) => q.where('o.id', '=', filter.offerId ?? 0));

const offerRows = (db: Kysely<DB>, houseId: number, filter: OfferFilter) =>
  offersOf(db, houseId, filter)
    .innerJoin('lots as l', 'l.id', 'o.lot_id')
    .innerJoin('bidders as b', 'b.id', 'o.bidder_id')
    .select([
      'o.id',
      'o.lot_id',
      'l.title',
      'l.lot_number',
      'l.lot_number_ext',
      'o.bidder_id',
      'b.first_name',
      'b.last_name',
      'o.amount',
      'o.state',
      'o.sent_at',
      'o.expires_at',
      'o.new_invoice_id',
    ])
    .orderBy('o.id', 'desc');

type OfferRow = Awaited<ReturnType<ReturnType<typeof offerRows>['execute']>>[number];

export function offerJson(o: OfferRow) {
  return {
    id: o.id,
    lotId: o.lot_id,
    lotTitle: o.title,
    lotNumber: `${o.lot_number}${o.lot_number_ext}`,
    bidderId: o.bidder_id,
    bidderName: `${o.first_name} ${o.last_name}`,
    amount: centsToDecimal(Number(o.amount)),
    state: o.state,
    sentAt: o.sent_at.toISOString(),
    expiresAt: o.expires_at.toISOString(),
    newInvoiceId: o.new_invoice_id,
  };
}

/** One page of offers in a state (or all) and how many there are. */
export async function listOffers(
  db: Kysely<DB>,
  houseId: number,
  state: SecondChanceOfferState | undefined,
  page: PageQuery,
) {
  const [{ total }, rows] = await Promise.all([
    offersOf(db, houseId, { state })
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    offerRows(db, houseId, { state }).limit(page.pageSize).offset(page.offset).execute(),
  ]);
  return { total: Number(total), items: rows.map(offerJson) };
}

/** One offer of the house as listed, or undefined. */
export async function findOffer(db: Kysely<DB>, houseId: number, offerId: number) {
  const row = await offerRows(db, houseId, { offerId }).executeTakeFirst();
  return row && offerJson(row);
}
