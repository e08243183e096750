import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiToken, graphqlClient } from './support/api.js';
import { startStack } from './support/stack.js';
import { launchBrowser, screenshot, signIn } from './support/browser.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

interface HubSession {
  ref: string;
  title: string;
  date: string;
  locationId: string;
}
interface HubGroup {
  id: string;
  name: string;
  sessions: HubSession[];
}

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  token = await apiToken(stack, 'demo', 'staff');
  context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

/** The same staff user's API token (the browser's session cookie sends only the app's own documents). */
const api = graphqlClient(
  () => stack.gatewayUrl,
  () => token,
);

/** Reads the first hub page through the API, as the same staff user. */
async function firstPageGroups(): Promise<HubGroup[]> {
  const { uninvoicedSaleGroups } = await api<{ uninvoicedSaleGroups: { items: HubGroup[] } }>(
    '{ uninvoicedSaleGroups(page: 1) { items { id name sessions { ref title date locationId } } } }',
  );
  return uninvoicedSaleGroups.items;
}

describe('invoices hub in Chromium', () => {
  it('signs in, creates an invoice group from two sessions of one sale and finds it in Existing Invoices', async () => {
    await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });

    await page.goto(`${stack.gatewayUrl}/ar/invoices`);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Uninvoiced Sessions' }).getAttribute('aria-selected'))
      .toBe('true');

    // A sale on the first page with two sessions at one location.
    const groups = await firstPageGroups();
    const group = groups.find(
      (g) =>
        g.sessions.length >= 2 &&
        g.sessions.filter((s) => s.locationId === g.sessions[0]!.locationId).length >= 2,
    );
    expect(group, 'the seed has a sale with two sessions at one location').toBeDefined();
    const [first, second] = group!.sessions.filter((s) => s.locationId === group!.sessions[0]!.locationId);

    const card = page.getByRole('region', { name: group!.name, exact: true });
    await card.getByRole('checkbox', { name: first!.title }).check();
    await card.getByRole('checkbox', { name: second!.title }).check();

    // Other sales are locked once one is chosen.
    const otherCard = page.getByRole('region', {
      name: groups.find((g) => g.id !== group!.id)!.name,
      exact: true,
    });
    await expect.poll(() => otherCard.getByRole('checkbox').first().isDisabled()).toBe(true);

    const create = page.getByRole('button', { name: 'Create New Invoice' });
    expect(await create.isDisabled()).toBe(true);

    await page.locator('input').and(page.getByLabel('Invoice template')).click();
    await page.getByRole('option').first().click();
    const name = `E2E group ${Date.now().toString(36)}`;
    await page.getByLabel('Invoice group name').fill(name);
    await expect.poll(() => page.getByText(`${name.length}/50`).count()).toBe(1);
    await screenshot(page, 'hub-uninvoiced-ready');

    await create.click();
    await page.waitForURL(/\/ar\/invoices\/CreateNewInvoices\/\d+$/);
    const groupId = /CreateNewInvoices\/(\d+)$/.exec(page.url())![1];

    // Existing Invoices, narrowed to the sessions' dates; the links appear once creation is done:
    // the upstream builds the invoices in the background, and the test waits for that job to end.
    await stack.upstream.waitForJobs();
    const day = first!.date;
    await page.goto(`${stack.gatewayUrl}/ar/invoices/ExistingInvoices?start=${day}&end=${day}`);
    const article = page.getByRole('article', { name });
    await article.waitFor();
    await expect.poll(() => article.getByRole('link', { name: 'View Invoices' }).count()).toBe(1);
    expect(await article.getByRole('link', { name: 'View Invoices' }).getAttribute('href')).toBe(
      `/ar/invoices/InvoiceGroupDetails/${groupId}`,
    );
    expect(await article.getByRole('link', { name: 'Edit Invoices' }).getAttribute('href')).toBe(
      `/ar/invoices/EditInvoices/${groupId}`,
    );
    expect(await article.getByText(first!.title).count()).toBeGreaterThan(0);
    await screenshot(page, 'hub-existing-created');

    // The sessions are no longer offered for invoicing.
    const after = await firstPageGroups();
    expect(after.flatMap((g) => g.sessions.map((s) => s.ref))).not.toContain(first!.ref);
  });
});
