import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamCallsEvent } from '../src/rest/callLog.js';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, gql, type Caller } from './support/graphql.js';
import { webOperation } from './support/webOperations.js';

const RESULTS = `query R($refs: [ID!]!) { saleResults(catalogRefs: $refs) {
  totals { lotCount } credits { amount }
  bidderPage(pageSize: 100) { totalCount nodes { id totals { lotCount } }
    lots { bidderId lotRef canLeaveFeedback canOpenDispute dispute { ref } feedback { message } } } } }`;

/**
 * The results query on the large seed (sales §2 Sale results): the upstream calls behind it are the
 * same for one session as for a hundred (hundreds of bidders, thousands of lots): the caller, one
 * page of the results and the credits; never one per bidder or lot. The screen's answer is a page.
 */
describe('sale results on the large seed', () => {
  let stack: Stack;
  const caller: Caller = {};
  const events: UpstreamCallsEvent[] = [];
  let sessions: string[] = [];

  beforeAll(async () => {
    stack = await startStack({ seed: 'large', gateway: { onUpstreamCalls: (e) => events.push(e) } });
    caller.cookie = await stack.login('demo', 'staff', 'demo-password');
    const groups = dataOf<{ pastSaleGroups: { sessions: { catalogRef: string }[] }[] }>(
      await gql(stack.gatewayUrl, '{ pastSaleGroups { sessions { catalogRef } } }', {}, caller),
    ).pastSaleGroups;
    sessions = groups.flatMap((g) => g.sessions.map((s) => s.catalogRef));
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('makes three upstream calls whatever the number of sessions, bidders and lots', async () => {
    const shapes: { bidders: number; lots: number; calls: string[] }[] = [];
    for (const count of [1, 100]) {
      events.length = 0;
      const report = dataOf<{
        saleResults: { totals: { lotCount: number }; bidderPage: { totalCount: number; nodes: unknown[] } };
      }>(await gql(stack.gatewayUrl, RESULTS, { refs: sessions.slice(0, count) }, caller)).saleResults;
      expect(report.bidderPage.nodes.length).toBe(Math.min(100, report.bidderPage.totalCount));
      await expect.poll(() => events.length).toBeGreaterThan(0);
      shapes.push({
        bidders: report.bidderPage.totalCount,
        lots: report.totals.lotCount,
        calls: events.flatMap((e) => e.calls).map((c) => `${c.method} ${c.path.split('?')[0]}`),
      });
    }
    const [one, many] = shapes;
    expect(many!.lots).toBeGreaterThan(one!.lots * 5);
    expect(many!.bidders).toBeGreaterThan(one!.bidders * 2);
    expect(one!.calls).toEqual([
      'GET /app/house/user',
      'POST /app/house/HDEMO4AUCT/catalogs/sessionResults',
      'GET /app/house/HDEMO4AUCT/dispute/credits',
    ]);
    expect(many!.calls).toEqual(one!.calls);
  });

  it('answers the screen’s own query for a hundred sessions in a page under 200 kB', async () => {
    const res = await gql(
      stack.gatewayUrl,
      webOperation('SaleResults'),
      { catalogRefs: sessions.slice(0, 100) },
      caller,
    );
    const page = dataOf<{ saleResults: { bidderPage: { totalCount: number; nodes: unknown[] } } }>(res)
      .saleResults.bidderPage;
    expect(page.totalCount).toBeGreaterThan(page.nodes.length);
    expect(Buffer.byteLength(JSON.stringify(res.body))).toBeLessThan(200_000);
  });
});
