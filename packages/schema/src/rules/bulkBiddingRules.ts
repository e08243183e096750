/**
 * Bulk bidding on timed sales (sales §4 Bulk bidding, §8 Bulk bidding, §9): the increment table,
 * the bid choices a lot offers, the limits and every text of the page. The upstream's bidding
 * engine, the gateway and the web page read them from here.
 */

/** sales §9: at most 100 lots a page of GET .../lots. */
export const BULK_LOTS_PAGE_SIZE = 100;
/** The bulk-bidding table's page: 50 lots, so a 1,000-lot sale stays usable (sales §4). */
export const BULK_TABLE_PAGE_SIZE = 50;
/** sales §9: bid choices up to 50 increments per lot from the current bid. */
export const BULK_BID_CHOICES = 50;
/** sales §4, §9: cancelling is allowed while the cancel count is under 10. */
export const BULK_CANCEL_LIMIT = 10;
/** sales §5 Search, §9: the bulk-bid search waits 500 ms. */
export const BULK_SEARCH_DEBOUNCE_MS = 500;
/** sales §9 bid types. */
export const BULK_BID_TYPES = ['maxBid', 'bidNow'] as const;
export type BulkBidType = (typeof BULK_BID_TYPES)[number];

/**
 * A bid landing this close to a lot's end extends it (sales §3 isExtended); the spec gives no
 * number, so: 2 minutes, and the lot then ends 2 minutes after that bid.
 */
export const BULK_EXTENSION_WINDOW_MS = 2 * 60_000;
export const BULK_EXTENSION_MS = 2 * 60_000;

/** sales §8 Bulk bidding, verbatim. */
export const BULK_BIDDING_MESSAGES = {
  placed: 'New bids successful',
  cancelled: 'Bid cancelled successfully',
  catalogNotFound: 'Catalog data not found.',
  saleInfoNotFound: 'Sale info not found.',
  historyFailed: 'Unable to fetch bid history and cancel count.',
  selectedLotsFailed: 'Unable to show selected lots data.',
  placeFailed: 'Unable to place bids.',
  placeUnavailable: 'Cannot place your bids at the moment. Please try again later!',
  cancelUnavailable: 'Cannot cancel your bid at the moment. Please try again!',
} as const;

/** Why the engine refuses one order on one lot (the per-lot result of POST orderBid/bidAdmin). */
export const BID_REFUSALS = {
  LOT_CLOSED: 'The lot is closed.',
  LOT_NOT_FOUND: 'The lot is not in this sale.',
  BID_TOO_LOW: 'The bid is below the next asking bid.',
  NOT_ABOVE_OWN_MAX: 'The bid must be above your current maximum bid.',
  DUPLICATE_LOT: 'The lot appears twice in one order.',
} as const;
export type BidRefusal = keyof typeof BID_REFUSALS;

/** One band of the increment table (sales §3 bidIncrements: min, max, increment), in cents. */
export interface BidIncrementBand {
  /** Inclusive lower bound. */
  min: number;
  /** Exclusive upper bound; null for "and above". */
  max: number | null;
  increment: number;
}

/** The increment table of every timed lot, in cents. */
export const BID_INCREMENTS: readonly BidIncrementBand[] = [
  { min: 0, max: 10_000, increment: 500 },
  { min: 10_000, max: 50_000, increment: 1_000 },
  { min: 50_000, max: 100_000, increment: 2_500 },
  { min: 100_000, max: 500_000, increment: 5_000 },
  { min: 500_000, max: 1_000_000, increment: 10_000 },
  { min: 1_000_000, max: 5_000_000, increment: 25_000 },
  { min: 5_000_000, max: 10_000_000, increment: 50_000 },
  { min: 10_000_000, max: null, increment: 100_000 },
];

/** The increment at an amount (cents): the band holding it. */
export function incrementAt(amount: number, table: readonly BidIncrementBand[] = BID_INCREMENTS): number {
  const band = table.find((b) => amount >= b.min && (b.max === null || amount < b.max)) ?? table.at(-1);
  return band?.increment ?? 100;
}

/**
 * The lowest bid a lot accepts: the starting bid (or the first increment) while nobody bids,
 * otherwise the current bid plus its increment.
 */
export function askingBid(
  lot: { currentBid: number | null; startingBid: number | null },
  table: readonly BidIncrementBand[] = BID_INCREMENTS,
): number {
  if (lot.currentBid === null) return Math.max(lot.startingBid ?? 0, incrementAt(0, table));
  return lot.currentBid + incrementAt(lot.currentBid, table);
}

/** sales §9: the bid choices of a lot, up to 50 increments from the current bid (the asking bid first). */
export function bidChoices(
  lot: { currentBid: number | null; startingBid: number | null },
  table: readonly BidIncrementBand[] = BID_INCREMENTS,
  count: number = BULK_BID_CHOICES,
): number[] {
  const choices: number[] = [];
  let next = askingBid(lot, table);
  while (choices.length < count) {
    choices.push(next);
    next += incrementAt(next, table);
  }
  return choices;
}

/** sales §4: "Place N New Max/Current Bids" (maxBid places max bids, bidNow current bids). */
export function placeBidsLabel(count: number, bidType: BulkBidType): string {
  return `Place ${count} New ${bidType === 'maxBid' ? 'Max' : 'Current'} Bids`;
}
