import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, ConsoleMessage, Locator, Page } from 'playwright-core';
import { startStack } from './support/stack.js';
import { apiToken, graphqlClient, newSession as newSaleSession } from './support/api.js';
import { artifactsDir, launchBrowser, screenshot, settled, signIn } from './support/browser.js';

/**
 * Items (sales §2) in Chromium against the whole stack: the Upload Items step takes a spreadsheet with
 * errors, the review table shows them on their rows and cells, the user fixes them there (edit, delete
 * a duplicate, bulk edit), and Continue saves through lots/update and lands on the images step. Also the
 * lot add/edit page and the Catalog Snapshot page, with screenshots of every screen at 1366 and 768.
 */

type Stack = Awaited<ReturnType<typeof startStack>>;

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
/** The page's console errors and uncaught errors, for the checks that the screen logs none. */
const consoleErrors: string[] = [];

const DESKTOP = { width: 1366, height: 768 };
const TABLET = { width: 768, height: 1024 };
const files = join(tmpdir(), `items-e2e-${process.pid}`);

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  token = await apiToken(stack, 'demo', 'staff');
  context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  page = await context.newPage();
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  mkdirSync(files, { recursive: true });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

/** GraphQL with the staff user's API token (test set-up and checks, not what the browser does). */
const graphql = graphqlClient(
  () => stack.gatewayUrl,
  () => token,
);
const newSession = (name: string, auctionType: 'LIVE' | 'TIMED') =>
  newSaleSession(graphql, name, auctionType);

/** Screenshots at 1366x768 and 768x1024; a dialog is shot as the viewport shows it. */
async function shots(name: string) {
  const dialogOpen = (await page.getByRole('dialog').count()) > 0;
  for (const size of [DESKTOP, TABLET]) {
    await page.setViewportSize(size);
    await settled(page);
    const file = `${name}-${size.width}x${size.height}`;
    if (dialogOpen) await page.screenshot({ path: `${artifactsDir}${file}.png` });
    else await screenshot(page, file);
  }
  await page.setViewportSize(DESKTOP);
  await settled(page);
}

function row(name: RegExp | string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('checkbox', { name }) });
}

const CSV_WITH_ERRORS = [
  'Lot Number,Title,Description,Low Estimate,High Estimate,Starting Bid,Reserve',
  '1,Blue vase,A blue and white vase,100,200,50,80',
  '2,,A chair without a title,100,200,50,',
  '3,Oak table,A table,100,200,50,',
  '3,Oak table (again),The same lot number twice,100,200,50,',
  '5,Brass lamp,Low estimate above the high one,300,200,50,',
].join('\n');

describe('items in Chromium', () => {
  it('uploads a spreadsheet with errors, fixes them in the review table and continues to the images step', async () => {
    const sale = await newSession(`E2E Items ${Date.now().toString(36)}`, 'TIMED');
    const stepPath = `/ar/session/timed/${sale.groupId}/${sale.catalogId}`;
    await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });

    // The Upload Items step: Standard by default, the requirements and model downloads on the right.
    await page.goto(`${stack.gatewayUrl}${stepPath}/3`);
    await page.getByRole('heading', { name: 'Step 3: Upload Items' }).waitFor();
    await page.getByText('Drag Files Here or choose file(s) from your computer').waitFor();
    expect(await page.getByRole('radio', { name: 'Standard' }).isChecked()).toBe(true);
    expect(await page.getByRole('link', { name: /Download the Standard Model \(\.xlsx\)/ }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Save & Exit' }).count()).toBe(1);
    await shots('lots-upload');

    // A model spreadsheet downloads from its link.
    const [model] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Download the Standard Model \(\.csv\)/ }).click(),
    ]);
    expect(model.suggestedFilename()).toMatch(/\.csv$/);

    // A file name the catalog rules refuse never leaves the browser.
    const badName = join(files, 'my.items.csv');
    writeFileSync(badName, CSV_WITH_ERRORS);
    await page.locator('input[type=file]').setInputFiles(badName);
    await page.getByText('The file name must contain a single dot, before its extension.').waitFor();
    expect(await page.getByRole('link', { name: 'Save & Exit' }).count()).toBe(0);
    await shots('lots-upload-refused');
    await page.getByRole('button', { name: 'Retry' }).click();

    // The spreadsheet with errors: the review table, rows and cells highlighted. Its mistakes are
    // the answer the screen expects, so the console stays free of errors (a refused HTTP status
    // would be logged by the browser itself as a failed resource).
    consoleErrors.length = 0;
    const withErrors = join(files, 'items_with_errors.csv');
    writeFileSync(withErrors, CSV_WITH_ERRORS);
    await page.locator('input[type=file]').setInputFiles(withErrors);
    await page.getByRole('grid', { name: 'Uploaded items' }).waitFor();
    await page.getByText('4 items have errors. Edit or delete them to continue.').waitFor();
    const continueButton = page.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save & Exit' }).count()).toBe(0);
    expect(await page.locator('tr[data-error="true"]').count()).toBe(4);
    expect(await row('Select lot 2').locator('td[data-invalid="true"]').count()).toBe(1);
    await shots('items-review-errors');
    expect(consoleErrors).toEqual([]);

    // The errors filter.
    await page.getByRole('switch', { name: /Show only items with errors/ }).check();
    expect(await page.locator('tbody tr').count()).toBe(4);
    await page.getByRole('switch', { name: /Show only items with errors/ }).uncheck();

    // Fix the missing title in the edit modal.
    await page.getByRole('button', { name: 'Edit lot 2' }).click();
    const edit = page.getByRole('dialog', { name: /Edit Item/ });
    expect(await edit.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await shots('items-review-edit');
    await edit.getByRole('textbox', { name: /^Item Title/ }).fill('Windsor chair');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByText('3 items have errors. Edit or delete them to continue.').waitFor();

    // Delete one of the duplicate lot 3 rows: the other one's error clears.
    await page.getByRole('button', { name: 'Delete lot 3' }).last().click();
    const confirm = page.getByRole('dialog', { name: 'Confirm: Delete Item' });
    await shots('items-review-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('1 item has errors. Edit or delete it to continue.').waitFor();

    // Fix the estimates with the bulk edit of the selected row.
    await page.getByRole('checkbox', { name: 'Select lot 5' }).check();
    await page.getByRole('button', { name: 'Edit Selected' }).click();
    const bulk = page.getByRole('dialog', { name: 'Edit 1 Selected Item' });
    await bulk.getByRole('textbox', { name: /^Low Estimate/ }).fill('150');
    await shots('items-review-bulk-edit');
    await bulk.getByRole('button', { name: 'Apply to 1 item' }).click();
    await page.getByText('Every item is ready. Continue to upload images.').waitFor();
    expect(await page.locator('tr[data-error="true"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save & Exit' }).count()).toBe(1);
    await shots('items-review-fixed');

    // Continue saves through lots/update and lands on the images step.
    await continueButton.click();
    await page.waitForURL(new RegExp(`${stepPath}/4$`));
    await page.getByRole('heading', { name: 'Step 4: Upload Images' }).waitFor();
    const saved = await graphql<{
      catalogItems: { lots: { lotNumber: string; title: string; lowEstimate: string }[] };
    }>('query ($c: ID!) { catalogItems(catalogId: $c) { lots { lotNumber title lowEstimate } } }', {
      c: sale.catalogId,
    });
    expect(saved.catalogItems.lots.map((l) => [l.lotNumber, l.title, l.lowEstimate])).toEqual([
      ['1', 'Blue vase', '100'],
      ['2', 'Windsor chair', '100'],
      ['3', 'Oak table', '100'],
      ['5', 'Brass lamp', '150'],
    ]);
  });

  it('shows real upload progress, a breaking failure with Retry, and the summary variant of the step', async () => {
    const sale = await newSession(`E2E Items progress ${Date.now().toString(36)}`, 'LIVE');
    const stepPath = `/ar/session/live/${sale.groupId}/${sale.catalogId}`;
    await page.goto(`${stack.gatewayUrl}${stepPath}/3`);
    await page.getByRole('heading', { name: 'Step 3: Upload Items' }).waitFor();

    // A slow connection: the bar follows the bytes sent (XMLHttpRequest upload progress).
    const rows = Array.from(
      { length: 3000 },
      (_, i) => `${i + 1},Lot ${i + 1},${'A long description. '.repeat(5)},100,200,50`,
    );
    const big = join(files, 'slow_upload.csv');
    writeFileSync(
      big,
      ['Lot Number,Title,Description,Low Estimate,High Estimate,Starting Bid', ...rows].join('\n'),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 120 * 1024,
    });
    await page.locator('input[type=file]').setInputFiles(big);
    await page.getByText('Uploading ...').waitFor();
    const bar = page.getByRole('progressbar', { name: 'Upload progress' });
    await page.waitForFunction(() => {
      const value = Number(
        document.querySelector('[aria-label="Upload progress"]')?.getAttribute('aria-valuenow'),
      );
      return value > 5 && value < 95;
    });
    const midway = Number(await bar.getAttribute('aria-valuenow'));
    expect(midway).toBeGreaterThan(5);
    expect(midway).toBeLessThan(95);
    await screenshot(page, 'lots-uploading-1366x768');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByRole('grid', { name: 'Uploaded items' }).waitFor({ timeout: 60_000 });
    await page.getByText('Your file upload was a success!').waitFor();

    // A breaking failure (an unlabelled column, 166): the count, its reason and Retry, no Save & Exit.
    await page.goto(`${stack.gatewayUrl}${stepPath}/3`);
    await page.getByRole('heading', { name: 'Step 3: Upload Items' }).waitFor();
    const unlabelled = join(files, 'unlabelled.csv');
    writeFileSync(unlabelled, 'Lot Number,Title,Description,\n1,Vase,Blue vase,oops\n');
    await page.locator('input[type=file]').setInputFiles(unlabelled);
    await page.getByText(/^Upload Failed: \d+ Total Error\(s\)$/).waitFor();
    // The breaking error's own reason is in the same banner.
    await page
      .getByRole('alert')
      .getByText('Column D has values but no column name. Please label or remove it.')
      .waitFor();
    expect(await page.getByRole('link', { name: 'Save & Exit' }).count()).toBe(0);
    await shots('lots-upload-failed');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Drag Files Here or choose file(s) from your computer').waitFor();
    expect(await page.getByRole('link', { name: 'Save & Exit' }).count()).toBe(1);

    // Opened from the summary (goToPage 6): Cancel & Return to Summary instead of Save & Exit.
    await page.goto(`${stack.gatewayUrl}${stepPath}/3/6`);
    await page.getByRole('link', { name: 'Cancel & Return to Summary' }).waitFor();
    expect(await page.getByRole('link', { name: 'Save & Exit' }).count()).toBe(0);
    await shots('lots-upload-from-summary');
    await page.getByRole('link', { name: 'Cancel & Return to Summary' }).click();
    await page.waitForURL(new RegExp(`${stepPath}/6$`));
  });

  it('reviews a fixed-price upload and goes back to upload again', async () => {
    const calendar = await graphql<{
      auctionCalendar: { buyNowSale: { groupId: string; catalogId: string } | null };
    }>('{ auctionCalendar(period: UPCOMING) { buyNowSale { groupId catalogId } } }');
    const bin = calendar.auctionCalendar.buyNowSale;
    if (!bin) throw new Error('The demo house has no Buy Now sale');
    await page.goto(`${stack.gatewayUrl}/ar/session/bin/${bin.groupId}/${bin.catalogId}/2`);
    await page.getByRole('heading', { name: 'Step 2: Upload Items' }).waitFor();
    const binFile = join(files, 'bin_items.csv');
    writeFileSync(
      binFile,
      [
        'Lot Number,Title,Description,Price,Shipping Weight',
        '9001,Poster,A film poster,40,1.5',
        '9002,Print,A print,,2',
      ].join('\n'),
    );
    await page.locator('input[type=file]').setInputFiles(binFile);
    await page.getByRole('grid', { name: 'Uploaded items' }).waitFor();
    await page.getByText('1 item has errors. Edit or delete it to continue.').waitFor();
    expect(await page.getByRole('columnheader', { name: 'Price' }).count()).toBe(1);
    expect(await page.getByRole('columnheader', { name: 'Starting Bid' }).count()).toBe(0);
    await shots('items-review-bin');
    await page.getByRole('button', { name: 'Go Back & Upload Items Again' }).click();
    await page.getByRole('dialog', { name: 'Confirm: Upload Items Again' }).waitFor();
    await shots('items-review-bin-upload-again');
    await page.getByRole('button', { name: 'Upload Again' }).click();
    await page.getByText('Drag Files Here or choose file(s) from your computer').waitFor();
  });

  it('keeps a 5,000-row upload responsive: one page rendered at a time, saved in one go', async () => {
    const sale = await newSession(`E2E Items big ${Date.now().toString(36)}`, 'TIMED');
    const stepPath = `/ar/session/timed/${sale.groupId}/${sale.catalogId}`;
    await page.goto(`${stack.gatewayUrl}${stepPath}/3`);
    await page.getByRole('heading', { name: 'Step 3: Upload Items' }).waitFor();
    const rows = Array.from({ length: 5000 }, (_, i) =>
      i === 4321
        ? `${i + 1},,No title,100,200,50,`
        : `${i + 1},Lot ${i + 1},Description of lot ${i + 1},100,200,50,75`,
    );
    const file = join(files, 'five_thousand.csv');
    writeFileSync(
      file,
      ['Lot Number,Title,Description,Low Estimate,High Estimate,Starting Bid,Reserve', ...rows].join('\n'),
    );

    const started = Date.now();
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByRole('grid', { name: 'Uploaded items' }).waitFor({ timeout: 120_000 });
    const shown = Date.now() - started;
    expect(await page.locator('tbody tr').count()).toBe(50);
    await page.getByText('Items 1–50 of 5000').waitFor();

    // The one bad row, found through the errors filter, fixed in place.
    const filterStarted = Date.now();
    await page.getByRole('switch', { name: /Show only items with errors/ }).check();
    expect(await page.locator('tbody tr').count()).toBe(1);
    const filtered = Date.now() - filterStarted;
    await page.getByRole('button', { name: 'Edit lot 4322' }).click();
    const edit = page.getByRole('dialog', { name: /Edit Item/ });
    await edit.getByRole('textbox', { name: /^Item Title/ }).fill('Found its title');
    const editStarted = Date.now();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Every item is ready. Continue to upload images.').waitFor();
    const rechecked = Date.now() - editStarted;
    await page.getByRole('switch', { name: /Show only items with errors/ }).uncheck();

    await page.getByLabel('Items per page').click();
    await page.getByRole('option', { name: '200' }).click();
    expect(await page.locator('tbody tr').count()).toBe(200);
    const pageStarted = Date.now();
    await page.getByRole('button', { name: 'Page 25' }).click();
    await page.getByText('Items 4801–5000 of 5000').waitFor();
    const paged = Date.now() - pageStarted;

    const saveStarted = Date.now();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(new RegExp(`${stepPath}/4$`), { timeout: 120_000 });
    const savedIn = Date.now() - saveStarted;
    const count = await graphql<{ catalogItems: { lots: { id: string }[] } }>(
      'query ($c: ID!) { catalogItems(catalogId: $c) { lots { id } } }',
      { c: sale.catalogId },
    );
    expect(count.catalogItems.lots).toHaveLength(5000);
    console.info(
      `5,000 rows: upload to table ${shown} ms, errors filter ${filtered} ms, edit re-check ${rechecked} ms, ` +
        `page change ${paged} ms, save ${savedIn} ms`,
    );
  });

  it('adds a lot on the lot page and edits it with its number locked', async () => {
    const sale = await newSession(`E2E Lot ${Date.now().toString(36)}`, 'TIMED');
    const base = `/ar/session/timed/${sale.groupId}/${sale.catalogId}`;
    await page.goto(`${stack.gatewayUrl}${base}/3`);
    await page.getByRole('heading', { name: 'Step 3: Upload Items' }).waitFor();
    await page.getByRole('button', { name: 'Add single item' }).click();
    await page.waitForURL(new RegExp(`${base}/lot/0$`));
    await page.getByRole('heading', { level: 1, name: 'Add Lot' }).waitFor();
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: /^Lot Number/ }).fill('12');
    await page.getByRole('textbox', { name: /^Lot Extension/ }).fill('a');
    await page.getByRole('textbox', { name: /^Item Title/ }).fill('Silver teapot');
    await page.getByRole('textbox', { name: /^Item Description/ }).fill('Georgian, 1790.');
    await page.getByRole('textbox', { name: /^Starting Bid/ }).fill('10.50');
    await page.getByText('Starting Bid must be a whole number.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await shots('lot-add-errors');
    await page.getByRole('textbox', { name: /^Starting Bid/ }).fill('10');
    await page.getByRole('textbox', { name: /^Reserve/ }).fill('40');
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await page.waitForURL(new RegExp(`${base}/6$`));

    const items = await graphql<{ catalogItems: { lots: { id: string; displayNumber: string }[] } }>(
      'query ($c: ID!) { catalogItems(catalogId: $c) { lots { id displayNumber } } }',
      { c: sale.catalogId },
    );
    const lot = items.catalogItems.lots.find((l) => l.displayNumber === '12A');
    expect(lot).toBeTruthy();
    await page.goto(`${stack.gatewayUrl}${base}/lot/${lot!.id}`);
    await page.getByRole('heading', { level: 1, name: 'Edit Lot' }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Lot Number/ }).isEditable()).toBe(false);
    expect(await page.getByRole('textbox', { name: /^Lot Extension/ }).isEditable()).toBe(false);
    expect(await page.getByRole('textbox', { name: /^Item Title/ }).inputValue()).toBe('Silver teapot');
    await shots('lot-edit');
  });

  it('shows the absentee-bid lock with its tooltip on a seeded lot', async () => {
    const calendar = await graphql<{
      auctionCalendar: {
        groups: {
          id: string;
          sessions: { id: string; auctionType: string; in2Hours: boolean; lotCount: number }[];
        }[];
      };
    }>(
      '{ auctionCalendar(period: UPCOMING) { groups { id sessions { id auctionType in2Hours lotCount } } } }',
    );
    let path: string | null = null;
    for (const group of calendar.auctionCalendar.groups)
      for (const session of group.sessions) {
        if (path || session.in2Hours || session.lotCount === 0) continue;
        const items = await graphql<{ catalogItems: { lots: { id: string; hasAbsenteeBid: boolean }[] } }>(
          'query ($c: ID!) { catalogItems(catalogId: $c) { lots { id hasAbsenteeBid } } }',
          { c: session.id },
        );
        const lot = items.catalogItems.lots.find((l) => l.hasAbsenteeBid);
        if (lot)
          path = `/ar/session/${session.auctionType === 'TIMED' ? 'timed' : 'live'}/${group.id}/${session.id}/lot/${lot.id}`;
      }
    if (!path) throw new Error('The demo seed has no lot with an absentee bid');
    await page.goto(`${stack.gatewayUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: 'Edit Lot' }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Starting Bid/ }).isEditable()).toBe(false);
    const lock = page
      .getByLabel(
        'An absentee bid has been placed on this item. You can not change the starting bid or reserve amount.',
      )
      .first();
    await lock.focus();
    await page.getByRole('tooltip').waitFor();
    await screenshot(page, 'lot-edit-absentee-lock-1366x768');
  });

  it('downloads a catalog snapshot for a super user and refuses a catalog id with letters', async () => {
    const sale = await newSession(`E2E Snapshot ${Date.now().toString(36)}`, 'LIVE');
    await graphql(
      `
        mutation ($g: ID!, $c: ID!) {
          saveLot(
            groupId: $g
            catalogId: $c
            input: { lotNumber: "1", title: "Clock", description: "Bracket clock" }
          ) {
            created
          }
        }
      `,
      { g: sale.groupId, c: sale.catalogId },
    );
    await context.clearCookies();
    await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'super', password: 'demo-password' });
    await page.goto(`${stack.gatewayUrl}/ar/my-auctions/snapshots`);
    await page.getByRole('heading', { level: 1, name: 'Catalog Snapshot' }).waitFor();
    const id = page.getByRole('textbox', { name: /^Catalog ID/ });
    await id.fill('12a');
    await page.getByText('Catalog ID must contain numbers only.').waitFor();
    expect(await page.getByRole('button', { name: 'Download' }).isDisabled()).toBe(true);
    await shots('catalog-snapshot-invalid');
    await id.fill(sale.catalogId);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    await page.getByText('Your download has started.').waitFor();
    await shots('catalog-snapshot');
    await context.clearCookies();
    await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });
  });
});
