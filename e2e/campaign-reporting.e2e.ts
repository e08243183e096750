import { readFileSync } from 'node:fs';
import { startStack } from './support/stack.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, signIn } from './support/browser.js';
import { apiToken, graphqlClient, newSession } from './support/api.js';

/**
 * Campaign Reporting in a real browser (sales §2 /campaign-reporting): the demo staff login (reports
 * access) opens the dashboard, narrows it to one sale, sees the chart with its table, and downloads
 * the section's CSV, whose rows are the table's; the seeded featured-lot promotions with their chart
 * and table; then the page at tablet width. Last, Settings → Analytics Dashboard: saving an outside
 * dashboard makes the page embed it (the token posted to the embed URL, never shown), removing it
 * brings the built-in dashboard back.
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

/** The day (YYYY-MM-DD) of an instant in a time zone: how the report counts sale days (sales §2). */
function dayIn(timeZone: string, instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** The demo house's time zone, in which the report counts sale days and months. */
async function houseTimeZone(): Promise<string> {
  const house = await stack.upstream.db
    .selectFrom('houses')
    .select('time_zone')
    .where('user_name', '=', 'demo')
    .executeTakeFirstOrThrow();
  return house.time_zone;
}

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
    const label = `${sale.title} (${dayIn(await houseTimeZone(), sale.starts_at)})`;
    await page.getByLabel('Sales').and(page.locator('input')).click();
    await page.getByRole('option', { name: label, exact: true }).click();
    await page.waitForURL(new RegExp(`sales=${sale.ref}`));
    await expect.poll(() => table.getByRole('row').count(), { timeout: 60_000 }).toBe(2);
    const cells = await table.getByRole('row').nth(1).getByRole('cell').allInnerTexts();
    expect(cells[0]).toBe(sale.title);
    // The charts load after the tables (LazyCharts): wait for this one's drawing.
    await views
      .getByTestId('chart-campaign-views-watchers')
      .locator('svg')
      .first()
      .waitFor({ timeout: 60_000 });
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

  it('shows the seeded featured-lot promotions with their chart and table', async () => {
    await page.goto(`${stack.gatewayUrl}/ar/campaign-reporting`);
    const promotions = page.getByRole('region', { name: 'Featured-lot promotions' });
    const table = promotions.getByRole('table');
    await table.waitFor({ timeout: 60_000 });
    expect(await table.getByRole('row').count()).toBeGreaterThan(3);
    // The charts load after the tables (LazyCharts): wait for this one's drawing.
    await promotions
      .getByTestId('chart-campaign-promotions')
      .locator('svg')
      .first()
      .waitFor({ timeout: 60_000 });
    expect(await promotions.getByTestId('promotion-fees').innerText()).not.toBe('$0.00');
    await promotions.scrollIntoViewIfNeeded();
    await screenshot(page, 'campaign-reporting-promotions');
  });

  it('names each series of the featured-lot chart in a legend', async () => {
    const chart = page.getByRole('region', { name: 'Featured-lot promotions' }).getByTestId('chart-campaign-promotions');
    await chart.locator('svg').first().waitFor({ timeout: 60_000 });
    await chart.getByText('Fee', { exact: true }).waitFor();
    await chart.getByText('Hammer', { exact: true }).waitFor();
  });

  it('plots results only for the months that have begun, while the table lists every month', async () => {
    const region = page.getByRole('region', { name: 'Results over time' });
    const months = (await region.getByRole('table').getByRole('row').allInnerTexts())
      .slice(1)
      .map((row) => row.trim().slice(0, 7));
    const thisMonth = dayIn(await houseTimeZone(), new Date()).slice(0, 7);
    const begun = months.filter((month) => month <= thisMonth);
    // The seeded calendar has sales still to come: the case where the line fell to $0.
    expect(months.length).toBeGreaterThan(begun.length);
    await expect
      .poll(() => region.getByTestId('chart-campaign-results-by-month').locator('.recharts-line-dot').count(), {
        timeout: 60_000,
      })
      .toBe(begun.length);
  });

  it("lists a sale in the picker under the day its table shows, the house's day", async () => {
    const token = await apiToken(stack, 'demo', 'staff');
    const graphql = graphqlClient(
      () => stack.gatewayUrl,
      () => token,
    );
    const name = `Evening sale ${Date.now().toString(36)}`;
    const { catalogId } = await newSession(graphql, name, 'TIMED');
    // 03:00 UTC is the evening before in the Americas: the UTC day and the house's day differ.
    const startsAt = new Date(`${new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)}T03:00:00Z`);
    await stack.upstream.db
      .updateTable('catalogs')
      .set({ starts_at: startsAt })
      .where('id', '=', Number(catalogId))
      .execute();
    const day = dayIn(await houseTimeZone(), startsAt);
    expect(day).not.toBe(startsAt.toISOString().slice(0, 10));

    await page.goto(`${stack.gatewayUrl}/ar/campaign-reporting`);
    await page.getByLabel('Sales').and(page.locator('input')).click();
    await page.getByRole('option', { name: `${name} session (${day})`, exact: true }).click();
    const table = page.getByRole('region', { name: 'Lot views and watchers' }).getByRole('table');
    await expect.poll(() => table.getByRole('row').count(), { timeout: 60_000 }).toBe(2);
    const cells = await table.getByRole('row').nth(1).getByRole('cell').allInnerTexts();
    expect(cells.slice(0, 2)).toEqual([`${name} session`, day]);
    // Back to every sale (this one has no lots), the dashboard the next test resizes.
    await page.goto(`${stack.gatewayUrl}/ar/campaign-reporting`);
  });

  it('fits a tablet', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.getByRole('region', { name: 'Sale performance' }).getByRole('table').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'campaign-reporting-tablet');
  });

  it('embeds the outside dashboard set in Settings, and shows the built-in one once it is removed', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const embedUrl = 'https://bi.e2e.example/embed/campaigns';
    const token = 'e2e-outside-embed-token-2468-mnop';
    const posted: string[] = [];
    // The provider is outside this machine: its page is answered here, and what was posted kept.
    await page.route(`${embedUrl}**`, async (route) => {
      posted.push(route.request().postData() ?? '');
      await route.fulfill({ contentType: 'text/html', body: '<h1>Provider dashboard</h1>' });
    });

    await page.goto(`${stack.gatewayUrl}/ar/my-auctions/current`);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: /Analytics Dashboard/ }).click();
    await page.waitForURL(/\/ar\/settings\/analytics-dashboard$/);
    await page.getByText('No outside dashboard').waitFor();
    await page.getByLabel('Embed URL').fill('http://bi.e2e.example/embed');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The embed URL must be a full https:// address.').waitFor();
    await page.getByLabel('Embed URL').fill(embedUrl);
    await page.getByLabel('Embed token').fill(token);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your analytics dashboard is saved.', { exact: false }).waitFor();
    expect(await page.getByTestId('embed-token-hint').innerText()).toBe('••••mnop');
    expect(await page.content()).not.toContain(token);
    await screenshot(page, 'analytics-dashboard-settings-saved');

    await page.goto(`${stack.gatewayUrl}/ar/campaign-reporting`);
    const frame = page.frameLocator('iframe[title="Your analytics dashboard"]');
    await frame.getByRole('heading', { name: 'Provider dashboard' }).waitFor({ timeout: 60_000 });
    expect(posted.at(-1)).toBe(`embedToken=${token}`);
    expect(await page.getByRole('region', { name: 'Lot views and watchers' }).count()).toBe(0);
    await screenshot(page, 'campaign-reporting-outside-dashboard');

    await page.goto(`${stack.gatewayUrl}/ar/settings/analytics-dashboard`);
    await page.getByRole('button', { name: 'Remove dashboard' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No outside dashboard').waitFor();

    await page.goto(`${stack.gatewayUrl}/ar/campaign-reporting`);
    await page
      .getByRole('region', { name: 'Lot views and watchers' })
      .getByRole('table')
      .waitFor({ timeout: 60_000 });
    expect(await page.locator('iframe[title="Your analytics dashboard"]').count()).toBe(0);
  });
});
