import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamCallsEvent } from '../src/rest/callLog.js';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, gql, type Caller } from './support/graphql.js';

/** The web page's query (packages/web bulkBidding.graphql BulkBiddingPage), on the 1,200-lot sale. */
const PAGE = `query BulkBiddingPage($c: ID!) { bulkBiddingSale(catalogRef: $c) {
  catalogRef saleName saleDate lotCount timeZone timeZoneCode cancelBidCount canCancelBids
  lots { lotRef lotNumber displayLotNumber description lotUrl consignor estimateLow estimateHigh reserve
    startingBid currentBid bidCount maxBid maxBidder maxBidderChannel isClosed isExtended endTime status bidChoices } } }`;

/**
 * Bulk bidding on the large seed (sales §4: "Lot pages are fetched in parallel but appended in page
 * order"): a 1,200-lot sale loads in one GraphQL request of 1 + 1 + 12 + 1 upstream calls (the
 * caller's user, the sale info, the twelve pages of 100 at once, the cancel count), in lot order.
 */
describe('bulk bidding on the large seed', () => {
  let stack: Stack;
  const caller: Caller = {};
  const events: UpstreamCallsEvent[] = [];

  beforeAll(async () => {
    stack = await startStack({ seed: 'large', gateway: { onUpstreamCalls: (e) => events.push(e) } });
    caller.cookie = await stack.login('demo', 'staff', 'demo-password');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('loads every lot of a 1,200-lot sale in page order with 15 upstream calls', async () => {
    events.length = 0;
    const sale = dataOf<{ bulkBiddingSale: { lotCount: number; lots: { lotNumber: number }[] } }>(
      await gql(stack.gatewayUrl, PAGE, { c: 'TBHDEMO4AUCT' }, caller),
    ).bulkBiddingSale;
    expect(sale.lotCount).toBe(1_200);
    expect(sale.lots.map((l) => l.lotNumber)).toEqual(Array.from({ length: 1_200 }, (_, i) => i + 1));
    const calls = events.find((e) => e.operationName === 'BulkBiddingPage')?.calls ?? [];
    const paths = calls.map((c) => `${c.method} ${c.path.split('?')[0] ?? ''}`);
    expect(paths.filter((p) => p.endsWith('/lots'))).toHaveLength(12);
    expect(calls).toHaveLength(15);
  });
});
