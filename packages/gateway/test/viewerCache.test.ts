import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import type { UpstreamCallsEvent } from '../src/rest/callLog.js';
import { dataOf, firstError, gql } from './support/graphql.js';

const WHO = '{ viewer { user { userName } } }';
const HUB = '{ invoiceGroups(page: 1) { pageInfo { totalCount } } }';

/**
 * The per-session user lookup cache (a long time to live here, so only invalidation can explain a
 * fresh lookup): it saves the lookup on repeated requests, and a logout, a revoked token or a write
 * takes effect on the very next request.
 */
describe('the viewer cache over HTTP', () => {
  let stack: Stack;
  const events: UpstreamCallsEvent[] = [];
  const userLookups = () =>
    events.flatMap((e) => e.calls).filter((c) => c.method === 'GET' && c.path === '/app/house/user').length;

  beforeAll(async () => {
    stack = await startStack({
      gateway: { viewerCacheTtlMs: 600_000, onUpstreamCalls: (e) => events.push(e) },
    });
  });
  afterAll(() => stack?.close());

  it('looks the user up once for repeated requests of a session', async () => {
    const cookie = await stack.login('demo', 'staff', 'demo-password');
    events.length = 0;
    for (let i = 0; i < 3; i++) dataOf(await gql(stack.gatewayUrl, HUB, {}, { cookie }));
    expect(userLookups()).toBe(1);
  });

  it('forgets the session at logout: the old cookie is anonymous at once', async () => {
    const cookie = await stack.login('demo', 'clerk', 'demo-password');
    expect(
      dataOf<{ viewer: { user: { userName: string } } }>(await gql(stack.gatewayUrl, WHO, {}, { cookie }))
        .viewer.user.userName,
    ).toBe('clerk');
    dataOf(await gql(stack.gatewayUrl, 'mutation { logout }', {}, { cookie }));
    // `viewer` makes no call of its own: a cached user would still answer here.
    expect(dataOf<{ viewer: unknown }>(await gql(stack.gatewayUrl, WHO, {}, { cookie })).viewer).toBeNull();
    expect(firstError(await gql(stack.gatewayUrl, HUB, {}, { cookie })).code).toBe('UNAUTHENTICATED');
  });

  it('forgets a revoked API token at once', async () => {
    const cookie = await stack.login('demo', 'staff', 'demo-password');
    const bearer = await stack.createToken(cookie, 'cache test');
    expect(
      dataOf<{ viewer: unknown }>(await gql(stack.gatewayUrl, WHO, {}, { bearer })).viewer,
    ).not.toBeNull();
    const tokens = dataOf<{ apiTokens: { id: string; name: string }[] }>(
      await gql(stack.gatewayUrl, '{ apiTokens { id name } }', {}, { cookie }),
    ).apiTokens;
    const id = tokens.find((t) => t.name === 'cache test')?.id;
    dataOf(await gql(stack.gatewayUrl, 'mutation($id: ID!) { revokeApiToken(id: $id) }', { id }, { cookie }));
    expect(dataOf<{ viewer: unknown }>(await gql(stack.gatewayUrl, WHO, {}, { bearer })).viewer).toBeNull();
  });

  it('looks the user up again after a write for the house', async () => {
    const cookie = await stack.login('demo', 'staff', 'demo-password');
    dataOf(await gql(stack.gatewayUrl, HUB, {}, { cookie }));
    await stack.createToken(cookie, 'a write');
    events.length = 0;
    dataOf(await gql(stack.gatewayUrl, HUB, {}, { cookie }));
    expect(userLookups()).toBe(1);
  });
});
