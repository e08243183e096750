import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startStack } from './support/stack.js';
import { launchBrowser, signIn } from './support/browser.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * The disputes journey in Chromium (sales §2 Disputes and feedback, §4, §8): View Disputes (a page
 * of the size in the URL, asked of the server), pick an open dispute, Cancel Disputes, the confirm page survives a reload (the selection is in its URL),
 * submit, the success text and Go Back.
 */
let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'super', password: 'demo-password' });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

describe('disputes', () => {
  it('cancels a dispute through the confirm page, which keeps its selection on reload', async () => {
    await page.goto(`${stack.gatewayUrl}/ar/customers/viewDisputes`);
    const table = page.getByRole('table', { name: 'Disputes' });
    // The server answers the page the URL names: a page size of 100 shows the same open disputes.
    await table.waitFor();
    const firstRef = await table.getByRole('link').first().textContent();
    await page.getByRole('combobox', { name: 'Disputes per page' }).click();
    await page.getByRole('option', { name: '100' }).click();
    await page.waitForURL(/\/ar\/customers\/viewDisputes\?filter=open&pageSize=100$/);
    await expect.poll(() => table.getByRole('link').first().textContent()).toBe(firstRef);
    await expect.poll(() => page.getByText(/^Disputes 1–\d+ of \d+$/).count()).toBe(1);
    const box = table.getByRole('checkbox', { name: /^Select dispute / }).first();
    const label = (await box.getAttribute('aria-label')) ?? '';
    const ref = label.replace('Select dispute ', '');
    await box.check();
    await page.getByRole('radio', { name: 'Cancel Disputes' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/ar\/customers\/confirmDisputeAction\?ids=\d+&action=cancel/);
    await page.reload();
    const chosen = page.getByRole('table', { name: 'View Open Disputes' });
    await expect.poll(() => chosen.getByRole('link', { name: ref }).count()).toBe(1);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByText('Your dispute(s) have been successfully canceled!').count())
      .toBe(1);
    await page.getByRole('link', { name: 'Go Back' }).click();
    await page.waitForURL(/\/ar\/customers\/viewDisputes$/);
    await page.getByRole('link', { name: ref }).first().waitFor({ state: 'detached' });
  });
});
