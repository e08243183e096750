import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startStack } from './support/stack.js';
import { launchBrowser, screenshot, signIn } from './support/browser.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * A current bid in Chromium (sales §4 Bulk bidding, §9 bid types maxBid and bidNow): "Current Bids"
 * places the chosen amount as the lot's current bid, where a max bid would only lead one increment
 * over the last bid.
 */
const CATALOG_REF = 'TBHDEMO4AUCT';

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
  await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

describe('bulk bidding: current bids in Chromium', () => {
  it('places a current bid at its amount over another bidder’s bid', async () => {
    const db = stack.upstream.db;
    // An open lot (ending in over an hour) without a reserve or a bid, on the table's first page.
    const lot = await db
      .selectFrom('lots')
      .innerJoin('catalogs', 'catalogs.id', 'lots.catalog_id')
      .select(['lots.id', 'lots.lot_number', 'lots.starting_bid', 'lots.house_id'])
      .where('catalogs.ref', '=', CATALOG_REF)
      .where('lots.ends_at', '>', new Date(Date.now() + 3_600_000))
      .where('lots.reserve', 'is', null)
      .where('lots.lot_number', '<=', 50)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('order_bids').select('order_bids.id').whereRef('order_bids.lot_id', '=', 'lots.id'),
          ),
        ),
      )
      .orderBy('lots.lot_number')
      .executeTakeFirstOrThrow();
    // A marketplace bidder's max bid at the starting bid: the lot stands at it.
    const bidder = await db
      .selectFrom('bidders')
      .select('id')
      .where('house_id', '=', lot.house_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_bids')
      .values({
        house_id: lot.house_id,
        lot_id: lot.id,
        bidder_id: bidder.id,
        amount: lot.starting_bid ?? 0,
      })
      .execute();

    await page.goto(`${stack.gatewayUrl}/ar/bulk-bidding/${CATALOG_REF}`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Search lots' }).isDisabled()).toBe(false);
    await page.getByText('Current Bids', { exact: true }).click();
    const select = page.getByRole('combobox', { name: `New bid for lot ${lot.lot_number}` });
    // The third choice: two increments over the asking bid.
    const option = select.locator('option').nth(3);
    const amount = (await option.textContent()) ?? '';
    await select.selectOption((await option.getAttribute('value')) ?? '');
    await page.getByRole('button', { name: 'Place 1 New Current Bids' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm: Place 1 New Current Bids' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect.poll(() => page.getByText('New bids successful').count()).toBe(1);

    // The row's Current Bid (the sixth cell) is the amount placed; the house leads with it.
    const row = page.getByRole('row').filter({ has: select });
    await expect.poll(() => row.getByRole('cell').nth(5).textContent()).toContain(amount);
    await expect.poll(() => row.getByText('2 bids').count()).toBe(1);
    await screenshot(page, 'bulk-bidding-current-bid');
  });
});
