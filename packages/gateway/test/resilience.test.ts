import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_HOUSE_REF } from '@ah/upstream/testing';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/server.js';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, firstError, gql, wsExecute } from './support/graphql.js';
import { jsonFault, startFaultProxy } from './support/faultProxy.js';

/**
 * Failure handling against the real upstream: a transparent proxy breaks chosen calls (5xx,
 * malformed answers) so partial results, error codes and masking can be observed; a gateway
 * pointed at a closed port shows a dead upstream; small limits show depth refusals on both paths.
 */
let stack: Stack;
let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
const gateways: Gateway[] = [];
let cookie: string;
let webDist: string;

async function gatewayVia(
  upstreamUrl: string,
  extra: Parameters<typeof createGateway>[0] = {},
): Promise<string> {
  const gateway = createGateway({
    // Raw test queries with session cookies: trusted documents off, as in testing.ts.
    trustedDocuments: 'off',
    services: { house: upstreamUrl, catalog: upstreamUrl, shipping: upstreamUrl, bidAdmin: upstreamUrl },
    logLevel: 'silent',
    shutdownDelayMs: 0,
    upstreamRetries: 0,
    ...extra,
  });
  gateways.push(gateway);
  return gateway.start(0, '127.0.0.1');
}

beforeAll(async () => {
  stack = await startStack();
  proxy = await startFaultProxy(stack.upstreamUrl);
  cookie = await stack.login('demo', 'staff', 'demo-password');
  webDist = mkdtempSync(path.join(tmpdir(), 'gw-graphiql-'));
}, 120_000);
afterEach(() => {
  proxy.faults.length = 0;
});
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.stop()));
  await proxy?.close();
  await stack?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const HUB = '{ viewer { user { userName } house { id paymentProcessorType } } invoiceTemplates { id name } }';

describe('partial results when one upstream call fails', () => {
  it('a failing paymentProcessorType nulls only that field, with UPSTREAM_UNAVAILABLE', async () => {
    const url = await gatewayVia(proxy.url);
    proxy.faults.push({
      match: (_m, p) => p.endsWith('/paymentProcessorType'),
      respond: jsonFault(503, { error: { code: 'DOWN', message: 'db at 10.0.0.3 down' } }),
    });
    const res = await gql(url, HUB, {}, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      viewer: { user: { userName: 'staff' }, house: { id: DEMO_HOUSE_REF, paymentProcessorType: null } },
    });
    expect((res.body.data?.['invoiceTemplates'] as unknown[]).length).toBeGreaterThan(0);
    expect(res.body.errors).toEqual([
      {
        message: 'A service the gateway depends on is unavailable. Please try again later.',
        locations: expect.any(Array),
        path: ['viewer', 'house', 'paymentProcessorType'],
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain('10.0.0.3');
  });

  it('a dead upstream keeps the fields that need none, and readiness fails', async () => {
    const url = await gatewayVia('http://127.0.0.1:9');
    const res = await gql(url, '{ version viewer { user { id } } }', {}, { cookie });
    expect(typeof res.body.data?.['version']).toBe('string');
    expect(res.body.data?.['viewer']).toBeNull();
    expect(firstError(res)).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', path: ['viewer'] });
    const guarded = await gql(url, '{ invoiceTemplates { id } }', {}, { cookie });
    expect(firstError(guarded).code).toBe('UPSTREAM_UNAVAILABLE');
    expect((await request(url).get('/readyz')).status).toBe(503);
  });

  it('readiness passes against the real upstream and fails first on shutdown', async () => {
    const gateway = createGateway({
      // Raw test queries with session cookies: trusted documents off, as in testing.ts.
      trustedDocuments: 'off',
      services: {
        house: stack.upstreamUrl,
        catalog: stack.upstreamUrl,
        shipping: stack.upstreamUrl,
        bidAdmin: stack.upstreamUrl,
      },
      logLevel: 'silent',
      shutdownDelayMs: 300,
    });
    const url = await gateway.start(0, '127.0.0.1');
    expect((await request(url).get('/readyz')).body).toEqual({ status: 'ready' });
    const stopping = gateway.stop();
    const during = await request(url).get('/readyz');
    expect(during.status).toBe(503);
    expect(during.body.reason).toBe('shutting down');
    expect((await request(url).get('/healthz')).status).toBe(200);
    await stopping;
  });
});

describe('error masking', () => {
  const breakTemplates = () =>
    proxy.faults.push({
      match: (_m, p) => p.endsWith('/invoiceSettings'),
      respond: jsonFault(200, {
        data: { invoiceSettings: [{ id: 1, name: null, payrixTemplate: 'secret-internal-detail' }] },
      }),
    });

  it('hides unknown errors in production: INTERNAL_SERVER_ERROR, no stack, no upstream detail', async () => {
    const url = await gatewayVia(proxy.url, { nodeEnv: 'production' });
    breakTemplates();
    const res = await gql(url, HUB, {}, { cookie });
    expect(res.body.data?.['viewer']).toMatchObject({ user: { userName: 'staff' } });
    expect(res.body.data?.['invoiceTemplates']).toBeNull();
    expect(res.body.errors?.[0]).toEqual({
      message: 'Internal server error',
      locations: expect.any(Array),
      path: ['invoiceTemplates', 0, 'name'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/stack|secret-internal-detail|Cannot return null/);
  });

  it('keeps known codes and their messages in production', async () => {
    const url = await gatewayVia(proxy.url, { nodeEnv: 'production' });
    const res = await gql(
      url,
      '{ invoiceGroups(startDate: "2026-02-10", endDate: "2026-02-01") { pageInfo { page } } }',
      {},
      { cookie },
    );
    expect(firstError(res)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'TO date cannot be before FROM date',
      field: 'endDate',
    });
  });

  it('shows the real error in development', async () => {
    const url = await gatewayVia(proxy.url, { nodeEnv: 'development' });
    breakTemplates();
    const res = await gql(url, HUB, {}, { cookie });
    expect(res.body.errors?.[0]?.message).toMatch(
      /Cannot return null for non-nullable field InvoiceTemplate.name/,
    );
    expect(res.body.errors?.[0]?.extensions?.['stacktrace']).toBeDefined();
  });

  it('masks over graphql-ws as well', async () => {
    const url = await gatewayVia(proxy.url, { nodeEnv: 'production' });
    breakTemplates();
    const out = await wsExecute(url, '{ invoiceTemplates { id name } }', { cookie });
    expect(out).toMatchObject({
      kind: 'result',
      result: {
        data: { invoiceTemplates: null },
        errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      },
    });
  });
});

describe('depth limit on both paths', () => {
  it('refuses an operation deeper than GRAPHQL_MAX_DEPTH over HTTP and graphql-ws', async () => {
    const url = await gatewayVia(stack.upstreamUrl, {
      limits: { maxDepth: 3, maxAliases: 30, maxCost: 5000 },
    });
    const deep = '{ viewer { house { settings { isOnlineOnly } } } }';
    const http = await gql(url, deep, {}, { cookie });
    expect(http.status).toBe(400);
    expect(firstError(http)).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      message: 'The operation is nested 4 levels deep; the limit is 3.',
    });
    const ws = await wsExecute(url, deep, { cookie });
    expect(ws).toMatchObject({
      kind: 'errors',
      errors: [{ message: 'The operation is nested 4 levels deep; the limit is 3.' }],
    });
    expect(dataOf(await gql(url, '{ viewer { house { id } } }', {}, { cookie }))).toEqual({
      viewer: { house: { id: DEMO_HOUSE_REF } },
    });
  });
});

describe('GraphiQL at /graphql for browsers', () => {
  it('serves the page to a signed-in browser, a clear 503 when it is not built', async () => {
    const url = await gatewayVia(stack.upstreamUrl, { webDistDir: webDist });
    const asBrowser = (c?: string) => {
      const req = request(url).get('/graphql').set('accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
      return c ? req.set('cookie', c) : req;
    };
    const missing = await asBrowser(cookie);
    expect(missing.status).toBe(503);
    expect(missing.text).toMatch(/GraphiQL is not available: .*graphiql\.html is missing/);
    writeFileSync(path.join(webDist, 'graphiql.html'), '<!doctype html><title>GraphiQL</title>');
    const page = await asBrowser(cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>GraphiQL</title>');
    expect(page.headers['x-frame-options']).toBe('DENY');
    const anonymous = await asBrowser();
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toBe('/ar/login?next=%2Fgraphql');
    const expired = await asBrowser('ah_session=expired-token');
    expect(expired.status).toBe(302);
    expect(String(expired.headers['set-cookie'])).toMatch(/ah_session=; .*Max-Age=0/);
  });
});
