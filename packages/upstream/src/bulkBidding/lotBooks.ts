import { BID_INCREMENTS, type BidIncrementBand } from '@ah/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { BidAdminCatalog } from './bidAdminAccess.js';
import { isClosed, priceLot, type EngineBid } from './engine/biddingEngine.js';

/** A standing bid with who placed it (for the lot's leader and the bid history). */
export interface StandingBid extends EngineBid {
  ref: string;
  bidType: 'maxBid' | 'bidNow';
  /** Placed by the house through bid admin (sales §4: the only bids it may cancel). */
  ownBid: boolean;
  bidderName: string;
  bidderEmail: string | null;
  channel: string;
}

/** sales §3 Bulk bidding lot, as GET .../lots answers it (money in cents). */
export interface BidAdminLotData {
  lotRef: string;
  lotNumber: number | null;
  lotNumberExtension: string;
  lotDescription: string;
  lotUrl: string;
  lotImageUrl: string | null;
  consignor: string;
  estimateLow: number | null;
  estimateHigh: number | null;
  reserve: number | null;
  startingBid: number | null;
  currentBid: number | null;
  bidCount: number;
  maxBid: number | null;
  maxBidder: string | null;
  maxBidderChannel: string | null;
  bidderEmail: string | null;
  isClosed: boolean;
  isExtended: boolean;
  endTime: string | null;
  bidIncrements: BidIncrementBand[];
}

/** The owner key of a bid: the bidder, or the house for bids placed through bid admin. */
export function ownerOf(row: {
  bidder_id: number | null;
  user_id: number | null;
  house_id: number;
  id: number;
}): string {
  if (row.bidder_id !== null) return `b:${row.bidder_id}`;
  if (row.user_id !== null) return `h:${row.house_id}`;
  return `o:${row.id}`;
}

/** The standing bids of the lots, by lot id, in time order. */
export async function standingBids(
  db: Kysely<DB>,
  lotIds: readonly number[],
): Promise<Map<number, StandingBid[]>> {
  const byLot = new Map<number, StandingBid[]>(lotIds.map((id) => [id, []]));
  if (lotIds.length === 0) return byLot;
  const rows = await db
    .selectFrom('order_bids as ob')
    .leftJoin('bidders as b', 'b.id', 'ob.bidder_id')
    .leftJoin('users as u', 'u.id', 'ob.user_id')
    .select([
      'ob.id',
      'ob.ref',
      'ob.lot_id',
      'ob.house_id',
      'ob.bidder_id',
      'ob.user_id',
      'ob.amount',
      'ob.bid_type',
      'ob.created_at',
      'b.first_name as bidder_first',
      'b.last_name as bidder_last',
      'b.email as bidder_email',
      'u.first_name as user_first',
      'u.last_name as user_last',
    ])
    .select((eb) =>
      eb
        .selectFrom('approvals as a')
        .select('a.channel')
        .whereRef('a.bidder_id', '=', 'ob.bidder_id')
        .whereRef('a.house_id', '=', 'ob.house_id')
        .orderBy('a.id')
        .limit(1)
        .as('channel'),
    )
    .where('ob.lot_id', 'in', lotIds)
    .where('ob.cancelled_at', 'is', null)
    .orderBy('ob.created_at')
    .orderBy('ob.id')
    .execute();
  for (const row of rows) {
    const ownBid = row.bidder_id === null && row.user_id !== null;
    byLot.get(row.lot_id)?.push({
      id: row.id,
      ref: row.ref,
      owner: ownerOf(row),
      max: row.amount,
      at: row.created_at,
      bidType: row.bid_type,
      ownBid,
      bidderName: ownBid
        ? `House (${`${row.user_first ?? ''} ${row.user_last ?? ''}`.trim() || 'staff'})`
        : `${row.bidder_first ?? ''} ${row.bidder_last ?? ''}`.trim() || 'Bidder',
      bidderEmail: row.bidder_email,
      channel: ownBid ? 'House' : (row.channel ?? 'INV'),
    });
  }
  return byLot;
}

type LotRow = {
  id: number;
  ref: string;
  lot_number: number | null;
  lot_number_ext: string;
  title: string;
  consignor: string;
  low_estimate: number | null;
  high_estimate: number | null;
  reserve: number | null;
  starting_bid: number | null;
  ends_at: Date | null;
  extended: boolean;
};

const LOT_COLUMNS = [
  'id',
  'ref',
  'lot_number',
  'lot_number_ext',
  'title',
  'consignor',
  'low_estimate',
  'high_estimate',
  'reserve',
  'starting_bid',
  'ends_at',
  'extended',
] as const;

/** The lots' JSON with their prices computed from the standing bids (one bids query for them all). */
async function lotData(
  db: Kysely<DB>,
  catalog: BidAdminCatalog,
  lots: readonly LotRow[],
  now: Date,
): Promise<BidAdminLotData[]> {
  const bids = await standingBids(
    db,
    lots.map((l) => l.id),
  );
  return lots.map((lot) => {
    const standing = bids.get(lot.id) ?? [];
    const price = priceLot({ startingBid: lot.starting_bid, reserve: lot.reserve, bids: standing });
    const leader = standing.find((b) => b.id === price.leader?.id) ?? null;
    return {
      lotRef: lot.ref,
      lotNumber: lot.lot_number,
      lotNumberExtension: lot.lot_number_ext,
      lotDescription: lot.title,
      lotUrl: `/session/timed/${catalog.saleGroupId}/${catalog.id}/lot/${lot.id}`,
      lotImageUrl: null,
      consignor: lot.consignor,
      estimateLow: lot.low_estimate,
      estimateHigh: lot.high_estimate,
      reserve: lot.reserve,
      startingBid: lot.starting_bid,
      currentBid: price.currentBid,
      bidCount: price.bidCount,
      maxBid: price.leader?.max ?? null,
      maxBidder: leader?.bidderName ?? null,
      maxBidderChannel: leader?.channel ?? null,
      bidderEmail: leader?.bidderEmail ?? null,
      isClosed: isClosed(lot.ends_at, now),
      isExtended: lot.extended,
      endTime: lot.ends_at?.toISOString() ?? null,
      bidIncrements: [...BID_INCREMENTS],
    };
  });
}

const lotsOf = (db: Kysely<DB>, catalogId: number) =>
  db
    .selectFrom('lots')
    .select(LOT_COLUMNS)
    .where('catalog_id', '=', catalogId)
    .where('deleted_at', 'is', null);

/** Which page of lots to read: page (from 0) of `size`, of the lots matching `search` ('' for all). */
export interface LotPageQuery {
  page: number;
  size: number;
  search: string;
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The catalog's lots, or those whose number (with its extension), title or consignor contain the
 * search text, any case (sales §5 Search, the bid-admin `search` extension).
 */
const matchingLotsOf = (db: Kysely<DB>, catalogId: number, search: string) => {
  const lots = lotsOf(db, catalogId);
  if (!search) return lots;
  const pattern = containsPattern(search);
  return lots.where((eb) =>
    eb.or([
      eb(sql<string>`coalesce(lot_number::text, '') || lot_number_ext`, 'ilike', pattern),
      eb('title', 'ilike', pattern),
      eb('consignor', 'ilike', pattern),
    ]),
  );
};

/**
 * One page of the catalog's lots in lot-number order, and how many match: SQL paging (LIMIT and
 * OFFSET over the catalog's lot-order index), so a page costs the same in a sale of any size.
 */
export async function lotPage(
  db: Kysely<DB>,
  catalog: BidAdminCatalog,
  query: LotPageQuery,
  now: Date,
): Promise<{ lots: BidAdminLotData[]; total: number }> {
  const [rows, count] = await Promise.all([
    matchingLotsOf(db, catalog.id, query.search)
      .orderBy('lot_number')
      .orderBy('lot_number_ext')
      .orderBy('id')
      .limit(query.size)
      .offset(query.page * query.size)
      .execute(),
    query.search
      ? matchingLotsOf(db, catalog.id, query.search)
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.n))
      : lotCount(db, catalog.id),
  ]);
  return { lots: await lotData(db, catalog, rows, now), total: count };
}

export async function lotCount(db: Kysely<DB>, catalogId: number): Promise<number> {
  const row = await db
    .selectFrom('lots')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('catalog_id', '=', catalogId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The catalog's lots with these refs, in the order asked (unknown refs left out). */
export async function lotsByRef(
  db: Kysely<DB>,
  catalog: BidAdminCatalog,
  refs: readonly string[],
  now: Date,
): Promise<BidAdminLotData[]> {
  const rows = await lotsOf(db, catalog.id)
    .where('ref', 'in', [...new Set(refs)])
    .execute();
  const byRef = new Map(rows.map((r) => [r.ref, r]));
  const ordered = [...new Set(refs)].flatMap((ref) => {
    const row = byRef.get(ref);
    return row ? [row] : [];
  });
  return lotData(db, catalog, ordered, now);
}

/** sales §3 Bid history entries of the catalog's lots with these refs, newest first. */
export async function bidHistory(db: Kysely<DB>, catalog: BidAdminCatalog, refs: readonly string[]) {
  const unique = [...new Set(refs)];
  const rows = await lotsOf(db, catalog.id).where('ref', 'in', unique).execute();
  const bids = await standingBids(
    db,
    rows.map((r) => r.id),
  );
  const byRef = new Map(rows.map((r) => [r.ref, r.id]));
  return unique.flatMap((lotRef) => {
    const id = byRef.get(lotRef);
    if (id === undefined) return [];
    const entries = [...(bids.get(id) ?? [])].reverse().map((b) => ({
      bidder: b.bidderName,
      time: b.at.toISOString(),
      bidAmount: b.max,
      orderBidRef: b.ref,
      bidType: b.bidType,
      ownBid: b.ownBid,
    }));
    return [{ lotRef, bids: entries }];
  });
}

/** How many bids the house has cancelled in the catalog (sales §9: cancelling stops at 10). */
export async function cancelBidCount(db: Kysely<DB>, houseId: number, catalogId: number): Promise<number> {
  const row = await db
    .selectFrom('order_bids as ob')
    .innerJoin('lots', 'lots.id', 'ob.lot_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('lots.catalog_id', '=', catalogId)
    .where('ob.house_id', '=', houseId)
    .where('ob.cancelled_by', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
