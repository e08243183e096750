import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { hangFault, heldFault, startFaultProxy, type FaultProxy } from './support/faultProxy.js';
import { startGatewayProcess, type GatewayProcess } from './support/gatewayProcess.js';
import { everyStatusCatalog, SHIPPING_REVIEW_UPDATED } from './support/shippingFixtures.js';
import { subscribe, type LiveSubscription } from './support/subscriptions.js';

/**
 * SIGTERM on a real gateway process (src/main.ts) with HTTP requests in flight (held up by a
 * fault-injecting proxy in front of the real upstream) and WebSocket subscriptions open: readiness
 * fails first, every request in flight is answered, the sockets close with 1001 Going Away and the
 * process exits 0 within SHUTDOWN_GRACE_MS.
 */
const TEMPLATES = '{ invoiceTemplates { id name } }';
const isSettings = (_m: string, p: string) => p.split('?')[0]?.endsWith('/invoiceSettings') ?? false;

let stack: Stack;
let proxy: FaultProxy;
let cookie: string;
let catalogId: string;
const processes: GatewayProcess[] = [];
const sockets: LiveSubscription[] = [];

beforeAll(async () => {
  stack = await startStack({ upstream: { shippingQuoteDelayMs: 3_600_000 } });
  proxy = await startFaultProxy(stack.upstreamUrl);
  cookie = await stack.login('demo', 'staff', 'demo-password');
  catalogId = (await everyStatusCatalog(stack.upstream)).catalogId;
}, 120_000);
afterEach(() => {
  proxy.faults.length = 0;
  for (const s of sockets.splice(0)) s.close();
});
afterAll(async () => {
  await Promise.all(processes.map((p) => p.kill()));
  await proxy?.close();
  await stack?.close();
});

async function gatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const gateway = await startGatewayProcess({ UPSTREAM_URL: proxy.url, NODE_ENV: 'production', ...env });
  processes.push(gateway);
  return gateway;
}

/** The process's exit code and signal, and when it exited. */
function exitOf(
  gateway: GatewayProcess,
): Promise<{ code: number | null; signal: string | null; at: number }> {
  return new Promise((resolve) =>
    gateway.child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
}

/** A GraphQL POST that records when it was answered (or failed). */
async function timedQuery(url: string, query: string) {
  try {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query }),
    });
    const body = (await res.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] };
    return { status: res.status, body, at: performance.now() };
  } catch (error) {
    return { status: 0, body: { errors: [String(error)] }, at: performance.now() };
  }
}

async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function openSubscriptions(url: string, count: number): Promise<LiveSubscription[]> {
  const opened = await Promise.all(
    Array.from({ length: count }, () => subscribe(url, SHIPPING_REVIEW_UPDATED, { catalogId }, { cookie })),
  );
  sockets.push(...opened);
  for (const s of opened) {
    expect(s.closed).toBeNull();
    expect(s.errors).toEqual([]);
  }
  return opened;
}

describe('SIGTERM drains the gateway', () => {
  it('fails readiness first, answers every request in flight, closes WebSockets with 1001, exits 0 in time', async () => {
    // The readiness delay is long enough for the test to look at readiness and send a request in
    // it, however busy the machine; the requests in flight are held until the test has done so.
    const graceMs = 30_000;
    const gateway = await gatewayProcess({ SHUTDOWN_DELAY_MS: '5000', SHUTDOWN_GRACE_MS: String(graceMs) });
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
    const subscriptions = await openSubscriptions(gateway.url, 3);
    const wsClosedAt: number[] = [];
    for (const s of subscriptions)
      void new Promise<void>((resolve) => {
        const poll = setInterval(() => {
          if (!s.closed) return;
          clearInterval(poll);
          wsClosedAt.push(performance.now());
          resolve();
        }, 5);
      });

    // Five requests held by the proxy: in flight at the gateway when SIGTERM arrives.
    const held = heldFault();
    proxy.faults.push({ match: isSettings, respond: held.respond });
    const before = proxy.count(isSettings);
    const inFlight = Array.from({ length: 5 }, () => timedQuery(gateway.url, TEMPLATES));
    await until(() => proxy.count(isSettings) - before === 5, 'five requests at the proxy');

    const exited = exitOf(gateway);
    const signalAt = performance.now();
    gateway.child.kill('SIGTERM');

    // The signal reaches the process asynchronously: poll until readiness answers 503.
    let ready = await fetch(`${gateway.url}/readyz`);
    while (ready.status === 200 && performance.now() - signalAt < 20_000)
      ready = await fetch(`${gateway.url}/readyz`);
    const readyFailedAt = performance.now();
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'shutting down' });
    // During the readiness delay new requests are still served.
    const during = await timedQuery(gateway.url, '{ version }');
    expect(during.status).toBe(200);
    expect(typeof during.body.data?.['version']).toBe('string');

    held.release();
    const answered = await Promise.all(inFlight);
    for (const res of answered) {
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
      expect((res.body.data?.['invoiceTemplates'] as unknown[]).length).toBeGreaterThan(0);
      expect(res.at).toBeGreaterThan(readyFailedAt);
    }

    const exit = await exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalAt).toBeLessThan(graceMs);
    for (const s of subscriptions) expect(s.closed).toEqual({ code: 1001, reason: 'Going away' });
    expect(wsClosedAt).toHaveLength(3);
    for (const at of wsClosedAt) expect(at).toBeGreaterThan(readyFailedAt);
    // Gone: no new connection is accepted.
    await expect(fetch(`${gateway.url}/healthz`)).rejects.toThrow();
  });

  it('cuts what is still open when the grace period ends, and still exits 0', async () => {
    const graceMs = 1500;
    const gateway = await gatewayProcess({
      SHUTDOWN_DELAY_MS: '200',
      SHUTDOWN_GRACE_MS: String(graceMs),
      UPSTREAM_TIMEOUT_MS: '60000',
    });
    const [subscription] = await openSubscriptions(gateway.url, 1);
    proxy.faults.push({ match: isSettings, respond: hangFault });
    const before = proxy.count(isSettings);
    const hung = timedQuery(gateway.url, TEMPLATES);
    await until(() => proxy.count(isSettings) - before === 1, 'the hung request at the proxy');

    const exited = exitOf(gateway);
    const signalAt = performance.now();
    gateway.child.kill('SIGTERM');
    const exit = await exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    // Cut at the grace period: never before it, and long before the hung call's own 60 s time-out
    // (a busy machine may take a while to exit).
    expect(exit.at - signalAt).toBeGreaterThanOrEqual(graceMs - 50);
    expect(exit.at - signalAt).toBeLessThan(graceMs + 15_000);
    // The request that could not finish was cut, not left hanging; the socket was told to go away.
    expect((await hung).status).toBe(0);
    expect(subscription?.closed?.code).toBe(1001);
  });
});
