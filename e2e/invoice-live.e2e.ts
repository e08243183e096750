import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { Stack } from '@ah/gateway/testing';
import { apiToken, graphqlClient } from './support/api.js';
import { launchBrowser, screenshot, signIn } from './support/browser.js';
import { liveInvoiceJourney, type LiveParty } from './support/invoiceLive.js';
import { startStack } from './support/stack.js';

/**
 * Live invoice screens (invoicing §2.2) on one gateway: demo/staff and demo/super, each in their own
 * browser context (the journey: support/invoiceLive.ts; on two replicas: invoice-live.replicas.e2e.ts).
 */
/** Generous: the machine may be busy; the delay itself is measured in bench/invoice-live.ts. */
const LIVE_TIMEOUT = 20_000;

let stack: Stack;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function partyAs(user: string): Promise<LiveParty> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, stack.gatewayUrl, { house: 'demo', user, password: 'demo-password' });
  const token = await apiToken(stack, 'demo', user);
  return {
    page,
    baseUrl: stack.gatewayUrl,
    graphql: graphqlClient(
      () => stack.gatewayUrl,
      () => token,
    ),
  };
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await stack?.close();
});

/** An invoice whose S/H the charges modal can edit, with its first visible line. */
async function shippingEditableInvoice(graphql: LiveParty['graphql']) {
  type Invoice = {
    id: string;
    canEdit: boolean;
    chargeMode: string;
    editableChargeFields: string[];
    lines: { id: string; hidden: boolean }[];
  };
  const { invoiceGroups } = await graphql<{
    invoiceGroups: { items: { id: string; invoicesCreated: boolean }[] };
  }>('{ invoiceGroups(page: 1) { items { id invoicesCreated } } }');
  for (const group of invoiceGroups.items.filter((g) => g.invoicesCreated)) {
    const { invoiceGroupEditor } = await graphql<{ invoiceGroupEditor: { invoices: { items: Invoice[] } } }>(
      'query ($g: ID!) { invoiceGroupEditor(invoiceGroupId: $g) { invoices(page: 1, pageSize: 50) { items { id canEdit chargeMode editableChargeFields lines { id hidden } } } } }',
      { g: group.id },
    );
    const invoice = invoiceGroupEditor.invoices.items.find(
      (i) => i.canEdit && i.chargeMode === 'REGULAR' && i.editableChargeFields.includes('SHIPPING'),
    );
    const line = invoice?.lines.find((l) => !l.hidden);
    if (invoice && line) return { groupId: group.id, invoiceId: invoice.id, lineId: line.id };
  }
  throw new Error('The demo seed has no invoice whose S/H can be edited');
}

describe('invoice screens update live', () => {
  it('shows one user’s Mark as Paid on the other’s screen, flagged, and keeps a note being typed', async () => {
    await liveInvoiceJourney(await partyAs('staff'), await partyAs('super'), 'invoice-live');
  });

  it('keeps the amount being typed in the charges modal when someone else saves charges, and takes theirs on request', async () => {
    const [staff, boss] = [await partyAs('staff'), await partyAs('super')];
    const { groupId, invoiceId, lineId } = await shippingEditableInvoice(staff.graphql);
    await staff.page.goto(
      `${stack.gatewayUrl}/ar/invoices/EditInvoices/${groupId}?id=${invoiceId}&dialog=charges&invoice=${invoiceId}`,
    );
    const dialog = staff.page.getByRole('dialog', { name: `Add/Edit Charges · Invoice #${invoiceId}` });
    const grid = dialog.getByRole('grid', { name: new RegExp(`of invoice ${invoiceId}$`) });
    await grid.waitFor();
    const byLot = ((await grid.getAttribute('aria-label')) ?? '').startsWith('Charges by lot');
    const shipping = dialog.locator('td[data-column="shipping"] input[data-cell-editor]').first();
    await shipping.fill('11.11');

    await boss.graphql(
      'mutation ($input: SaveInvoiceChargesInput!) { saveInvoiceCharges(input: $input) { invoices { id } } }',
      {
        input: {
          invoiceGroupId: groupId,
          invoiceId,
          mode: 'REGULAR',
          ...(byLot ? { lines: [{ lineId, shipping: '22.22' }] } : { invoiceCharges: { shipping: '22.22' } }),
        },
      },
    );
    const notice = dialog.getByRole('alert').filter({ hasText: 'The charges changed' });
    await notice.waitFor({ timeout: LIVE_TIMEOUT });
    expect(await notice.textContent()).toMatch(/Changed by \S.* while you were editing/);
    expect(await shipping.inputValue()).toBe('11.11');
    await screenshot(staff.page, 'invoice-live-charges-conflict');
    await notice.getByRole('button', { name: 'Take theirs' }).click();
    await expect.poll(() => shipping.inputValue()).toBe('22.22');
    expect(await notice.count()).toBe(0);
  });
});
