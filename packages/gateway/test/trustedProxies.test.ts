import { startUpstream } from '@ah/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.js';
import { createGateway, type Gateway } from '../src/server.js';
import type { GatewayOverrides } from '../src/config.js';

/**
 * `TRUSTED_PROXIES` against the real stack: the sign-in limit (per client address) with forwarded
 * clients. Without the setting `X-Forwarded-For` is ignored, so a client cannot dodge the limit by
 * inventing addresses; with one trusted hop (the test's requests come from 127.0.0.1, like a load
 * balancer's) each forwarded client has its own limit, and what a client put left of the proxy's
 * entry is ignored. The limit's log line names the client's address.
 */
const SIGN_IN_LIMIT = 3;
const LOGIN =
  'mutation { login(houseUserName: "demo", userName: "staff", password: "wrong-password") { user { id } } }';

let upstream: Awaited<ReturnType<typeof startUpstream>>;
const gateways: Gateway[] = [];

async function startGateway(overrides: GatewayOverrides): Promise<string> {
  const gateway = createGateway({
    logLevel: 'error',
    shutdownDelayMs: 0,
    trustedDocuments: 'off',
    services: { house: upstream.url, catalog: upstream.url, shipping: upstream.url, bidAdmin: upstream.url },
    rateLimits: { signInPerAddress: SIGN_IN_LIMIT },
    ...overrides,
  });
  gateways.push(gateway);
  return gateway.start(0, '127.0.0.1');
}

/** One sign-in attempt (a wrong password) with this `X-Forwarded-For`; resolves with the status. */
async function signIn(url: string, forwardedFor: string): Promise<number> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ query: LOGIN }),
  });
  await res.arrayBuffer();
  return res.status;
}

beforeAll(async () => {
  upstream = await startUpstream();
}, 120_000);
afterAll(async () => {
  await Promise.allSettled(gateways.map((g) => g.stop()));
  await upstream?.close();
});

describe('trusted proxies', () => {
  it('without the setting, ignores X-Forwarded-For: a spoofed address does not dodge the sign-in limit', async () => {
    const url = await startGateway({});
    const statuses: number[] = [];
    for (let i = 1; i <= SIGN_IN_LIMIT + 2; i++) statuses.push(await signIn(url, `198.51.100.${i}`));
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('with one trusted hop, each forwarded client has its own limit, named in the log', async () => {
    const lines: string[] = [];
    const url = await startGateway({
      trustedProxies: { kind: 'hops', hops: 1 },
      logger: createLogger('info', (line) => lines.push(line)),
    });
    const first: number[] = [];
    // The load balancer appends the address it saw; the client's own claim sits left of it.
    for (let i = 1; i <= SIGN_IN_LIMIT + 1; i++) first.push(await signIn(url, `10.9.9.${i}, 203.0.113.1`));
    expect(first).toEqual([200, 200, 200, 429]);
    // Another client behind the same proxy is not refused.
    expect(await signIn(url, '203.0.113.2')).toBe(200);
    expect(await signIn(url, '203.0.113.1')).toBe(429);
    const reached = lines
      .map((l) => JSON.parse(l) as { msg: string; details?: unknown[] })
      .filter((l) => l.msg === 'Rate limit reached');
    expect(reached).toEqual([
      expect.objectContaining({ details: [{ limit: 'sign-in', clientAddress: '203.0.113.1' }] }),
    ]);
  });
});
