import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Stack } from '@ah/gateway/testing';
import { apiToken, graphqlClient } from './support/api.js';
import { launchBrowser, screenshot, signIn } from './support/browser.js';
import { startStack } from './support/stack.js';

/**
 * Live invoice screens (invoicing §2.2): two people on one group, demo/staff and demo/super, each in
 * their own browser context. What one does shows on the other's screen without a reload, flagged with
 * who did it; a note being typed is never replaced under the user's cursor.
 */
let stack: Stack;
let browser: Browser;
const contexts: BrowserContext[] = [];
/** Each page's user's API token, for the test's own queries (the pages' sessions send only the app's documents). */
const tokens = new Map<Page, string>();
let staff: Page;
let boss: Page;

/** Generous: the machine may be busy; the delay itself is measured in bench/invoice-live.ts. */
const LIVE_TIMEOUT = 20_000;

async function pageAs(user: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, stack.gatewayUrl, { house: 'demo', user, password: 'demo-password' });
  tokens.set(page, await apiToken(stack, 'demo', user));
  return page;
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  staff = await pageAs('staff');
  boss = await pageAs('super');
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await stack?.close();
});

/** A GraphQL call as the user of `page`, with that user's API token. */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = tokens.get(page);
  if (!token) throw new Error('No API token for this page');
  return graphqlClient(() => stack.gatewayUrl, () => token)<T>(query, variables);
}

/** A built group and an unpaid invoice of it that can be marked paid by hand. */
async function unpaidInvoice(): Promise<{ groupId: string; invoiceId: string }> {
  const { invoiceGroups } = await graphql<{
    invoiceGroups: { items: { id: string; invoicesCreated: boolean }[] };
  }>(staff, '{ invoiceGroups(page: 1) { items { id invoicesCreated } } }');
  for (const group of invoiceGroups.items.filter((g) => g.invoicesCreated)) {
    const { invoiceGroupEditor } = await graphql<{
      invoiceGroupEditor: { invoices: { items: { id: string; canMarkPaid: boolean; canEdit: boolean }[] } };
    }>(
      staff,
      'query ($id: ID!) { invoiceGroupEditor(invoiceGroupId: $id) { invoices(page: 1, pageSize: 200) { items { id canMarkPaid canEdit } } } }',
      { id: group.id },
    );
    const invoice = invoiceGroupEditor.invoices.items.find((i) => i.canMarkPaid && i.canEdit);
    if (invoice) return { groupId: group.id, invoiceId: invoice.id };
  }
  throw new Error('The demo seed has no invoice that can be marked paid');
}

describe('invoice screens update live', () => {
  it('shows one user’s Mark as Paid on the other’s screen, flagged, and keeps a note being typed', async () => {
    const { groupId, invoiceId } = await unpaidInvoice();
    const url = `${stack.gatewayUrl}/ar/invoices/EditInvoices/${groupId}?id=${invoiceId}`;
    const cardOf = (page: Page) => page.getByRole('article', { name: new RegExp(`invoice ${invoiceId}$`) });
    await Promise.all([staff.goto(url), boss.goto(url)]);
    await Promise.all([cardOf(staff).waitFor(), cardOf(boss).waitFor()]);
    expect(await cardOf(staff).getByText('Paid', { exact: true }).count()).toBe(0);

    // The super user marks the invoice paid on their screen.
    const card = cardOf(boss);
    await card.getByRole('button', { name: 'Mark as Paid' }).click();
    const markPaid = boss.getByRole('dialog', { name: 'Mark as Paid' });
    await markPaid.locator('input').and(boss.getByLabel('Payment method')).click();
    await boss.getByRole('option', { name: 'Visa' }).click();
    await markPaid.getByRole('button', { name: 'Save' }).click();
    await markPaid.waitFor({ state: 'detached' });

    // Staff's screen shows Paid without a reload, and says who did it.
    await cardOf(staff).getByText('Paid', { exact: true }).first().waitFor({ timeout: LIVE_TIMEOUT });
    const flag = staff.getByTestId('live-update-flag');
    await flag.waitFor({ timeout: LIVE_TIMEOUT });
    expect(await flag.textContent()).toMatch(/^Updated by \S/);
    // The one who acted is not told about their own change.
    expect(await boss.getByTestId('live-update-flag').allTextContents()).toEqual([]);
    await screenshot(staff, 'invoice-live-updated-by');

    // Staff types a note; meanwhile the super user saves another one for the same invoice.
    await cardOf(staff)
      .getByRole('button', { name: /Internal Note/ })
      .click();
    const noteDialog = staff.getByRole('dialog', { name: 'Add or Edit internal Note' });
    const field = noteDialog.getByLabel('Internal note');
    await field.fill('Mine: hold for pick-up');
    await graphql(
      boss,
      'mutation ($input: SaveInvoiceNoteInput!) { saveInvoiceNote(input: $input) { invoices { id } } }',
      { input: { invoiceGroupId: groupId, invoiceIds: [invoiceId], note: 'Theirs: ship Monday' } },
    );
    const notice = noteDialog.getByText(/while you were editing — keep yours or take theirs/);
    await notice.waitFor({ timeout: LIVE_TIMEOUT });
    expect(await notice.textContent()).toMatch(/^Changed by \S.* while you were editing/);
    // The user's text is still theirs until they choose.
    expect(await field.inputValue()).toBe('Mine: hold for pick-up');
    await screenshot(staff, 'invoice-live-note-conflict');
    await noteDialog.getByRole('button', { name: 'Take theirs' }).click();
    await expect.poll(() => field.inputValue()).toBe('Theirs: ship Monday');
    expect(await notice.count()).toBe(0);
  });
});
