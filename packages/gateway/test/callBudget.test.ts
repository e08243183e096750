import { Kind, parse, print, visit } from 'graphql/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream } from '@ah/upstream/testing';
import { createGateway, type Gateway } from '../src/server.js';
import { startCountingProxy, type CountedCall } from './support/countingProxy.js';
import { dataOf, gql, type Caller } from './support/graphql.js';
import { webOperation } from './support/webOperations.js';

/**
 * The upstream-call budget of every screen query of the web app, counted where the upstream
 * receives the calls (a counting proxy in front of the real upstream): each distinct call at most
 * once per GraphQL request, and the same calls for the fewest rows (small seed, smallest group,
 * catalog or session) as for the most (large seed, the 500+ invoice group, the biggest catalog).
 * The viewer cache is off, so the user lookup counts on every request (the cold, worst case).
 */

type Size = 'small' | 'large';

interface Side {
  upstream: Awaited<ReturnType<typeof startUpstream>>;
  proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  gateway: Gateway;
  url: string;
  caller: Caller;
  /** The fixture ids of this side: the fewest rows on the small seed, the most on the large one. */
  ids: Fixtures;
}

interface Fixtures {
  invoiceGroupId: string;
  invoiceCount: number;
  sessionGroupId: string;
  sessionCatalogId: string;
  sessionLots: number;
  fixedPriceGroupId: string;
  fixedPriceCatalogId: string;
  reviewCatalogId: string;
  reviews: number;
}

type Upstream = Side['upstream'];

/** The demo house's row with the fewest (small) or most (large) of something. */
function pick<T extends { n: number | string | bigint }>(rows: T[], size: Size): T {
  const sorted = [...rows].sort((a, b) => Number(a.n) - Number(b.n));
  const row = size === 'small' ? sorted.find((r) => Number(r.n) > 0) : sorted.at(-1);
  if (!row) throw new Error('no fixture row');
  return row;
}

async function fixtures(upstream: Upstream, size: Size): Promise<Fixtures> {
  const db = upstream.db;
  const demo = (
    await db.selectFrom('houses').select('id').where('user_name', '=', 'demo').executeTakeFirstOrThrow()
  ).id;
  const groups = await db
    .selectFrom('invoices')
    .select((eb) => ['invoice_group_id as id', eb.fn.countAll<number>().as('n')])
    .where('house_id', '=', demo)
    .groupBy('invoice_group_id')
    .execute();
  const catalogs = await db
    .selectFrom('catalogs as c')
    .leftJoin('lots as l', 'l.catalog_id', 'c.id')
    .select((eb) => ['c.id', 'c.sale_group_id', 'c.kind', eb.fn.count<number>('l.id').as('n')])
    .where('c.house_id', '=', demo)
    .groupBy(['c.id', 'c.sale_group_id', 'c.kind'])
    .execute();
  const reviews = await db
    .selectFrom('shipping_reviews')
    .select((eb) => ['catalog_id as id', eb.fn.countAll<number>().as('n')])
    .where('house_id', '=', demo)
    .groupBy('catalog_id')
    .execute();
  const group = pick(groups, size);
  const session = pick(
    catalogs.filter((c) => c.kind === 'session'),
    size,
  );
  const fixed = pick(
    catalogs.filter((c) => c.kind === 'bin').map((c) => ({ ...c, n: Number(c.n) + 1 })),
    size,
  );
  const reviewed = pick(reviews, size);
  return {
    invoiceGroupId: String(group.id),
    invoiceCount: Number(group.n),
    sessionGroupId: String(session.sale_group_id),
    sessionCatalogId: String(session.id),
    sessionLots: Number(session.n),
    fixedPriceGroupId: String(fixed.sale_group_id),
    fixedPriceCatalogId: String(fixed.id),
    reviewCatalogId: String(reviewed.id),
    reviews: Number(reviewed.n),
  };
}

async function startSide(size: Size): Promise<Side> {
  const upstream = await startUpstream({ seed: size, shippingQuoteDelayMs: 3_600_000 });
  const proxy = await startCountingProxy(upstream.url);
  const gateway = createGateway({
    // Raw test queries with session cookies: trusted documents off, as in testing.ts.
    trustedDocuments: 'off',
    logLevel: 'warn',
    shutdownDelayMs: 0,
    viewerCacheTtlMs: 0,
    services: { house: proxy.url, catalog: proxy.url, shipping: proxy.url, bidAdmin: proxy.url },
  });
  const url = await gateway.start(0, '127.0.0.1');
  const login = await gql(
    url,
    'mutation { login(houseUserName: "demo", userName: "staff", password: "demo-password") { user { id } } }',
  );
  const cookie = ([] as string[])
    .concat(login.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length);
  return { upstream, proxy, gateway, url, caller: { cookie }, ids: await fixtures(upstream, size) };
}

/** Each screen query: the web's operation and the variables its screen sends. */
const SCREENS: [string, string, (ids: Fixtures) => Record<string, unknown>][] = [
  ['invoices hub, Uninvoiced Sessions tab', 'UninvoicedSessionsTab', () => ({ page: 1 })],
  ['invoices hub, Existing Invoices tab', 'ExistingInvoicesTab', () => ({ page: 1 })],
  [
    'create/edit invoices',
    'InvoiceEditor',
    (ids) => ({ invoiceGroupId: ids.invoiceGroupId, page: 1, pageSize: 20 }),
  ],
  [
    'invoice group details',
    'InvoiceGroupDetails',
    (ids) => ({ invoiceGroupId: ids.invoiceGroupId, filter: 'ALL', page: 1, pageSize: 200 }),
  ],
  ['auction calendar', 'AuctionCalendarPage', () => ({ period: 'UPCOMING' })],
  [
    'session wizard, frame',
    'WizardFrameFacts',
    (ids) => ({ groupId: ids.sessionGroupId, catalogId: ids.sessionCatalogId }),
  ],
  [
    'session wizard, step 1',
    'SessionStep1',
    (ids) => ({ groupId: ids.sessionGroupId, catalogId: ids.sessionCatalogId }),
  ],
  [
    'session wizard, step 2',
    'SessionStep2',
    (ids) => ({ groupId: ids.sessionGroupId, catalogId: ids.sessionCatalogId }),
  ],
  [
    'fixed-price sale, step 1',
    'FixedPriceStep1',
    (ids) => ({ groupId: ids.fixedPriceGroupId, catalogId: ids.fixedPriceCatalogId }),
  ],
  ['locations', 'LocationsPage', () => ({})],
  ['shipping review', 'ShippingReviewPage', (ids) => ({ catalogId: ids.reviewCatalogId })],
];

/** A batch read's list of ids ("invoiceIds=1,2,3", the commas maybe encoded): one call whatever its length. */
const ID_LIST = /(?<=[?&]invoiceIds=)\d+(?:(?:,|%2C)\d+)*/gi;

/** A call with its ids made generic, to compare a small screen's calls with a big one's. */
function shapeOf(call: CountedCall, ids: Fixtures): string {
  let path = call.path.replace(ID_LIST, '{ids}');
  for (const id of Object.values(ids).filter((v): v is string => typeof v === 'string'))
    path = path.replaceAll(new RegExp(`(?<=[/=])${id}(?=[/?&]|$)`, 'g'), '{id}');
  return `${call.method} ${path}`;
}

/** An operation without one of its fields (wherever it is selected) and the fragments left unused. */
function withoutField(operation: string, name: string): string {
  const pruned = visit(parse(operation), { Field: (node) => (node.name.value === name ? null : undefined) });
  const spread = new Set<string>();
  visit(pruned, { FragmentSpread: (node) => void spread.add(node.name.value) });
  const definitions = pruned.definitions.filter(
    (d) => d.kind !== Kind.FRAGMENT_DEFINITION || spread.has(d.name.value),
  );
  return print({ ...pruned, definitions });
}

/** The invoice ids a batch read of unpaid-item timelines asked for. */
const timelineIdsOf = (call: CountedCall): string[] =>
  decodeURIComponent(new URL(call.path, 'http://upstream').searchParams.get('invoiceIds') ?? '').split(',');

describe('upstream calls per screen query', () => {
  const sides = {} as Record<Size, Side>;

  beforeAll(async () => {
    [sides.small, sides.large] = await Promise.all([startSide('small'), startSide('large')]);
  }, 180_000);
  afterAll(async () => {
    for (const side of Object.values(sides)) {
      await side.gateway.stop();
      await side.proxy.close();
      await side.upstream.close();
    }
  });

  const callsOf = async (side: Side, operationName: string, variables: Record<string, unknown>) => {
    side.proxy.calls.length = 0;
    dataOf(await gql(side.url, webOperation(operationName), variables, side.caller));
    return [...side.proxy.calls];
  };

  it('compares screens with few rows and with many', () => {
    expect(sides.large.ids.invoiceCount).toBeGreaterThanOrEqual(500);
    expect(sides.large.ids.invoiceCount).toBeGreaterThan(sides.small.ids.invoiceCount);
    expect(sides.large.ids.sessionLots).toBeGreaterThan(sides.small.ids.sessionLots);
    expect(sides.large.ids.reviews).toBeGreaterThan(sides.small.ids.reviews);
  });

  it.each(SCREENS)(
    '%s (%s): each upstream call at most once, the same calls for few rows as for many',
    async (_name, operationName, variablesOf) => {
      const few = await callsOf(sides.small, operationName, variablesOf(sides.small.ids));
      const many = await callsOf(sides.large, operationName, variablesOf(sides.large.ids));
      for (const calls of [few, many]) {
        expect(calls.length).toBeGreaterThan(0);
        const distinct = new Set(calls.map((c) => `${c.method} ${c.path}`));
        expect(distinct.size, JSON.stringify(calls)).toBe(calls.length);
      }
      const shapes = (calls: CountedCall[], ids: Fixtures) => calls.map((c) => shapeOf(c, ids)).sort();
      expect(shapes(many, sides.large.ids)).toEqual(shapes(few, sides.small.ids));
    },
    60_000,
  );

  it('invoice group details, 200 rows with the unpaid-items line: one timelines call for every sent row', async () => {
    const side = sides.large;
    side.proxy.calls.length = 0;
    const variables = { invoiceGroupId: side.ids.invoiceGroupId, filter: 'ALL', page: 1, pageSize: 200 };
    const { invoiceGroupDetails } = dataOf<{
      invoiceGroupDetails: {
        invoices: { items: { id: string; unpaidItems: { invoiceId: string } | null }[] };
      };
    }>(await gql(side.url, webOperation('InvoiceGroupDetails'), variables, side.caller));
    const calls = [...side.proxy.calls];
    const rows = invoiceGroupDetails.invoices.items;
    const lined = rows.filter((row) => row.unpaidItems !== null);
    expect(rows).toHaveLength(200);
    expect(lined.length).toBeGreaterThan(100);
    for (const row of lined) expect(row.unpaidItems?.invoiceId).toBe(row.id);
    const unpaid = calls.filter((c) => c.path.includes('/unpaidItems/'));
    expect(unpaid.map((c) => new URL(c.path, 'http://upstream').pathname.split('/').at(-1))).toEqual([
      'timelines',
    ]);
    expect(new Set(timelineIdsOf(unpaid[0]!))).toEqual(new Set(lined.map((row) => row.id)));
    // The line adds that one call to the page's own, not one per row.
    side.proxy.calls.length = 0;
    dataOf(
      await gql(
        side.url,
        withoutField(webOperation('InvoiceGroupDetails'), 'unpaidItems'),
        variables,
        side.caller,
      ),
    );
    expect(calls.length).toBe(side.proxy.calls.length + 1);
  });
});
