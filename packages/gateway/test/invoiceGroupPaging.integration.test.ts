import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { moneyToCents } from '@ah/schema';
import { DEMO_HOUSE_REF, DEMO_LOGINS } from '@ah/upstream/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamCallsEvent } from '../src/rest/callLog.js';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, gql, type Caller } from './support/graphql.js';

const TOTALS =
  'totals { invoiceCount itemCount hammer premium liveFee tax shipping insurance other invoiceTotal pendingCharges paymentsMade outstandingBalance }';
const DETAILS = `query Details($id: ID!, $filter: InvoicePaidFilter, $search: String, $page: Int, $pageSize: Int, $failed: [ID!]!) {
  invoiceGroupDetails(invoiceGroupId: $id) {
    id title templateId invoicesCreated hasPaddleNumbers hasRestrictedItems canChargeCards batchChargeEligibleCount
    creditCardLimitExceededCount paymentMethods { id } sessions { dayNumber } ${TOTALS}
    invoices(filter: $filter, search: $search, page: $page, pageSize: $pageSize) {
      pageInfo { page pageSize totalCount totalPages } items { id firstName lastName invoiceStatus invoiceTotal }
    }
    invoicesByIds(invoiceIds: $failed, page: 1, pageSize: 50) { pageInfo { totalCount } items { id } }
    paidInvoiceCount unpaidInvoiceCount
  }
}`;
const DETAILS_CONNECTION = `query DetailsConnection($id: ID!, $filter: InvoicePaidFilter, $first: Int, $after: String, $page: Int, $pageSize: Int) {
  invoiceGroupDetails(invoiceGroupId: $id) {
    invoicePage(filter: $filter, first: $first, after: $after, page: $page, pageSize: $pageSize) {
      totalCount edges { cursor node { id } } nodes { id }
      pageInfo { page pageSize totalCount totalPages hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
}`;
const EDITOR_CONNECTION = `query EditorConnection($id: ID!, $first: Int, $after: String) {
  invoiceGroupEditor(invoiceGroupId: $id) {
    invoicePage(first: $first, after: $after) { totalCount nodes { id lines { id } } pageInfo { hasNextPage endCursor } }
  }
}`;
const EDITOR_IDS = `query EditorIds($id: ID!, $ids: [ID!], $first: Int, $after: String) {
  invoiceGroupEditor(invoiceGroupId: $id, invoiceIds: $ids) {
    invoiceIdPage(first: $first, after: $after) {
      totalCount nodes edges { cursor node } pageInfo { hasNextPage endCursor }
    }
  }
}`;
const EDITOR_LINES = `query EditorLines($id: ID!, $first: Int, $after: String) {
  invoiceGroupEditor(invoiceGroupId: $id) {
    invoices(page: 1, pageSize: 50) {
      items { id lines { id } linePage(first: $first, after: $after) { totalCount nodes { id } pageInfo { hasNextPage endCursor } } }
    }
  }
}`;
const EDITOR = `query Editor($id: ID!, $ids: [ID!], $page: Int, $pageSize: Int) {
  invoiceGroupEditor(invoiceGroupId: $id, invoiceIds: $ids) {
    id title invoicesCreated hasLiveFee hasPaddleNumbers invoiceIds ${TOTALS}
    invoices(page: $page, pageSize: $pageSize) {
      pageInfo { totalCount totalPages } items { id invoiceStatus lines { id } }
    }
  }
}`;

/** The fields of the upstream's full group answer (GET groupDetailInfo) the expectations come from. */
interface AdditionalInfo {
  tax: string;
  shipping: string;
  insurance: string;
  other: string;
  paid: boolean;
}
interface FullInvoice {
  invoiceID: number;
  firstName: string;
  lastName: string;
  paddleNumber: string | null;
  invoicePaid: string;
  creditCardLimitExceeded: boolean;
  batchChargeEligible: boolean;
  additionalPriceInfo: AdditionalInfo;
  invoiceDetails: {
    suppress: boolean;
    restricted: boolean;
    priceInfo: { livefee: string };
    additionalPriceInfo: AdditionalInfo;
  }[];
}
interface FullGroup {
  invoiceBidders: FullInvoice[];
  totalAmount: string;
  outStandingBalance: string;
  hasPaddleNumbers: boolean;
  totalPriceWithAdditionalCharges: Record<
    'hammer' | 'premium' | 'livefee' | 'tax' | 'shipping' | 'insurance' | 'other',
    string
  >;
}
interface Page<T> {
  pageInfo: { page: number; pageSize: number; totalCount: number; totalPages: number };
  items: T[];
}
interface DetailsRow {
  id: string;
  firstName: string;
  lastName: string;
  invoiceStatus: string;
}
interface Details {
  totals: Record<string, string | number>;
  hasPaddleNumbers: boolean;
  hasRestrictedItems: boolean;
  batchChargeEligibleCount: number;
  creditCardLimitExceededCount: number;
  invoices: Page<DetailsRow>;
  invoicesByIds: Page<{ id: string }>;
  paidInvoiceCount: number;
  unpaidInvoiceCount: number;
}
interface Connection<T> {
  totalCount: number;
  edges?: { cursor: string; node: { id: string } }[];
  nodes: T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null } & Record<string, unknown>;
}
interface Editor {
  hasLiveFee: boolean;
  hasPaddleNumbers: boolean;
  invoiceIds: string[];
  totals: Record<string, string | number>;
  invoices: Page<{ id: string; invoiceStatus: string; lines: { id: string }[] }>;
}

const cents = (money: string) => moneyToCents(money);
const money = (c: number) => {
  const abs = Math.abs(c);
  return `${c < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
const unpaidAdditional = (a: AdditionalInfo) =>
  a.paid ? 0 : cents(a.tax) + cents(a.shipping) + cents(a.insurance) + cents(a.other);

/** The totals strip as the upstream's full answer gives it (the figures before the summary). */
function expectedTotals(full: FullGroup) {
  const visible = (i: FullInvoice) => i.invoiceDetails.filter((l) => !l.suppress);
  const price = full.totalPriceWithAdditionalCharges;
  return {
    invoiceCount: full.invoiceBidders.length,
    itemCount: full.invoiceBidders.reduce((n, i) => n + visible(i).length, 0),
    hammer: price.hammer,
    premium: price.premium,
    liveFee: price.livefee,
    tax: price.tax,
    shipping: price.shipping,
    insurance: price.insurance,
    other: price.other,
    invoiceTotal: full.totalAmount,
    pendingCharges: money(
      full.invoiceBidders.reduce(
        (n, i) =>
          n +
          unpaidAdditional(i.additionalPriceInfo) +
          visible(i).reduce((m, l) => m + unpaidAdditional(l.additionalPriceInfo), 0),
        0,
      ),
    ),
    paymentsMade: money(full.invoiceBidders.reduce((n, i) => n + cents(i.invoicePaid), 0)),
    outstandingBalance: full.outStandingBalance,
  };
}

/**
 * A proxy in front of the upstream that plays a house service without our invoicePage extension
 * (house.yaml `x-extension`): that path answers 404, as an unknown route does.
 */
async function startServiceWithoutExtension(): Promise<{
  url: string;
  target: URL | null;
  close(): Promise<void>;
}> {
  const proxy: { url: string; target: URL | null; close(): Promise<void> } = {
    url: '',
    target: null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const target = proxy.target;
    if (!target || /\/invoicePage(\?|$)/.test(req.url ?? '')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No such route.' } }));
      return;
    }
    const forward = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}

/**
 * Group details and the create/edit screen on a group of several pages: the page, the counts, the
 * whole-group totals, the paid filter, the search and the select-all ids are those of the whole group
 * (checked against the upstream's full answer), while the gateway reads only the group's listing (our
 * invoicePage extension, or the group summary from a service without it) and the page's invoices.
 * Invoices of another group or house are never shown.
 */
describe.each([
  ['with the invoicePage extension', true],
  ['against a house service without the invoicePage extension', false],
] as const)('invoice group details and editor over a group of several pages, %s', (_mode, extension) => {
  let stack: Stack;
  let withoutExtension: Awaited<ReturnType<typeof startServiceWithoutExtension>> | null = null;
  const staff: Caller = {};
  const other: Caller = {};
  const events: UpstreamCallsEvent[] = [];
  let groupId = '';
  let otherGroupInvoice = '';
  let otherHouseInvoice = '';
  let full: FullGroup;

  const details = async (variables: Record<string, unknown>, who: Caller = staff) =>
    dataOf<{ invoiceGroupDetails: Details | null }>(
      await gql(stack.gatewayUrl, DETAILS, { id: groupId, failed: [], ...variables }, who),
    ).invoiceGroupDetails;
  const editor = async (variables: Record<string, unknown>, who: Caller = staff) =>
    dataOf<{ invoiceGroupEditor: Editor | null }>(
      await gql(stack.gatewayUrl, EDITOR, { id: groupId, ...variables }, who),
    ).invoiceGroupEditor;
  const fullIds = () => full.invoiceBidders.map((i) => String(i.invoiceID));

  beforeAll(async () => {
    withoutExtension = extension ? null : await startServiceWithoutExtension();
    stack = await startStack({
      gateway: {
        onUpstreamCalls: (e) => events.push(e),
        ...(withoutExtension ? { services: { house: withoutExtension.url } } : {}),
      },
    });
    if (withoutExtension) withoutExtension.target = new URL(stack.upstreamUrl);
    staff.cookie = await stack.login('demo', 'staff', 'demo-password');
    other.cookie = await stack.login('other', 'staff', 'demo-password');
    const { db } = stack.upstream;
    const house = await db
      .selectFrom('houses')
      .select('id')
      .where('ref', '=', DEMO_HOUSE_REF)
      .executeTakeFirstOrThrow();
    const groups = await db
      .selectFrom('invoices')
      .select(['invoice_group_id as id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('house_id', '=', house.id)
      .groupBy('invoice_group_id')
      .orderBy('n', 'desc')
      .orderBy('invoice_group_id')
      .execute();
    const [target, kept, ...rest] = groups;
    if (!target || !kept) throw new Error('the seed has too few invoice groups');
    // One group of several pages: the house's other groups' invoices join the largest, all but one
    // group, which stays as "another group". A group has one invoice per approval: each moved invoice
    // gets a copy of its approval.
    const moved = await db
      .selectFrom('invoices')
      .select(['id', 'approval_id'])
      .where(
        'invoice_group_id',
        'in',
        rest.map((g) => g.id),
      )
      .execute();
    for (const invoice of moved) {
      const { id: _id, ...approval } = await db
        .selectFrom('approvals')
        .selectAll()
        .where('id', '=', invoice.approval_id)
        .executeTakeFirstOrThrow();
      const copy = await db
        .insertInto('approvals')
        .values(approval)
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('invoices')
        .set({ invoice_group_id: target.id, approval_id: copy.id })
        .where('id', '=', invoice.id)
        .execute();
    }
    groupId = String(target.id);
    const keptInvoice = await db
      .selectFrom('invoices')
      .select('id')
      .where('invoice_group_id', '=', kept.id)
      .executeTakeFirstOrThrow();
    otherGroupInvoice = String(keptInvoice.id);
    const theirs = await db
      .selectFrom('invoices')
      .select('invoices.id')
      .where('house_id', '!=', house.id)
      .executeTakeFirstOrThrow();
    otherHouseInvoice = String(theirs.id);

    const login = await request(stack.upstreamUrl).post('/app/login').send(DEMO_LOGINS.staff);
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    const res = await request(stack.upstreamUrl)
      .get(`/app/house/${DEMO_HOUSE_REF}/invoiceGroup/${groupId}/groupDetailInfo`)
      .set('Cookie', cookie);
    full = (res.body as { data: FullGroup }).data;
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    await withoutExtension?.close();
  });

  it('has a group larger than a page of 50', () => {
    expect(full.invoiceBidders.length).toBeGreaterThan(100);
  });

  it('group details: the right page, counts and whole-group totals, without the whole group', async () => {
    events.length = 0;
    const page2 = (await details({ page: 2, pageSize: 50 })) as Details;
    const paths = events.flatMap((e) => e.calls.map((c) => `${c.method} ${c.path}`));
    expect(paths.filter((p) => p.endsWith('/groupDetailInfo'))).toEqual([]);
    expect(paths.filter((p) => p.includes('/groupDetailInfoByInvoice'))).toHaveLength(1);
    // The listing: the extension's figures, page and (for the failed-invoices filter's membership)
    // the group's ids, or (without it) its 404 and the group summary.
    expect(paths.filter((p) => p.includes('/groupInfo/processCards'))).toHaveLength(extension ? 0 : 1);
    expect(paths.filter((p) => p.includes('/invoicePage'))).toHaveLength(extension ? 3 : 1);

    expect(page2.invoices.items.map((i) => i.id)).toEqual(fullIds().slice(50, 100));
    expect(page2.invoices.pageInfo).toEqual({
      page: 2,
      pageSize: 50,
      totalCount: full.invoiceBidders.length,
      totalPages: Math.ceil(full.invoiceBidders.length / 50),
    });
    expect(page2.totals).toEqual(expectedTotals(full));
    expect(page2.hasPaddleNumbers).toBe(full.hasPaddleNumbers);
    expect(page2.hasRestrictedItems).toBe(
      full.invoiceBidders.some((i) => i.invoiceDetails.some((l) => l.restricted && !l.suppress)),
    );
    expect(page2.creditCardLimitExceededCount).toBe(
      full.invoiceBidders.filter((i) => i.creditCardLimitExceeded).length,
    );
    expect(page2.batchChargeEligibleCount).toBe(
      full.invoiceBidders.filter((i) => i.batchChargeEligible).length,
    );
  });

  it('group details: the paid filter and the search span every page', async () => {
    // Every invoice's status as the gateway derives it from the full lines, page by page.
    const statuses = new Map<string, string>();
    for (let page = 1; ; page++) {
      const got = (await editor({ page, pageSize: 50 })) as Editor;
      for (const i of got.invoices.items) statuses.set(i.id, i.invoiceStatus);
      if (page >= got.invoices.pageInfo.totalPages) break;
    }
    const paidIds = fullIds().filter((id) => statuses.get(id) === 'PAID');
    expect(paidIds.length).toBeGreaterThan(0);
    const paid = (await details({ filter: 'PAID', page: 1, pageSize: 200 })) as Details;
    expect(paid.invoices.items.map((i) => i.id)).toEqual(paidIds.slice(0, 200));
    expect(paid.invoices.pageInfo.totalCount).toBe(paidIds.length);
    const unpaid = (await details({ filter: 'UNPAID', page: 2, pageSize: 50 })) as Details;
    const unpaidIds = fullIds().filter((id) => statuses.get(id) !== 'PAID');
    expect(unpaid.invoices.items.map((i) => i.id)).toEqual(unpaidIds.slice(50, 100));
    expect(unpaid.invoices.pageInfo.totalCount).toBe(unpaidIds.length);
    expect([unpaid.paidInvoiceCount, unpaid.unpaidInvoiceCount]).toEqual([paidIds.length, unpaidIds.length]);
    // The whole-group figures do not follow the filter.
    expect(unpaid.totals).toEqual(expectedTotals(full));

    const last = full.invoiceBidders[full.invoiceBidders.length - 1] as FullInvoice;
    const term = last.lastName.slice(0, 3).toUpperCase();
    const matching = full.invoiceBidders
      .filter((i) => `${i.firstName}\n${i.lastName}`.toLowerCase().includes(term.toLowerCase()))
      .map((i) => String(i.invoiceID));
    const found = (await details({ search: ` ${term} `, page: 1, pageSize: 200 })) as Details;
    expect(found.invoices.items.map((i) => i.id)).toEqual(matching.slice(0, 200));
    expect(found.invoices.pageInfo.totalCount).toBe(matching.length);
    const byNumber = (await details({ search: String(last.invoiceID), page: 1, pageSize: 50 })) as Details;
    expect(byNumber.invoices.items.map((i) => i.id)).toContain(String(last.invoiceID));
  });

  it('the editor: select-all ids, a page past the first with its lines, the totals', async () => {
    const page3 = (await editor({ page: 3, pageSize: 20 })) as Editor;
    expect(page3.invoiceIds).toEqual(fullIds());
    expect(page3.invoices.items.map((i) => i.id)).toEqual(fullIds().slice(40, 60));
    expect(page3.invoices.items.map((i) => i.lines.length)).toEqual(
      full.invoiceBidders.slice(40, 60).map((i) => i.invoiceDetails.length),
    );
    expect(page3.totals).toEqual(expectedTotals(full));
    expect(page3.hasPaddleNumbers).toBe(full.hasPaddleNumbers);
    expect(page3.hasLiveFee).toBe(
      full.invoiceBidders.some((i) =>
        i.invoiceDetails.some((l) => !l.suppress && cents(l.priceInfo.livefee) !== 0),
      ),
    );
  });

  it('walks the invoices with first/after as the pages show them (the connection fields)', async () => {
    const connection = async (query: string, variables: Record<string, unknown>, root: string) =>
      (
        dataOf<Record<string, { invoicePage: Connection<{ id: string; lines?: { id: string }[] }> }>>(
          await gql(stack.gatewayUrl, query, { id: groupId, ...variables }, staff),
        )[root] as { invoicePage: Connection<{ id: string; lines?: { id: string }[] }> }
      ).invoicePage;
    const walked: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await connection(DETAILS_CONNECTION, { first: 70, after }, 'invoiceGroupDetails');
      expect(page.totalCount).toBe(full.invoiceBidders.length);
      expect(page.edges?.map((e) => e.node.id)).toEqual(page.nodes.map((n) => n.id));
      walked.push(...page.nodes.map((n) => n.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(walked).toEqual(fullIds());

    const second = await connection(DETAILS_CONNECTION, { page: 2, pageSize: 100 }, 'invoiceGroupDetails');
    expect(second.nodes.map((n) => n.id)).toEqual(fullIds().slice(100, 200));
    expect(second.pageInfo).toMatchObject({ page: 2, pageSize: 100, hasPreviousPage: true });
    const unpaid = await connection(
      DETAILS_CONNECTION,
      { filter: 'UNPAID', first: 5 },
      'invoiceGroupDetails',
    );
    const counts = (await details({ page: 1, pageSize: 50 })) as Details;
    expect(unpaid.totalCount).toBe(counts.unpaidInvoiceCount);

    const editorFirst = await connection(EDITOR_CONNECTION, { first: 15 }, 'invoiceGroupEditor');
    const editorNext = await connection(
      EDITOR_CONNECTION,
      { first: 15, after: editorFirst.pageInfo.endCursor },
      'invoiceGroupEditor',
    );
    expect([...editorFirst.nodes, ...editorNext.nodes].map((n) => n.id)).toEqual(fullIds().slice(0, 30));
    expect(editorNext.nodes.map((n) => n.lines?.length)).toEqual(
      full.invoiceBidders.slice(15, 30).map((i) => i.invoiceDetails.length),
    );

    const refused = await gql(stack.gatewayUrl, DETAILS_CONNECTION, { id: groupId, pageSize: 70 }, staff);
    expect(refused.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it("the editor's ids a window at a time from the id listing, and an invoice's lines a window at a time", async () => {
    type IdPage = {
      totalCount: number;
      nodes: string[];
      edges: { cursor: string; node: string }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
    const ids = async (variables: Record<string, unknown>) =>
      dataOf<{ invoiceGroupEditor: { invoiceIdPage: IdPage } }>(
        await gql(stack.gatewayUrl, EDITOR_IDS, { id: groupId, ...variables }, staff),
      ).invoiceGroupEditor.invoiceIdPage;
    events.length = 0;
    const walked: string[] = [];
    for (let after: string | null = null; ;) {
      const page: IdPage = await ids({ first: 70, after });
      expect(page.totalCount).toBe(full.invoiceBidders.length);
      expect(page.edges.map((e) => e.node)).toEqual(page.nodes);
      walked.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(walked).toEqual(fullIds());
    // Ids only: no invoice is read in full for them.
    const paths = events.flatMap((e) => e.calls.map((c) => c.path));
    expect(paths.filter((p) => p.includes('groupDetailInfo'))).toEqual([]);
    const whole = await ids({ first: 5000 });
    expect(whole.nodes).toEqual(fullIds());
    const narrowed = await ids({ ids: [otherGroupInvoice, otherHouseInvoice, fullIds()[3]] });
    expect(narrowed.nodes).toEqual([fullIds()[3]]);
    const refused = await gql(stack.gatewayUrl, EDITOR_IDS, { id: groupId, first: 5001 }, staff);
    expect(refused.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');

    type LinePage = {
      totalCount: number;
      nodes: { id: string }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
    type Item = { id: string; lines: { id: string }[]; linePage: LinePage };
    const lines = async (variables: Record<string, unknown>) =>
      dataOf<{ invoiceGroupEditor: { invoices: { items: Item[] } } }>(
        await gql(stack.gatewayUrl, EDITOR_LINES, { id: groupId, ...variables }, staff),
      ).invoiceGroupEditor.invoices.items;
    const firstTwo = await lines({ first: 2 });
    for (const item of firstTwo) {
      expect(item.linePage.totalCount).toBe(item.lines.length);
      expect(item.linePage.nodes).toEqual(item.lines.slice(0, 2));
      expect(item.linePage.pageInfo.hasNextPage).toBe(item.lines.length > 2);
    }
    const long = firstTwo.find((i) => i.lines.length > 2);
    expect(long, 'an invoice of more than two lines').toBeTruthy();
    const rest = await lines({ first: 500, after: long!.linePage.pageInfo.endCursor });
    expect(rest.find((i) => i.id === long!.id)?.linePage.nodes).toEqual(long!.lines.slice(2));
  });

  it('never shows an invoice of another group or house, nor the group to another house', async () => {
    const mine = fullIds()[7] as string;
    const failed = (
      await details({ failed: [otherGroupInvoice, otherHouseInvoice, mine], page: 1, pageSize: 50 })
    )?.invoicesByIds;
    expect(failed?.items.map((i) => i.id)).toEqual([mine]);
    expect(failed?.pageInfo.totalCount).toBe(1);
    const narrowed = (await editor({
      ids: [otherGroupInvoice, otherHouseInvoice],
      page: 1,
      pageSize: 20,
    })) as Editor;
    expect(narrowed.invoiceIds).toEqual([]);
    expect(narrowed.invoices.items).toEqual([]);
    expect(await details({ page: 1, pageSize: 50 }, other)).toBeNull();
    expect(await editor({ page: 1, pageSize: 20 }, other)).toBeNull();
  });
});
