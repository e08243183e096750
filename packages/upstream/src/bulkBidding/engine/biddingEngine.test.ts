import { describe, expect, it } from 'vitest';
import {
  decideOrder,
  extendedEnd,
  isClosed,
  priceLot,
  type EngineBid,
  type LotBook,
} from './biddingEngine.js';

const t0 = new Date('2026-11-20T15:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
let nextId = 1;
const bid = (owner: string, max: number, seconds: number): EngineBid => ({
  id: nextId++,
  owner,
  max,
  at: at(seconds),
});
/** A current bid (bidNow): a bid at its amount, not a maximum the engine bids up to (sales §9). */
const bidNow = (owner: string, amount: number, seconds: number): EngineBid => ({
  ...bid(owner, amount, seconds),
  bidType: 'bidNow',
});
const book = (bids: EngineBid[], over: Partial<LotBook> = {}): LotBook => ({
  startingBid: 1_000,
  reserve: null,
  endsAt: at(3_600),
  extended: false,
  bids,
  ...over,
});

describe('priceLot: proxy bidding (sales §3 currentBid, maxBid)', () => {
  it.each<[string, EngineBid[], number | null, string | null]>([
    ['nobody bids: no current bid', [], null, null],
    ['one bid opens at the starting bid', [bid('A', 5_000, 1)], 1_000, 'A'],
    [
      'a lower second max lifts the price one increment over it',
      [bid('A', 5_000, 1), bid('B', 3_000, 2)],
      3_500,
      'A',
    ],
    [
      'a higher second max leads one increment over the first',
      [bid('A', 5_000, 1), bid('B', 9_000, 2)],
      5_500,
      'B',
    ],
    ['the increment is capped by the new leader max', [bid('A', 5_000, 1), bid('B', 5_200, 2)], 5_200, 'B'],
    ['equal maxima: the earlier bid leads at that max', [bid('A', 5_000, 1), bid('B', 5_000, 2)], 5_000, 'A'],
    ['equal maxima placed the other way round', [bid('B', 5_000, 1), bid('A', 5_000, 2)], 5_000, 'B'],
    [
      'a leader raising its own max does not raise the price',
      [bid('A', 5_000, 1), bid('A', 8_000, 2)],
      1_000,
      'A',
    ],
    [
      'an owner matching a leader max later stays behind it',
      [bid('A', 5_000, 1), bid('A', 8_000, 3), bid('B', 8_000, 2)],
      8_000,
      'B',
    ],
    [
      'a bidding war climbs the increment bands',
      [bid('A', 12_000, 1), bid('B', 20_000, 2), bid('C', 15_000, 3)],
      16_000,
      'B',
    ],
    ['bids are replayed by time, whatever their order', [bid('B', 3_000, 2), bid('A', 5_000, 1)], 3_500, 'A'],
  ])('%s', (_name, bids, current, leader) => {
    const price = priceLot(book(bids));
    expect(price.currentBid).toBe(current);
    expect(price.leader?.owner ?? null).toBe(leader);
    expect(price.bidCount).toBe(bids.length);
  });
});

describe('priceLot: current bids (sales §9 bid types maxBid and bidNow)', () => {
  it.each<[string, EngineBid[], number | null, string | null]>([
    ['a current bid opens the lot at its amount', [bidNow('A', 3_000, 1)], 3_000, 'A'],
    [
      'a current bid over the leader’s max leads at its amount, not one increment over that max',
      [bid('A', 5_000, 1), bidNow('B', 7_000, 2)],
      7_000,
      'B',
    ],
    [
      'a current bid under the leader’s max: the leader’s proxy answers one increment over it',
      [bid('A', 5_000, 1), bidNow('B', 4_000, 2)],
      4_500,
      'A',
    ],
    [
      'the leader’s own current bid raises the price to it',
      [bid('A', 5_000, 1), bidNow('A', 6_000, 2)],
      6_000,
      'A',
    ],
    [
      'a max bid over a current bid leads one increment over it',
      [bidNow('A', 3_000, 1), bid('B', 9_000, 2)],
      3_500,
      'B',
    ],
  ])('%s', (_name, bids, current, leader) => {
    const price = priceLot(book(bids));
    expect(price.currentBid).toBe(current);
    expect(price.leader?.owner ?? null).toBe(leader);
    expect(price.leader?.max).toBe(Math.max(...bids.filter((b) => b.owner === leader).map((b) => b.max)));
  });
});

describe('priceLot: reserve', () => {
  it.each<[string, EngineBid[], number | null, boolean]>([
    ['a max below the reserve: price at the opening, reserve not met', [bid('A', 4_000, 1)], 1_000, false],
    ['a max at or above the reserve: price jumps to the reserve', [bid('A', 8_000, 1)], 6_000, true],
    ['competition above the reserve prices normally', [bid('A', 8_000, 1), bid('B', 7_000, 2)], 7_500, true],
    ['competition below the reserve', [bid('A', 4_000, 1), bid('B', 3_000, 2)], 3_500, false],
    ['a second max crossing the reserve', [bid('A', 4_000, 1), bid('B', 9_000, 2)], 6_000, true],
  ])('%s', (_name, bids, current, met) => {
    const price = priceLot(book(bids, { reserve: 6_000 }));
    expect(price.currentBid).toBe(current);
    expect(price.reserveMet).toBe(met);
  });
});

describe('isClosed and extendedEnd (sales §3 isClosed, isExtended)', () => {
  it('closes at the end time, stays open without one', () => {
    expect(isClosed(at(10), at(9))).toBe(false);
    expect(isClosed(at(10), at(10))).toBe(true);
    expect(isClosed(null, at(10))).toBe(false);
  });

  it.each<[string, number, number, boolean]>([
    ['a bid long before the end leaves it', 0, 3_600, false],
    ['a bid 2 minutes before the end: 2 minutes after it is the end already', 3_480, 3_600, false],
    ['a bid 1 minute before the end extends to 2 minutes after it', 3_540, 3_660, true],
    ['a bid 1 second before the end', 3_599, 3_719, true],
  ])('%s', (_name, seconds, end, extended) => {
    expect(extendedEnd(at(3_600), at(seconds))).toEqual({ endsAt: at(end), extended });
  });

  it('never extends a lot without an end time', () => {
    expect(extendedEnd(null, at(1))).toEqual({ endsAt: null, extended: false });
  });
});

describe('decideOrder: each order on one lot', () => {
  const standing = [bid('A', 5_000, 1), bid('B', 3_000, 2)]; // current 3,500, A leads at 5,000

  it.each<[string, LotBook, { owner: string; amount: number; seconds: number }, string]>([
    [
      'a closed lot refuses',
      book(standing, { endsAt: at(100) }),
      { owner: 'C', amount: 9_000, seconds: 100 },
      'LOT_CLOSED',
    ],
    [
      'below the asking bid (3,500 + 500)',
      book(standing),
      { owner: 'C', amount: 3_900, seconds: 10 },
      'BID_TOO_LOW',
    ],
    [
      'below the starting bid on an empty lot',
      book([]),
      { owner: 'C', amount: 900, seconds: 10 },
      'BID_TOO_LOW',
    ],
    [
      'the leader not raising its max',
      book(standing),
      { owner: 'A', amount: 5_000, seconds: 10 },
      'NOT_ABOVE_OWN_MAX',
    ],
  ])('%s', (_name, lot, order, reason) => {
    expect(decideOrder(lot, { owner: order.owner, amount: order.amount, at: at(order.seconds) }, 99)).toEqual(
      {
        ok: false,
        reason,
      },
    );
  });

  it('accepts the asking bid; the proxy of the leader answers it', () => {
    const decision = decideOrder(book(standing), { owner: 'C', amount: 4_000, at: at(10) }, 99);
    expect(decision).toMatchObject({ ok: true, extended: false, endsAt: at(3_600) });
    if (!decision.ok) return;
    expect(decision.price.currentBid).toBe(4_500);
    expect(decision.price.leader?.owner).toBe('A');
  });

  it('accepts a leader raising its own max, the price unmoved', () => {
    const decision = decideOrder(book(standing), { owner: 'A', amount: 7_000, at: at(10) }, 99);
    expect(decision.ok && decision.price.currentBid).toBe(3_500);
  });

  it('places a current bid at its amount: $970 on a lot at $920 makes $970 the current bid', () => {
    const lot = book([bid('A', 92_000, 1)], { startingBid: 92_000 }); // A leads at 920.00
    const decision = decideOrder(lot, { owner: 'H', amount: 97_000, at: at(10), bidType: 'bidNow' }, 99);
    expect(decision.ok && [decision.price.currentBid, decision.price.leader?.max]).toEqual([97_000, 97_000]);
    const asMax = decideOrder(lot, { owner: 'H', amount: 97_000, at: at(10), bidType: 'maxBid' }, 99);
    expect(asMax.ok && asMax.price.currentBid).toBe(94_500);
  });

  it('asks even the leader’s current bid to reach the asking bid', () => {
    const lot = book([bid('A', 1_200, 1)]); // A leads at 1,000 (the start); asking 1,500
    const order = { owner: 'A', at: at(10), bidType: 'bidNow' as const };
    expect(decideOrder(lot, { ...order, amount: 1_300 }, 99)).toEqual({ ok: false, reason: 'BID_TOO_LOW' });
    const decision = decideOrder(lot, { ...order, amount: 1_500 }, 99);
    expect(decision.ok && decision.price.currentBid).toBe(1_500);
  });

  it('extends the lot when the bid lands in the last 2 minutes, and keeps it extended', () => {
    const decision = decideOrder(book(standing), { owner: 'C', amount: 6_000, at: at(3_570) }, 99);
    expect(decision).toMatchObject({ ok: true, extended: true, endsAt: at(3_690) });
    const later = decideOrder(
      book(standing, { extended: true, endsAt: at(3_690) }),
      { owner: 'D', amount: 9_000, at: at(3_000) },
      100,
    );
    expect(later).toMatchObject({ ok: true, extended: true, endsAt: at(3_690) });
  });
});
