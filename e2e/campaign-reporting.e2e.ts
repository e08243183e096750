import { readFileSync } from 'node:fs';
import { startStack } from '@ah/gateway/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, signIn } from './support/browser.js';

/**
 * Campaign Reporting in a real browser (sales §2 /campaign-reporting): the demo staff login (reports
 * access) opens the dashboard, narrows it to one sale, sees the chart with its table, and downloads
 * the section's CSV, whose rows are the table's; then the page at tablet width.
 */
type Stack = Awaited<ReturnType<typeof startStack>>;

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1366, height: 768 }, acceptDownloads: true });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

describe('campaign reporting', () => {
  it('filters to one sale, shows chart and table, and downloads the same figures as CSV', async () => {
    await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });
    await page.goto(`${stack.gatewayUrl}/ar/campaign-reporting`);
    const views = page.getByRole('region', { name: 'Lot views and watchers' });
    const table = views.getByRole('table');
    await table.waitFor({ timeout: 60_000 });
    expect(await table.getByRole('row').count()).toBeGreaterThan(2);

    // Narrow to one sale: the newest past sale with lots.
    const sale = await stack.upstream.db
      .selectFrom('catalogs as c')
      .innerJoin('houses as h', 'h.id', 'c.house_id')
      .innerJoin('lots as l', 'l.catalog_id', 'c.id')
      .where('h.user_name', '=', 'demo')
      .where('c.starts_at', '<', new Date())
      .select(['c.ref', 'c.title', 'c.starts_at'])
      .groupBy(['c.id', 'c.ref', 'c.title', 'c.starts_at'])
      .orderBy('c.starts_at', 'desc')
      .executeTakeFirstOrThrow();
    const label = `${sale.title} (${sale.starts_at.toISOString().slice(0, 10)})`;
    await page.getByLabel('Sales').and(page.locator('input')).click();
    await page.getByRole('option', { name: label, exact: true }).click();
    await page.waitForURL(new RegExp(`sales=${sale.ref}`));
    await expect.poll(() => table.getByRole('row').count(), { timeout: 60_000 }).toBe(2);
    const cells = await table.getByRole('row').nth(1).getByRole('cell').allInnerTexts();
    expect(cells[0]).toBe(sale.title);
    expect(await views.getByTestId('chart-campaign-views-watchers').locator('svg').count()).toBeGreaterThan(
      0,
    );
    await screenshot(page, 'campaign-reporting-one-sale');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      views.getByRole('button', { name: 'Download CSV: Lot views and watchers' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('campaign-views-watchers.csv');
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Sale,Sale Date,Lots,Views,Watchers');
    expect(lines).toHaveLength(2);
    const seeded = await stack.upstream.db
      .selectFrom('lot_views as v')
      .innerJoin('lots as l', 'l.id', 'v.lot_id')
      .innerJoin('catalogs as c', 'c.id', 'l.catalog_id')
      .where('c.ref', '=', sale.ref)
      .select((eb) => eb.fn.countAll<number>().as('views'))
      .executeTakeFirstOrThrow();
    const row = lines[1]!.split(',');
    expect(row[3]).toBe(String(seeded.views));
    expect(row.slice(2)).toEqual(cells.slice(2));
  });

  it('fits a tablet', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.getByRole('region', { name: 'Sale performance' }).getByRole('table').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'campaign-reporting-tablet');
  });
});
