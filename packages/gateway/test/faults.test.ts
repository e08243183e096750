import { DEMO_HOUSE_REF } from '@ah/upstream/testing';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../src/shared/houseDate.js';
import { createGateway, type Gateway } from '../src/server.js';
import { startStack, type Stack } from '../src/testing.js';
import {
  hangFault,
  jsonFault,
  latencyFault,
  lostAnswerFault,
  resetFault,
  seededRandom,
  startFaultProxy,
  type FaultProxy,
} from './support/faultProxy.js';
import { dataOf, firstError, gql, type GraphqlResponse } from './support/graphql.js';

/**
 * The gateway under upstream faults, injected by a real HTTP proxy between it and the real upstream
 * (5xx, connection resets, latency, hangs, a 30% error rate). Every assertion about retries and the
 * circuit breaker counts what the proxy itself received. The gateway runs in this process, so an
 * unhandled rejection anywhere in it is caught here.
 */
const TIMEOUT_MS = 2000;
const UNAVAILABLE = 'A service the gateway depends on is unavailable. Please try again later.';
const HUB = '{ viewer { user { userName } house { id paymentProcessorType } } invoiceTemplates { id name } }';

let stack: Stack;
let proxy: FaultProxy;
let cookie: string;
const gateways: Gateway[] = [];
const urls: string[] = [];
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

async function gatewayViaProxy(extra: Parameters<typeof createGateway>[0] = {}): Promise<string> {
  const gateway = createGateway({
    // Raw test queries with session cookies: trusted documents off, as in testing.ts.
    trustedDocuments: 'off',
    services: { house: proxy.url, catalog: proxy.url, shipping: proxy.url, bidAdmin: proxy.url },
    logLevel: 'silent',
    shutdownDelayMs: 0,
    upstreamTimeoutMs: TIMEOUT_MS,
    upstreamRetries: 2,
    upstreamRetryBaseDelayMs: 20,
    ...extra,
  });
  gateways.push(gateway);
  const url = await gateway.start(0, '127.0.0.1');
  urls.push(url);
  return url;
}

const isPath = (suffix: string) => (_m: string, p: string) => p.split('?')[0]?.endsWith(suffix) ?? false;
const every = () => true;

/** Every error of a response is the typed, masked upstream error. */
function expectOnlyUnavailable(res: GraphqlResponse): void {
  for (const error of res.body.errors ?? [])
    expect(error).toMatchObject({ message: UNAVAILABLE, extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
}

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  stack = await startStack();
  proxy = await startFaultProxy(stack.upstreamUrl);
  cookie = await stack.login('demo', 'staff', 'demo-password');
}, 120_000);
afterEach(() => {
  proxy.faults.length = 0;
  expect(rejections).toEqual([]);
});
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await Promise.all(gateways.map((g) => g.stop()));
  await proxy?.close();
  await stack?.close();
});

describe('each fault yields partial data and typed errors within the deadline', () => {
  const expectPartialHub = (res: GraphqlResponse) => {
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      viewer: { user: { userName: 'staff' }, house: { id: DEMO_HOUSE_REF, paymentProcessorType: null } },
    });
    expect((res.body.data?.['invoiceTemplates'] as unknown[]).length).toBeGreaterThan(0);
    expect(res.body.errors).toEqual([
      {
        message: UNAVAILABLE,
        locations: expect.any(Array),
        path: ['viewer', 'house', 'paymentProcessorType'],
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      },
    ]);
  };

  it('a 503 on one GET: retried twice (3 attempts at the proxy), then that field alone is null', async () => {
    const url = await gatewayViaProxy();
    const target = isPath('/paymentProcessorType');
    proxy.faults.push({ match: target, respond: jsonFault(503, { error: { message: 'down' } }) });
    const before = proxy.count(target);
    expectPartialHub(await gql(url, HUB, {}, { cookie }));
    expect(proxy.count(target) - before).toBe(3);
  });

  it('a connection reset on one GET: retried, then a typed error for that field', async () => {
    const url = await gatewayViaProxy();
    const target = isPath('/paymentProcessorType');
    proxy.faults.push({ match: target, respond: resetFault });
    const before = proxy.count(target);
    expectPartialHub(await gql(url, HUB, {}, { cookie }));
    expect(proxy.count(target) - before).toBe(3);
  });

  it('a reset that happens once is absorbed by the retry: full data, no error', async () => {
    const url = await gatewayViaProxy();
    const target = isPath('/paymentProcessorType');
    proxy.faults.push({ match: target, respond: resetFault, times: 1 });
    const before = proxy.count(target);
    const data = dataOf<{ viewer: { house: { paymentProcessorType: string | null } } }>(
      await gql(url, HUB, {}, { cookie }),
    );
    expect(typeof data.viewer.house.paymentProcessorType).toBe('string');
    expect(proxy.count(target) - before).toBe(2);
  });

  it('added latency under the deadline changes nothing in the answer', async () => {
    const url = await gatewayViaProxy();
    const plain = dataOf(await gql(url, HUB, {}, { cookie }));
    proxy.faults.push({ match: every, respond: latencyFault(TIMEOUT_MS / 4) });
    expect(dataOf(await gql(url, HUB, {}, { cookie }))).toEqual(plain);
  });

  it('a hanging call is cut at the deadline: one attempt, the rest of the answer arrives', async () => {
    const url = await gatewayViaProxy();
    const target = isPath('/paymentProcessorType');
    proxy.faults.push({ match: target, respond: hangFault });
    const before = proxy.count(target);
    const started = Date.now();
    expectPartialHub(await gql(url, HUB, {}, { cookie }));
    // The deadline covers the call with its retries: a hang uses it up, so nothing is retried.
    expect(proxy.count(target) - before).toBe(1);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
  });

  it('a hanging upstream behind every call still gets an answer: UPSTREAM_UNAVAILABLE at the root', async () => {
    const url = await gatewayViaProxy();
    proxy.faults.push({ match: every, respond: hangFault });
    const started = Date.now();
    const res = await gql(url, '{ version viewer { user { id } } }', {}, { cookie });
    expect(typeof res.body.data?.['version']).toBe('string');
    expect(res.body.data?.['viewer']).toBeNull();
    expect(firstError(res)).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', path: ['viewer'] });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
  });

  it('a 30% error rate: every answer is well-formed, retries hide most failures', async () => {
    const url = await gatewayViaProxy({
      circuitBreaker: { failureThreshold: 50, openMs: 1000, minCallers: 2 },
    });
    const random = seededRandom(9);
    proxy.faults.push({
      match: () => random() < 0.3,
      respond: (res, ctx) => (random() < 0.5 ? jsonFault(503, {})(res, ctx) : resetFault(res, ctx)),
    });
    const faultedBefore = proxy.seen.filter((s) => s.faulted).length;
    let complete = 0;
    for (let i = 0; i < 20; i++) {
      const res = await gql(url, HUB, {}, { cookie });
      expect(res.status).toBe(200);
      expectOnlyUnavailable(res);
      if (!res.body.errors) complete += 1;
    }
    expect(proxy.seen.filter((s) => s.faulted).length - faultedBefore).toBeGreaterThan(5);
    expect(complete).toBeGreaterThanOrEqual(14);
  });
});

describe('the circuit breaker', () => {
  const TEMPLATES = '{ invoiceTemplates { id } }';
  let otherCookie: string;
  beforeAll(async () => {
    otherCookie = await stack.login('other', 'staff', 'demo-password');
  });

  it('opens after consecutive failures of two callers (no request reaches the upstream), probes once, closes again', async () => {
    // The breaker reads this clock: the open period ends when the test moves it, not after a sleep
    // (on a busy machine three requests may well take longer than any short open period).
    const openMs = 10_000;
    let clock = 0;
    const url = await gatewayViaProxy({
      upstreamRetries: 0,
      circuitBreaker: { failureThreshold: 3, openMs, minCallers: 2, now: () => clock },
    });
    proxy.faults.push({ match: every, respond: jsonFault(503, {}) });
    const start = proxy.seen.length;
    // Each request makes at least one (failing) house call; three failures of two callers open the circuit.
    const callers = [cookie, otherCookie];
    for (let i = 0; i < 4 && proxy.seen.length - start < 3; i++)
      expect(firstError(await gql(url, TEMPLATES, {}, { cookie: callers[i % 2] ?? cookie })).code).toBe(
        'UPSTREAM_UNAVAILABLE',
      );
    expect(proxy.seen.length - start).toBeGreaterThanOrEqual(3);

    // Open: answers fail fast, and the proxy sees nothing.
    const whileOpen = proxy.seen.length;
    for (let i = 0; i < 3; i++)
      expect(firstError(await gql(url, TEMPLATES, {}, { cookie })).code).toBe('UPSTREAM_UNAVAILABLE');
    expect(proxy.seen.length).toBe(whileOpen);

    // Half-open with the fault still there: exactly one probe goes out, fails, and the circuit reopens.
    clock += openMs;
    expect(firstError(await gql(url, TEMPLATES, {}, { cookie })).code).toBe('UPSTREAM_UNAVAILABLE');
    expect(proxy.seen.length).toBe(whileOpen + 1);
    expect(firstError(await gql(url, TEMPLATES, {}, { cookie })).code).toBe('UPSTREAM_UNAVAILABLE');
    expect(proxy.seen.length).toBe(whileOpen + 1);

    // The upstream heals: the next probe succeeds and the circuit closes: full answers again.
    proxy.faults.length = 0;
    clock += openMs;
    const healed = dataOf<{ invoiceTemplates: { id: string }[] }>(await gql(url, TEMPLATES, {}, { cookie }));
    expect(healed.invoiceTemplates.length).toBeGreaterThan(0);
    const hub = dataOf<{ invoiceTemplates: { id: string }[] }>(await gql(url, HUB, {}, { cookie }));
    expect(hub.invoiceTemplates.map((t) => t.id)).toEqual(healed.invoiceTemplates.map((t) => t.id));
  });

  it("never opens on one house's failures: 30 failing requests of house demo, and house other is served", async () => {
    // The default breaker (5 failures, 10 s). Every call for house demo's paths fails with a 500,
    // as an input that made the service fail would; house other's calls pass.
    const url = await gatewayViaProxy({ upstreamRetries: 0 });
    const demoPath = (_m: string, p: string) => p.includes(`/house/${DEMO_HOUSE_REF}/`);
    proxy.faults.push({ match: demoPath, respond: jsonFault(500, {}) });
    const before = proxy.count(demoPath);
    for (let i = 0; i < 30; i++)
      expect(firstError(await gql(url, TEMPLATES, {}, { cookie })).code).toBe('UPSTREAM_UNAVAILABLE');
    // Each reached the service (none was cut short by an open circuit).
    expect(proxy.count(demoPath) - before).toBe(30);
    const other = dataOf<{ viewer: { user: { userName: string } }; invoiceTemplates: unknown[] }>(
      await gql(url, HUB, {}, { cookie: otherCookie }),
    );
    expect(other.viewer.user.userName).toBe('staff');
    dataOf(await gql(url, '{ version }', {}, {}));
  });
});

describe('mutations and retries', () => {
  const CREATE_TOKEN = 'mutation T($name: String!) { createApiToken(name: $name) { token } }';
  const TOKENS = '{ apiTokens { name } }';

  const tokenNames = async (url: string) =>
    dataOf<{ apiTokens: { name: string }[] }>(await gql(url, TOKENS, {}, { cookie })).apiTokens.map(
      (t) => t.name,
    );

  it('never retries a mutation without an idempotency key, even on a retryable 503', async () => {
    const url = await gatewayViaProxy();
    const target = (m: string, p: string) => m === 'POST' && isPath('/apiTokens')(m, p);
    proxy.faults.push({ match: target, respond: jsonFault(503, {}) });
    const before = proxy.count(target);
    const res = await gql(url, CREATE_TOKEN, { name: 'fault-503' }, { cookie });
    expect(firstError(res)).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', path: ['createApiToken'] });
    expect(proxy.count(target) - before).toBe(1);
    expect(await tokenNames(url)).not.toContain('fault-503');
  });

  it('a lost answer to a mutation is not retried: applied exactly once, the caller told it failed', async () => {
    const url = await gatewayViaProxy();
    const target = (m: string, p: string) => m === 'POST' && isPath('/apiTokens')(m, p);
    proxy.faults.push({ match: target, respond: lostAnswerFault });
    const before = proxy.count(target);
    const res = await gql(url, CREATE_TOKEN, { name: 'fault-lost' }, { cookie });
    expect(firstError(res).code).toBe('UPSTREAM_UNAVAILABLE');
    expect(proxy.count(target) - before).toBe(1);
    proxy.faults.length = 0;
    expect((await tokenNames(url)).filter((n) => n === 'fault-lost')).toHaveLength(1);
  });

  describe('money mutations with an idempotency key', () => {
    let url: string;
    let groupId: string;
    let invoiceIds: string[];
    const paidPath = (m: string, p: string) => m === 'POST' && isPath('/invoicePaidOnly')(m, p);
    const MARK_PAID = `mutation P($input: MarkInvoicesPaidInput!) { markInvoicesPaid(input: $input) { invoices { id isPaid } } }`;
    const MARK_NOT_PAID = `mutation N($input: MarkInvoicesNotPaidInput!) { markInvoicesNotPaid(input: $input) { invoices { id isPaid } } }`;

    beforeAll(async () => {
      url = await gatewayViaProxy();
      const groups = dataOf<{ invoiceGroups: { items: { id: string; invoicesCreated: boolean }[] } }>(
        await gql(url, '{ invoiceGroups(page: 1) { items { id invoicesCreated } } }', {}, { cookie }),
      ).invoiceGroups.items.filter((g) => g.invoicesCreated);
      for (const group of groups) {
        const editor = dataOf<{
          invoiceGroupEditor: {
            invoices: { items: { id: string; canMarkPaid: boolean; invoiceStatus: string }[] };
          } | null;
        }>(
          await gql(
            url,
            'query E($id: ID!) { invoiceGroupEditor(invoiceGroupId: $id) { invoices(page: 1, pageSize: 200) { items { id canMarkPaid invoiceStatus } } } }',
            { id: group.id },
            { cookie },
          ),
        ).invoiceGroupEditor;
        const open = (editor?.invoices.items ?? []).filter(
          (i) => i.canMarkPaid && (i.invoiceStatus === 'SENT' || i.invoiceStatus === 'NOT_SENT'),
        );
        if (open.length >= 2) {
          groupId = group.id;
          invoiceIds = open.slice(0, 2).map((i) => i.id);
          return;
        }
      }
      throw new Error('no group with two open invoices in the seed');
    });

    it('retries a keyed mark-paid whose answer was lost, sending the same key again', async () => {
      proxy.faults.push({ match: paidPath, respond: lostAnswerFault, times: 1 });
      const before = proxy.seen.length;
      const input = {
        invoiceGroupId: groupId,
        invoiceIds: [invoiceIds[0]],
        paymentMethodId: '4',
        paidDate: localDate('America/New_York'),
        idempotencyKey: `fault-suite-${Date.now()}`,
      };
      const res = await gql(url, MARK_PAID, { input }, { cookie });
      expect(dataOf<{ markInvoicesPaid: { invoices: unknown[] } }>(res).markInvoicesPaid.invoices).toEqual([
        { id: invoiceIds[0], isPaid: true },
      ]);
      const posts = proxy.seen.slice(before).filter((s) => paidPath(s.method, s.path));
      expect(posts.map((p) => p.headers['idempotency-key'])).toEqual([
        input.idempotencyKey,
        input.idempotencyKey,
      ]);
      expect(posts.map((p) => p.faulted)).toEqual([true, false]);
    });

    it('does not retry the same mutation without a key', async () => {
      proxy.faults.push({ match: paidPath, respond: lostAnswerFault, times: 1 });
      const before = proxy.count(paidPath);
      const res = await gql(
        url,
        MARK_NOT_PAID,
        { input: { invoiceGroupId: groupId, invoiceIds: [invoiceIds[0]] } },
        { cookie },
      );
      expect(firstError(res).code).toBe('UPSTREAM_UNAVAILABLE');
      expect(proxy.count(paidPath) - before).toBe(1);
    });
  });
});

describe('the gateways survive every fault above', () => {
  it('each is healthy, ready and answers fully once the faults are gone', async () => {
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) {
      expect((await request(url).get('/healthz')).status).toBe(200);
      expect((await request(url).get('/readyz')).body).toEqual({ status: 'ready' });
      const data = dataOf<{ viewer: { user: { userName: string } } }>(await gql(url, HUB, {}, { cookie }));
      expect(data.viewer.user.userName).toBe('staff');
    }
    expect(rejections).toEqual([]);
  });
});
