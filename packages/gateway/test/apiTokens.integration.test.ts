import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_MESSAGES } from '../src/auth/guards.js';
import { defaultConfig } from '../src/gatewayConfig.js';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, firstError, gql, wsExecute, type GraphqlResponse } from './support/graphql.js';

/**
 * API tokens over HTTP against the real upstream (docs/API.md: Tokens): expiry, read-only, scopes cut to
 * the user's current flags, revocation past the viewer cache (on, as in production), and each
 * token's cost budget with its RateLimit headers and `extensions.cost`.
 */
const TOKEN_COST = 200;
const CREATE = `mutation Create($name: String!, $days: Int, $readOnly: Boolean, $scopes: [ApiTokenScope!]) {
  createApiToken(name: $name, expiresInDays: $days, readOnly: $readOnly, scopes: $scopes) {
    token apiToken { id prefix expiresAt readOnly scopes expired }
  }
}`;
const VIEWER = '{ viewer { user { id } access { invoices calendar } } }';
const INVOICES = '{ invoiceGroups { pageInfo { totalCount } } }';
const CALENDAR = '{ auctionCalendar(period: UPCOMING) { period } }';
/** Costs 1 + 10 × 2 = 21 (a list of unknown length counts as 10). */
const COSTLY = '{ apiTokens { id name } }';

let stack: Stack;
let staff: string;

interface Created {
  token: string;
  apiToken: { id: string; prefix: string; expiresAt: string; readOnly: boolean; scopes: string[] | null };
}

async function createToken(variables: Record<string, unknown>, cookie = staff): Promise<Created> {
  const res = await gql(stack.gatewayUrl, CREATE, { name: 'script', ...variables }, { cookie });
  return dataOf<{ createApiToken: Created }>(res).createApiToken;
}

beforeAll(async () => {
  stack = await startStack({
    gateway: {
      viewerCacheTtlMs: 2000,
      rateLimits: { ...defaultConfig().rateLimits, tokenCost: TOKEN_COST },
    },
  });
  staff = await stack.login('demo', 'staff', 'demo-password');
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('API token limits', () => {
  it('creates a token with an expiry, read-only flag and scopes; the list shows only a prefix', async () => {
    const created = await createToken({ days: 30, readOnly: true, scopes: ['INVOICES', 'REPORTS'] });
    expect(created.apiToken).toMatchObject({
      readOnly: true,
      scopes: ['INVOICES', 'REPORTS'],
      expired: false,
    });
    expect(Date.parse(created.apiToken.expiresAt)).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000);
    const listed = dataOf<{ apiTokens: { id: string; prefix: string }[] }>(
      await gql(stack.gatewayUrl, '{ apiTokens { id prefix } }', {}, { cookie: staff }),
    ).apiTokens;
    expect(listed.find((t) => t.id === created.apiToken.id)?.prefix).toBe(created.token.slice(0, 10));
    expect(JSON.stringify(listed)).not.toContain(created.token);

    const tooLong = await gql(stack.gatewayUrl, CREATE, { name: 'x', days: 366 }, { cookie: staff });
    expect(firstError(tooLong)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'expiresInDays' });
    // Scopes the user does not hold are refused (see the flag test below); unknown ones never parse.
    const unknown = await gql(stack.gatewayUrl, CREATE, { name: 'x', scopes: ['SUPER'] }, { cookie: staff });
    expect(firstError(unknown).code).toBe('BAD_USER_INPUT');
  });

  it('refuses an expired token with UNAUTHENTICATED saying it expired', async () => {
    const { token, apiToken } = await createToken({ days: 1 });
    dataOf(await gql(stack.gatewayUrl, INVOICES, {}, { bearer: token }));
    const past = new Date(Date.now() - 1000);
    await stack.upstream.db
      .updateTable('api_tokens')
      .set({ expires_at: past })
      .where('id', '=', Number(apiToken.id))
      .execute();
    // The viewer cache may answer for up to its 2 s; the upstream refuses at once, the guard soon after.
    await expect
      .poll(async () => firstError(await gql(stack.gatewayUrl, INVOICES, {}, { bearer: token })), {
        timeout: 30_000,
      })
      .toEqual(
        expect.objectContaining({
          code: 'UNAUTHENTICATED',
          message: `This API token expired on ${past.toISOString()}. Create a new token.`,
        }),
      );
  });

  it("refuses a read-only token's mutations with FORBIDDEN naming the scope, and runs its queries", async () => {
    const { token } = await createToken({ readOnly: true });
    dataOf(await gql(stack.gatewayUrl, INVOICES, {}, { bearer: token }));
    const refused = await gql(
      stack.gatewayUrl,
      'mutation { revokeApiToken(id: "1") }',
      {},
      { bearer: token },
    );
    expect(firstError(refused)).toMatchObject({ code: 'FORBIDDEN', message: TOKEN_MESSAGES.readOnly });
    expect(TOKEN_MESSAGES.readOnly).toContain('read-only');
  });

  it('refuses an invoices-scoped token on a calendar field, over HTTP and in a subscription', async () => {
    const { token } = await createToken({ scopes: ['INVOICES'] });
    dataOf(await gql(stack.gatewayUrl, INVOICES, {}, { bearer: token }));
    expect(firstError(await gql(stack.gatewayUrl, CALENDAR, {}, { bearer: token }))).toMatchObject({
      code: 'FORBIDDEN',
      message: TOKEN_MESSAGES.outOfScope('calendar'),
    });
    expect(dataOf(await gql(stack.gatewayUrl, VIEWER, {}, { bearer: token }))).toMatchObject({
      viewer: { access: { invoices: true, calendar: false } },
    });
    const outcome = await wsExecute(
      stack.gatewayUrl,
      'subscription { shippingReviewUpdated(catalogId: "1") { error } }',
      { bearerParam: token },
    );
    expect(JSON.stringify(outcome)).toContain(TOKEN_MESSAGES.outOfScope('calendar'));
  });

  it("loses a right when its user loses the flag, and gets it back with the user's", async () => {
    const { token } = await createToken({ scopes: ['INVOICES', 'CALENDAR'] });
    dataOf(await gql(stack.gatewayUrl, CALENDAR, {}, { bearer: token }));
    const setCalendar = (value: boolean) =>
      stack.upstream.db
        .updateTable('users')
        .set({ access_calendar: value })
        .where('user_name', '=', 'staff')
        .where('house_id', '=', (eb) => eb.selectFrom('houses').select('id').where('user_name', '=', 'demo'))
        .execute();
    await setCalendar(false);
    try {
      await expect
        .poll(async () => firstError(await gql(stack.gatewayUrl, CALENDAR, {}, { bearer: token })).code, {
          timeout: 30_000,
        })
        .toBe('FORBIDDEN');
      dataOf(await gql(stack.gatewayUrl, INVOICES, {}, { bearer: token }));
      // The session's cached user (2 s) may still hold the flag for a moment.
      await expect
        .poll(
          async () =>
            firstError(
              await gql(stack.gatewayUrl, CREATE, { name: 'x', scopes: ['CALENDAR'] }, { cookie: staff }),
            ),
          { timeout: 30_000 },
        )
        .toMatchObject({ code: 'BAD_USER_INPUT', field: 'scopes' });
    } finally {
      await setCalendar(true);
    }
    await expect
      .poll(async () => (await gql(stack.gatewayUrl, CALENDAR, {}, { bearer: token })).body.errors, {
        timeout: 30_000,
      })
      .toBeUndefined();
  });

  it('refuses a revoked token at once, even with its user in the viewer cache', async () => {
    const { token, apiToken } = await createToken({});
    const before = await gql(stack.gatewayUrl, VIEWER, {}, { bearer: token });
    expect(dataOf<{ viewer: unknown }>(before).viewer).not.toBeNull();
    dataOf(
      await gql(
        stack.gatewayUrl,
        'mutation($id: ID!) { revokeApiToken(id: $id) }',
        { id: apiToken.id },
        { cookie: staff },
      ),
    );
    const after = await gql(stack.gatewayUrl, VIEWER, {}, { bearer: token });
    expect(after.body.data?.['viewer']).toBeNull();
    expect(firstError(await gql(stack.gatewayUrl, INVOICES, {}, { bearer: token })).code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe("API token's cost budget", () => {
  const remainingOf = (res: GraphqlResponse) => Number(res.headers['ratelimit-remaining']);

  it('reports the spent and remaining budget in headers and extensions.cost, decreasing', async () => {
    const { token } = await createToken({});
    const first = await gql(stack.gatewayUrl, COSTLY, {}, { bearer: token });
    const second = await gql(stack.gatewayUrl, COSTLY, {}, { bearer: token });
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe(String(TOKEN_COST));
      expect(res.headers['ratelimit-policy']).toBe(`${TOKEN_COST};w=60`);
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(1);
    }
    expect(remainingOf(first)).toBe(TOKEN_COST - 21);
    expect(remainingOf(second)).toBe(TOKEN_COST - 42);
    const cost = (first.body as { extensions?: { cost?: Record<string, unknown> } }).extensions?.cost;
    expect(cost).toMatchObject({ requested: 21, limit: TOKEN_COST, remaining: TOKEN_COST - 21 });
    expect(Date.parse(String(cost?.['resetAt']))).toBeGreaterThan(Date.now());
  });

  it("answers 429 with Retry-After and RATE_LIMITED once spent, and never touches another token's budget", async () => {
    const spender = await createToken({});
    const bystander = await createToken({});
    let res = await gql(stack.gatewayUrl, COSTLY, {}, { bearer: spender.token });
    while (res.status === 200) res = await gql(stack.gatewayUrl, COSTLY, {}, { bearer: spender.token });
    expect(res.status).toBe(429);
    expect(firstError(res).code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.headers['ratelimit-remaining']).toBe('0');
    expect(res.body.data).toBeUndefined();

    const other = await gql(stack.gatewayUrl, COSTLY, {}, { bearer: bystander.token });
    expect(other.status).toBe(200);
    expect(remainingOf(other)).toBe(TOKEN_COST - 21);
  });

  it('gives browser sessions no cost budget (their request rate limit holds them)', async () => {
    const res = await gql(stack.gatewayUrl, COSTLY, {}, { cookie: staff });
    expect(res.status).toBe(200);
    expect(res.headers['ratelimit-limit']).toBeUndefined();
    expect((res.body as { extensions?: unknown }).extensions).toBeUndefined();
  });
});
