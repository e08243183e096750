import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, gql } from './support/graphql.js';

/**
 * The GraphQL-over-HTTP specification's audit (graphql-http's `serverAudits`) against the gateway as
 * a script meets it: a bearer token on every request. Every MUST passes; the SHOULDs and MAYs are
 * reported (some are refused on purpose: GET without a preflight header is CSRF, README Limits).
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
