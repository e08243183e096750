import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiToken, graphqlClient } from './support/api.js';
import { startStack } from './support/stack.js';
import { launchBrowser, screenshot, signIn } from './support/browser.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

const FEE_NAME_MESSAGE = 'Taxes cannot be entered in the fees section, please use the taxes section above.';

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

interface Fee {
  name: string;
  rate: string;
  countryCode: string;
  hammer: boolean;
}

/** The same staff user's API token (the browser's session cookie sends only the app's own documents). */
const api = graphqlClient(
  () => stack.gatewayUrl,
  () => token,
);

/** The template as the API reads it, for the same staff user. */
async function templateFees(id: string): Promise<{ subject: string; fees: Fee[] }> {
  const { invoiceTemplateEditor } = await api<{
    invoiceTemplateEditor: { template: { subject: string; fees: Fee[] } };
  }>(
    'query T($id: ID) { invoiceTemplateEditor(templateId: $id) { template { subject fees { name rate countryCode hammer } } } }',
    { id },
  );
  return invoiceTemplateEditor.template;
}

describe('invoice template editor in Chromium', () => {
  it('picks a template, refuses a fee named like a tax with Save disabled, then saves and stays on it', async () => {
    await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });

    // From the top navigation: Invoices → Invoice Templates (create mode).
    await page.getByRole('button', { name: 'Invoices' }).click();
    await page.getByRole('menuitem', { name: /Invoice Templates/ }).click();
    await page.waitForURL(/\/ar\/invoices\/InvoiceTemplates$/);
    await page.getByRole('heading', { level: 1, name: 'Create New Invoice Template' }).waitFor();

    // The picker opens a template in view mode.
    await page
      .locator('input')
      .and(page.getByLabel('Invoice template', { exact: true }))
      .click();
    await page.getByRole('option', { name: 'Standard Invoice', exact: true }).click();
    await page.waitForURL(/\/ar\/invoices\/InvoiceTemplates\/\d+$/);
    const id = /InvoiceTemplates\/(\d+)$/.exec(page.url())![1]!;
    await page.getByRole('heading', { level: 1, name: 'Standard Invoice' }).waitFor();
    const form = page.getByRole('form', { name: 'Invoice template' });
    const save = form.getByRole('button', { name: 'Save Changes' });

    await form.getByLabel('Email Subject').fill('Your Demo Auction House invoice');

    // A new fee whose name mentions tax: the message at once, Save disabled.
    await form.getByRole('button', { name: 'Add Fee' }).click();
    const feeName = form.getByLabel('Fee 2 charge type');
    await feeName.fill('Buyer Tax');
    await form.getByText(FEE_NAME_MESSAGE).first().waitFor();
    expect(await save.isDisabled()).toBe(true);
    await screenshot(page, 'invoice-template-fee-name-message');

    // Renamed, with a rate, a country and a type, it saves.
    await feeName.fill('Buyer Fee');
    await expect.poll(() => form.getByText(FEE_NAME_MESSAGE).count()).toBe(0);
    await form.getByLabel('Fee 2 rate %').fill('1.5');
    await form.locator('input').and(form.getByLabel('Fee 2 country')).click();
    await page.getByRole('option', { name: 'All Countries', exact: true }).click();
    await form.getByLabel('Fee 2 Hammer').check();
    expect(await save.isDisabled()).toBe(false);
    await save.click();

    await page.getByText('Your changes have been saved.').waitFor();
    expect(page.url()).toBe(`${stack.gatewayUrl}/ar/invoices/InvoiceTemplates/${id}`);
    const stored = await templateFees(id);
    expect(stored.subject).toBe('Your Demo Auction House invoice');
    expect(stored.fees).toEqual([
      { name: 'Handling Fee', rate: '1', countryCode: 'ALL', hammer: true },
      { name: 'Buyer Fee', rate: '1.5', countryCode: 'ALL', hammer: true },
    ]);
    await screenshot(page, 'invoice-template-saved');

    // Tablet width: a fresh load, so the shell lays out for 768 px from the start.
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Standard Invoice' }).waitFor();
    await page.getByRole('form', { name: 'Invoice template' }).getByLabel('Fee 2 charge type').waitFor();
    await screenshot(page, 'invoice-template-saved-768');
  });
});
