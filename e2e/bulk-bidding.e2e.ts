import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startStack } from './support/stack.js';
import { launchBrowser, screenshot, signIn } from './support/browser.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * Bulk bidding in Chromium (sales §2, §4 Bulk bidding): three max bids through the confirm modal and
 * the success banner; another bidder outbids the house on one of them and the row's current bid
 * changes without a reload (the gateway polls the sale every second); then one bid is cancelled.
 */
const POLL_INTERVAL_MS = 1_000;
const CATALOG_REF = 'TBHDEMO4AUCT';

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([
    startStack({ gateway: { bulkBiddingPollIntervalMs: POLL_INTERVAL_MS } }),
    launchBrowser(),
  ]);
  context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

describe('bulk bidding in Chromium', () => {
  it('places three max bids, follows an outbid live, and cancels one', async () => {
    const db = stack.upstream.db;
    const open = await db
      .selectFrom('lots')
      .innerJoin('catalogs', 'catalogs.id', 'lots.catalog_id')
      .select(['lots.id', 'lots.lot_number', 'lots.starting_bid', 'lots.house_id'])
      .where('catalogs.ref', '=', CATALOG_REF)
      .where('lots.ends_at', '>', new Date(Date.now() + 3_600_000))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('order_bids').select('order_bids.id').whereRef('order_bids.lot_id', '=', 'lots.id'),
          ),
        ),
      )
      .orderBy('lots.lot_number')
      .limit(3)
      .execute();
    expect(open).toHaveLength(3);

    await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });
    await page.goto(`${stack.gatewayUrl}/ar/bulk-bidding/${CATALOG_REF}`);
    await expect.poll(() => page.getByRole('table', { name: 'Lots' }).count()).toBe(1);
    const search = page.getByRole('textbox', { name: 'Search lots' });
    await expect.poll(() => search.isDisabled()).toBe(false);

    const pageOfLot = (lotNumber: number) => Math.ceil(lotNumber / 50);
    const goToLot = async (lotNumber: number) => {
      const link = page.getByRole('link', { name: `Page ${pageOfLot(lotNumber)}`, exact: true });
      if ((await link.count()) > 0) await link.click();
      await expect
        .poll(() => page.getByRole('combobox', { name: `New bid for lot ${lotNumber}` }).count())
        .toBe(1);
    };
    for (const lot of open) {
      await goToLot(lot.lot_number ?? 0);
      const select = page.getByRole('combobox', { name: `New bid for lot ${lot.lot_number}` });
      const choice = await select.locator('option').nth(3).getAttribute('value');
      await select.selectOption(choice ?? '');
    }
    await page.getByRole('button', { name: 'Place 3 New Max Bids' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm: Place 3 New Max Bids' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByText('New bids successful').count()).toBe(1);
    await screenshot(page, 'bulk-bidding-1366');

    // From here on: no page load. Another bidder outbids the house on the first lot (a bid on the
    // marketplace, outside the bid-admin service).
    const first = open[0];
    await goToLot(first?.lot_number ?? 0);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('combobox', { name: `New bid for lot ${first?.lot_number}` }) });
    const before = await row.textContent();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const bidder = await db
      .selectFrom('bidders')
      .select('id')
      .where('house_id', '=', first?.house_id ?? 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_bids')
      .values({
        house_id: first?.house_id ?? 0,
        lot_id: first?.id ?? 0,
        bidder_id: bidder.id,
        amount: 50_000_000,
      })
      .execute();
    await expect.poll(() => row.textContent()).not.toBe(before);
    await expect.poll(() => row.getByText('2 bids').count()).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);

    // Cancel the house's bid on the second lot.
    const second = open[1];
    await goToLot(second?.lot_number ?? 0);
    await page.getByRole('button', { name: `Bid history of lot ${second?.lot_number}` }).click();
    const history = page.getByRole('dialog', { name: `Bid history: lot ${second?.lot_number}` });
    await history.getByRole('button', { name: 'Cancel bid' }).click();
    await expect.poll(() => page.getByText('Bid cancelled successfully').count()).toBe(1);
  });
});
