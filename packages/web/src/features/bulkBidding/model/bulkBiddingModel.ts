import { BULK_BIDDING_MESSAGES, channelName } from '@ah/schema';
import { formatSaleMoney, toCents } from '../../../ui/moneyFormat';
import { formatZonedDateTime } from '../../../ui/zonedDateTime';

/** What the table needs of a lot (the page query's BulkBiddingLotFields). */
export interface BulkLotView {
  lotRef: string;
  displayLotNumber: string;
  description: string;
  consignor: string;
  status: 'CLOSED' | 'EXTENDED' | 'OPEN';
  endTime?: string | null;
}

/** sales §4: "Closed; otherwise Extended or Open with end time". */
export function lotStatusText(lot: Pick<BulkLotView, 'status' | 'endTime'>, timeZone: string): string {
  if (lot.status === 'CLOSED') return 'Closed';
  const ends = lot.endTime ? ` · ends ${formatZonedDateTime(lot.endTime, timeZone)}` : '';
  return `${lot.status === 'EXTENDED' ? 'Extended' : 'Open'}${ends}`;
}

/** The selected bids: lot ref → amount (a Money string). Setting an empty amount removes the lot (sales §4). */
export type Selection = ReadonlyMap<string, string>;

export function withBid(selection: Selection, lotRef: string, amount: string | null): Selection {
  const next = new Map(selection);
  if (amount) next.set(lotRef, amount);
  else next.delete(lotRef);
  return next;
}

/** What a queued bid is checked against when its lot changes (a live change, a refresh, Place). */
export type QueuedLotState = Pick<BulkLotView, 'lotRef' | 'displayLotNumber'> & {
  isClosed: boolean;
  /** The amounts the lot takes now, lowest first: the first is its next asking bid (sales §9). */
  bidChoices: readonly string[];
};

/** A queued bid its lot no longer takes, and why: the page says so instead of placing it. */
export interface DroppedBid {
  lotRef: string;
  displayLotNumber: string;
  amount: string;
  /** The lot's next asking bid; null when the lot has closed. */
  asking: string | null;
}

/** The bids queued on the page and the ones a change of their lot dropped (not yet dismissed). */
export interface BidQueue {
  selection: Selection;
  dropped: readonly DroppedBid[];
}

export const EMPTY_QUEUE: BidQueue = { selection: new Map(), dropped: [] };

/**
 * The queue after some lots changed (another bidder's bid, a close): a bid stays queued, and shown,
 * while its lot is open and it is at least the next asking bid, even when it is no longer one of the
 * lot's listed choices; otherwise it is dropped and reported. The same queue when nothing dropped.
 */
export function withLotChanges(queue: BidQueue, lots: readonly QueuedLotState[]): BidQueue {
  const dropped: DroppedBid[] = [];
  for (const lot of lots) {
    const amount = queue.selection.get(lot.lotRef);
    if (amount === undefined) continue;
    const asking = lot.bidChoices[0] ?? null;
    const tooLow = asking !== null && (toCents(amount) ?? 0) < (toCents(asking) ?? 0);
    if (lot.isClosed || tooLow)
      dropped.push({
        lotRef: lot.lotRef,
        displayLotNumber: lot.displayLotNumber,
        amount,
        asking: lot.isClosed ? null : asking,
      });
  }
  if (dropped.length === 0) return queue;
  const selection = new Map(queue.selection);
  for (const d of dropped) selection.delete(d.lotRef);
  const earlier = queue.dropped.filter((d) => !dropped.some((n) => n.lotRef === d.lotRef));
  return { selection, dropped: [...earlier, ...dropped] };
}

/** Why a queued bid was removed, in the page's words. */
export function droppedBidText(bid: DroppedBid): string {
  const what = `Your bid of ${formatSaleMoney(bid.amount)} on lot ${bid.displayLotNumber} was removed`;
  return bid.asking === null
    ? `${what}: the lot has closed.`
    : `${what}: it is below the next asking bid of ${formatSaleMoney(bid.asking)}.`;
}

/**
 * A lot's bid choices with its queued bid among them, in order: a bid that a change moved off the
 * lot's increments stays visible and removable in its select instead of reading "No bid".
 */
export function bidOptions(choices: readonly string[], queued: string): readonly string[] {
  if (!queued || choices.includes(queued)) return choices;
  const cents = toCents(queued) ?? 0;
  const at = choices.findIndex((c) => (toCents(c) ?? 0) > cents);
  return at < 0 ? [...choices, queued] : [...choices.slice(0, at), queued, ...choices.slice(at)];
}

/** The channel the bid-admin service gives the house's own bids. */
const HOUSE_CHANNEL = 'House';

/**
 * The leading bidder as the Max Bid column shows them: a bidder with their channel's name (sales §3
 * Channel, as the calendar names it), the house's own bid by its name alone ("House (Sam Staffer)").
 */
export function leadingBidderText(maxBidder: string, channel: string | null | undefined): string {
  if (!channel || channel === HOUSE_CHANNEL) return maxBidder;
  return `${maxBidder} (${channelName(channel)})`;
}

/** sales §9 "Refresh timestamp stored locally": the key of a sale's last refresh. */
export const refreshKey = (catalogRef: string) => `ah.bulkBidding.refreshedAt.${catalogRef}`;

export function storeRefreshedAt(
  catalogRef: string,
  at: Date,
  storage: Pick<Storage, 'setItem'> | null,
): void {
  try {
    storage?.setItem(refreshKey(catalogRef), at.toISOString());
  } catch {
    // Storage may be full or disabled; the page still shows the time of this visit.
  }
}

export function readRefreshedAt(catalogRef: string, storage: Pick<Storage, 'getItem'> | null): Date | null {
  try {
    const value = storage?.getItem(refreshKey(catalogRef));
    const at = value ? new Date(value) : null;
    return at && !Number.isNaN(at.getTime()) ? at : null;
  } catch {
    return null;
  }
}

/** The refresh time in the sale's zone, like every other time of the sale, not the browser's. */
export const refreshedText = (at: Date, timeZone: string) =>
  `Last refreshed ${formatZonedDateTime(at.toISOString(), timeZone)}`;

/** One bid's result as the banner lists it. */
export interface PlacedResult {
  lotRef: string;
  success: boolean;
  message?: string | null;
}

/** sales §4: the banner of successful and failed lots after Confirm. */
export interface PlaceBanner {
  successTitle: string | null;
  successLots: string[];
  failureTitle: string | null;
  failureLots: { lot: string; reason: string }[];
}

export function placeBanner(
  results: readonly PlacedResult[],
  lotNumberOf: (lotRef: string) => string,
): PlaceBanner {
  const ok = results.filter((r) => r.success);
  const failed = results.filter((r) => !r.success);
  return {
    successTitle: ok.length > 0 ? BULK_BIDDING_MESSAGES.placed : null,
    successLots: ok.map((r) => lotNumberOf(r.lotRef)),
    failureTitle: failed.length > 0 ? BULK_BIDDING_MESSAGES.placeFailed : null,
    failureLots: failed.map((r) => ({ lot: lotNumberOf(r.lotRef), reason: r.message ?? '' })),
  };
}
