/**
 * `@ah/gateway/testing`: the whole back end for tests — the real upstream (reference REST
 * services on in-memory PGlite, or PostgreSQL with `databaseUrl`) plus the gateway in front of it,
 * both on 127.0.0.1 with free ports.
 *
 * ```ts
 * import { startStack } from '@ah/gateway/testing';
 *
 * const stack = await startStack();                       // seeded 'small' demo data
 * const cookie = await stack.login('demo', 'staff', 'demo-password');
 * const res = await fetch(`${stack.gatewayUrl}/graphql`, {
 *   method: 'POST',
 *   headers: { 'content-type': 'application/json', cookie },
 *   body: JSON.stringify({ query: '{ viewer { user { displayName } } }' }),
 * });
 * const bearer = await stack.createToken(cookie);          // 'Authorization: Bearer ' + bearer
 * await stack.upstream.waitForJobs();                       // background jobs (e.g. invoice building)
 * await stack.close();
 * ```
 *
 * Demo logins: House ID `demo` with users `staff` (every flag), `super` (super user, every flag),
 * `clerk` (invoices only); House ID `other` with user `staff`. Password `demo-password`.
 */
import type { RequestTimeouts } from '@ah/schema/node';
import { startUpstream } from '@ah/upstream/testing';
import type { GatewayOverrides } from './config.js';
import { createGateway, type Gateway } from './server.js';

export type UpstreamHandle = Awaited<ReturnType<typeof startUpstream>>;

export interface StackOptions {
  /** A PostgreSQL URL for the upstream (e.g. from `createTestDatabase()`); default in-memory PGlite. */
  databaseUrl?: string;
  /** Seed of the upstream's database; default 'small'. */
  seed?: NonNullable<Parameters<typeof startUpstream>[0]>['seed'];
  /** Upstream settings: how long a shipping quote takes (hold quotes with a long delay, then flush). */
  upstream?: {
    shippingQuoteDelayMs?: number;
    imageClock?: () => Date;
    requestTimeouts?: RequestTimeouts;
    /** The upstream's clock for time-window rules (disputes): tests move it instead of waiting. */
    clock?: () => Date;
  };
  /**
   * Gateway settings over the test defaults (services point at the upstream, quiet logs, no shutdown
   * delay, and no viewer cache, so a test that changes a user or house in the upstream's database
   * sees it on the next request; pass `viewerCacheTtlMs` to test with the cache; trusted documents
   * `off`, pass `trustedDocuments` to test a strict mode).
   */
  gateway?: GatewayOverrides;
}

export interface Stack {
  /** The gateway's base URL, e.g. http://127.0.0.1:53211 (GraphQL at `${gatewayUrl}/graphql`). */
  gatewayUrl: string;
  /** The upstream's base URL. */
  upstreamUrl: string;
  upstream: UpstreamHandle;
  /** The gateway itself (its express `app` works with supertest). */
  gateway: Gateway;
  /** Signs in through the gateway's `login` mutation; resolves with a `Cookie` header value (`ah_session=…`). */
  login(houseUserName: string, userName: string, password: string): Promise<string>;
  /** Creates an API token with a signed-in cookie from `login`; resolves with the bearer secret. */
  createToken(cookie: string, name?: string): Promise<string>;
  /** Stops the gateway, then the upstream. */
  close(): Promise<void>;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const upstream = await startUpstream({
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    seed: options.seed ?? 'small',
    ...(options.upstream?.shippingQuoteDelayMs !== undefined
      ? { shippingQuoteDelayMs: options.upstream.shippingQuoteDelayMs }
      : {}),
    ...(options.upstream?.imageClock ? { imageClock: options.upstream.imageClock } : {}),
    ...(options.upstream?.requestTimeouts ? { requestTimeouts: options.upstream.requestTimeouts } : {}),
    ...(options.upstream?.clock ? { clock: options.upstream.clock } : {}),
  });
  let gateway: Gateway;
  let gatewayUrl: string;
  try {
    gateway = createGateway({
      logLevel: 'warn',
      shutdownDelayMs: 0,
      viewerCacheTtlMs: 0,
      // Integration tests post their own queries with session cookies, so the harness runs with
      // trusted documents off; the e2e suite passes `sessions` (e2e/support/stack.ts) to prove the
      // built web app sends only trusted documents.
      trustedDocuments: 'off',
      ...options.gateway,
      services: {
        house: upstream.url,
        catalog: upstream.url,
        shipping: upstream.url,
        bidAdmin: upstream.url,
        ...options.gateway?.services,
      },
    });
    gatewayUrl = await gateway.start(0, '127.0.0.1');
  } catch (error) {
    await upstream.close();
    throw error;
  }

  const graphql = async (query: string, variables: Record<string, unknown>, cookie?: string) => {
    const res = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string }[];
    };
    if (body.errors?.length)
      throw new Error(`GraphQL error: ${body.errors.map((e) => e.message).join('; ')}`);
    return { res, data: body.data ?? {} };
  };

  return {
    gatewayUrl,
    upstreamUrl: upstream.url,
    upstream,
    gateway,
    async login(houseUserName, userName, password) {
      const { res } = await graphql(
        'mutation Login($h: String!, $u: String!, $p: String!) { login(houseUserName: $h, userName: $u, password: $p) { user { id } } }',
        { h: houseUserName, u: userName, p: password },
      );
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0] ?? '')
        .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length);
      if (!cookie) throw new Error('login set no ah_session cookie');
      return cookie;
    },
    async createToken(cookie, name = 'test token') {
      const { data } = await graphql(
        'mutation CreateToken($name: String!) { createApiToken(name: $name) { token } }',
        { name },
        cookie,
      );
      const created = data['createApiToken'] as { token?: unknown } | undefined;
      if (typeof created?.token !== 'string') throw new Error('createApiToken returned no token');
      return created.token;
    },
    async close() {
      try {
        await gateway.stop();
      } finally {
        await upstream.close();
      }
    },
  };
}
