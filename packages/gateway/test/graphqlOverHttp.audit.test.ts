import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, gql } from './support/graphql.js';

/**
 * The GraphQL-over-HTTP specification's audit (graphql-http's `serverAudits`) against the gateway as
 * a script meets it: a bearer token on every request. Every MUST passes; the SHOULDs and MAYs are
 * reported (some are refused on purpose: GET without a preflight header is CSRF, docs/API.md: Limits).
 */
let stack: Stack;
let token = '';

beforeAll(async () => {
  stack = await startStack();
  const cookie = await stack.login('demo', 'staff', 'demo-password');
  const created = await gql(
    stack.gatewayUrl,
    'mutation { createApiToken(name: "audit") { token } }',
    {},
    { cookie },
  );
  token = dataOf<{ createApiToken: { token: string } }>(created).createApiToken.token;
}, 120_000);

afterAll(() => stack?.close());

describe('GraphQL over HTTP audit, with an API token', () => {
  it('passes every MUST', async () => {
    const audits = serverAudits({
      url: () => `${stack.gatewayUrl}/graphql`,
      fetchFn: (input: string | URL | Request, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        headers.set('authorization', `Bearer ${token}`);
        return fetch(input, { ...init, headers });
      },
    });
    const musts = audits.filter((audit) => audit.name.startsWith('MUST'));
    expect(musts.length).toBeGreaterThanOrEqual(13);
    const failed: string[] = [];
    for (const audit of musts) {
      const result = await audit.fn();
      if (result.status !== 'ok') failed.push(`${audit.name}: ${result.reason}`);
    }
    expect(failed).toEqual([]);
  }, 120_000);
});

/** A raw POST /graphql with the audit's token: the body exactly as given. */
async function post(body: Record<string, unknown>): Promise<{ status: number; json: PostAnswer }> {
  const res = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as PostAnswer };
}

interface PostAnswer {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: unknown } }[];
}

// The spec's SHOULD: a request whose `extensions` is not a map is answered 400, like bad `variables`.
describe('POST with a non-map extensions', () => {
  it('refuses non-object variables with 400 BAD_REQUEST (the shape extensions must share)', async () => {
    const { status, json } = await post({ query: '{ __typename }', variables: 42 });
    expect(status).toBe(400);
    expect(json.data).toBeUndefined();
    expect(json.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it.each([
    ['a string', 'persistedQuery'],
    ['a number', 7],
    ['a boolean', true],
    ['an array', [1]],
  ])(
    'answers 400 BAD_REQUEST when extensions is %s, without running the operation',
    async (_kind, extensions) => {
      // The plain request runs first, so the lean path (known documents) would serve it too.
      expect((await post({ query: '{ __typename }' })).status).toBe(200);
      const { status, json } = await post({ query: '{ __typename }', extensions });
      expect(status).toBe(400);
      expect(json.data).toBeUndefined();
      expect(json.errors).toHaveLength(1);
      expect(json.errors?.[0]?.message).toMatch(/^`extensions` in a POST body /);
      expect(json.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    },
  );

  it('still runs the operation when extensions is null or an object', async () => {
    for (const extensions of [null, { client: 'audit' }]) {
      const { status, json } = await post({ query: '{ __typename }', extensions });
      expect(status).toBe(200);
      expect(json.data).toEqual({ __typename: 'Query' });
    }
  });
});
