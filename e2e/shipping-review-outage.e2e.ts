import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn } from './support/browser.js';
import { startStack } from './support/stack.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * Step 7 in Chromium while the shipping service goes away and comes back (an upstream restart): the
 * page says the gateway is reconnecting, never that polling stopped, and once the service is back the
 * quotes that come in still change the page in place, without a refresh.
 */
const POLL_INTERVAL_MS = 1_000;
/** The page's texts (packages/schema SHIPPING_REVIEW_MESSAGES: reconnecting, and sales §8's pollingError). */
const RECONNECTING = 'Reconnecting to the shipping service… Updates resume by themselves.';
const POLLING_ERROR = 'Error in polling review data, please refresh the page';

/**
 * The gateway's way to the shipping service: a pass-through to the real upstream that can be cut,
 * every connection then reset as by a service that is down. Not a fake: every answer is the upstream's.
 */
async function startShippingLink() {
  let target = '';
  let down = false;
  const server: Server = createServer((req, res) => {
    if (down || !target) {
      req.socket.destroy();
      return;
    }
    const url = new URL(target);
    const forward = httpRequest(
      {
        hostname: url.hostname,
        port: url.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: url.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.socket?.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connect: (upstreamUrl: string) => (target = upstreamUrl),
    setDown: (value: boolean) => (down = value),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let link: Awaited<ReturnType<typeof startShippingLink>>;
let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let fixture: { catalogId: number; groupId: number; pendingIds: number[]; ready: number };

beforeAll(async () => {
  link = await startShippingLink();
  [stack, browser] = await Promise.all([
    startStack({
      upstream: { shippingQuoteDelayMs: 3_600_000 },
      gateway: { shippingPollIntervalMs: POLL_INTERVAL_MS, services: { shipping: link.url } },
    }),
    launchBrowser(),
  ]);
  link.connect(stack.upstreamUrl);
  const db = stack.upstream.db;
  const catalog = await db
    .selectFrom('catalogs as c')
    .innerJoin('houses as h', 'h.id', 'c.house_id')
    .innerJoin('shipping_reviews as r', 'r.catalog_id', 'c.id')
    .select(['c.id', 'c.sale_group_id'])
    .where('h.user_name', '=', 'demo')
    .where('c.starts_at', '>', new Date())
    .orderBy('c.starts_at')
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  const reviews = await db
    .selectFrom('shipping_reviews')
    .select(['id', 'status'])
    .where('catalog_id', '=', catalog.id)
    .execute();
  fixture = {
    catalogId: catalog.id,
    groupId: catalog.sale_group_id,
    pendingIds: reviews.filter((r) => r.status === 'pending' || r.status === 'processing').map((r) => r.id),
    ready: reviews.filter((r) => r.status === 'awaiting_approval').length,
  };
  context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
  await link?.close();
});

const tabText = (name: string) =>
  page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) }).textContent();

describe('shipping review (step 7) through a shipping service outage', () => {
  it('says it is reconnecting, then shows the quotes that come in once the service is back', async () => {
    expect(fixture.pendingIds.length).toBeGreaterThan(0);
    await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });
    await page.goto(`${stack.gatewayUrl}/ar/session/live/${fixture.groupId}/${fixture.catalogId}/7`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/^Step 7: Confirm Shipping Details for /);

    link.setDown(true);
    const reconnecting = page.getByText(RECONNECTING);
    await expect.poll(() => reconnecting.count(), { timeout: 60_000 }).toBe(1);
    expect(await page.getByText(POLLING_ERROR).count()).toBe(0);

    link.setDown(false);
    await expect.poll(() => reconnecting.count(), { timeout: 60_000 }).toBe(0);
    await stack.upstream.flushShippingQuotes(fixture.pendingIds);
    await expect
      .poll(() => tabText('Ready To Confirm'), { timeout: 60_000 })
      .toBe(`Ready To Confirm (${fixture.ready + fixture.pendingIds.length})`);
    expect(await page.getByText(POLLING_ERROR).count()).toBe(0);
  });
});
