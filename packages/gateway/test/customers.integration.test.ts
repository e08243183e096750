import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * Your Customers over HTTP against the real upstream on PGlite (sales §2 Your Customers, §5 Search,
 * §7 GET /yourCustomers, /groups, /keywordsReports): the page of 50, search, the group filter (a
 * foreign house's group is NOT_FOUND), the customer flag and connect types, and the files.
 */
const PASSWORD = 'demo-password';
const PAGE = `query($p: Int!, $s: String, $g: ID) { yourCustomers(page: $p, search: $s, groupId: $g) {
  items { id firstName lastName email purchaseCount purchaseTotal unpaidBalance strikes creationDate
    address { city stateOrProvince countryName } }
  pageInfo { page pageSize totalCount totalPages } exports { csvUrl xlsxUrl keywordsCsvUrl } } }`;
const GROUPS = '{ customerGroups { id name } }';
const CONNECTION = `query($s: String, $g: ID, $first: Int, $after: String, $page: Int, $size: Int) {
  customerList(search: $s, groupId: $g) { exports { csvUrl }
    customerPage(first: $first, after: $after, page: $page, pageSize: $size) {
      totalCount nodes { id lastName } edges { cursor node { id } }
      pageInfo { page pageSize totalPages hasNextPage endCursor } } } }`;
interface Connection {
  totalCount: number;
  nodes: { id: string; lastName: string }[];
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: {
    page: number;
    pageSize: number;
    totalPages: number;
    hasNextPage: boolean;
    endCursor: string | null;
  };
}

interface Page {
  items: { id: string; firstName: string; lastName: string; email: string; creationDate: string | null }[];
  pageInfo: { page: number; pageSize: number; totalCount: number; totalPages: number };
  exports: { csvUrl: string; xlsxUrl: string; keywordsCsvUrl: string };
}

describe('your customers through the gateway', () => {
  let stack: Stack;
  let staff: Caller;
  let clerk: Caller;
  let other: Caller;
  const page = async (vars: Record<string, unknown>, as: Caller = staff) =>
    gql(stack.gatewayUrl, PAGE, { p: 1, ...vars }, as);
  const setConnect = (type: 'p' | 'n' | 's' | 'e' | 'i') =>
    stack.upstream.db
      .updateTable('houses')
      .set({ connect_type: type })
      .where('user_name', '=', 'demo')
      .execute();

  beforeAll(async () => {
    stack = await startStack();
    staff = { cookie: await stack.login('demo', 'staff', PASSWORD) };
    clerk = { cookie: await stack.login('demo', 'clerk', PASSWORD) };
    other = { cookie: await stack.login('other', 'staff', PASSWORD) };
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('pages 50 customers by last name with their figures and export URLs', async () => {
    const first = dataOf<{ yourCustomers: Page }>(await page({})).yourCustomers;
    expect(first.pageInfo).toMatchObject({ page: 1, pageSize: 50 });
    expect(first.items.length).toBe(Math.min(50, first.pageInfo.totalCount));
    expect(first.items[0]?.creationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.exports).toEqual({
      csvUrl: '/downloads/customers/customers.csv',
      xlsxUrl: '/downloads/customers/customers.xlsx',
      keywordsCsvUrl: '/downloads/customers/keywords.csv',
    });
  });

  it('gives the same customers as a connection: pages of 50, and first/after at any offset', async () => {
    const connection = async (vars: Record<string, unknown>, as: Caller = staff) =>
      dataOf<{ customerList: { exports: { csvUrl: string }; customerPage: Connection } }>(
        await gql(stack.gatewayUrl, CONNECTION, vars, as),
      ).customerList;
    const legacy = dataOf<{ yourCustomers: Page }>(await page({ p: 2 })).yourCustomers;
    const second = await connection({ page: 2, size: 50 });
    expect(second.customerPage.nodes.map((c) => c.id)).toEqual(legacy.items.map((c) => c.id));
    expect(second.customerPage.totalCount).toBe(legacy.pageInfo.totalCount);
    expect(second.customerPage.pageInfo).toMatchObject({
      page: 2,
      pageSize: 50,
      totalPages: legacy.pageInfo.totalPages,
    });
    expect(second.exports.csvUrl).toBe('/downloads/customers/customers.csv');
    // A window across two of the service's pages (offset 46, 7 customers).
    const head = await connection({ first: 46 });
    const across = await connection({ first: 7, after: head.customerPage.pageInfo.endCursor });
    const first = dataOf<{ yourCustomers: Page }>(await page({})).yourCustomers.items;
    expect(across.customerPage.nodes.map((c) => c.id)).toEqual(
      [...first, ...legacy.items].slice(46, 53).map((c) => c.id),
    );
    expect(across.customerPage.edges.map((e) => e.node.id)).toEqual(
      across.customerPage.nodes.map((c) => c.id),
    );
    const searched = await connection({ s: first[0]?.lastName, first: 200 });
    expect(searched.customerPage.nodes.every((c) => c.lastName === first[0]?.lastName)).toBe(true);
    expect(searched.customerPage.totalCount).toBe(searched.customerPage.nodes.length);
    for (const [vars, field] of [
      [{ page: 1, size: 100 }, 'pageSize'],
      [{ first: 201 }, 'first'],
      [{ first: 2, page: 1 }, 'page'],
      [{ s: 'x'.repeat(101) }, 'search'],
    ] as const) {
      const error = firstError(await gql(stack.gatewayUrl, CONNECTION, vars, staff));
      expect(error, JSON.stringify(vars)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect(firstError(await gql(stack.gatewayUrl, CONNECTION, { g: 'abc' }, staff)).code).toBe('NOT_FOUND');
    expect(firstError(await gql(stack.gatewayUrl, CONNECTION, {}, clerk)).code).toBe('FORBIDDEN');
  });

  it('searches by first name, last name or email, case-insensitive', async () => {
    const [someone] = dataOf<{ yourCustomers: Page }>(await page({})).yourCustomers.items;
    const found = dataOf<{ yourCustomers: Page }>(
      await page({ s: someone!.email.toUpperCase() }),
    ).yourCustomers;
    expect(found.items.map((c) => c.id)).toEqual([someone!.id]);
    expect(found.exports.csvUrl).toBe(
      `/downloads/customers/customers.csv?search=${encodeURIComponent(someone!.email.toUpperCase()).replace(/%40/g, '%40')}`,
    );
    expect(firstError(await page({ s: 'x'.repeat(101) })).code).toBe('BAD_USER_INPUT');
    expect(firstError(await page({ p: 0 })).code).toBe('BAD_USER_INPUT');
  });

  it('filters by a sale group of the house; another house’s group is NOT_FOUND', async () => {
    const groups = dataOf<{ customerGroups: { id: string; name: string }[] }>(
      await gql(stack.gatewayUrl, GROUPS, {}, staff),
    ).customerGroups;
    expect(groups.length).toBeGreaterThan(0);
    const all = dataOf<{ yourCustomers: Page }>(await page({})).yourCustomers.pageInfo.totalCount;
    const counts = await Promise.all(
      groups
        .slice(0, 6)
        .map(
          async (g) =>
            dataOf<{ yourCustomers: Page }>(await page({ g: g.id })).yourCustomers.pageInfo.totalCount,
        ),
    );
    expect(counts.some((n) => n > 0 && n < all)).toBe(true);
    const foreign = await stack.upstream.db
      .selectFrom('sale_groups')
      .innerJoin('houses', 'houses.id', 'sale_groups.house_id')
      .where('houses.user_name', '=', 'other')
      .select('sale_groups.id')
      .executeTakeFirstOrThrow();
    expect(firstError(await page({ g: String(foreign.id) }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'groupId',
    });
    expect(firstError(await page({ g: 'abc' })).code).toBe('NOT_FOUND');
    const file = await request(stack.gatewayUrl)
      .get(`/downloads/customers/customers.csv?groupId=${foreign.id}`)
      .set('Cookie', staff.cookie ?? '');
    expect(file.status).toBe(404);
  });

  it('needs the customer flag and a house of connect type s, p or e', async () => {
    expect(firstError(await page({}, {})).code).toBe('UNAUTHENTICATED');
    expect(firstError(await page({}, clerk)).code).toBe('FORBIDDEN');
    // The other house has connect type n.
    expect(firstError(await page({}, other)).code).toBe('FORBIDDEN');
    for (const type of ['s', 'e'] as const) {
      await setConnect(type);
      expect(dataOf<{ yourCustomers: Page }>(await page({})).yourCustomers.items.length).toBeGreaterThan(0);
    }
    await setConnect('i');
    try {
      expect(firstError(await page({})).code).toBe('FORBIDDEN');
      expect(firstError(await gql(stack.gatewayUrl, GROUPS, {}, staff)).code).toBe('FORBIDDEN');
      const file = await request(stack.gatewayUrl)
        .get('/downloads/customers/keywords.csv')
        .set('Cookie', staff.cookie ?? '');
      expect(file.status).toBe(403);
    } finally {
      await setConnect('p');
    }
  });

  it('serves the customer list as CSV and XLSX and the keywords report as CSV', async () => {
    const csv = await request(stack.gatewayUrl)
      .get('/downloads/customers/customers.csv')
      .set('Cookie', staff.cookie ?? '');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
    expect(csv.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Last Name,First Name,Email/);
    const xlsx = await request(stack.gatewayUrl)
      .get('/downloads/customers/customers.xlsx')
      .set('Cookie', staff.cookie ?? '')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    expect((xlsx.body as Buffer).subarray(0, 2).toString()).toBe('PK');
    const keywords = await request(stack.gatewayUrl)
      .get('/downloads/customers/keywords.csv')
      .set('Cookie', staff.cookie ?? '');
    expect(keywords.status).toBe(200);
    expect(keywords.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Keyword,First Name,Last Name,Email,Date Added',
    );
    expect((await request(stack.gatewayUrl).get('/downloads/customers/keywords.csv')).status).toBe(401);
    const clerkFile = await request(stack.gatewayUrl)
      .get('/downloads/customers/customers.csv')
      .set('Cookie', clerk.cookie ?? '');
    expect(clerkFile.status).toBe(403);
  });
});
