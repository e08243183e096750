import type { CrossHouseCases, FixtureHouse, HouseIds } from '../crossHouseCases.js';

/** The seed's bulk-bidding sale of house demo (bulkBidding/bulkBiddingSeed.ts) and one of its lots. */
const BULK_IDS = { catalogRef: 'TBHDEMO4AUCT', lotRef: 'TBHDEMO4AUCTL0030', orderBidRef: 'OB0' };

/** The lots of the house's bulk-bidding sale (the seed's timed sale in progress) open for an hour more. */
const openLots = ({ db, ref }: FixtureHouse<HouseIds>) =>
  db
    .selectFrom('lots as l')
    .innerJoin('catalogs as c', 'c.id', 'l.catalog_id')
    .where('c.ref', '=', `TB${ref}`)
    .where('l.ends_at', '>', new Date(Date.now() + 3_600_000));
const openLot = (house: FixtureHouse<HouseIds>) =>
  openLots(house).select('l.ref').orderBy('l.lot_number').executeTakeFirst();
/** A standing bid the house placed on one of them. */
const houseBid = (house: FixtureHouse<HouseIds>) =>
  openLots(house)
    .innerJoin('order_bids as ob', 'ob.lot_id', 'l.id')
    .select(['ob.ref', 'l.ref as lot_ref'])
    .where('ob.user_id', 'is not', null)
    .where('ob.cancelled_at', 'is', null)
    .orderBy('ob.id')
    .executeTakeFirst();

declare module '../crossHouseCases.js' {
  interface HouseIds {
    /** The bulk-bidding sale, a lot of it with one of the house's bids, and that bid. */
    catalogRef: string;
    bidLotRef: string;
    orderBidRef: string;
  }
}

/**
 * How house other calls this module's id-taking root fields with house demo's ids
 * (test/abuse.test.ts) and each id of its mutations' inputs (test/crossHouse.inputIds.test.ts);
 * the shapes are in src/modules/crossHouseCases.ts.
 */
export const crossHouseCases: CrossHouseCases = {
  houseIds: {
    catalogRef: async (house) => ((await openLot(house)) ? `TB${house.ref}` : undefined),
    bidLotRef: async (house) => (await houseBid(house))?.lot_ref ?? (await openLot(house))?.ref,
    orderBidRef: async (house) => (await houseBid(house))?.ref,
  },
  rootFields: {
    // Bulk bidding: the seed's timed sale in progress of house demo and one of its lots.
    'Query.bulkBiddingSale': { ids: () => BULK_IDS },
    'Query.bulkBiddingLots': { ids: () => BULK_IDS },
    'Mutation.placeBulkBids': { ids: () => BULK_IDS },
    'Mutation.cancelBulkBid': { ids: () => BULK_IDS },
    'Subscription.bulkBiddingLotsChanged': { ids: () => BULK_IDS },
  },
  idPlaces: {
    // Bulk bidding: the sale, each bid's lot, the lot and bid to cancel.
    'Mutation.placeBulkBids input.catalogRef': 'catalogRef',
    'Mutation.placeBulkBids input.bids.lotRef': 'bidLotRef',
    'Mutation.cancelBulkBid input.catalogRef': 'catalogRef',
    'Mutation.cancelBulkBid input.lotRef': 'bidLotRef',
    'Mutation.cancelBulkBid input.orderBidRef': 'orderBidRef',
  },
  recipes: {
    // Bulk bidding's lot is one of the bulk sale's lots (bidLotRef), not the won lot of feedback.
    'Mutation.placeBulkBids': { ids: { lotRef: 'bidLotRef' } },
    'Mutation.cancelBulkBid': { ids: { lotRef: 'bidLotRef' } },
  },
};
