import type { Stack } from '@ah/gateway/testing';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, graphqlClient } from './support/api.js';
import { launchBrowser, signIn } from './support/browser.js';
import { unpaidInvoice } from './support/invoiceLive.js';
import { startStack } from './support/stack.js';

/**
 * Focus and modals (WCAG 2.4.3 focus order, 2.4.11 focus not obscured): a dialog opened from the
 * keyboard takes the focus inside it, and Escape hands it back to the button that opened it, so a
 * keyboard user carries on where they were (axe cannot see this: accessibility.e2e.ts).
 */
let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let editPath: string;
let invoiceId: string;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  page = await context.newPage();
  await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });
  const token = await apiToken(stack, 'demo', 'staff');
  const invoice = await unpaidInvoice(graphqlClient(() => stack.gatewayUrl, () => token));
  invoiceId = invoice.invoiceId;
  editPath = `/ar/invoices/EditInvoices/${invoice.groupId}?id=${invoice.invoiceId}`;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

/** Opens `dialog` from `trigger` with Enter, checks the focus is inside it, closes it with Escape. */
async function focusRoundTrip(trigger: Locator, dialogName: string | RegExp): Promise<void> {
  // A trigger can be on screen but disabled while its page loads (Create token waits for the list);
  // a disabled button takes no focus, so Enter would go nowhere.
  await expect.poll(() => trigger.isEnabled()).toBe(true);
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect
    .poll(() => trigger.evaluate((button) => button === document.activeElement))
    .toBe(true);
  // And the focused button is not hidden behind the sticky header or toolbar (2.4.11).
  const box = await trigger.boundingBox();
  const covering = await trigger.evaluate((button) => {
    const rect = button.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return top !== null && !button.contains(top) && !top.contains(button) ? top.outerHTML.slice(0, 120) : null;
  });
  expect(box, 'the button is on screen').not.toBeNull();
  expect(covering, 'nothing covers the focused button').toBeNull();
}

describe('modals take the focus and give it back', () => {
  it('on an invoice card of Edit Invoices: charges, note, contact and Mark as Paid', async () => {
    await page.goto(`${stack.gatewayUrl}${editPath}`);
    const card = page.getByRole('article', { name: new RegExp(`invoice ${invoiceId}$`) });
    await card.waitFor();
    await focusRoundTrip(card.getByRole('button', { name: 'Edit/Add Charges' }), /^Add\/Edit Charges/);
    await focusRoundTrip(card.getByRole('button', { name: /Internal Note/ }), 'Add or Edit internal Note');
    await focusRoundTrip(card.getByRole('button', { name: 'Contact' }), 'Contact buyer');
    await focusRoundTrip(card.getByRole('button', { name: 'Mark as Paid' }), 'Mark as Paid');
  });

  it('on Settings: create an API token', async () => {
    await page.goto(`${stack.gatewayUrl}/ar/settings/api-tokens`);
    await focusRoundTrip(page.getByRole('button', { name: 'Create token' }), 'Create API token');
  });
});
