import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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

/** The house service in front of the upstream; `legacy` drops the results' paging extension. */
interface HouseProxy {
  url: string;
  target: string;
  legacy: boolean;
  resultCalls: string[];
  close(): Promise<void>;
}

async function startHouseProxy(): Promise<HouseProxy> {
  const proxy: HouseProxy = { url: '', target: '', legacy: false, resultCalls: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', proxy.target);
    if (url.pathname.endsWith('/catalogs/sessionResults')) {
      if (proxy.legacy) url.search = '';
      proxy.resultCalls.push(`${url.pathname}${url.search}`);
    }
    const upstream = httpRequest(
      url,
      { method: req.method, headers: { ...req.headers, host: url.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return proxy;
}

interface Item {
  lotRef: string;
  dispute?: { ref: string } | null;
  payable: string;
  isFloor: boolean;
  feedback: { type: string; message: string; defaultSlot: number | null } | null;
}
interface Report {
  catalogRefs: string[];
  totals: { lotCount: number; payable: string };
  bidders: {
    lastName: string;
    firstName: string;
    email: string;
    totals: { lotCount: number };
    items: Item[];
  }[];
  credits: { catalogRef: string; amount: string }[] | null;
  downloads: Record<string, string | null>;
}

describe('sale results and lot feedback through the gateway', () => {
  let stack: Stack;
  let proxy: HouseProxy;
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
    proxy = await startHouseProxy();
    stack = await startStack({
      gateway: { services: { house: proxy.url }, onUpstreamCalls: (e) => events.push(e) },
    });
    proxy.target = stack.upstream.url;
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
    await proxy?.close();
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

  it('pages the bidders at the server: cursors and pages walk the whole list, search and filter apply, one call', async () => {
    const whole = await report(refs);
    const PAGE = `query P($refs: [ID!]!, $first: Int, $after: String, $page: Int, $pageSize: Int, $search: String,
      $filter: SaleResultLotFilter) { saleResults(catalogRefs: $refs) { totals { lotCount }
      bidderPage(first: $first, after: $after, page: $page, pageSize: $pageSize, search: $search, filter: $filter) {
        totalCount pageInfo { page pageSize totalPages hasNextPage endCursor }
        nodes { id lastName firstName email totals { lotCount } }
        lots { bidderId lotRef dispute { ref } feedback { lotRef } } } } }`;
    type Page = {
      totalCount: number;
      pageInfo: { page: number; totalPages: number; hasNextPage: boolean; endCursor: string | null };
      nodes: {
        id: string;
        lastName: string;
        firstName: string;
        email: string;
        totals: { lotCount: number };
      }[];
      lots: (Item & { bidderId: string })[];
    };
    const pageOf = async (vars: Record<string, unknown>) => {
      events.length = 0;
      const r = dataOf<{ saleResults: { totals: { lotCount: number }; bidderPage: Page } }>(
        await gql(stack.gatewayUrl, PAGE, { refs, ...vars }, staff),
      ).saleResults;
      expect(r.totals.lotCount).toBe(whole.totals.lotCount);
      return r.bidderPage;
    };
    const key = (b: { lastName: string; firstName: string }) => `${b.lastName} ${b.firstName}`;

    // Walked by cursor two at a time: the whole list, in order; each page one results call.
    const walked: string[] = [];
    let after: string | null = null;
    do {
      const page: Page = await pageOf({ first: 2, after });
      expect(page.totalCount).toBe(whole.bidders.length);
      expect(page.nodes.length).toBeLessThanOrEqual(2);
      walked.push(...page.nodes.map(key));
      await expect.poll(() => events.length).toBeGreaterThan(0);
      expect(
        events.flatMap((e) => e.calls).filter((c) => c.path.includes('/catalogs/sessionResults')),
      ).toHaveLength(1);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(walked).toEqual(whole.bidders.map(key));

    const first = await pageOf({ page: 1, pageSize: 25 });
    expect(first.pageInfo).toMatchObject({ page: 1, totalPages: Math.ceil(whole.bidders.length / 25) });
    expect(first.nodes.map(key)).toEqual(whole.bidders.slice(0, 25).map(key));

    // Search (first, last name or e-mail, any case) and filter: as the whole list filtered here.
    const target = whole.bidders[whole.bidders.length - 1]!;
    const searched = await pageOf({ search: `  ${target.lastName.toUpperCase()} `, pageSize: 100 });
    const needle = target.lastName.toLowerCase();
    expect(searched.nodes.map(key)).toEqual(
      whole.bidders
        .filter((b) => [b.firstName, b.lastName, b.email].some((f) => f.toLowerCase().includes(needle)))
        .map(key),
    );
    const filtered = await pageOf({ filter: 'WITHOUT_FEEDBACK', pageSize: 100 });
    const expected = whole.bidders
      .map((b) => ({ name: key(b), lots: b.items.filter((i) => i.feedback === null).map((i) => i.lotRef) }))
      .filter((b) => b.lots.length > 0);
    expect(filtered.totalCount).toBe(expected.length);
    expect(
      filtered.nodes.map((b) => ({
        name: key(b),
        lots: filtered.lots.filter((l) => l.bidderId === b.id).map((l) => l.lotRef),
      })),
    ).toEqual(expected.slice(0, 100));
    for (const b of filtered.nodes)
      expect(b.totals.lotCount).toBe(whole.bidders.find((w) => key(w) === key(b))!.totals.lotCount);

    const refused = firstError(await gql(stack.gatewayUrl, PAGE, { refs, pageSize: 30 }, staff));
    expect([refused.code, refused.field]).toEqual(['BAD_USER_INPUT', 'pageSize']);
    const both = firstError(await gql(stack.gatewayUrl, PAGE, { refs, first: 2, page: 2 }, staff));
    expect(both.code).toBe('BAD_USER_INPUT');
  });

  it('gives the same pages from a house service without the paging extension, one call each', async () => {
    const PAGE = `query P($refs: [ID!]!, $first: Int, $after: String, $search: String, $filter: SaleResultLotFilter) {
      saleResults(catalogRefs: $refs) { totals { lotCount payable } sessions { catalogRef }
        bidderPage(first: $first, after: $after, search: $search, filter: $filter) { totalCount
          pageInfo { page totalPages hasNextPage endCursor }
          nodes { id totals { lotCount payable } } lots { bidderId lotRef } } } }`;
    const whole = await report(refs);
    const asks = [
      { first: 3 },
      { first: 3, after: 'b2Zmc2V0OjI' },
      { search: whole.bidders[0]!.email.slice(0, 4) },
      { filter: 'WITH_FEEDBACK' },
      { filter: 'DISPUTED' },
    ];
    const answers = async () => {
      const out: unknown[] = [];
      for (const vars of asks) out.push(dataOf(await gql(stack.gatewayUrl, PAGE, { refs, ...vars }, staff)));
      return out;
    };
    proxy.resultCalls = [];
    const paged = await answers();
    expect(proxy.resultCalls).toHaveLength(asks.length);
    expect(proxy.resultCalls.every((c) => c.includes('limit='))).toBe(true);
    proxy.legacy = true;
    try {
      proxy.resultCalls = [];
      expect(await answers()).toEqual(paged);
      expect(proxy.resultCalls).toHaveLength(asks.length);
      expect(proxy.resultCalls.some((c) => c.includes('?'))).toBe(false);
    } finally {
      proxy.legacy = false;
    }
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
