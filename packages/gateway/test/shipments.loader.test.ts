import { DEMO_HOUSE_REF, DEMO_LOGINS, startUpstream } from '@ah/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayContext } from '../src/context.js';
import { resolveConfig } from '../src/gatewayConfig.js';
import { MODULE_LOADERS } from '../src/modules/index.js';
import { createUpstreamClients, type UpstreamClients } from '../src/rest/clients.js';
import { startFaultProxy } from './support/faultProxy.js';

/** Shipments for the invoices' Shipping Status column: any number of loads, one bulk-get call. */
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
let clients: UpstreamClients;
let token = '';
const bulkCalls: string[] = [];

beforeAll(async () => {
  upstream = await startUpstream();
  proxy = await startFaultProxy(upstream.url);
  proxy.faults.push({
    match: (method, path) => {
      if (method === 'PATCH' && path.startsWith('/api/shipping/shipments/bulk-get')) bulkCalls.push(path);
      return false;
    },
    respond: () => undefined,
  });
  clients = createUpstreamClients(
    resolveConfig({
      services: { house: upstream.url, catalog: upstream.url, shipping: proxy.url, bidAdmin: upstream.url },
    }),
  );
  const res = await fetch(`${upstream.url}/app/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGINS.staff),
  });
  token = /ah_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
});

afterAll(async () => {
  await clients?.close();
  await proxy?.close();
  await upstream?.close();
});

describe('the shipments loader', () => {
  it('batches every load of a request into one PATCH /api/shipping/shipments/bulk-get', async () => {
    const rows = await upstream.db
      .selectFrom('shipments as s')
      .innerJoin('catalogs as c', 'c.id', 's.catalog_id')
      .innerJoin('houses as h', 'h.id', 's.house_id')
      .select(['s.id', 'c.ref', 's.shipment_status'])
      .where('h.ref', '=', DEMO_HOUSE_REF)
      .orderBy('s.id')
      .limit(40)
      .execute();
    expect(rows.length).toBeGreaterThan(10);
    const context = new GatewayContext({
      clients,
      credentials: { kind: 'session', token },
      cookies: null,
      transport: 'http',
      development: false,
      modules: { loaders: MODULE_LOADERS, hubs: {} },
    });
    const account = { externalAccountID: DEMO_HOUSE_REF, externalAccountDomain: 'demo' };
    const loads = rows.map((r) =>
      context.loaders.shippingReviews.shipments.load({ account, id: r.id, topic: `catalogref:${r.ref}` }),
    );
    // An unknown shipment and a wrong topic come back as null.
    loads.push(
      context.loaders.shippingReviews.shipments.load({ account, id: 99_999_999, topic: `catalogref:${rows[0]?.ref}` }),
    );
    loads.push(context.loaders.shippingReviews.shipments.load({ account, id: rows[0]?.id ?? 0, topic: 'catalogref:OTHER' }));
    const shipments = await Promise.all(loads);
    expect(bulkCalls).toHaveLength(1);
    expect(shipments.slice(0, rows.length).map((s) => s?.shipmentStatus)).toEqual(
      rows.map((r) => r.shipment_status),
    );
    expect(shipments.slice(rows.length)).toEqual([null, null]);
  });
});
