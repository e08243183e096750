import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_SOCKET_CLOSE_CODE, TOKEN_SOCKET_CLOSE_REASONS } from '../src/auth/tokenSocketWatch.js';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, gql } from './support/graphql.js';
import { subscribe, type LiveSubscription } from './support/subscriptions.js';

/**
 * Subscriptions opened with an API token end when the token stops letting them in (docs/API.md: Tokens):
 * a revoke through the gateway closes them at once (pub/sub, the periodic recheck is off here), and
 * the recheck closes them when the token expires (the watch's clock is moved, not waited for) or
 * its user loses the flag the subscription needs. Each closes with 4403 and a reason saying why.
 */
const LOTS_CHANGED = `subscription { bulkBiddingLotsChanged(catalogRef: "TBHDEMO4AUCT") { catalogRef } }`;
const CREATE = `mutation($name: String!, $days: Int) {
  createApiToken(name: $name, expiresInDays: $days) { token apiToken { id expiresAt } }
}`;
const REVOKE = 'mutation($id: ID!) { revokeApiToken(id: $id) }';
const DAY_MS = 24 * 60 * 60 * 1000;

interface Created {
  token: string;
  apiToken: { id: string; expiresAt: string };
}

const open: LiveSubscription[] = [];

async function createToken(stack: Stack, cookie: string, days = 90): Promise<Created> {
  const res = await gql(stack.gatewayUrl, CREATE, { name: 'live script', days }, { cookie });
  return dataOf<{ createApiToken: Created }>(res).createApiToken;
}

/** The gateway's open bulk-bidding subscriptions (its /metrics gauge; the test runs on loopback). */
async function openSubscriptions(stack: Stack): Promise<number> {
  const text = await (await fetch(`${stack.gatewayUrl}/metrics`)).text();
  const line = /^ah_gateway_subscriptions_open\{field="bulkBiddingLotsChanged"\} (\d+)$/m.exec(text);
  return Number(line?.[1] ?? 0);
}

/** A token's subscription, once the gateway runs it (its guard passed; the socket is watched). */
async function subscribed(stack: Stack, token: string): Promise<LiveSubscription> {
  const before = await openSubscriptions(stack);
  const live = await subscribe(stack.gatewayUrl, LOTS_CHANGED, {}, { bearer: token });
  open.push(live);
  await expect.poll(() => openSubscriptions(stack), { timeout: 30_000 }).toBe(before + 1);
  expect(live.closed).toBeNull();
  expect(live.errors).toEqual([]);
  return live;
}

afterAll(() => {
  for (const live of open) live.close();
});

describe('a token subscription when the token is revoked', () => {
  let stack: Stack;
  let cookie: string;
  beforeAll(async () => {
    stack = await startStack({ gateway: { apiTokenRecheckMs: 0 } });
    cookie = await stack.login('demo', 'staff', 'demo-password');
  }, 120_000);
  afterAll(() => stack?.close());

  it('closes with 4403 "API token revoked" at once, and leaves other tokens’ subscriptions open', async () => {
    const revoked = await createToken(stack, cookie);
    const other = await createToken(stack, cookie);
    const [first, second] = [await subscribed(stack, revoked.token), await subscribed(stack, revoked.token)];
    const bystander = await subscribed(stack, other.token);

    dataOf(await gql(stack.gatewayUrl, REVOKE, { id: revoked.apiToken.id }, { cookie }));

    const closedBoth = async () => [first.closed, second.closed];
    await expect.poll(closedBoth, { timeout: 30_000 }).toEqual([
      { code: TOKEN_SOCKET_CLOSE_CODE, reason: TOKEN_SOCKET_CLOSE_REASONS.revoked },
      { code: TOKEN_SOCKET_CLOSE_CODE, reason: TOKEN_SOCKET_CLOSE_REASONS.revoked },
    ]);
    expect(bystander.closed).toBeNull();
    // A new socket with the revoked token is refused outright.
    const again = await subscribe(stack.gatewayUrl, LOTS_CHANGED, {}, { bearer: revoked.token });
    open.push(again);
    expect(again.closed?.code).toBe(TOKEN_SOCKET_CLOSE_CODE);
  });
});

describe('a token subscription at the periodic recheck', () => {
  let stack: Stack;
  let cookie: string;
  let clockOffsetMs = 0;
  beforeAll(async () => {
    stack = await startStack({
      gateway: { apiTokenRecheckMs: 50, apiTokenClock: () => Date.now() + clockOffsetMs },
    });
    cookie = await stack.login('demo', 'staff', 'demo-password');
  }, 120_000);
  afterAll(() => stack?.close());

  it('closes with 4403 "API token expired" once the token’s expiry passes', async () => {
    const shortLived = await createToken(stack, cookie, 1);
    const longLived = await createToken(stack, cookie, 30);
    const expiring = await subscribed(stack, shortLived.token);
    const lasting = await subscribed(stack, longLived.token);
    // The rechecks run all along; the socket stays open while the token is valid.
    expect(expiring.closed).toBeNull();

    clockOffsetMs = 2 * DAY_MS;
    await expect
      .poll(() => expiring.closed, { timeout: 30_000 })
      .toEqual({ code: TOKEN_SOCKET_CLOSE_CODE, reason: TOKEN_SOCKET_CLOSE_REASONS.expired });
    expect(lasting.closed).toBeNull();
    clockOffsetMs = 0;
  });

  it('closes with 4403 "API token lost access" when its user loses the flag the subscription needs', async () => {
    const { token } = await createToken(stack, cookie);
    const live = await subscribed(stack, token);
    const setBulkBidding = (value: boolean) =>
      stack.upstream.db
        .updateTable('users')
        .set({ access_bulkbidding: value })
        .where('user_name', '=', 'staff')
        .where('house_id', '=', (eb) => eb.selectFrom('houses').select('id').where('user_name', '=', 'demo'))
        .execute();
    await setBulkBidding(false);
    try {
      await expect
        .poll(() => live.closed, { timeout: 30_000 })
        .toEqual({ code: TOKEN_SOCKET_CLOSE_CODE, reason: TOKEN_SOCKET_CLOSE_REASONS.accessLost });
    } finally {
      await setBulkBidding(true);
    }
  });
});
