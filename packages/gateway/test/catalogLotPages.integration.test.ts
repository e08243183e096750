import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * The paged lots of Review & Publish and the Preview over HTTP against the real upstream on PGlite
 * (sales §2 Preview screen, §4 Item status, Publish buttons, Featured picker; §9 page sizes): the
 * filter, the status sort, the bin's deleted rule, the pickers and the preview's search at the
 * server, one page read from the catalog service (its paged extension), and the same answers from a
 * catalog service without the extension (the gateway pages the whole listing itself).
 */
const PASSWORD = 'demo-password';

const ITEMS = `query($c: ID!, $f: ReviewItemFilter, $s: ReviewItemSort, $d: Boolean, $p: Int, $n: Int, $first: Int, $after: String) {
  catalogItems(catalogId: $c) { catalogId items(filter: $f, sort: $s, showDeleted: $d, page: $p, pageSize: $n, first: $first, after: $after) {
    totalCount nodes { id displayNumber status deleted }
    edges { cursor node { id } }
    pageInfo { page pageSize totalPages hasNextPage hasPreviousPage startCursor endCursor } } } }`;
const PICKABLE = `query($c: ID!, $purpose: LotPickPurpose!, $q: String) {
  catalogItems(catalogId: $c) { pickableLots(purpose: $purpose, search: $q, pageSize: 200) {
    totalCount nodes { id displayNumber } } } }`;
const REVIEW = `query($g: ID!, $c: ID!) { saleReview(groupId: $g, catalogId: $c) {
  publishAllVisible publishAllDisabledReason banners { kind count filter }
  featured { lotIds lots { id displayNumber primaryImageUrl } } } }`;
const SAVE_FEATURED = `mutation($c: ID!, $ids: [ID!]!) { saveFeaturedLots(catalogId: $c, lotIds: $ids) {
  lotIds lots { id displayNumber } } }`;
const PREVIEW = `query($g: ID!, $c: ID!, $q: String, $p: Int, $n: Int) { salePreview(groupId: $g, catalogId: $c) {
  lotCount header { title } lotPage(search: $q, page: $p, pageSize: $n) {
    totalCount nodes { id displayNumber title editPath } pageInfo { page totalPages hasNextPage } } } }`;

/** A catalog service in front of the upstream that counts calls, and can play one without the extension. */
interface CatalogProxy {
  url: string;
  target: string;
  /** True: the query of the lots listing and the preview is dropped (a service without the extension). */
  legacy: boolean;
  calls: string[];
  close(): Promise<void>;
}

async function startCatalogProxy(): Promise<CatalogProxy> {
  const proxy: CatalogProxy = { url: '', target: '', legacy: false, calls: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', proxy.target);
    if (proxy.legacy && /\/(lots|preview)$/.test(url.pathname)) url.search = '';
    // A service without the counts extension has no such route.
    if (proxy.legacy && /\/lots\/counts$/.test(url.pathname)) {
      proxy.calls.push(`${req.method} ${url.pathname} (404, legacy)`);
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"NOT_FOUND"}');
      return;
    }
    proxy.calls.push(`${req.method} ${url.pathname}${url.search}`);
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

interface LotSpec {
  number?: number;
  ext?: string;
  inv?: string;
  title?: string;
  unpublished?: boolean;
  banned?: boolean;
  restricted?: boolean;
  images?: number;
  deleted?: boolean;
}

describe('paged lots of Review & Publish and the Preview', () => {
  let stack: Stack;
  let proxy: CatalogProxy;
  let staff: Caller;
  let other: Caller;
  let groupId: string;
  let catalogId: string;

  beforeAll(async () => {
    proxy = await startCatalogProxy();
    stack = await startStack({ gateway: { services: { catalog: proxy.url } } });
    proxy.target = stack.upstream.url;
    staff = { cookie: await stack.login('demo', 'staff', PASSWORD) };
    other = { cookie: await stack.login('other', 'staff', PASSWORD) };
    ({ groupId, catalogId } = await newCatalog(stack));
    const specs: LotSpec[] = [];
    // 120 published lots with images, then the lots of every status.
    for (let n = 1; n <= 120; n++) specs.push({ number: n, title: n === 77 ? 'Blue Vase' : `Chair ${n}` });
    specs.push(
      { number: 121, unpublished: true },
      { number: 122, banned: true },
      { number: 123, restricted: true },
      { number: 124, images: 0 },
      { number: 125, deleted: true },
      { number: 12, ext: 'A', unpublished: true, title: 'Blue Lamp' },
      { inv: 'INV-BLUE', unpublished: true, images: 0 },
    );
    await insertLots(stack, catalogId, specs);
  });
  afterAll(async () => {
    await stack?.close();
    await proxy?.close();
  });
  beforeEach(() => {
    proxy.legacy = false;
  });

  type Items = {
    catalogItems: {
      items: {
        totalCount: number;
        nodes: { id: string; displayNumber: string | null; status: string; deleted: boolean }[];
        edges: { cursor: string; node: { id: string } }[];
        pageInfo: Record<string, unknown> & { endCursor: string | null };
      };
    };
  };
  const items = async (vars: Record<string, unknown>) =>
    dataOf<Items>(await gql(stack.gatewayUrl, ITEMS, { c: catalogId, ...vars }, staff)).catalogItems.items;

  it('answers one page of the table, read as one page from the catalog service', async () => {
    proxy.calls = [];
    const page = await items({ p: 2, n: 50 });
    expect(page.totalCount).toBe(127);
    expect(page.nodes).toHaveLength(50);
    // Lot-number order: page 2 starts at lot 50 (12A follows 12).
    expect(page.nodes[0]?.displayNumber).toBe('50');
    expect(page.pageInfo).toMatchObject({
      page: 2,
      pageSize: 50,
      totalPages: 3,
      hasNextPage: true,
      hasPreviousPage: true,
    });
    // One call: the page, never every lot.
    expect(proxy.calls).toEqual([
      expect.stringContaining('/lots?filter=all&sort=number&showDeleted=true&offset=50&limit=50'),
    ]);
    expect(proxy.calls.some((c) => c.includes('/summary'))).toBe(false);
  });

  it('filters, sorts by status and hides deleted items at the server', async () => {
    const unpublished = await items({ f: 'UNPUBLISHED' });
    expect(unpublished.nodes.map((n) => n.displayNumber)).toEqual(['12A', '121', null]);
    const unlotted = await items({ f: 'UNLOTTED' });
    expect(unlotted.totalCount).toBe(1);
    const byStatus = await items({ s: 'STATUS', n: 200 });
    expect(byStatus.nodes.slice(0, 8).map((n) => n.status)).toEqual([
      'UNPUBLISHED',
      'UNPUBLISHED',
      'UNPUBLISHED',
      'WITHOUT_IMAGES',
      'BANNED',
      'PAYMENT_RESTRICTED',
      'DELETED',
      'PUBLISHED',
    ]);
    expect(byStatus.nodes.slice(0, 3).map((n) => n.displayNumber)).toEqual(['12A', '121', null]);
    const kept = await items({ d: false, n: 200 });
    expect(kept.totalCount).toBe(126);
    expect(kept.nodes.some((n) => n.deleted)).toBe(false);
  });

  it('walks the table with first and after', async () => {
    const first = await items({ first: 2 });
    expect(first.nodes.map((n) => n.displayNumber)).toEqual(['1', '2']);
    const next = await items({ first: 2, after: first.pageInfo.endCursor });
    expect(next.nodes.map((n) => n.displayNumber)).toEqual(['3', '4']);
  });

  it('refuses a page size the spec does not offer, naming the argument', async () => {
    const error = firstError(await gql(stack.gatewayUrl, ITEMS, { c: catalogId, n: 30 }, staff));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.field).toBe('pageSize');
  });

  it('lists the pickers’ lots searched at the server', async () => {
    const pick = async (purpose: string, q?: string) =>
      dataOf<{
        catalogItems: { pickableLots: { totalCount: number; nodes: { displayNumber: string | null }[] } };
      }>(await gql(stack.gatewayUrl, PICKABLE, { c: catalogId, purpose, q }, staff)).catalogItems
        .pickableLots;
    // Kept lots with an image (banned listed, flagged by the picker); the featured picker needs a number.
    expect((await pick('COVER')).totalCount).toBe(124);
    expect((await pick('FEATURED')).totalCount).toBe(124);
    expect((await pick('FEATURED', 'blue')).nodes.map((n) => n.displayNumber)).toEqual(['12A', '77']);
  });

  it('pages and searches the preview at the server, with the sale’s lot count', async () => {
    proxy.calls = [];
    const preview = dataOf<{
      salePreview: {
        lotCount: number;
        lotPage: { totalCount: number; nodes: { displayNumber: string | null; editPath: string | null }[] };
      };
    }>(
      await gql(stack.gatewayUrl, PREVIEW, { g: groupId, c: catalogId, q: 'BLUE', n: 50 }, staff),
    ).salePreview;
    expect(preview.lotCount).toBe(126);
    expect(preview.lotPage.totalCount).toBe(3);
    expect(preview.lotPage.nodes.map((n) => n.displayNumber)).toEqual(['12A', '77', null]);
    expect(preview.lotPage.nodes[0]?.editPath).toMatch(/\/lot\/\d+$/);
    expect(proxy.calls.filter((c) => c.includes('/preview')).every((c) => c.includes('limit='))).toBe(true);
  });

  it('gives the same answers from a catalog service without the paged extension', async () => {
    const paged = await items({ s: 'STATUS', p: 1, n: 50 });
    const pagedPreview = await gql(stack.gatewayUrl, PREVIEW, { g: groupId, c: catalogId, q: 'blue' }, staff);
    proxy.legacy = true;
    proxy.calls = [];
    expect(await items({ s: 'STATUS', p: 1, n: 50 })).toEqual(paged);
    expect(proxy.calls.filter((c) => c.includes('/lots'))).toEqual([
      `GET /cps/app/catalog/${catalogId}/lots`,
    ]);
    const legacyPreview = await gql(
      stack.gatewayUrl,
      PREVIEW,
      { g: groupId, c: catalogId, q: 'blue' },
      staff,
    );
    expect(dataOf(legacyPreview)).toEqual(dataOf(pagedPreview));
  });

  it('answers the review’s banners and Publish All from counts, and the featured cards by id', async () => {
    const page = await items({ n: 200 });
    const chosen = ['1', '2', '3', '4', '77'].map(
      (n) => page.nodes.find((node) => node.displayNumber === n)?.id ?? '',
    );
    dataOf(await gql(stack.gatewayUrl, SAVE_FEATURED, { c: catalogId, ids: chosen }, staff));
    proxy.calls = [];
    type Review = {
      saleReview: {
        publishAllVisible: boolean;
        publishAllDisabledReason: string | null;
        banners: { kind: string; count: number }[];
        featured: { lotIds: string[]; lots: { id: string; displayNumber: string }[] };
      };
    };
    const review = dataOf<Review>(
      await gql(stack.gatewayUrl, REVIEW, { g: groupId, c: catalogId }, staff),
    ).saleReview;
    // Non-deleted lots only: 121, 12A and the unlotted INV-BLUE are unpublished; 124 and INV-BLUE lack images.
    expect(review.banners.map((b) => [b.kind, b.count])).toEqual([
      ['BANNED', 1],
      ['UNPUBLISHED', 3],
      ['PAYMENT_RESTRICTED', 1],
      ['WITHOUT_IMAGES', 2],
      ['UNLOTTED', 1],
    ]);
    expect(review.publishAllVisible).toBe(true);
    expect(review.publishAllDisabledReason).toMatch(/lot number/);
    expect(review.featured.lotIds).toEqual(chosen);
    expect(review.featured.lots.map((l) => l.displayNumber)).toEqual(['1', '2', '3', '4', '77']);
    // Counts and a by-id page: never the summary of every lot.
    expect(proxy.calls.some((c) => c.includes('/summary'))).toBe(false);
    expect(proxy.calls.filter((c) => c.endsWith('/lots/counts'))).toHaveLength(1);
    expect(proxy.calls.filter((c) => c.includes('ids='))).toHaveLength(1);

    proxy.legacy = true;
    const legacy = dataOf<Review>(await gql(stack.gatewayUrl, REVIEW, { g: groupId, c: catalogId }, staff));
    expect(legacy.saleReview).toEqual(review);
  });

  it('keeps the deprecated whole lists working', async () => {
    const whole = dataOf<{ catalogItems: { lots: { id: string }[]; lists: { lots: string[] } } }>(
      await gql(
        stack.gatewayUrl,
        `query($c: ID!) { catalogItems(catalogId: $c) { lots { id } lists { lots } } }`,
        { c: catalogId },
        staff,
      ),
    );
    expect(whole.catalogItems.lots).toHaveLength(127);
    expect(whole.catalogItems.lists.lots).toHaveLength(125);
  });

  it('keeps houses apart, whatever is asked', async () => {
    for (const query of [ITEMS, `query($c: ID!) { catalogItems(catalogId: $c) { catalogId } }`]) {
      const foreign = await gql(stack.gatewayUrl, query, { c: catalogId }, other);
      expect(foreign.body.data?.['catalogItems']).toBeNull();
      expect(firstError(foreign).code).toBe('NOT_FOUND');
    }
  });
});

async function newCatalog(stack: Stack): Promise<{ groupId: string; catalogId: string }> {
  const db = stack.upstream.db;
  const house = await db
    .selectFrom('houses')
    .select('id')
    .where('user_name', '=', 'demo')
    .executeTakeFirstOrThrow();
  const address = await db
    .selectFrom('house_addresses')
    .select('id')
    .where('house_id', '=', house.id)
    .executeTakeFirstOrThrow();
  const group = await db
    .insertInto('sale_groups')
    .values({ house_id: house.id, name: 'Paged review', is_timed: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const serial = Math.random().toString(36).slice(2, 10).toUpperCase();
  const catalog = await db
    .insertInto('catalogs')
    .values({
      house_id: house.id,
      sale_group_id: group.id,
      ref: `GWPAGED${serial}`,
      title: 'Paged review',
      identifier: serial,
      starts_at: new Date(Date.now() + 20 * 24 * 3_600_000),
      address_id: address.id,
      sale_type: 'timed',
      buyer_premium_rate: 25_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { groupId: String(group.id), catalogId: String(catalog.id) };
}

async function insertLots(stack: Stack, catalogId: string, specs: readonly LotSpec[]): Promise<void> {
  const db = stack.upstream.db;
  const catalog = await db
    .selectFrom('catalogs')
    .select('house_id')
    .where('id', '=', Number(catalogId))
    .executeTakeFirstOrThrow();
  await db
    .insertInto('lots')
    .values(
      specs.map((s) => ({
        house_id: catalog.house_id,
        catalog_id: Number(catalogId),
        ref: `LPAGE${Math.random().toString(36).slice(2, 12).toUpperCase()}`,
        lot_number: s.number ?? null,
        lot_number_ext: s.ext ?? '',
        inv_number: s.inv ?? null,
        title: s.title ?? `Lot ${s.number ?? s.inv}`,
        description: 'Paged review fixture',
        low_estimate: 10_000,
        high_estimate: 20_000,
        unpublished: s.unpublished ?? false,
        banned: s.banned ?? false,
        restricted: s.restricted ?? false,
        image_count: s.images ?? 1,
        deleted_at: s.deleted ? new Date() : null,
      })),
    )
    .execute();
}
