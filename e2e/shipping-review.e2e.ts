import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startStack } from './support/stack.js';
import { launchBrowser, screenshot, signIn } from './support/browser.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * Step 7 in Chromium: the page opens with reviews still being quoted; when their quotes come back
 * the gateway's poller sees it and the subscription changes the page in place — the counters and
 * cards update without a reload and without the browser polling.
 */
const POLL_INTERVAL_MS = 1_000;

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let fixture: {
  catalogId: number;
  groupId: number;
  pendingIds: number[];
  ready: number;
  failedLotNumber: number;
};

beforeAll(async () => {
  [stack, browser] = await Promise.all([
    // Quotes wait until the test releases them; the gateway polls every second.
    startStack({
      upstream: { shippingQuoteDelayMs: 3_600_000 },
      gateway: { shippingPollIntervalMs: POLL_INTERVAL_MS },
    }),
    launchBrowser(),
  ]);
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
    .selectFrom('shipping_reviews as r')
    .innerJoin('lots as l', 'l.id', 'r.lot_id')
    .select(['r.id', 'r.status', 'l.lot_number'])
    .where('r.catalog_id', '=', catalog.id)
    .orderBy('l.lot_number')
    .execute();
  fixture = {
    catalogId: catalog.id,
    groupId: catalog.sale_group_id,
    pendingIds: reviews.filter((r) => r.status === 'pending' || r.status === 'processing').map((r) => r.id),
    ready: reviews.filter((r) => r.status === 'awaiting_approval').length,
    failedLotNumber: reviews.find((r) => r.status === 'failed')?.lot_number ?? 0,
  };
  context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

const tabText = (name: string) =>
  page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) }).textContent();

describe('shipping review (step 7) in Chromium', () => {
  it('turns pending reviews ready while the page is open, without a reload or browser polling', async () => {
    expect(fixture.pendingIds.length).toBeGreaterThan(0);
    await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });
    await page.goto(`${stack.gatewayUrl}/ar/session/live/${fixture.groupId}/${fixture.catalogId}/7`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/^Step 7: Confirm Shipping Details for /);
    expect(await tabText('Ready To Confirm')).toBe(`Ready To Confirm (${fixture.ready})`);
    expect(await page.getByRole('link', { name: /Back to Step 6/ }).getAttribute('href')).toBe(
      `/ar/session/live/${fixture.groupId}/${fixture.catalogId}/6`,
    );
    await screenshot(page, 'shipping-review-1366');

    // From here on: no page load and no GraphQL request over HTTP — updates come over the WebSocket.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    let httpGraphql = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST') httpGraphql += 1;
    });

    await stack.upstream.flushShippingQuotes(fixture.pendingIds);
    await expect
      .poll(() => tabText('Ready To Confirm'))
      .toBe(`Ready To Confirm (${fixture.ready + fixture.pendingIds.length})`);
    expect(await page.getByText(/still getting a shipping quote/).count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(httpGraphql).toBe(0);
  });

  it('confirms a lot, and edits a failed one whose new quote arrives live', async () => {
    // Confirm one lot: the counters follow.
    const readyBefore = Number((await tabText('Ready To Confirm'))?.match(/\((\d+)\)/)?.[1]);
    await page
      .getByRole('button', { name: /^Confirm shipping of lot / })
      .first()
      .click();
    await expect.poll(() => tabText('Ready To Confirm')).toBe(`Ready To Confirm (${readyBefore - 1})`);

    // Edit a lot that needs review: the form's rules, Delete Object with its confirmation, Save.
    await page.getByRole('tab', { name: /^Needs Review/ }).click();
    await page
      .getByRole('button', { name: `Edit shipping details of lot ${fixture.failedLotNumber}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Shipping Details' });
    await expect.poll(() => dialog.getByText('Enter Dimensions').count()).toBeGreaterThan(0);
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);

    await dialog.getByRole('button', { name: 'Add Object' }).click();
    const second = dialog.getByRole('group', { name: 'Object 2' });
    await second.getByLabel('Object Name').fill('Frame');
    await second.getByLabel('Object Name').fill('');
    await second.getByLabel('Object Name').blur();
    await expect.poll(() => second.getByText('Enter Title').count()).toBe(1);
    await second.getByRole('button', { name: 'Delete Object' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm: Delete Object' });
    await confirm.getByRole('button', { name: 'Delete Object' }).click();
    await expect.poll(() => dialog.getByRole('group', { name: 'Object 2' }).count()).toBe(0);

    const first = dialog.getByRole('group', { name: 'Object 1' });
    await first.getByLabel('Height').fill('24');
    await first.getByLabel('Width').fill('18');
    await first.getByLabel('Depth').fill('3');
    await first.getByText('cm', { exact: true }).click();
    await expect.poll(() => save.isDisabled()).toBe(false);
    await screenshot(page, 'shipping-review-edit-1366');
    const needsReviewBefore = Number((await tabText('Needs Review'))?.match(/\((\d+)\)/)?.[1]);
    await save.click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Edit Shipping Details' }).count()).toBe(0);
    await expect.poll(() => tabText('Needs Review')).toBe(`Needs Review (${needsReviewBefore - 1})`);

    // The new quote comes back while the page is open.
    const readyNow = Number((await tabText('Ready To Confirm'))?.match(/\((\d+)\)/)?.[1]);
    await stack.upstream.flushShippingQuotes();
    await expect.poll(() => tabText('Ready To Confirm')).toBe(`Ready To Confirm (${readyNow + 1})`);

    await page.setViewportSize({ width: 768, height: 1024 });
    await page.getByRole('tab', { name: /^All/ }).click();
    await screenshot(page, 'shipping-review-768');
  });
});
