import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../db/schema.js';
import type { LotsTable } from './tables.js';
import { moneyText, numericText } from './lotColumns.js';
import { isSessionLot } from './sessionLots.js';

/**
 * Lots in the catalog service's REST shape (sales §3 Lot / item). Money is a decimal string with two
 * places; shipping dimensions decimal strings; `status` is 'd' for a deleted lot; `hasAbsenteeBid`
 * (ours) says an order bid locks the starting bid and reserve.
 */
export type LotRow = Selectable<LotsTable> & { order_bid_count: number };

export async function selectLots(
  db: Kysely<DB>,
  catalogId: number,
  where?: { lotId?: number; lotNumber?: number; lotExt?: string },
): Promise<LotRow[]> {
  let query = db
    .selectFrom('lots')
    .selectAll('lots')
    .select(
      sql<number>`(select count(*) from order_bids ob where ob.lot_id = lots.id and ob.cancelled_at is null)::int`.as(
        'order_bid_count',
      ),
    )
    .where('catalog_id', '=', catalogId);
  if (where?.lotId !== undefined) query = query.where('id', '=', where.lotId);
  if (where?.lotNumber !== undefined)
    query = query.where('lot_number', '=', where.lotNumber).where('lot_number_ext', '=', where.lotExt ?? '');
  return query
    .orderBy(sql`lot_number is null`)
    .orderBy('lot_number')
    .orderBy('lot_number_ext')
    .orderBy('inv_number')
    .orderBy('id')
    .execute();
}

export function lotKeyText(lot: Pick<LotRow, 'lot_number' | 'lot_number_ext'>): string | null {
  return lot.lot_number === null ? null : `${lot.lot_number}${lot.lot_number_ext}`;
}

/** `primaryImg`: the lot's primary image (its thumbnail) when the caller looked it up, else null. */
export function restLot(lot: LotRow, isBin: boolean, primaryImg: string | null = null) {
  return {
    lotID: lot.id,
    houseID: lot.house_id,
    lotRef: lot.ref,
    lotNumber: lot.lot_number === null ? null : String(lot.lot_number),
    lotExt: lot.lot_number_ext === '' ? null : lot.lot_number_ext,
    invNumber: lot.inv_number,
    lotTitle: lot.title,
    lotDescription: lot.description,
    images: lot.image_count,
    primaryImg,
    banned: lot.banned,
    potentiallyBanned: lot.potentially_banned,
    restricted: lot.restricted,
    unpublished: lot.unpublished,
    deleted: lot.deleted_at !== null,
    status: lot.deleted_at !== null ? 'd' : null,
    endTimeUTCString: lot.ends_at === null ? null : lot.ends_at.toISOString(),
    price: moneyText(lot.price),
    loEst: moneyText(lot.low_estimate),
    hiEst: moneyText(lot.high_estimate),
    startingBid: moneyText(lot.starting_bid),
    reserve: moneyText(lot.reserve),
    hasLotNumber: lot.lot_number !== null,
    isBinLot: isBin,
    artistName: lot.artist_name,
    circa: lot.circa,
    condition: lot.condition,
    dimensions: lot.dimensions,
    exhibited: lot.exhibited,
    literature: lot.literature,
    medium: lot.medium,
    notes: lot.notes,
    provenance: lot.provenance,
    shipHeight: numericText(lot.ship_height),
    shipLength: numericText(lot.ship_length),
    shipWidth: numericText(lot.ship_width),
    shipWeight: numericText(lot.ship_weight),
    shipping: moneyText(lot.shipping_domestic),
    shippingIntl: moneyText(lot.shipping_intl),
    hasAbsenteeBid: lot.order_bid_count > 0,
  };
}

export type RestLot = ReturnType<typeof restLot>;

/** The catalog summary lists (sales §3): lot numbers with extension, or inventory numbers. */
export function summaryLists(lots: readonly LotRow[]) {
  const live = lots.filter(isSessionLot);
  const deleted = lots.filter((l) => !isSessionLot(l));
  const keys = (list: readonly LotRow[]) =>
    list.flatMap((l) => (l.lot_number === null ? [] : [lotKeyText(l)!]));
  const invs = (list: readonly LotRow[]) =>
    list.flatMap((l) => (l.inv_number === null ? [] : [l.inv_number]));
  const withImages = live.filter((l) => l.image_count > 0);
  return {
    lots: keys(live),
    deletedlots: keys(deleted),
    deletedLotsWithInventoryNumber: invs(deleted),
    restrictedlots: keys(live.filter((l) => l.restricted)),
    unpublishedlots: keys(live.filter((l) => l.unpublished)),
    unpublishedlotsWithInvNumber: invs(live.filter((l) => l.unpublished)),
    lotswithoutimages: keys(live.filter((l) => l.image_count === 0)),
    images: keys(withImages),
    imagesInvNumber: invs(withImages),
    imagecount: withImages.filter((l) => l.lot_number !== null).reduce((n, l) => n + l.image_count, 0),
    imagecountInvNumber: withImages
      .filter((l) => l.inv_number !== null)
      .reduce((n, l) => n + l.image_count, 0),
  };
}
