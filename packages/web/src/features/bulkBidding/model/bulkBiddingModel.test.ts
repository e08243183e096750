import { BULK_BIDDING_MESSAGES } from '@ah/schema';
import { describe, expect, it } from 'vitest';
import {
  bidOptions,
  droppedBidText,
  EMPTY_QUEUE,
  leadingBidderText,
  lotStatusText,
  placeBanner,
  readRefreshedAt,
  storeRefreshedAt,
  withBid,
  withLotChanges,
} from './bulkBiddingModel';

describe('bulk bidding model', () => {
  it('shows Closed, or Extended / Open with the end time in the sale zone (sales §4)', () => {
    expect(lotStatusText({ status: 'CLOSED', endTime: '2026-01-01T00:00:00Z' }, 'UTC')).toBe('Closed');
    expect(lotStatusText({ status: 'EXTENDED', endTime: null }, 'UTC')).toBe('Extended');
    expect(lotStatusText({ status: 'OPEN', endTime: '2026-01-01T15:00:00Z' }, 'America/New_York')).toMatch(
      /^Open · ends /,
    );
  });

  it('removes a lot when its amount is set empty (sales §4)', () => {
    const one = withBid(new Map(), 'L1', '10.00');
    expect([...one]).toEqual([['L1', '10.00']]);
    expect(withBid(one, 'L1', null).size).toBe(0);
  });

  it('stores and reads the refresh time', () => {
    const store = new Map<string, string>();
    const storage = {
      setItem: (k: string, v: string) => store.set(k, v),
      getItem: (k: string) => store.get(k) ?? null,
    };
    const at = new Date('2026-11-20T10:00:00Z');
    storeRefreshedAt('C1', at, storage);
    expect(readRefreshedAt('C1', storage)).toEqual(at);
    expect(readRefreshedAt('C2', storage)).toBeNull();
  });

  it('lists successful and failed lots in the banner', () => {
    const banner = placeBanner(
      [
        { lotRef: 'L1', success: true },
        { lotRef: 'L2', success: false, message: 'The lot is closed.' },
      ],
      (ref) => ref.slice(1),
    );
    expect(banner).toEqual({
      successTitle: BULK_BIDDING_MESSAGES.placed,
      successLots: ['1'],
      failureTitle: BULK_BIDDING_MESSAGES.placeFailed,
      failureLots: [{ lot: '2', reason: 'The lot is closed.' }],
    });
  });
});

describe('queued bids after their lots change', () => {
  const queued = {
    ...EMPTY_QUEUE,
    selection: new Map([
      ['L1', '100.00'],
      ['L2', '600.00'],
      ['L3', '50.00'],
    ]),
  };
  const state = (n: string, choices: string[], isClosed = false) => ({
    lotRef: `L${n}`,
    displayLotNumber: n,
    isClosed,
    bidChoices: choices,
  });

  it('keeps a bid still at or above the next asking bid, even off the new increments', () => {
    const next = withLotChanges(queued, [state('2', ['125.01', '135.01'])]);
    expect(next).toBe(queued);
    expect(bidOptions(['125.01', '135.01', '1000.01'], '600.00')).toEqual([
      '125.01',
      '135.01',
      '600.00',
      '1000.01',
    ]);
    expect(bidOptions(['125.01'], '')).toEqual(['125.01']);
  });

  it('drops a bid below the next asking bid or on a closed lot, and says why', () => {
    const next = withLotChanges(queued, [state('1', ['110.00', '120.00']), state('3', [], true)]);
    expect([...next.selection]).toEqual([['L2', '600.00']]);
    expect(next.dropped.map(droppedBidText)).toEqual([
      'Your bid of $100 on lot 1 was removed: it is below the next asking bid of $110.',
      'Your bid of $50 on lot 3 was removed: the lot has closed.',
    ]);
  });
});

describe('leadingBidderText', () => {
  it('names a bidder’s channel as the calendar does, and the house by its name alone', () => {
    expect(leadingBidderText('Ada Okafor', 'INV')).toBe('Ada Okafor (Marketplace)');
    expect(leadingBidderText('Ada Okafor', 'AZ')).toBe('Ada Okafor (AZ Marketplace)');
    expect(leadingBidderText('House (Sam Staffer)', 'House')).toBe('House (Sam Staffer)');
    expect(leadingBidderText('Ada Okafor', null)).toBe('Ada Okafor');
  });
});
