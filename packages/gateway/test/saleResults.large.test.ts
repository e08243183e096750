import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamCallsEvent } from '../src/rest/callLog.js';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, gql, type Caller } from './support/graphql.js';

const RESULTS = `query R($refs: [ID!]!) { saleResults(catalogRefs: $refs) {
  totals { lotCount } credits { amount }
  bidders { id items { lotRef canLeaveFeedback canOpenDispute dispute { ref } feedback { message } } } } }`;

/**
 * The results query on the large seed (sales §2 Sale results): the upstream calls behind it are the
 * same for one session as for a hundred (hundreds of bidders, thousands of lots): the caller, the
 * results and the credits; never one per bidder or lot.
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
      const report = dataOf<{ saleResults: { totals: { lotCount: number }; bidders: unknown[] } }>(
        await gql(stack.gatewayUrl, RESULTS, { refs: sessions.slice(0, count) }, caller),
      ).saleResults;
      await expect.poll(() => events.length).toBeGreaterThan(0);
      shapes.push({
        bidders: report.bidders.length,
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
});
