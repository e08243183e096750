import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startStack } from './support/stack.js';
import { screenshot, launchBrowser, signIn } from './support/browser.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  page = await context.newPage();
  await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

/** The demo house's groups whose invoices were never created (the seed has one, no build queued). */
async function uncreatedGroupIds(): Promise<number[]> {
  const rows = await stack.upstream.db
    .selectFrom('invoice_groups')
    .innerJoin('houses', 'houses.id', 'invoice_groups.house_id')
    .select('invoice_groups.id')
    .where('houses.user_name', '=', 'demo')
    .where('invoice_groups.invoice_created', '=', false)
    .orderBy('invoice_groups.id')
    .execute();
  return rows.map((r) => r.id);
}

const stalledAlert = () => page.getByRole('alert').filter({ hasText: 'Invoice creation did not finish' });

describe('a group whose invoice creation never finishes, in Chromium', () => {
  it('does not trap the user: Escape and the menu work; Try again builds the invoices while the page polls', async () => {
    const [groupId] = await uncreatedGroupIds();
    expect(groupId).toBeDefined();
    await page.goto(`${stack.gatewayUrl}/ar/invoices/CreateNewInvoices/${groupId}`);
    await stalledAlert().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'creation-stalled');

    // Nothing blocks the shell: Escape closes nothing because nothing is open, and the menu opens.
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'Invoices' }).click();
    await page.getByRole('menuitem').first().waitFor();
    await page.keyboard.press('Escape');

    await stalledAlert().getByRole('button', { name: 'Try again' }).click();
    // The page asks again by itself until the invoices exist: the cards appear without a reload.
    await page.getByRole('article').first().waitFor({ timeout: 30_000 });
    expect(await stalledAlert().count()).toBe(0);
    await screenshot(page, 'creation-retried');
  });

  it('Delete group removes a stalled group and returns to the invoices hub', async () => {
    const template = await stack.upstream.db
      .selectFrom('invoice_settings')
      .innerJoin('houses', 'houses.id', 'invoice_settings.house_id')
      .select(['invoice_settings.id', 'invoice_settings.house_id'])
      .where('houses.user_name', '=', 'demo')
      .executeTakeFirstOrThrow();
    const { id } = await stack.upstream.db
      .insertInto('invoice_groups')
      .values({
        house_id: template.house_id,
        title: 'Never built',
        settings_id: template.id,
        build_pending: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await page.goto(`${stack.gatewayUrl}/ar/invoices/InvoiceGroupDetails/${id}`);
    await stalledAlert().waitFor();
    await page.getByText('No invoices have been generated', { exact: true }).waitFor();
    await screenshot(page, 'creation-stalled-details');
    await stalledAlert().getByRole('button', { name: 'Delete group' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete invoice group?' });
    await confirm.getByRole('button', { name: 'Delete group' }).click();
    await page.waitForURL(/\/ar\/invoices$/);
    expect(await uncreatedGroupIds()).not.toContain(id);

    // The deleted (or any unknown) group is not found, rather than "No invoices have been generated.".
    await page.goto(`${stack.gatewayUrl}/ar/invoices/InvoiceGroupDetails/${id}`);
    await page.getByText('Invoice group not found').waitFor();
    expect(await page.getByText('No invoices have been generated.').count()).toBe(0);
  });
});
