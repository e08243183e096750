import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { startStack } from './support/stack.js';
import { launchBrowser, screenshot, settled, signIn } from './support/browser.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * Uploading realized prices with mistakes in Chromium (sales §2 Edit Realized Prices, §4 Realized
 * prices: failure or the review; §5 Realized prices): a file the service cannot read shows the
 * upload's failure, a file with a lot outside the catalog shows the review with that row's error.
 * Both are answers the screen expects, so the browser's console stays free of errors: a refused
 * HTTP status would be logged there by the browser itself as a failed resource.
 */
const NOT_IN_CATALOG = 'This lot number was not a part of this catalog.';
const DAY_MS = 86_400_000;

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  page = await context.newPage();
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

/** A sale of the demo house a non-super user may still edit (realized prices under 45 days, sales §9), with two lots. */
async function recentSale(): Promise<{ id: number; lots: { lot_number: number }[] }> {
  const db = stack.upstream.db;
  const sales = await db
    .selectFrom('catalogs')
    .innerJoin('houses', 'houses.id', 'catalogs.house_id')
    .select(['catalogs.id', 'catalogs.starts_at'])
    .where('houses.user_name', '=', 'demo')
    .where('catalogs.starts_at', '<', new Date(Date.now() - DAY_MS))
    .where('catalogs.starts_at', '>', new Date(Date.now() - 40 * DAY_MS))
    .orderBy('catalogs.starts_at', 'desc')
    .execute();
  for (const sale of sales) {
    const lots = await db
      .selectFrom('lots')
      .select('lot_number')
      .where('catalog_id', '=', sale.id)
      .where('lot_number', 'is not', null)
      .orderBy('lot_number')
      .limit(2)
      .execute();
    if (lots.length === 2) return { id: sale.id, lots: lots as { lot_number: number }[] };
  }
  throw new Error('The seed has no sale of the demo house 1 to 40 days old with two numbered lots');
}

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\r\n')),
});

describe('realized prices upload in Chromium', () => {
  it('shows a failed file and a review with a bad row, with nothing in the console', async () => {
    const sale = await recentSale();
    const [first, second] = sale.lots as [{ lot_number: number }, { lot_number: number }];
    await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });
    await page.goto(`${stack.gatewayUrl}/ar/pricesrealized/${sale.id}?step=2`);
    const fileInput = page.locator('input[type=file]');

    // A file without the Realized Price column: the upload fails with the file's own error.
    await fileInput.setInputFiles(
      csvFile('no-prices.csv', ['Lot Number,Title', `${first.lot_number},A lamp`]),
    );
    const failure = page.getByRole('alert').filter({ hasText: 'Upload Failed: 1 Total Error(s)' });
    await failure.getByText(/Required column\(s\) missing/).waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();

    // A file with a lot outside the catalog: the review, that row flagged, Publish held back.
    await fileInput.setInputFiles(
      csvFile('prices.csv', [
        'Lot Number,Lot Extension,Realized Price',
        `${first.lot_number},,120`,
        '99999,,80',
        `${second.lot_number},,0`,
      ]),
    );
    const review = page.getByRole('table', { name: 'Realized prices to publish' });
    await review.getByText(NOT_IN_CATALOG).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);
    await settled(page);
    await screenshot(page, 'realized-prices-bad-row');

    expect(consoleErrors).toEqual([]);
  });
});
