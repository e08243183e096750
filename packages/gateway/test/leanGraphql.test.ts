import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import type { UpstreamCallsEvent } from '../src/rest/callLog.js';
import { webOperation } from './support/webOperations.js';

/**
 * The lean path of POST /graphql (src/http/leanGraphql.ts) answers a query Apollo Server has already
 * validated without express or Apollo's pipeline. Each request here is sent twice: the first goes
 * through express and Apollo (the document is new), the second through the lean path; status,
 * headers and body must be the same, errors and cookies included.
 */
describe('the lean GraphQL path', () => {
  let stack: Stack;
  let staff: string;
  let clerk: string;
  /** Requests express handled (the lean path hands it only what it does not serve). */
  let expressRequests = 0;
  const events: UpstreamCallsEvent[] = [];

  beforeAll(async () => {
    stack = await startStack({ gateway: { onUpstreamCalls: (e) => events.push(e) } });
    staff = await stack.login('demo', 'staff', 'demo-password');
    clerk = await stack.login('demo', 'clerk', 'demo-password');
    // Express 5 routes every request through app.handle (untyped): count what reaches it.
    const app = stack.gateway.app as unknown as { handle: (...args: unknown[]) => unknown };
    const handle = app.handle.bind(app);
    app.handle = (...args: unknown[]) => {
      expressRequests += 1;
      return handle(...args);
    };
  });
  afterAll(() => stack?.close());

  async function post(body: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const shownHeaders = [...res.headers]
      .filter(([name]) => name !== 'date')
      .map(([name, value]) => `${name}: ${value}`)
      .sort();
    return { status: res.status, headers: shownHeaders, body: await res.text() };
  }

  let variant = 0;
  /**
   * Sends the request twice; returns both answers and how many of the two express handled. The
   * query gets a comment of its own first, so Apollo has not seen the document before.
   */
  async function twice(request: unknown, headers: Record<string, string> = {}) {
    variant += 1;
    const body =
      typeof request === 'object' && request !== null && 'query' in request
        ? { ...request, query: `# variant ${variant}\n${String(request.query)}` }
        : request;
    const before = expressRequests;
    const first = await post(body, headers);
    const second = await post(body, headers);
    return { first, second, viaExpress: expressRequests - before };
  }

  const hub = (page: unknown, extra: Record<string, unknown> = {}) => ({
    query: webOperation('ExistingInvoicesTab'),
    operationName: 'ExistingInvoicesTab',
    variables: { page, ...extra },
  });

  it('answers a repeated query itself, exactly as Apollo Server did', async () => {
    const { first, second, viaExpress } = await twice(hub(1), { cookie: staff });
    expect(viaExpress).toBe(1);
    expect(second).toEqual(first);
    expect(first.status).toBe(200);
    expect(first.headers).toContain('cache-control: no-store');
    expect(first.headers).toContain('x-content-type-options: nosniff');
    expect(first.body).toMatch(/^\{"data":\{"invoiceGroups":/);
  });

  it('answers resolver errors the same way (unauthenticated, forbidden, bad input, masked)', async () => {
    for (const [body, headers] of [
      [hub(1), {}],
      [hub(0), { cookie: staff }],
      [hub(1, { startDate: '2999-01-01' }), { cookie: staff }],
      [{ query: '{ apiTokens { id } }' }, { cookie: clerk }],
      [
        {
          query: webOperation('InvoiceGroupDetails'),
          variables: { invoiceGroupId: 'abc', filter: 'ALL', page: 1, pageSize: 50 },
        },
        { cookie: staff },
      ],
    ] as const) {
      const { first, second, viaExpress } = await twice(body, headers);
      expect(viaExpress).toBe(1);
      expect(second).toEqual(first);
      expect(first.body).toContain('"errors"');
    }
  });

  it('clears an expired session cookie the same way', async () => {
    const { first, second } = await twice(
      { query: '{ viewer { user { userName } } }' },
      { cookie: 'ah_session=expired' },
    );
    expect(second).toEqual(first);
    expect(first.headers.some((h) => h.startsWith('set-cookie: ah_session=;'))).toBe(true);
  });

  it('serves the web client’s Accept header with the content type Apollo chooses', async () => {
    const accept = 'application/graphql-response+json,application/json;q=0.9';
    const { first, second, viaExpress } = await twice(hub(1), { cookie: staff, accept });
    expect(viaExpress).toBeLessThanOrEqual(1);
    expect(second).toEqual(first);
    expect(first.headers).toContain('content-type: application/graphql-response+json; charset=utf-8');
  });

  it('leaves bad variables, mutations, introspection, batches and other media types to Apollo', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [hub('x'), { cookie: staff }],
      [{ query: 'mutation { logout }' }, { cookie: await stack.login('demo', 'clerk', 'demo-password') }],
      [{ query: '{ __schema { queryType { name } } }' }, {}],
      [[hub(1)], { cookie: staff }],
      [hub(1), { cookie: staff, accept: 'text/html' }],
    ];
    for (const [body, headers] of cases) {
      const { first, second, viaExpress } = await twice(body, headers);
      expect(viaExpress).toBe(2);
      expect(second.status).toBe(first.status);
    }
  });

  it('reports the upstream calls of a lean answer like Apollo’s plugin does', async () => {
    await post(hub(1), { cookie: staff });
    events.length = 0;
    await post(hub(1), { cookie: staff });
    expect(events).toHaveLength(1);
    expect(events[0]?.operationName).toBe('ExistingInvoicesTab');
    expect(events[0]?.calls.some((c) => c.path.includes('/invoiceGroups'))).toBe(true);
  });
});
