import {
  askingBid,
  BID_INCREMENTS,
  BULK_EXTENSION_MS,
  BULK_EXTENSION_WINDOW_MS,
  incrementAt,
  type BidIncrementBand,
  type BidRefusal,
  type BulkBidType,
} from '@ah/schema';

/**
 * The timed-auction bidding engine (sales §3 bulk bidding lot, §4 Bulk bidding): pure functions over
 * one lot's book of bids. A max bid (maxBid) is a proxy: the engine bids for its owner up to it. A
 * current bid (bidNow, sales §9 bid types) is placed at its amount: the price becomes it.
 * The database layer (bidOrders.ts) serialises the orders of one lot and stores what this decides.
 */

/** One standing bid: its owner (a bidder or a house user), its maximum and when it was placed. */
export interface EngineBid {
  id: number;
  /** `b:{bidderId}` or `u:{userId}`: two bids of one owner never compete. */
  owner: string;
  max: number;
  at: Date;
  /** How the bid is placed; a bid without one is a max bid (the seed's and the marketplace's). */
  bidType?: BulkBidType;
}

export interface LotBook {
  startingBid: number | null;
  reserve: number | null;
  /** null: the lot has no end time yet (the sale has not been timed): it stays open. */
  endsAt: Date | null;
  extended: boolean;
  /** Standing (not cancelled) bids, in any order. */
  bids: readonly EngineBid[];
}

export interface LotPrice {
  /** null while nobody bids. */
  currentBid: number | null;
  bidCount: number;
  /** The winning bid so far (its owner leads; its max is the max bid). */
  leader: EngineBid | null;
  /** The reserve is met (or there is none) and somebody bids. */
  reserveMet: boolean;
}

/** Bids in the order they were placed (ties of time by id: the earlier row came first). */
function byTime(a: EngineBid, b: EngineBid): number {
  return a.at.getTime() - b.at.getTime() || a.id - b.id;
}

/**
 * Replays the bids in time order. A new maximum above the leader's takes the lead at one increment
 * over the old maximum (never above its own); one at or below it raises the price to one increment
 * over it (capped at the leader's maximum), so an equal maximum leaves the earlier bid leading.
 * When the leader's maximum reaches the reserve, the price jumps to at least the reserve.
 */
export function priceLot(
  book: Pick<LotBook, 'startingBid' | 'reserve' | 'bids'>,
  table: readonly BidIncrementBand[] = BID_INCREMENTS,
): LotPrice {
  let leader: EngineBid | null = null;
  let current: number | null = null;
  const opening = askingBid({ currentBid: null, startingBid: book.startingBid }, table);
  for (const bid of [...book.bids].sort(byTime)) {
    const atItsAmount = bid.bidType === 'bidNow';
    if (!leader) {
      leader = bid;
      current = atItsAmount ? bid.max : Math.min(opening, bid.max);
    } else if (bid.owner === leader.owner) {
      if (bid.max > leader.max) leader = { ...bid, at: leader.at };
      if (atItsAmount) current = Math.max(current ?? 0, bid.max);
    } else if (bid.max > leader.max) {
      current = atItsAmount ? bid.max : Math.min(bid.max, leader.max + incrementAt(leader.max, table));
      leader = bid;
    } else {
      current = Math.max(current ?? 0, Math.min(leader.max, bid.max + incrementAt(bid.max, table)));
    }
    const reserve = book.reserve ?? 0;
    if (current !== null && leader.max >= reserve && current < reserve) current = reserve;
  }
  const reserveMet = leader !== null && leader.max >= (book.reserve ?? 0);
  return { currentBid: current, bidCount: book.bids.length, leader, reserveMet };
}

/** A lot is closed from its end time on. */
export function isClosed(endsAt: Date | null, now: Date): boolean {
  return endsAt !== null && now.getTime() >= endsAt.getTime();
}

/** A bid in the last 2 minutes moves the end to 2 minutes after it (sales §3 isExtended). */
export function extendedEnd(
  endsAt: Date | null,
  at: Date,
  rule: { windowMs: number; extensionMs: number } = {
    windowMs: BULK_EXTENSION_WINDOW_MS,
    extensionMs: BULK_EXTENSION_MS,
  },
): { endsAt: Date | null; extended: boolean } {
  if (endsAt === null || endsAt.getTime() - at.getTime() > rule.windowMs) return { endsAt, extended: false };
  const next = new Date(Math.max(endsAt.getTime(), at.getTime() + rule.extensionMs));
  return { endsAt: next, extended: next.getTime() > endsAt.getTime() };
}

export interface BidOrder {
  owner: string;
  amount: number;
  at: Date;
  /** maxBid when absent. */
  bidType?: BulkBidType;
}

export type OrderDecision =
  { ok: false; reason: BidRefusal } | { ok: true; endsAt: Date | null; extended: boolean; price: LotPrice };

/**
 * One order on one lot: refused when the lot is closed, below the asking bid, or not above the
 * owner's own leading maximum (a leader's current bid, which sets the price, must reach the asking
 * bid too); otherwise accepted (a bidNow order is a bid at its amount, which is also its maximum),
 * with the lot's new end time and price.
 */
export function decideOrder(
  book: LotBook,
  order: BidOrder,
  newBidId: number,
  table: readonly BidIncrementBand[] = BID_INCREMENTS,
): OrderDecision {
  if (isClosed(book.endsAt, order.at)) return { ok: false, reason: 'LOT_CLOSED' };
  const before = priceLot(book, table);
  const leads = before.leader?.owner === order.owner;
  if (leads && order.amount <= (before.leader?.max ?? 0)) return { ok: false, reason: 'NOT_ABOVE_OWN_MAX' };
  const asking = askingBid({ currentBid: before.currentBid, startingBid: book.startingBid }, table);
  if ((!leads || order.bidType === 'bidNow') && order.amount < asking)
    return { ok: false, reason: 'BID_TOO_LOW' };
  const bid: EngineBid = {
    id: newBidId,
    owner: order.owner,
    max: order.amount,
    at: order.at,
    bidType: order.bidType,
  };
  const price = priceLot({ ...book, bids: [...book.bids, bid] }, table);
  const end = extendedEnd(book.endsAt, order.at);
  return { ok: true, endsAt: end.endsAt, extended: book.extended || end.extended, price };
}
