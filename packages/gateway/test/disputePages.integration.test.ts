import { startUpstream } from '@ah/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/server.js';
import { startCountingProxy } from './support/countingProxy.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * The paged disputes (DisputeList.disputePage; sales §2 View Disputes, §4 Dispute filters) over HTTP
 * against the real upstream on PGlite: pages and cursors give the whole list's disputes in its order,
 * `ids` keeps the confirm page's selection (never another house's), termsAccepted shares the page's
 * call, and bad windows are BAD_USER_INPUT. Run twice: with the house service's paged extension (one
 * page read per request, counted where the upstream receives it) and against a service without it
 * (a proxy strips the query, as a legacy service ignores it: the gateway pages the whole list).
 */
const WHOLE = `query($f: DisputeFilter!) { disputes(filter: $f) { termsAccepted disputes { id ref isOpen } } }`;
const PAGE = `query($f: DisputeFilter!, $ids: [ID!], $first: Int, $after: String, $page: Int, $size: Int) {
  disputes(filter: $f) { termsAccepted
    disputePage(ids: $ids, first: $first, after: $after, page: $page, pageSize: $size) {
      totalCount nodes { id ref isOpen } edges { cursor node { id } }
      pageInfo { page pageSize totalPages hasNextPage hasPreviousPage endCursor } } } }`;

interface Row {
  id: string;
  ref: string;
  isOpen: boolean;
}
interface Page {
  totalCount: number;
  nodes: Row[];
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: {
    page: number;
    pageSize: number;
    totalPages: number;
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    endCursor: string | null;
  };
}

async function loginCookie(url: string, house: string, user: string): Promise<string> {
  const res = await gql(
    url,
    `mutation { login(houseUserName: "${house}", userName: "${user}", password: "demo-password") { user { id } } }`,
  );
  return (
    ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length) ?? ''
  );
}

/** A dispute listing's path, query included (the extension's parameters when sent). */
const LISTING = /\/disputes\/(open|past6Months|pastYear|all)(\?|$)/;

describe.each([
  ['with the paged extension', true],
  ['against a house service without the paged extension', false],
] as const)('paged disputes, %s', (_mode, extension) => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  let gateway: Gateway;
  let url = '';
  const staff: Caller = {};
  const other: Caller = {};

  const listingCalls = () => proxy.calls.filter((c) => LISTING.test(c.path));
  const whole = async (f: string, who: Caller = staff) =>
    dataOf<{ disputes: { termsAccepted: boolean; disputes: Row[] } }>(await gql(url, WHOLE, { f }, who))
      .disputes;
  const page = async (variables: Record<string, unknown>, who: Caller = staff) =>
    dataOf<{ disputes: { termsAccepted: boolean; disputePage: Page } }>(
      await gql(url, PAGE, { f: 'ALL', ...variables }, who),
    ).disputes;

  beforeAll(async () => {
    upstream = await startUpstream({ seed: 'small' });
    // A legacy service ignores the extension's parameters: this proxy drops them.
    proxy = await startCountingProxy(upstream.url, (path) =>
      !extension && LISTING.test(path) ? (path.split('?')[0] ?? path) : path,
    );
    gateway = createGateway({
      trustedDocuments: 'off',
      logLevel: 'warn',
      shutdownDelayMs: 0,
      viewerCacheTtlMs: 0,
      services: { house: proxy.url, catalog: upstream.url, shipping: upstream.url, bidAdmin: upstream.url },
    });
    url = await gateway.start(0, '127.0.0.1');
    staff.cookie = await loginCookie(url, 'demo', 'staff');
    other.cookie = await loginCookie(url, 'other', 'staff');
  });
  afterAll(async () => {
    await gateway?.stop();
    await proxy?.close();
    await upstream?.close();
  });

  it('walks every dispute with first/after in the whole list’s order, one listing read a page', async () => {
    const all = await whole('ALL');
    expect(all.disputes.length).toBeGreaterThan(7);
    const seen: string[] = [];
    let after: string | null = null;
    for (let step = 0; step < 20; step++) {
      const before = listingCalls().length;
      const { disputePage: p } = await page({ first: 3, after });
      expect(listingCalls().length - before).toBe(1);
      const sent = listingCalls().at(-1)?.path ?? '';
      if (extension) expect(sent).toMatch(/[?&]limit=3(&|$)/);
      else expect(sent).not.toContain('?');
      expect(p.totalCount).toBe(all.disputes.length);
      expect(p.edges.map((e) => e.node.id)).toEqual(p.nodes.map((n) => n.id));
      seen.push(...p.nodes.map((n) => n.id));
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor;
    }
    expect(seen).toEqual(all.disputes.map((d) => d.id));
  });

  it('gives a numbered page of the filter with termsAccepted from the same call', async () => {
    const open = await whole('OPEN');
    const before = listingCalls().length;
    const result = await page({ f: 'OPEN', page: 1, size: 50 });
    expect(listingCalls().length - before).toBe(1);
    expect(result.termsAccepted).toBe(open.termsAccepted);
    expect(result.disputePage.nodes).toEqual(open.disputes);
    expect(result.disputePage.nodes.every((d) => d.isOpen)).toBe(true);
    expect(result.disputePage.pageInfo).toMatchObject({
      page: 1,
      pageSize: 50,
      totalPages: 1,
      hasNextPage: false,
      hasPreviousPage: false,
    });
    // Past the end: an empty page that still counts.
    const past = await page({ f: 'OPEN', page: 3, size: 50 });
    expect(past.disputePage).toMatchObject({ totalCount: open.disputes.length, nodes: [] });
  });

  it('keeps only the disputes ids names, in the list’s order, and never another house’s', async () => {
    const all = (await whole('ALL')).disputes;
    const theirs = (await whole('ALL', other)).disputes[0]?.id ?? '';
    const picked = [all[4]?.id ?? '', all[1]?.id ?? '', theirs];
    const { disputePage: p } = await page({ ids: picked, first: 100 });
    expect(p.nodes.map((n) => n.id)).toEqual([all[1]?.id, all[4]?.id]);
    expect(p.totalCount).toBe(2);
    const none = await page({ ids: [], first: 100 });
    expect(none.disputePage).toMatchObject({ totalCount: 0, nodes: [] });
  });

  it('refuses a window or ids it cannot read with BAD_USER_INPUT naming the argument', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ page: 1, size: 30 }, 'pageSize'],
      [{ first: 201 }, 'first'],
      [{ first: 3, page: 1 }, 'page'],
      [{ after: 'not-a-cursor', first: 3 }, 'after'],
      [{ ids: ['12x'], first: 3 }, 'ids.0'],
      [{ ids: Array.from({ length: 101 }, (_, i) => String(i + 1)), first: 3 }, 'ids'],
    ];
    for (const [variables, field] of cases) {
      const error = firstError(await gql(url, PAGE, { f: 'ALL', ...variables }, staff));
      expect(error.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect(error.field, JSON.stringify(variables)).toBe(field);
    }
  });
});
