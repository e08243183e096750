import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamCallsEvent } from '../src/rest/callLog.js';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, gql, type Caller } from './support/graphql.js';
import { webOperation } from './support/webOperations.js';

interface PageAnswer {
  bulkBiddingSale: {
    lotCount: number;
    lotPage: {
      totalCount: number;
      pageInfo: { page: number; totalPages: number };
      nodes: { lotNumber: number; consignor: string }[];
    };
  };
}

/**
 * Bulk bidding on the large seed (sales §2 Bulk bidding, 50 lots a page): the web page's own query
 * (packages/web bulkBidding.graphql BulkBiddingPage) on the 1,200-lot sale reads one bid-admin page
 * of 50 whichever page it shows: 1 + 1 + 1 + 1 upstream calls (the caller's user, the sale info, the
 * page's lots, the cancel count), and an answer that does not grow with the sale.
 */
describe('bulk bidding on the large seed', () => {
  let stack: Stack;
  const caller: Caller = {};
  const events: UpstreamCallsEvent[] = [];
  const PAGE = webOperation('BulkBiddingPage');

  beforeAll(async () => {
    stack = await startStack({ seed: 'large', gateway: { onUpstreamCalls: (e) => events.push(e) } });
    caller.cookie = await stack.login('demo', 'staff', 'demo-password');
  });
  afterAll(async () => {
    await stack?.close();
  });

  const lotPathsOf = () =>
    (events.find((e) => e.operationName === 'BulkBiddingPage')?.calls ?? []).map(
      (c) => `${c.method} ${c.path.split('?')[0] ?? ''}`,
    );

  it('shows page 10 of a 1,200-lot sale with 4 upstream calls, one of them for the lots', async () => {
    events.length = 0;
    const res = await gql(
      stack.gatewayUrl,
      PAGE,
      { catalogRef: 'TBHDEMO4AUCT', page: 10, pageSize: 50 },
      caller,
    );
    const sale = dataOf<PageAnswer>(res).bulkBiddingSale;
    expect(sale.lotCount).toBe(1_200);
    expect(sale.lotPage.totalCount).toBe(1_200);
    expect(sale.lotPage.pageInfo).toEqual({ page: 10, totalPages: 24 });
    expect(sale.lotPage.nodes.map((l) => l.lotNumber)).toEqual(Array.from({ length: 50 }, (_, i) => 451 + i));
    const paths = lotPathsOf();
    expect(paths.filter((p) => p.endsWith('/lots'))).toHaveLength(1);
    expect(paths).toHaveLength(4);
    // The goal: no answer to the browser above 200 kB, whatever the size of the sale.
    expect(JSON.stringify(res.body).length).toBeLessThan(200_000);
  });

  it('searches the whole sale at the service: one call, the matching lots counted', async () => {
    events.length = 0;
    const sale = dataOf<PageAnswer>(
      await gql(
        stack.gatewayUrl,
        PAGE,
        { catalogRef: 'TBHDEMO4AUCT', page: 1, pageSize: 50, search: 'okafor' },
        caller,
      ),
    ).bulkBiddingSale;
    // bench/web.ts's search: the consignor of 60 of the 1,200 lots.
    expect(sale.lotPage.totalCount).toBe(60);
    expect(sale.lotPage.nodes).toHaveLength(50);
    expect(sale.lotPage.nodes.every((l) => l.consignor.includes('Okafor'))).toBe(true);
    expect(lotPathsOf().filter((p) => p.endsWith('/lots'))).toHaveLength(1);
  });
});
