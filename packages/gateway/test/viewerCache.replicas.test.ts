import { startUpstream } from '@ah/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayProcess, type GatewayProcess } from './support/gatewayProcess.js';
import { dataOf, gql } from './support/graphql.js';
import { TEST_REDIS_URL, useTestRedis } from './support/testRedis.js';

/**
 * The viewer cache across two gateway processes on the real Redis (127.0.0.1:6379, TEST_REDIS_URL),
 * with a time to live far longer than the test, so only a shared revocation can explain a fresh
 * lookup: a logout or a token revoked on one replica is refused by the other at once.
 */
const WHO = '{ viewer { user { userName } } }';
// Stops its replicas before its keys go: after-hooks run last-registered first.
const { prefix } = useTestRedis('viewerCache:');

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let replicas: GatewayProcess[] = [];

async function login(url: string, userName: string): Promise<string> {
  const res = await gql(
    url,
    `mutation { login(houseUserName: "demo", userName: "${userName}", password: "demo-password") { user { id } } }`,
  );
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length);
  if (!cookie) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return cookie;
}

const viewerOf = async (url: string, auth: { cookie?: string; bearer?: string }) =>
  dataOf<{ viewer: { user: { userName: string } } | null }>(await gql(url, WHO, {}, auth)).viewer;

beforeAll(async () => {
  upstream = await startUpstream();
  const env = {
    UPSTREAM_URL: upstream.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    VIEWER_CACHE_TTL_MS: '600000',
  };
  replicas = await Promise.all([startGatewayProcess(env), startGatewayProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.allSettled(replicas.map((r) => r.stop()));
  await upstream?.close();
});

describe('the viewer cache across two gateway replicas on Redis', () => {
  it('refuses a session on every replica as soon as it signs out on one', async () => {
    const [a, b] = replicas as [GatewayProcess, GatewayProcess];
    const cookie = await login(a.url, 'clerk');
    // Replica B looks the session up and keeps it.
    expect((await viewerOf(b.url, { cookie }))?.user.userName).toBe('clerk');
    dataOf(await gql(a.url, 'mutation { logout }', {}, { cookie }));
    // `viewer` makes no call of its own: B's cached user would still answer here.
    expect(await viewerOf(b.url, { cookie })).toBeNull();
  });

  it('refuses an API token on every replica as soon as it is revoked on one', async () => {
    const [a, b] = replicas as [GatewayProcess, GatewayProcess];
    const cookie = await login(a.url, 'staff');
    const created = dataOf<{ createApiToken: { token: string; apiToken: { id: string } } }>(
      await gql(
        a.url,
        'mutation { createApiToken(name: "replicas") { token apiToken { id } } }',
        {},
        { cookie },
      ),
    ).createApiToken;
    const bearer = created.token;
    expect(await viewerOf(b.url, { bearer })).not.toBeNull();
    dataOf(
      await gql(
        a.url,
        'mutation($id: ID!) { revokeApiToken(id: $id) }',
        { id: created.apiToken.id },
        { cookie },
      ),
    );
    expect(await viewerOf(b.url, { bearer })).toBeNull();
  });
});
