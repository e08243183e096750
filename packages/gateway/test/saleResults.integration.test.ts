import { AFTER_SALE_MESSAGES as M } from '@ah/schema';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamCallsEvent } from '../src/rest/callLog.js';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * Sale results and feedback on won lots over HTTP against the real upstream on PGlite (sales §2
 * Sale results, §4 Feedback modal, §6, §7): the past groups, the results of sessions with credits
 * and downloads, the reports and customer flags, another house's sessions and lots, mixed
 * currencies, the feedback window and floor bidders.
 */
const PASSWORD = 'demo-password';
const DAY = 86_400_000;
const GROUPS = '{ pastSaleGroups { name sessions { catalogRef title date currencyCode } } }';
const RESULTS = `query R($refs: [ID!]!) { saleResults(catalogRefs: $refs) {
  catalogRefs currencySymbol totals { lotCount hammer premium liveFee payable }
  sessions { catalogRef title }
  bidders { id firstName lastName email isFloor totals { lotCount payable }
    items { lotRef lotNumber hammer premium liveFee payable isFloor canLeaveFeedback canOpenDispute
      dispute { ref status blocksNewDispute } feedback { lotRef type message defaultSlot } } }
  credits { catalogRef amount notes }
  downloads { sessionResults bidderResults eoaResults pactsResults } } }`;
const LEAVE = `mutation L($lotRefs: [ID!]!, $mode: LotFeedbackMode!, $type: LotFeedbackType, $message: String, $slot: Int) {
  leaveLotFeedback(lotRefs: $lotRefs, mode: $mode, type: $type, message: $message, defaultSlot: $slot) {
    lotRef type message defaultSlot } }`;
const REMOVE = 'mutation X($lotRef: ID!) { removeLotFeedback(lotRef: $lotRef) { lotRef success } }';

interface Item {
  lotRef: string;
  payable: string;
  isFloor: boolean;
  feedback: { type: string; message: string; defaultSlot: number | null } | null;
}
interface Report {
  catalogRefs: string[];
  totals: { lotCount: number; payable: string };
  bidders: { lastName: string; firstName: string; items: Item[] }[];
  credits: { catalogRef: string; amount: string }[] | null;
  downloads: Record<string, string | null>;
}

describe('sale results and lot feedback through the gateway', () => {
  let stack: Stack;
  let staff: Caller;
  let clerk: Caller;
  let superUser: Caller;
  const events: UpstreamCallsEvent[] = [];
  let refs: string[] = [];
  let otherRef = '';
  const results = async (catalogRefs: string[], as: Caller = staff) =>
    gql(stack.gatewayUrl, RESULTS, { refs: catalogRefs }, as);
  const report = async (catalogRefs: string[]) =>
    dataOf<{ saleResults: Report }>(await results(catalogRefs)).saleResults;
  /** Demo lots with a result whose sale is between `fromDays` and `toDays` ago, floor or not. */
  const lots = async (fromDays: number, toDays: number, floor: boolean, house = 'HDEMO4AUCT') => {
    const rows = await stack.upstream.db
      .selectFrom('lots as l')
      .innerJoin('catalogs as c', 'c.id', 'l.catalog_id')
      .innerJoin('houses as h', 'h.id', 'l.house_id')
      .innerJoin('sale_results as sr', 'sr.lot_id', 'l.id')
      .innerJoin('approvals as a', 'a.id', 'sr.approval_id')
      .select('l.ref')
      .where('h.ref', '=', house)
      .where('sr.passed', '=', false)
      .where('a.channel', floor ? '=' : '<>', 'Floor')
      .where('c.starts_at', '>=', new Date(Date.now() - toDays * DAY))
      .where('c.starts_at', '<=', new Date(Date.now() - fromDays * DAY))
      .orderBy('l.id')
      .limit(3)
      .execute();
    return rows.map((r) => r.ref);
  };

  beforeAll(async () => {
    stack = await startStack({ gateway: { onUpstreamCalls: (e) => events.push(e) } });
    staff = { cookie: await stack.login('demo', 'staff', PASSWORD) };
    clerk = { cookie: await stack.login('demo', 'clerk', PASSWORD) };
    superUser = { cookie: await stack.login('demo', 'super', PASSWORD) };
    const groups = dataOf<{ pastSaleGroups: { sessions: { catalogRef: string }[] }[] }>(
      await gql(stack.gatewayUrl, GROUPS, {}, staff),
    ).pastSaleGroups;
    refs = groups.slice(0, 3).flatMap((g) => g.sessions.map((s) => s.catalogRef));
    const theirs = await stack.upstream.db
      .selectFrom('catalogs as c')
      .innerJoin('houses as h', 'h.id', 'c.house_id')
      .select('c.ref')
      .where('h.ref', '=', 'HOTHER7SLS')
      .executeTakeFirstOrThrow();
    otherRef = theirs.ref;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lists past groups and answers the results of several sessions, sorted by last name, adding up', async () => {
    expect(refs.length).toBeGreaterThan(2);
    const r = await report(refs);
    expect(r.catalogRefs).toEqual(refs);
    const names = r.bidders.map((b) => `${b.lastName} ${b.firstName}`.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const items = r.bidders.flatMap((b) => b.items);
    expect(r.totals.lotCount).toBe(items.length);
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(cents(r.totals.payable)).toBe(items.reduce((sum, i) => sum + cents(i.payable), 0));
    expect(r.credits).toEqual([]);
    expect(r.downloads['sessionResults']).toContain('/downloads/saleResults/sessionResults.xls?catalogRefs=');
    expect(r.downloads['pactsResults']).toBeNull();
    const one = await report([refs[0]!]);
    expect(one.downloads['pactsResults']).toBe(
      `/downloads/saleResults/pactsResults.xls?catalogRefs=${refs[0]}`,
    );
  });

  it('makes a fixed number of upstream calls whatever the number of sessions, bidders or lots', async () => {
    const countFor = async (catalogRefs: string[]) => {
      events.length = 0;
      await report(catalogRefs);
      await expect.poll(() => events.length).toBeGreaterThan(0);
      return events.flatMap((e) => e.calls).filter((c) => !c.path.endsWith('/app/house/user'));
    };
    const small = await countFor([refs[0]!]);
    const large = await countFor(refs);
    expect(small.map((c) => `${c.method} ${c.path.split('?')[0]}`)).toEqual(
      large.map((c) => `${c.method} ${c.path.split('?')[0]}`),
    );
    expect(large).toHaveLength(2);
  });

  it('refuses another house’s session (NOT_FOUND) and sessions in several currencies', async () => {
    expect(firstError(await results([refs[0]!, otherRef])).code).toBe('NOT_FOUND');
    await stack.upstream.db
      .updateTable('catalogs')
      .set({ currency_code: 'GBP' })
      .where('ref', '=', refs[1]!)
      .execute();
    const mixed = firstError(await results(refs));
    expect([mixed.code, mixed.message]).toEqual(['BAD_USER_INPUT', M.sameCurrency]);
    await stack.upstream.db
      .updateTable('catalogs')
      .set({ currency_code: 'USD' })
      .where('ref', '=', refs[1]!)
      .execute();
    expect(firstError(await results([])).code).toBe('BAD_USER_INPUT');
  });

  it('needs the reports flag for results and downloads', async () => {
    expect(firstError(await gql(stack.gatewayUrl, GROUPS)).code).toBe('UNAUTHENTICATED');
    expect(firstError(await gql(stack.gatewayUrl, GROUPS, {}, clerk)).code).toBe('FORBIDDEN');
    expect(firstError(await results(refs, clerk)).code).toBe('FORBIDDEN');
    const path = `/downloads/saleResults/sessionResults.xls?catalogRefs=${refs.join(',')}`;
    expect((await request(stack.gatewayUrl).get(path)).status).toBe(401);
    expect((await request(stack.gatewayUrl).get(path).set('cookie', clerk.cookie!)).status).toBe(403);
  });

  it('streams the spreadsheets through the gateway; single-session ones refuse several', async () => {
    const r = await report([refs[0]!]);
    for (const url of Object.values(r.downloads)) {
      const res = await request(stack.gatewayUrl).get(url!).set('cookie', staff.cookie!);
      expect([res.status, res.headers['content-type']], url!).toEqual([200, 'application/vnd.ms-excel']);
      expect(res.headers['content-disposition']).toMatch(/(session|bidder|eoa|pacts)Results\.xls/);
    }
    const several = `/downloads/saleResults/eoaResults.xls?catalogRefs=${refs.join(',')}`;
    expect((await request(stack.gatewayUrl).get(several).set('cookie', staff.cookie!)).status).toBe(400);
    const foreign = `/downloads/saleResults/sessionResults.xls?catalogRefs=${otherRef}`;
    expect((await request(stack.gatewayUrl).get(foreign).set('cookie', staff.cookie!)).status).toBe(404);
  });

  it('leaves default and custom feedback, shows it in the results, and removes it', async () => {
    const [a, b] = await lots(5, 49, false);
    const saved = dataOf<{
      leaveLotFeedback: { lotRef: string; type: string; defaultSlot: number | null }[];
    }>(
      await gql(stack.gatewayUrl, LEAVE, { lotRefs: [a, b], mode: 'DEFAULT', slot: 3 }, staff),
    ).leaveLotFeedback;
    expect(saved.map((f) => [f.lotRef, f.type, f.defaultSlot])).toEqual([
      [a, 'POSITIVE', 3],
      [b, 'POSITIVE', 3],
    ]);
    const custom = dataOf<{ leaveLotFeedback: { message: string; type: string }[] }>(
      await gql(
        stack.gatewayUrl,
        LEAVE,
        { lotRefs: [a], mode: 'CUSTOM', type: 'NEGATIVE', message: ' Slow. ' },
        staff,
      ),
    ).leaveLotFeedback;
    expect(custom[0]).toMatchObject({ message: 'Slow.', type: 'NEGATIVE' });
    const removed = await gql(stack.gatewayUrl, REMOVE, { lotRef: b }, staff);
    expect(dataOf<{ removeLotFeedback: { success: boolean } }>(removed).removeLotFeedback.success).toBe(true);
    const again = await gql(stack.gatewayUrl, REMOVE, { lotRef: b }, staff);
    expect(dataOf<{ removeLotFeedback: { success: boolean } }>(again).removeLotFeedback.success).toBe(false);
  });

  it('refuses feedback for floor bidders, outside the window, without text, on another house’s lot, without the customer flag', async () => {
    const before = await stack.upstream.tableDigests();
    const [floor] = await lots(5, 49, true);
    const [ok] = await lots(5, 49, false);
    const [old] = await lots(60, 170, false);
    const [theirs] = await lots(0, 5000, false, 'HOTHER7SLS');
    const leave = (lotRefs: unknown[], as: Caller = staff, extra: Record<string, unknown> = {}) =>
      gql(
        stack.gatewayUrl,
        LEAVE,
        { lotRefs, mode: 'CUSTOM', type: 'POSITIVE', message: 'Great', ...extra },
        as,
      );
    expect(firstError(await leave([floor])).message).toBe(M.floorFeedback);
    expect(firstError(await leave([old]))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: M.outsideTimeFrame,
    });
    expect(firstError(await leave([ok], staff, { message: '  ' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Message is required!',
      field: 'message',
    });
    expect(firstError(await leave([theirs])).code).toBe('NOT_FOUND');
    expect(firstError(await gql(stack.gatewayUrl, REMOVE, { lotRef: theirs }, staff)).code).toBe('NOT_FOUND');
    expect(firstError(await leave([ok], clerk)).code).toBe('FORBIDDEN');
    expect(firstError(await gql(stack.gatewayUrl, REMOVE, { lotRef: ok }, clerk)).code).toBe('FORBIDDEN');
    expect(firstError(await leave([ok], {})).code).toBe('UNAUTHENTICATED');
    expect(await stack.upstream.tableDigests()).toEqual(before);
    // Super users skip the 4–50 day window (not the 180 days).
    expect(dataOf(await leave([old], superUser))).toBeTruthy();
  });
});
