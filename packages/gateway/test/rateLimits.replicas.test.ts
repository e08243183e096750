import { randomBytes } from 'node:crypto';
import { startUpstream } from '@ah/upstream/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayProcess, type GatewayProcess } from './support/gatewayProcess.js';
import { gql } from './support/graphql.js';

/**
 * Two gateway processes with the real Redis on 127.0.0.1:6379 (TEST_REDIS_URL) share one rate limit
 * per session: requests sent alternately to both replicas are refused once their sum passes the
 * limit, though neither replica alone has seen that many.
 */
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const PER_SESSION = 10;
const prefix = `ahtest:${randomBytes(4).toString('hex')}:`;

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let redis: Redis;
let replicas: GatewayProcess[] = [];

beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect().catch((error: unknown) => {
    throw new Error(`this suite needs Redis at ${REDIS_URL} (set TEST_REDIS_URL): ${String(error)}`);
  });
  upstream = await startUpstream();
  const env = {
    UPSTREAM_URL: upstream.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    RATE_LIMIT_SESSION: String(PER_SESSION),
  };
  replicas = await Promise.all([startGatewayProcess(env), startGatewayProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.allSettled(replicas.map((r) => r.stop()));
  await upstream?.close();
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
});

describe('rate limits across two gateway replicas on Redis', () => {
  it('refuses a session once its requests to both replicas together pass the limit', async () => {
    const [a, b] = replicas as [GatewayProcess, GatewayProcess];
    const login = await gql(
      a.url,
      'mutation { login(houseUserName: "demo", userName: "staff", password: "demo-password") { user { id } } }',
    );
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length);
    expect(cookie).toBeDefined();

    // Alternately to A and B: each replica sees 6 requests, the session 12.
    const statuses: number[] = [];
    for (let i = 0; i < PER_SESSION + 2; i++) {
      const res = await gql(
        i % 2 === 0 ? a.url : b.url,
        '{ viewer { user { id } } }',
        {},
        { cookie: cookie ?? '' },
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.errors?.[0]?.extensions?.['code']).toBe('RATE_LIMITED');
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
    }
    expect(statuses).toEqual([...Array<number>(PER_SESSION).fill(200), 429, 429]);

    // The count lives in Redis under the replicas' prefix, with the window's expiry; no token in clear.
    const keys = await redis.keys(`${prefix}rate:session:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain(cookie?.slice('ah_session='.length) ?? '');
    expect(Number(await redis.get(keys[0] ?? ''))).toBe(PER_SESSION + 2);
    const ttl = await redis.pttl(keys[0] ?? '');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});
