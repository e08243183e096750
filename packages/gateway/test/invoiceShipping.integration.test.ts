import { INVOICE_SHIPPING_MESSAGES } from '@ah/schema';
import { DEMO_HOUSE_REF, OTHER_HOUSE_REF } from '@ah/upstream/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/server.js';
import { startStack, type Stack } from '../src/testing.js';
import type { UpstreamCall, UpstreamCallsEvent } from '../src/rest/callLog.js';
import { jsonFault, startFaultProxy } from './support/faultProxy.js';
import { gql, type Caller, type GraphqlResponse } from './support/graphql.js';
import { webOperation } from './support/webOperations.js';

/**
 * The invoices' Shipping Status or Policy column through the gateway, with the web app's own
 * screen query, against the real upstream: the pills and packages from the shipments, the terms
 * of lots not shipped yet, ONE bulk-get per request however many lines, nothing at all with the
 * provider shipping feature flag off, and 'Error loading shipping data' per line (the rest of the
 * screen intact) when the shipping service fails. The shipping service is reached through a
 * transparent proxy that can break the bulk-get.
 */
const PILLS: Record<string, string> = {
  PENDING: 'pending',
  IN_TRANSIT: 'in transit',
  COMPLETED: 'delivered',
  CANCELLED: 'canceled',
  CONFIRMED: 'confirmed',
  COLLECTED: 'collected',
};
const BULK_GET = '/api/shipping/shipments/bulk-get';

interface LineOut {
  id: string;
  lotRef: string;
  amounts: { total: string };
  shippingStatus: {
    termsName: string | null;
    shipment: {
      id: string;
      status: string;
      statusLabel: string;
      packageCount: number;
      packagesLabel: string | null;
    } | null;
  } | null;
}
interface EditorOut {
  shippingFeatureEnabled: boolean;
  invoices: {
    items: { id: string; linePage: { totalCount: number; nodes: LineOut[] } }[];
    pageInfo: { totalCount: number };
  };
}
/** What the upstream holds for a lot on an invoice line. */
interface LotShipping {
  shipmentStatus: string | null;
  packageCount: number | null;
  termsName: string | null;
}

let stack: Stack;
let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
let gateway: Gateway;
let url: string;
const events: UpstreamCallsEvent[] = [];
const callers: Record<'demo' | 'other', Caller> = { demo: {}, other: {} };

/** The house's invoice group with the most shipped lines, and what the upstream holds per lot ref. */
async function shippedGroup(houseRef: string) {
  const db = stack.upstream.db;
  const rows = await db
    .selectFrom('invoice_lines as il')
    .innerJoin('invoices as i', 'i.id', 'il.invoice_id')
    .innerJoin('houses as h', 'h.id', 'i.house_id')
    .innerJoin('lots as l', 'l.id', 'il.lot_id')
    .leftJoin('shipments as s', 's.lot_id', 'il.lot_id')
    .leftJoin('shipping_reviews as r', 'r.lot_id', 'il.lot_id')
    .leftJoin('shipping_terms as t', 't.id', 'r.terms_id')
    .select([
      'i.invoice_group_id',
      'l.ref as lot_ref',
      's.shipment_status',
      's.package_count',
      'r.id as review_id',
      't.name as terms_name',
    ])
    .where('h.ref', '=', houseRef)
    .execute();
  const shippedPerGroup = new Map<number, number>();
  for (const r of rows)
    if (r.shipment_status)
      shippedPerGroup.set(r.invoice_group_id, (shippedPerGroup.get(r.invoice_group_id) ?? 0) + 1);
  const [groupId] = [...shippedPerGroup].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (groupId === undefined) throw new Error(`the seed has no shipped invoice line for ${houseRef}`);
  const lots = new Map<string, LotShipping>(
    rows
      .filter((r) => r.invoice_group_id === groupId)
      .map((r) => [
        r.lot_ref,
        {
          shipmentStatus: r.shipment_status,
          packageCount: r.package_count,
          termsName: r.review_id === null ? null : r.terms_name,
        },
      ]),
  );
  return { groupId: String(groupId), lots };
}

/** The Create/Edit Invoices screen's own query (the web app's InvoiceEditor operation), every invoice. */
async function editorScreen(
  groupId: string,
  who: Caller,
): Promise<{ res: GraphqlResponse; calls: UpstreamCall[] }> {
  events.length = 0;
  const res = await gql(
    url,
    webOperation('InvoiceEditor'),
    { invoiceGroupId: groupId, invoiceIds: null, page: 1, pageSize: 200 },
    who,
  );
  const event = events.find((e) => e.operationName === 'InvoiceEditor');
  if (!event) throw new Error('the gateway reported no upstream calls for the operation');
  return { res, calls: [...event.calls] };
}

const editorOf = (res: GraphqlResponse) =>
  (res.body.data as { invoiceGroupEditor: EditorOut | null } | undefined)?.invoiceGroupEditor ?? null;
/** The cards' lines: each card brings its first 10 (the fixture's invoices hold fewer, checked). */
const linesOf = (editor: EditorOut | null) =>
  editor?.invoices.items.flatMap((i) => {
    expect(i.linePage.nodes).toHaveLength(i.linePage.totalCount);
    return i.linePage.nodes;
  }) ?? [];
const shippingCalls = (calls: UpstreamCall[]) => calls.filter((c) => c.path.startsWith('/api/shipping/'));
const bulkGets = (calls: UpstreamCall[]) => calls.filter((c) => c.method === 'PATCH' && c.path === BULK_GET);

beforeAll(async () => {
  stack = await startStack();
  proxy = await startFaultProxy(stack.upstreamUrl);
  gateway = createGateway({
    // Raw test queries with session cookies: trusted documents off, as in testing.ts.
    trustedDocuments: 'off',
    services: {
      house: stack.upstreamUrl,
      catalog: stack.upstreamUrl,
      shipping: proxy.url,
      bidAdmin: stack.upstreamUrl,
    },
    logLevel: 'silent',
    shutdownDelayMs: 0,
    onUpstreamCalls: (event) => events.push(event),
  });
  url = await gateway.start(0, '127.0.0.1');
  callers.demo = { cookie: await stack.login('demo', 'staff', 'demo-password') };
  callers.other = { cookie: await stack.login('other', 'staff', 'demo-password') };
}, 120_000);

afterEach(() => {
  proxy.faults.length = 0;
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await stack?.close();
});

describe('the Shipping Status or Policy column with the provider shipping flag on (house demo)', () => {
  it('shows each shipment pill, multiple packages and the terms of unshipped lots from ONE bulk-get', async () => {
    const { groupId, lots } = await shippedGroup(DEMO_HOUSE_REF);
    const { res, calls } = await editorScreen(groupId, callers.demo);
    expect(res.body.errors).toBeUndefined();
    const editor = editorOf(res);
    expect(editor?.shippingFeatureEnabled).toBe(true);
    const lines = linesOf(editor);
    expect(lines).toHaveLength(lots.size);

    for (const line of lines) {
      const lot = lots.get(line.lotRef);
      if (!lot) throw new Error(`lot ${line.lotRef} is not in the group`);
      if (lot.shipmentStatus !== null) {
        const status = lot.shipmentStatus.toUpperCase();
        const count = lot.packageCount ?? 1;
        expect(line.shippingStatus).toEqual({
          termsName: null,
          shipment: {
            id: expect.any(String),
            status,
            statusLabel: PILLS[status],
            packageCount: count,
            packagesLabel: count > 1 ? `Multiple packages (${count})` : null,
          },
        });
      } else {
        expect(line.shippingStatus).toEqual({ termsName: lot.termsName, shipment: null });
      }
    }

    // The seed's promise, so every pill shows: all six statuses, a multi-parcel shipment, terms.
    const shipped = lines.filter((l) => l.shippingStatus?.shipment);
    expect(new Set(shipped.map((l) => l.shippingStatus?.shipment?.status))).toEqual(
      new Set(Object.keys(PILLS)),
    );
    expect(shipped.some((l) => (l.shippingStatus?.shipment?.packageCount ?? 0) > 1)).toBe(true);
    expect(lines.some((l) => l.shippingStatus?.termsName)).toBe(true);

    // However many lines, one bulk-get for all their shipments.
    expect(shipped.length).toBeGreaterThanOrEqual(10);
    expect(bulkGets(calls)).toHaveLength(1);
    expect(bulkGets(calls)[0]?.status).toBe(200);
    // The terms: one reviews list per session and one policy, never a call per line.
    const sessions = new Set(
      calls.filter((c) => c.path.startsWith('/api/shipping/reviews?')).map((c) => c.path),
    );
    expect(sessions.size).toBe(calls.filter((c) => c.path.startsWith('/api/shipping/reviews?')).length);
    expect(calls.filter((c) => c.path === '/api/shipping/policy')).toHaveLength(1);
    expect(shippingCalls(calls).length).toBeLessThanOrEqual(2 + sessions.size);
  });

  it("answers 'Error loading shipping data' per shipped line when the bulk-get fails, the rest intact", async () => {
    const { groupId, lots } = await shippedGroup(DEMO_HOUSE_REF);
    proxy.faults.push({
      match: (method, path) => method === 'PATCH' && path === BULK_GET,
      respond: jsonFault(503, { error: { code: 'DOWN', message: 'carrier db at 10.0.0.9 down' } }),
    });
    const { res, calls } = await editorScreen(groupId, callers.demo);
    expect(res.status).toBe(200);
    const editor = editorOf(res);
    expect(editor?.shippingFeatureEnabled).toBe(true);
    const lines = linesOf(editor);
    expect(lines).toHaveLength(lots.size);
    const shippedLines = lines.filter((l) => lots.get(l.lotRef)?.shipmentStatus !== null);
    expect(shippedLines.length).toBeGreaterThan(0);

    // Every shipped line: null with a typed error at its own path; the amounts still load.
    for (const line of lines) {
      expect(line.amounts.total).toMatch(/^-?\d+\.\d{2}$/);
      if (shippedLines.includes(line)) expect(line.shippingStatus).toBeNull();
      else
        expect(line.shippingStatus).toEqual({ termsName: lots.get(line.lotRef)?.termsName, shipment: null });
    }
    const errors = res.body.errors ?? [];
    expect(errors).toHaveLength(shippedLines.length);
    for (const error of errors) {
      expect(error.message).toBe(INVOICE_SHIPPING_MESSAGES.loadFailed);
      expect(error.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
      expect(error.path?.at(-1)).toBe('shippingStatus');
    }
    expect(JSON.stringify(res.body)).not.toContain('10.0.0.9');
    // One failed call for the whole screen, not one per line.
    expect(bulkGets(calls)).toHaveLength(1);
    expect(bulkGets(calls)[0]?.status).toBe(503);
  });

  it('answers NOT_FOUND per line when the shipping service does not know the shipments', async () => {
    const { groupId, lots } = await shippedGroup(DEMO_HOUSE_REF);
    proxy.faults.push({
      match: (method, path) => method === 'PATCH' && path === BULK_GET,
      respond: jsonFault(200, { data: { shipments: [] } }),
    });
    const { res } = await editorScreen(groupId, callers.demo);
    const shippedCount = [...lots.values()].filter((l) => l.shipmentStatus !== null).length;
    const errors = res.body.errors ?? [];
    expect(errors).toHaveLength(shippedCount);
    expect(new Set(errors.map((e) => `${e.extensions?.['code']}: ${e.message}`))).toEqual(
      new Set([`NOT_FOUND: ${INVOICE_SHIPPING_MESSAGES.loadFailed}`]),
    );
    expect(linesOf(editorOf(res))).toHaveLength(lots.size);
  });
});

describe('the Shipping Status or Policy column with the provider shipping flag off', () => {
  it('is null on every line, without one shipping call, when the house turns the flag off', async () => {
    const { groupId, lots } = await shippedGroup(DEMO_HOUSE_REF);
    const db = stack.upstream.db;
    await db
      .updateTable('houses')
      .set({ provider_shipping_enabled: false })
      .where('ref', '=', DEMO_HOUSE_REF)
      .execute();
    try {
      const { res, calls } = await editorScreen(groupId, callers.demo);
      expect(res.body.errors).toBeUndefined();
      const editor = editorOf(res);
      expect(editor?.shippingFeatureEnabled).toBe(false);
      expect(linesOf(editor)).toHaveLength(lots.size);
      expect(linesOf(editor).every((l) => l.shippingStatus === null)).toBe(true);
      expect(bulkGets(calls)).toHaveLength(0);
      expect(calls.filter((c) => c.path.startsWith('/api/shipping/reviews'))).toHaveLength(0);
    } finally {
      await db
        .updateTable('houses')
        .set({ provider_shipping_enabled: true })
        .where('ref', '=', DEMO_HOUSE_REF)
        .execute();
    }
  });

  it('is off for house other as seeded, though its lots have shipments', async () => {
    const { groupId, lots } = await shippedGroup(OTHER_HOUSE_REF);
    const { res, calls } = await editorScreen(groupId, callers.other);
    expect(res.body.errors).toBeUndefined();
    const editor = editorOf(res);
    expect(editor?.shippingFeatureEnabled).toBe(false);
    expect([...lots.values()].some((l) => l.shipmentStatus !== null)).toBe(true);
    expect(linesOf(editor).map((l) => l.shippingStatus)).toEqual([...Array(lots.size)].map(() => null));
    expect(bulkGets(calls)).toHaveLength(0);
  });
});
