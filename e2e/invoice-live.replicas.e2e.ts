import { randomBytes } from 'node:crypto';
import { createGateway, type Gateway } from '@ah/gateway';
import type { Stack } from '@ah/gateway/testing';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { apiToken, graphqlClient } from './support/api.js';
import { launchBrowser, signIn } from './support/browser.js';
import { liveInvoiceJourney, type LiveParty } from './support/invoiceLive.js';
import { startStack } from './support/stack.js';

/**
 * Live invoice screens (invoicing §2.2) across two gateway replicas sharing the real Redis on
 * 127.0.0.1:6379 (skipped by `npm test` when Redis is not reachable): demo/staff's browser talks to
 * one replica, demo/super's to the other, and each sees what the other does, as on one gateway.
 */
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
/**
 * Both replicas share the channels and poll leases under one prefix of their own. The group poll
 * (for changes made outside the gateways) is pushed far beyond the test's waits, so what one
 * browser sees of the other's change can only have come through Redis pub/sub.
 */
const shared = {
  redisUrl: REDIS_URL,
  redisKeyPrefix: `ahe2e:${randomBytes(4).toString('hex')}:`,
  invoicePollIntervalMs: 10 * 60_000,
};

let stack: Stack;
let replica: Gateway;
let replicaUrl: string;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function partyAs(user: string, baseUrl: string): Promise<LiveParty> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, baseUrl, { house: 'demo', user, password: 'demo-password' });
  const token = await apiToken(stack, 'demo', user);
  return { page, baseUrl, graphql: graphqlClient(() => baseUrl, () => token) };
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ gateway: shared }), launchBrowser()]);
  // The second replica: the same upstream, Redis and built web app, in the browsers' production mode.
  replica = createGateway({
    logLevel: 'warn',
    shutdownDelayMs: 0,
    trustedDocuments: 'sessions',
    ...shared,
    services: {
      house: stack.upstreamUrl,
      catalog: stack.upstreamUrl,
      shipping: stack.upstreamUrl,
      bidAdmin: stack.upstreamUrl,
    },
  });
  replicaUrl = await replica.start(0, '127.0.0.1');
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await replica?.stop();
  await stack?.close();
});

describe('invoice screens update live across two gateway replicas on Redis', () => {
  it('shows a Mark as Paid made through one replica on a screen served by the other, and the note conflict', async () => {
    await liveInvoiceJourney(
      await partyAs('staff', stack.gatewayUrl),
      await partyAs('super', replicaUrl),
      'invoice-live-replicas',
    );
  });
});
