import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_HOUSE_REF, OTHER_HOUSE_REF } from '@ah/upstream/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimits } from '../src/config.js';
import { defaultConfig, loadConfig } from '../src/gatewayConfig.js';
import { ERROR_MESSAGES } from '../src/errors.js';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, gql, wsExecute, type Caller, type GraphqlResponse } from './support/graphql.js';

/**
 * The rate limits against the real stack, in one process (the in-process counter): sign-in attempts
 * per client address, anonymous requests per address, and everything a session sends — GraphQL on
 * the lean path and through Apollo, file routes, WebSocket upgrades and subscribe messages — per
 * session. One house's flood never refuses another house's session. Small limits here; the counts
 * below follow each request this file makes (tests run in order, all from 127.0.0.1).
 */
const LIMITS: RateLimits = {
  windowMs: 60_000,
  perSession: 20,
  anonymousPerAddress: 10,
  signInPerAddress: 5,
  tokenCost: 0,
};
const VIEWER = 'query Viewer { viewer { house { id } } }';
const LOGIN =
  'mutation($p: String!) { login(houseUserName: "demo", userName: "staff", password: $p) { user { id } } }';

let stack: Stack;
let demo: Caller;
let other: Caller;

beforeAll(async () => {
  stack = await startStack({ gateway: { rateLimits: LIMITS } });
  // Two sign-ins, two anonymous requests from this address.
  demo = { cookie: await stack.login('demo', 'staff', 'demo-password') };
  other = { cookie: await stack.login('other', 'staff', 'demo-password') };
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

function expectRateLimited(res: GraphqlResponse): void {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(res.body.errors?.[0]).toMatchObject({
    message: ERROR_MESSAGES.rateLimited,
    extensions: { code: 'RATE_LIMITED', retryAfter },
  });
}

const houseOf = (res: GraphqlResponse) => dataOf<{ viewer: { house: { id: string } } }>(res).viewer.house.id;

describe('rate limits', () => {
  it('limits sign-in attempts per client address, and nothing else with them', async () => {
    // Sign-ins 3 to 5 are let through (wrong password); the 6th is refused before the upstream sees it.
    for (let i = 3; i <= LIMITS.signInPerAddress; i++) {
      const res = await gql(stack.gatewayUrl, LOGIN, { p: 'wrong-password' });
      expect(res.status).not.toBe(429);
    }
    expectRateLimited(await gql(stack.gatewayUrl, LOGIN, { p: 'demo-password' }));
    // Anonymous request 7 of 10, and signed-in sessions, go on.
    expect(dataOf(await gql(stack.gatewayUrl, VIEWER))).toEqual({ viewer: null });
    expect(houseOf(await gql(stack.gatewayUrl, VIEWER, {}, demo))).toBe(DEMO_HOUSE_REF);
  });

  it('limits anonymous requests per client address, not signed-in ones', async () => {
    for (let i = 8; i <= LIMITS.anonymousPerAddress; i++)
      expect((await gql(stack.gatewayUrl, VIEWER)).status).toBe(200);
    expectRateLimited(await gql(stack.gatewayUrl, VIEWER));
    // Demo's session: request 2 of 20.
    expect(houseOf(await gql(stack.gatewayUrl, VIEWER, {}, demo))).toBe(DEMO_HOUSE_REF);
  });

  it("limits a session's requests on every HTTP path; another house's session is not refused", async () => {
    // Requests 3 to 20 of demo's session (the first through Apollo, then the lean path), then refusals.
    const statuses: number[] = [];
    for (let i = 3; i <= LIMITS.perSession + 2; i++) {
      const res = await gql(stack.gatewayUrl, VIEWER, {}, demo);
      statuses.push(res.status);
      if (res.status === 429) expectRateLimited(res);
    }
    expect(statuses).toEqual([...Array<number>(LIMITS.perSession - 2).fill(200), 429, 429]);
    const file = await request(stack.gatewayUrl)
      .get('/downloads/items/model/artfact.csv')
      .set('cookie', demo.cookie ?? '');
    expect(file.status).toBe(429);
    expect(Number(file.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(file.body).toEqual({ error: { code: 'RATE_LIMITED', message: ERROR_MESSAGES.rateLimited } });
    const upgrade = await wsExecute(stack.gatewayUrl, '{ version }', { cookie: demo.cookie ?? '' });
    expect(upgrade).toMatchObject({ kind: 'closed', code: 429 });

    // House other's session: request 1 of 20.
    expect(houseOf(await gql(stack.gatewayUrl, VIEWER, {}, other))).toBe(OTHER_HOUSE_REF);
  });

  it('counts WebSocket subscribe messages with the HTTP requests of the session', async () => {
    // Requests 2 to 19 of other's session, the upgrade is the 20th, its subscribe message the 21st.
    for (let i = 2; i < LIMITS.perSession; i++)
      expect((await gql(stack.gatewayUrl, VIEWER, {}, other)).status).toBe(200);
    const outcome = await wsExecute(stack.gatewayUrl, '{ version }', { cookie: other.cookie ?? '' });
    expect(outcome.kind).toBe('errors');
    if (outcome.kind !== 'errors') return;
    expect(outcome.errors[0]).toMatchObject({
      message: ERROR_MESSAGES.rateLimited,
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(outcome.errors[0]?.extensions?.['retryAfter']).toBeGreaterThanOrEqual(1);
    expectRateLimited(await gql(stack.gatewayUrl, VIEWER, {}, other));
  });
});

describe('rate limit configuration', () => {
  it('reads the limits from the environment (0 turns one off)', () => {
    expect(
      loadConfig({
        RATE_LIMIT_WINDOW_MS: '1000',
        RATE_LIMIT_SESSION: '0',
        RATE_LIMIT_ANONYMOUS: '7',
        RATE_LIMIT_SIGN_IN: '3',
        RATE_LIMIT_TOKEN_COST: '900',
      }).rateLimits,
    ).toEqual({ windowMs: 1000, perSession: 0, anonymousPerAddress: 7, signInPerAddress: 3, tokenCost: 900 });
    expect(() => loadConfig({ RATE_LIMIT_SESSION: '-1' })).toThrow(/RATE_LIMIT_SESSION/);
  });

  it("states the defaults in docs/API.md's Limits table", () => {
    const apiDoc = readFileSync(fileURLToPath(new URL('../../../docs/API.md', import.meta.url)), 'utf8');
    const limits = apiDoc.slice(apiDoc.indexOf('## Limits'));
    const row = (start: string) => limits.split('\n').find((line) => line.startsWith(`| ${start}`)) ?? '';
    const d = defaultConfig();
    expect(d.rateLimits.windowMs).toBe(60_000);
    expect(row('requests per session or API token')).toContain(
      `${d.rateLimits.perSession.toLocaleString('en-US')} a minute`,
    );
    expect(row('requests without a session or token')).toContain(
      `${d.rateLimits.anonymousPerAddress} a minute`,
    );
    expect(row('sign-in attempts')).toContain(`${d.rateLimits.signInPerAddress} a minute`);
    expect(row('estimated query cost per API token')).toContain(
      `${d.rateLimits.tokenCost.toLocaleString('en-US')} a minute`,
    );
    expect(row('request headers')).toContain(`${d.requestTimeouts.headersMs / 1000} s`);
    expect(row('whole request')).toContain(`${d.requestTimeouts.requestMs / 1000} s`);
    expect(row('upload body')).toContain(`${d.requestTimeouts.uploadMinBytesPerSecond / 1024} kB/s`);
    expect(row('upload body')).toContain(`${d.requestTimeouts.uploadMs / 1000} s`);
  });
});
