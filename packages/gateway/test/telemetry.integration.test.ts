import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { startUpstream } from '@ah/upstream/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.js';
import { createGateway, type Gateway } from '../src/server.js';
import { jsonFault, startFaultProxy, type FaultProxy } from './support/faultProxy.js';
import { dataOf, gql } from './support/graphql.js';
import { subscribe, type LiveSubscription } from './support/subscriptions.js';

/**
 * Telemetry (gateway README: Telemetry) over HTTP against the real upstream: `/metrics` counts operations
 * and upstream calls by route template, shows the breakers and the open subscriptions, and refuses
 * callers it must; with an in-memory exporter, an operation is one server span with a client span
 * per upstream call, the upstream receives the W3C traceparent, and log lines carry the trace id.
 */
const GROUPS = 'query GroupsForTelemetry { invoiceGroups { items { id } } }';
const GROUPS_ROUTE = '/app/house/{houseRef}/invoiceGroups';
const METRICS_TOKEN = 'scrape-token-0123456789';

/** The value of one sample line of the exposition, e.g. `name{a="b"} 3`; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const close = line.lastIndexOf('}');
    const got = Object.fromEntries(
      [...line.slice(name.length + 1, close).matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(line.slice(close + 1).trim());
  }
  return undefined;
}

async function login(url: string, user = 'staff'): Promise<string> {
  const res = await gql(
    url,
    `mutation { login(houseUserName: "demo", userName: "${user}", password: "demo-password") { user { id } } }`,
  );
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length);
  if (!cookie) throw new Error('login set no session cookie');
  return cookie;
}

describe('telemetry', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let proxy: FaultProxy;
  let gateway: Gateway;
  let url = '';
  let cookie = '';
  const spans = new InMemorySpanExporter();
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    upstream = await startUpstream();
    proxy = await startFaultProxy(upstream.url);
    gateway = createGateway({
      shutdownDelayMs: 0,
      viewerCacheTtlMs: 0,
      // These tests post their own queries with a session cookie (docs/API.md: Trusted documents).
      trustedDocuments: 'off',
      // One caller's failures may open the catalog breaker here (the default needs two callers).
      circuitBreaker: { failureThreshold: 2, openMs: 600_000, minCallers: 1 },
      upstreamRetries: 0,
      logger: createLogger('warn', (line) => logLines.push(JSON.parse(line) as Record<string, unknown>)),
      tracing: {
        exporters: [],
        serviceName: 'ah-gateway-test',
        otlpTracesUrl: '',
        otlpHeaders: {},
        sampleRatio: 1,
        spanExporter: spans,
      },
      services: { house: proxy.url, catalog: proxy.url, shipping: proxy.url, bidAdmin: proxy.url },
    });
    url = await gateway.start(0, '127.0.0.1');
    cookie = await login(url);
  });
  afterAll(async () => {
    await gateway?.stop();
    await proxy?.close();
    await upstream?.close();
  });

  const scrape = async () => {
    const res = await request(url).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };

  it('counts the operation and its upstream calls by route template in /metrics', async () => {
    dataOf(await gql(url, GROUPS, {}, { cookie }));
    // The second time the lean path answers it: counted the same way.
    dataOf(await gql(url, GROUPS, {}, { cookie }));
    const text = await scrape();
    expect(
      sample(text, 'ah_gateway_graphql_operations_total', { operation: 'GroupsForTelemetry', outcome: 'ok' }),
    ).toBe(2);
    expect(
      sample(text, 'ah_gateway_graphql_operation_duration_seconds_count', {
        operation: 'GroupsForTelemetry',
      }),
    ).toBe(2);
    const groupCalls = sample(text, 'ah_gateway_upstream_request_duration_seconds_count', {
      service: 'house',
      method: 'GET',
      route: GROUPS_ROUTE,
      status_class: '2xx',
    });
    expect(groupCalls).toBe(2);
    expect(
      sample(text, 'ah_gateway_upstream_request_duration_seconds_bucket', {
        service: 'house',
        route: GROUPS_ROUTE,
        status_class: '2xx',
        le: '+Inf',
      }),
    ).toBe(2);
    // Route templates only: no raw path with a house ref or id is a label.
    expect(text).not.toMatch(/route="[^"]*\/house\/demo/i);
    // Default process metrics, the breakers (all closed) and the pollers are there.
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(sample(text, 'ah_gateway_circuit_breaker_state', { service: 'house', state: 'closed' })).toBe(1);
    expect(sample(text, 'ah_gateway_pollers_active', { kind: 'bulkBidding' })).toBe(0);
    // A scrape is not an operation of its own.
    expect(text).not.toMatch(/operation="\(unresolved\)"/);
  });

  it('makes one server span per operation with a client span per upstream call, and sends traceparent', async () => {
    spans.reset();
    proxy.seen.length = 0;
    dataOf(await gql(url, GROUPS, {}, { cookie }));
    const finished = spans.getFinishedSpans();
    const servers = finished.filter((s) => s.kind === SpanKind.SERVER);
    expect(servers).toHaveLength(1);
    const operation = servers[0] as ReadableSpan;
    expect(operation.name).toBe('query GroupsForTelemetry');
    expect(operation.attributes['graphql.operation.name']).toBe('GroupsForTelemetry');
    expect(operation.attributes['ah.outcome']).toBe('ok');
    expect(operation.resource.attributes['service.name']).toBe('ah-gateway-test');
    const children = finished.filter((s) => s.kind === SpanKind.CLIENT);
    // The caller's user lookup, then the groups.
    expect(children.map((s) => s.name).sort()).toEqual(['GET /app/house/user', `GET ${GROUPS_ROUTE}`].sort());
    expect(proxy.seen).toHaveLength(children.length);
    for (const child of children) {
      expect(child.parentSpanContext?.spanId).toBe(operation.spanContext().spanId);
      expect(child.spanContext().traceId).toBe(operation.spanContext().traceId);
    }
    const groups = children.find((s) => s.name === `GET ${GROUPS_ROUTE}`) as ReadableSpan;
    expect(groups.attributes).toMatchObject({
      'ah.upstream.service': 'house',
      'http.request.method': 'GET',
      'url.template': GROUPS_ROUTE,
      'http.response.status_code': 200,
      'http.request.resend_count': 0,
    });
    // Nothing secret or variable rides on a span.
    const everything = JSON.stringify(finished.map((s) => s.attributes));
    expect(everything).not.toContain(cookie.split('=')[1]);
    expect(everything).not.toMatch(/cookie|authorization|variables/i);
    // The upstream got each call's own span as its parent.
    const groupsRequest = proxy.seen.find((r) => r.path.includes('/invoiceGroups'));
    expect(groupsRequest?.headers['traceparent']).toBe(
      `00-${groups.spanContext().traceId}-${groups.spanContext().spanId}-01`,
    );
  });

  // A new document runs on Apollo's path; once Apollo validated it, the lean path answers it.
  it.each([
    ["Apollo's path", 'query LoggedOnApollo { invoiceGroups { items { id } } }', 'LoggedOnApollo'],
    ['the lean path', GROUPS, 'GroupsForTelemetry'],
  ])(
    'on %s: spans, and the trace id on a log line written during the request',
    async (_path, query, name) => {
      spans.reset();
      logLines.length = 0;
      proxy.seen.length = 0;
      // An answer the contract never gives: masked as INTERNAL_SERVER_ERROR and logged.
      proxy.faults.push({
        match: (method, path) => method === 'GET' && path.includes('/invoiceGroups'),
        respond: jsonFault(418, {}),
        times: 1,
      });
      const res = await gql(url, query, {}, { cookie });
      expect(res.body.errors?.[0]?.extensions?.['code']).toBe('INTERNAL_SERVER_ERROR');
      const finished = spans.getFinishedSpans();
      const servers = finished.filter((s) => s.kind === SpanKind.SERVER);
      expect(servers.map((s) => s.name)).toEqual([`query ${name}`]);
      const operation = servers[0] as ReadableSpan;
      expect(operation.attributes['ah.outcome']).toBe('INTERNAL_SERVER_ERROR');
      const groups = finished.find((s) => s.name === `GET ${GROUPS_ROUTE}`);
      expect(groups?.parentSpanContext?.spanId).toBe(operation.spanContext().spanId);
      expect(groups?.attributes['http.response.status_code']).toBe(418);
      expect(groups?.attributes['error.type']).toBe('418');
      expect(proxy.seen.find((r) => r.path.includes('/invoiceGroups'))?.headers['traceparent']).toBe(
        `00-${operation.spanContext().traceId}-${groups?.spanContext().spanId}-01`,
      );
      const masked = logLines.find((l) => l['msg'] === 'Masked GraphQL error');
      expect(masked?.['trace_id']).toBe(operation.spanContext().traceId);
      expect(masked?.['span_id']).toBe(operation.spanContext().spanId);
      const text = await scrape();
      expect(
        sample(text, 'ah_gateway_graphql_operations_total', {
          operation: name,
          outcome: 'INTERNAL_SERVER_ERROR',
        }),
      ).toBe(1);
    },
  );

  it('writes no trace ids on log lines outside a request', () => {
    logLines.length = 0;
    gateway.logger.warn('between requests');
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).not.toHaveProperty('trace_id');
  });

  it('raises the open subscriptions while one runs and lowers them when it closes', async () => {
    const open = async () =>
      sample(await scrape(), 'ah_gateway_subscriptions_open', { field: 'bulkBiddingLotsChanged' }) ?? 0;
    expect(await open()).toBe(0);
    spans.reset();
    let live: LiveSubscription | null = await subscribe(
      url,
      'subscription { bulkBiddingLotsChanged(catalogRef: "TBHDEMO4AUCT") { catalogRef } }',
      {},
      { cookie },
    );
    try {
      await expect.poll(open).toBe(1);
      // Over graphql-ws too: a span for the subscribe, parent of the set-up's upstream calls.
      const finished = spans.getFinishedSpans();
      const ws = finished.find((s) => s.kind === SpanKind.SERVER && s.attributes['ah.transport'] === 'ws');
      expect(ws?.name).toBe('subscription');
      expect(ws?.attributes['ah.outcome']).toBe('ok');
      expect(
        finished.filter(
          (s) => s.kind === SpanKind.CLIENT && s.parentSpanContext?.spanId === ws?.spanContext().spanId,
        ).length,
      ).toBeGreaterThan(0);
      await expect
        .poll(async () => sample(await scrape(), 'ah_gateway_pollers_active', { kind: 'bulkBidding' }))
        .toBe(1);
      live.close();
      live = null;
      await expect.poll(open).toBe(0);
      await expect
        .poll(async () => sample(await scrape(), 'ah_gateway_pollers_active', { kind: 'bulkBidding' }))
        .toBe(0);
    } finally {
      live?.close();
    }
  });

  it('shows a service whose circuit opened as open', async () => {
    // The bid-admin service fails by its own fault: its breaker opens, the house's stays closed.
    proxy.faults.push({ match: (_m, path) => path.includes('bidAdmin'), respond: jsonFault(503, {}) });
    const SALE = 'query SaleForTelemetry { bulkBiddingSale(catalogRef: "TBHDEMO4AUCT") { lots { lotRef } } }';
    await expect
      .poll(async () => {
        await gql(url, SALE, {}, { cookie });
        return sample(await scrape(), 'ah_gateway_circuit_breaker_state', {
          service: 'bidAdmin',
          state: 'open',
        });
      })
      .toBe(1);
    const text = await scrape();
    expect(sample(text, 'ah_gateway_circuit_breaker_state', { service: 'bidAdmin', state: 'closed' })).toBe(
      0,
    );
    expect(sample(text, 'ah_gateway_circuit_breaker_state', { service: 'house', state: 'closed' })).toBe(1);
    expect(
      sample(text, 'ah_gateway_graphql_operations_total', {
        operation: 'SaleForTelemetry',
        outcome: 'UPSTREAM_UNAVAILABLE',
      }),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('/metrics access', () => {
  let gateways: Gateway[] = [];
  let open = '';
  let guarded = '';

  beforeAll(async () => {
    // No upstream needed: /metrics never calls one.
    const loopbackOnly = createGateway({ logLevel: 'silent', shutdownDelayMs: 0 });
    const withToken = createGateway({ logLevel: 'silent', shutdownDelayMs: 0, metricsToken: METRICS_TOKEN });
    gateways = [loopbackOnly, withToken];
    open = await loopbackOnly.start(0, '127.0.0.1');
    guarded = await withToken.start(0, '127.0.0.1');
  });
  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.stop()));
  });

  it('without METRICS_TOKEN serves loopback callers only, and none that came through a proxy', async () => {
    expect((await request(open).get('/metrics')).status).toBe(200);
    const proxied = await request(open).get('/metrics').set('x-forwarded-for', '203.0.113.7');
    expect(proxied.status).toBe(403);
    expect(proxied.text).not.toContain('ah_gateway');
    expect((await request(open).get('/metrics').set('forwarded', 'for=203.0.113.7')).status).toBe(403);
  });

  it('with METRICS_TOKEN wants it as a bearer token from everyone', async () => {
    const none = await request(guarded).get('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.text).not.toContain('ah_gateway');
    expect(
      (await request(guarded).get('/metrics').set('authorization', 'Bearer wrong-token-0123456789')).status,
    ).toBe(401);
    const ok = await request(guarded)
      .get('/metrics')
      .set('authorization', `Bearer ${METRICS_TOKEN}`)
      .set('x-forwarded-for', '203.0.113.7');
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('ah_gateway_graphql_operations_total');
  });

  it('keeps each gateway’s metrics apart', async () => {
    const a = await request(open).get('/metrics');
    // Two registries in one process: no "already registered" clash, and each has its own series.
    expect(a.text).toContain('# TYPE ah_gateway_upstream_request_duration_seconds histogram');
  });
});
