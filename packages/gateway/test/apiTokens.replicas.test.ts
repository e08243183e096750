import { randomBytes } from 'node:crypto';
import { startUpstream } from '@ah/upstream/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayProcess, type GatewayProcess } from './support/gatewayProcess.js';
import { gql } from './support/graphql.js';

/**
 * Two gateway processes with the real Redis on 127.0.0.1:6379 (TEST_REDIS_URL) spend one API
 * token's cost budget together: operations sent alternately to both replicas are refused once their
 * summed cost passes the budget, and the headers count down across replicas.
 */
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const TOKEN_COST = 100;
/** Costs 1 + 10 × 2 = 21 (a list of unknown length counts as 10). */
const COSTLY = '{ apiTokens { id name } }';
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
    RATE_LIMIT_TOKEN_COST: String(TOKEN_COST),
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

describe("an API token's cost budget across two gateway replicas on Redis", () => {
  it('is spent by both replicas together, then refused on either with 429', async () => {
    const [a, b] = replicas as [GatewayProcess, GatewayProcess];
    const login = await gql(
      a.url,
      'mutation { login(houseUserName: "demo", userName: "staff", password: "demo-password") { user { id } } }',
    );
    const cookie =
      ([] as string[])
        .concat(login.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0] ?? '')
        .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length) ?? '';
    const created = await gql(
      a.url,
      'mutation { createApiToken(name: "replicas") { token } }',
      {},
      { cookie },
    );
    const token = (created.body.data?.['createApiToken'] as { token: string }).token;

    const remaining: string[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await gql(i % 2 === 0 ? a.url : b.url, COSTLY, {}, { bearer: token });
      statuses.push(res.status);
      remaining.push(String(res.headers['ratelimit-remaining']));
      if (res.status === 429) {
        expect(res.body.errors?.[0]?.extensions?.['code']).toBe('RATE_LIMITED');
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
    }
    // 21 a time from a budget of 100: four fit, the fifth and sixth do not, whichever replica.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(remaining).toEqual(['79', '58', '37', '16', '0', '0']);

    // One key per token under the replicas' prefix, with the window's expiry; no token in clear.
    const keys = await redis.keys(`${prefix}cost:token:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain(token);
    expect(Number(await redis.get(keys[0] ?? ''))).toBe(6 * 21);
  });
});
