import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamCallLog } from './callLog.js';
import { CircuitBreaker } from './circuitBreaker.js';
import { UpstreamError } from './errors.js';
import { backoffMs, RestClient, type RestClientOptions } from './restClient.js';

/**
 * The REST client's failure handling against a scripted HTTP server (status codes, delays); the
 * product's own behaviour is tested against the real upstream in test/.
 */
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = (_req, res) => res.end('{}');
const seen: { method: string; url: string; headers: IncomingMessage['headers'] }[] = [];
let server: Server;
let baseUrl: string;
const clients: RestClient[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  seen.length = 0;
});

function client(options: Partial<RestClientOptions> = {}, url = baseUrl): RestClient {
  const c = new RestClient('house', url, {
    timeoutMs: 500,
    retries: 2,
    retryBaseDelayMs: 1,
    circuitBreaker: { failureThreshold: 5, openMs: 60_000 },
    ...options,
  });
  clients.push(c);
  return c;
}

const call = (log: UpstreamCallLog | null = null) => ({ credentials: null, log });

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('RestClient', () => {
  it('forwards the session cookie or the bearer token, and the query string', async () => {
    handler = (_req, res) => json(res, 200, { ok: true });
    const c = client();
    await c.request(
      { credentials: { kind: 'session', token: 'abc' }, log: null },
      { method: 'GET', path: '/x', query: { a: 1, b: undefined, c: 'd e' } },
    );
    await c.request(
      { credentials: { kind: 'bearer', token: 'tok' }, log: null },
      { method: 'GET', path: '/y' },
    );
    expect(seen[0]?.url).toBe('/x?a=1&c=d+e');
    expect(seen[0]?.headers.cookie).toBe('ah_session=abc');
    expect(seen[1]?.headers.authorization).toBe('Bearer tok');
    expect(seen[1]?.headers.cookie).toBeUndefined();
  });

  it('retries a GET after a 503 and records one logical call', async () => {
    let n = 0;
    handler = (_req, res) => (++n < 3 ? json(res, 503, {}) : json(res, 200, { n }));
    const log = new UpstreamCallLog();
    const res = await client().request<{ n: number }>(call(log), { method: 'GET', path: '/r' });
    expect(res.body.n).toBe(3);
    expect(log.calls).toEqual([
      expect.objectContaining({ method: 'GET', path: '/r', status: 200, attempts: 3 }),
    ]);
  });

  it('never retries a POST', async () => {
    handler = (_req, res) => json(res, 503, {});
    const error = await failure(client().request(call(), { method: 'POST', path: '/p', body: { a: 1 } }));
    expect(error.extensions['code']).toBe('UPSTREAM_UNAVAILABLE');
    expect(seen.filter((s) => s.method === 'POST')).toHaveLength(1);
  });

  it('retries a write that carries an Idempotency-Key, with the same key', async () => {
    let n = 0;
    handler = (_req, res) => (++n < 2 ? json(res, 503, {}) : json(res, 200, { n }));
    const res = await client().request<{ n: number }>(call(), {
      method: 'POST',
      path: '/paid',
      body: { a: 1 },
      headers: { 'idempotency-key': 'k-1' },
    });
    expect(res.body.n).toBe(2);
    expect(seen.map((s) => [s.method, s.headers['idempotency-key']])).toEqual([
      ['POST', 'k-1'],
      ['POST', 'k-1'],
    ]);
  });

  it('bounds a call by one deadline, retries included', async () => {
    handler = (_req, res) => setTimeout(() => json(res, 503, {}), 150);
    const error = await failure(
      client({ timeoutMs: 400, retries: 10, retryBaseDelayMs: 1 }).request(call(), {
        method: 'GET',
        path: '/d',
      }),
    );
    expect(error.extensions['code']).toBe('UPSTREAM_UNAVAILABLE');
    // Ten retries were allowed; the 400 ms deadline leaves room for a few 150 ms attempts only
    // (each attempt takes at least 150 ms, so a busy machine makes fewer, never more).
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect(seen.length).toBeLessThan(5);
  });

  it('spreads retries with full jitter: random delays up to base·2^(attempt-1)', () => {
    const delays = Array.from({ length: 500 }, () => backoffMs(3, 100));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...delays)).toBeLessThanOrEqual(400);
    expect(new Set(delays).size).toBeGreaterThan(50);
  });

  it('gives up after the retries and answers UPSTREAM_UNAVAILABLE without upstream detail', async () => {
    handler = (_req, res) => json(res, 502, { error: { code: 'BOOM', message: 'stack trace here' } });
    const error = await failure(client({ retries: 1 }).request(call(), { method: 'GET', path: '/g' }));
    expect(error.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(error.message).not.toMatch(/stack/);
    expect(seen).toHaveLength(2);
  });

  it('times out a slow call', async () => {
    // The answer would come (after 300 ms): a 'timeout' means the client gave up before it.
    handler = (_req, res) => setTimeout(() => json(res, 200, {}), 300);
    const error = await failure(
      client({ timeoutMs: 50, retries: 0 }).request(call(), { method: 'GET', path: '/slow' }),
    );
    expect(error.reason).toBe('timeout');
  });

  it('times out a body that stops half-way, and reads a body sent in many chunks', async () => {
    // Headers and half the JSON at once, the rest never: the deadline also bounds reading the body.
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"half":');
    };
    const stalled = await failure(
      client({ timeoutMs: 50, retries: 0 }).request(call(), { method: 'GET', path: '/stalled' }),
    );
    expect(stalled.reason).toBe('timeout');
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const bytes = Buffer.from(JSON.stringify({ items: Array.from({ length: 2_000 }, (_, i) => `é${i}`) }));
      // Odd-sized chunks split two-byte characters: the chunks are joined before decoding.
      for (let i = 0; i < bytes.length; i += 1_001) res.write(bytes.subarray(i, i + 1_001));
      res.end();
    };
    const { body } = await client().request<{ items: string[] }>(call(), { method: 'GET', path: '/chunks' });
    expect(body.items).toHaveLength(2_000);
    expect(body.items[1_999]).toBe('é1999');
  });

  it('maps a refused connection to UPSTREAM_UNAVAILABLE', async () => {
    const error = await failure(
      client({ retries: 0 }, 'http://127.0.0.1:9').request(call(), { method: 'GET', path: '/' }),
    );
    expect(error.extensions['code']).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.reason).toBe('network');
  });

  it.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [400, 'BAD_USER_INPUT'],
    [409, 'BAD_USER_INPUT'],
    [422, 'BAD_USER_INPUT'],
    [429, 'RATE_LIMITED'],
  ])('maps %i to %s, keeping the upstream message', async (status, code) => {
    handler = (_req, res) =>
      json(res, status, { error: { code: 'X', message: `said ${status}`, field: 'sessionRefs' } });
    const error = await failure(client().request(call(), { method: 'GET', path: '/e' }));
    expect(error.extensions['code']).toBe(code);
    expect(error.message).toBe(`said ${status}`);
    if (code === 'BAD_USER_INPUT') expect(error.extensions['field']).toBe('sessionRefs');
    expect(seen).toHaveLength(1); // 4xx is never retried
  });

  const as = (token: string) => ({ credentials: { kind: 'session' as const, token }, log: null });

  it('opens the circuit after consecutive 5xx failures seen by two callers, and fails fast', async () => {
    handler = (_req, res) => json(res, 500, {});
    const c = client({ retries: 0, circuitBreaker: { failureThreshold: 2, openMs: 60_000 } });
    await failure(c.request(as('a'), { method: 'GET', path: '/a' }));
    expect(c.breaker.state).toBe('closed');
    await failure(c.request(as('b'), { method: 'GET', path: '/a' }));
    expect(c.breaker.state).toBe('open');
    const error = await failure(c.request(as('c'), { method: 'GET', path: '/a' }));
    expect(error.reason).toBe('circuit-open');
    expect(error.extensions['code']).toBe('UPSTREAM_UNAVAILABLE');
    expect(seen).toHaveLength(2);
  });

  it('counts time-outs and refused connections as failures', async () => {
    handler = (_req, res) => setTimeout(() => json(res, 200, {}), 300);
    const slow = client({
      timeoutMs: 50,
      retries: 0,
      circuitBreaker: { failureThreshold: 2, openMs: 60_000 },
    });
    await failure(slow.request(as('a'), { method: 'GET', path: '/slow' }));
    await failure(slow.request(as('b'), { method: 'GET', path: '/slow' }));
    expect(slow.breaker.state).toBe('open');
    const dead = client(
      { retries: 0, circuitBreaker: { failureThreshold: 2, openMs: 60_000 } },
      'http://127.0.0.1:9',
    );
    await failure(dead.request(as('a'), { method: 'GET', path: '/' }));
    await failure(dead.request(call(), { method: 'GET', path: '/' }));
    expect(dead.breaker.state).toBe('open');
  });

  it('never counts a 4xx: 100 refusals from many callers leave it closed, and reset a run of 5xx', async () => {
    const c = client({ retries: 0, circuitBreaker: { failureThreshold: 3, openMs: 60_000 } });
    handler = (_req, res) => json(res, 500, {});
    await failure(c.request(as('a'), { method: 'GET', path: '/x' }));
    await failure(c.request(as('b'), { method: 'GET', path: '/x' }));
    const statuses = [400, 401, 403, 404, 409, 413, 422, 429];
    for (let i = 0; i < 100; i++) {
      const status = statuses[i % statuses.length] ?? 400;
      handler = (_req, res) => json(res, status, { error: { code: 'NO', message: 'no' } });
      await expect(
        c.request(as(`caller-${i % 7}`), { method: 'POST', path: '/x', body: { a: 1 } }),
      ).rejects.toThrow();
      expect(c.breaker.state).toBe('closed');
    }
    // The two 5xx before the refusals no longer count: three new ones are needed.
    handler = (_req, res) => json(res, 500, {});
    await failure(c.request(as('a'), { method: 'GET', path: '/x' }));
    await failure(c.request(as('b'), { method: 'GET', path: '/x' }));
    expect(c.breaker.state).toBe('closed');
    await failure(c.request(as('c'), { method: 'GET', path: '/x' }));
    expect(c.breaker.state).toBe('open');
  });

  it("never opens on one caller's failures alone, however many: others keep being served", async () => {
    handler = (req, res) => (req.url === '/poison' ? json(res, 500, {}) : json(res, 200, { ok: true }));
    for (const caller of [call(), as('flooder')]) {
      const c = client({ retries: 0, circuitBreaker: { failureThreshold: 5, openMs: 60_000 } });
      for (let i = 0; i < 50; i++)
        await failure(c.request(caller, { method: 'POST', path: '/poison', body: {} }));
      expect(c.breaker.state).toBe('closed');
      const other = await c.request<{ ok: boolean }>(as('another house'), { method: 'GET', path: '/fine' });
      expect(other.body).toEqual({ ok: true });
    }
  });

  it('does not count an answer that was too large or not JSON (the service is up)', async () => {
    const c = client({
      retries: 0,
      maxResponseBytes: 10,
      circuitBreaker: { failureThreshold: 2, openMs: 60_000 },
    });
    handler = (_req, res) => json(res, 200, { long: 'x'.repeat(100) });
    await failure(c.request(as('a'), { method: 'GET', path: '/big' }));
    handler = (_req, res) => res.end('not json');
    await failure(c.request(as('b'), { method: 'GET', path: '/garbage' }));
    expect(c.breaker.state).toBe('closed');
  });
});

describe('CircuitBreaker', () => {
  it('lets one trial through after the open period and closes on success', () => {
    let now = 0;
    const b = new CircuitBreaker({ failureThreshold: 1, openMs: 100, minCallers: 1, now: () => now });
    b.onFailure('a');
    expect(b.tryAcquire()).toBe(false);
    now = 100;
    expect(b.tryAcquire()).toBe(true);
    expect(b.tryAcquire()).toBe(false); // one trial at a time
    b.onSuccess();
    expect(b.state).toBe('closed');
    expect(b.tryAcquire()).toBe(true);
  });

  it('reopens when the trial fails', () => {
    let now = 0;
    const b = new CircuitBreaker({ failureThreshold: 3, openMs: 100, now: () => now });
    b.onFailure('a');
    b.onFailure('b');
    b.onFailure('a');
    now = 150;
    expect(b.tryAcquire()).toBe(true);
    b.onFailure('a');
    expect(b.state).toBe('open');
    expect(b.tryAcquire()).toBe(false);
  });

  it('needs the failures of minCallers distinct callers besides the count', () => {
    const b = new CircuitBreaker({ failureThreshold: 3, openMs: 100, minCallers: 3 });
    for (let i = 0; i < 10; i++) b.onFailure('a');
    b.onFailure('b');
    expect(b.state).toBe('closed');
    b.onFailure('c');
    expect(b.state).toBe('open');
  });
});
