import { describe, expect, it } from 'vitest';
import type { BulkBiddingLotFieldsFragment } from '../../../__generated__/graphql';
import { withLiveLots } from './useBulkLotUpdates';

const lot = (n: number, currentBid: string | null, bidCount: number): BulkBiddingLotFieldsFragment => ({
  lotRef: `L${n}`,
  displayLotNumber: String(n),
  description: `Lot ${n}`,
  lotUrl: `/lot/${n}`,
  consignor: 'Okafor Estate',
  currentBid,
  bidCount,
  isClosed: false,
  isExtended: false,
  status: 'OPEN',
  bidChoices: ['100', '110'],
});

describe('withLiveLots', () => {
  it('puts each live change in its lot’s place and keeps the order', () => {
    const page = [lot(1, null, 0), lot(2, '100', 1), lot(3, null, 0)];
    const outbid = lot(2, '500000', 2);
    const shown = withLiveLots(page, new Map([['L2', outbid]]));
    expect(shown.map((l) => l.lotRef)).toEqual(['L1', 'L2', 'L3']);
    expect(shown[1]).toBe(outbid);
    expect(shown[0]).toBe(page[0]);
  });

  it('hands back the same page when nothing changed (memoised rows stay as they are)', () => {
    const page = [lot(1, null, 0)];
    expect(withLiveLots(page, new Map())).toBe(page);
    // A change of a lot on another page leaves this page's lots as they were.
    expect(withLiveLots(page, new Map([['L9', lot(9, '100', 1)]]))).toEqual(page);
  });
});
