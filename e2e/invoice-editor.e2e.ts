import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { apiToken, graphqlClient } from './support/api.js';
import { startStack } from './support/stack.js';
import { artifactsDir, launchBrowser, screenshot, settled, signIn } from './support/browser.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

interface EditorInvoice {
  id: string;
  canEdit: boolean;
  canMarkPaid: boolean;
  chargeMode: string;
  editableChargeFields: string[];
  applyCostPerLot: boolean;
  invoiceTotal: string;
  lines: {
    id: string;
    hidden: boolean;
    lotNumber: string;
    sessionIdentifier: string;
    amounts: { total: string };
  }[];
}

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  token = await apiToken(stack, 'demo', 'staff');
  context = await browser.newContext({ viewport: { width: 1366, height: 768 }, acceptDownloads: true });
  page = await context.newPage();
  await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

/** Asks the gateway as the staff user with an API token (the browser's cookie sends only the app's documents). */
const graphql = graphqlClient(
  () => stack.gatewayUrl,
  () => token,
);

/** A built group and an invoice of it whose charges, lines and payment can be edited by hand. */
async function editableInvoice(): Promise<{ groupId: string; invoice: EditorInvoice }> {
  const { invoiceGroups } = await graphql<{
    invoiceGroups: { items: { id: string; invoicesCreated: boolean }[] };
  }>('{ invoiceGroups(page: 1) { items { id invoicesCreated } } }');
  for (const group of invoiceGroups.items.filter((g) => g.invoicesCreated)) {
    const { invoiceGroupEditor } = await graphql<{
      invoiceGroupEditor: { invoices: { items: EditorInvoice[] } };
    }>(
      `
        query ($id: ID!) {
          invoiceGroupEditor(invoiceGroupId: $id) {
            invoices(page: 1, pageSize: 200) {
              items {
                id
                canEdit
                canMarkPaid
                chargeMode
                editableChargeFields
                applyCostPerLot
                invoiceTotal
                lines {
                  id
                  hidden
                  lotNumber
                  sessionIdentifier
                  amounts {
                    total
                  }
                }
              }
            }
          }
        }
      `,
      { id: group.id },
    );
    const invoice = invoiceGroupEditor.invoices.items.find(
      (i) =>
        i.canEdit &&
        i.canMarkPaid &&
        !i.applyCostPerLot &&
        i.chargeMode === 'REGULAR' &&
        i.editableChargeFields.includes('SHIPPING') &&
        // The card shows an invoice's first 10 lines until asked for the rest.
        i.lines.slice(0, 10).filter((l) => !l.hidden && Number(l.amounts.total) > 0).length >= 2,
    );
    if (invoice) return { groupId: group.id, invoice };
  }
  throw new Error('The demo seed has no editable invoice with two visible lines');
}

/** The figure under a label of the totals strip. */
async function total(label: string): Promise<string> {
  const strip = page.getByRole('region', { name: 'Invoice totals' });
  return (
    await strip
      .locator('div', { has: page.getByText(label, { exact: true }) })
      .last()
      .locator('dd')
      .innerText()
  ).trim();
}

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

/**
 * Screenshots at 1366x768 and 768x1024 under e2e/artifacts/. Modals and the long editor are shot
 * as the viewport shows them (what a person sees); short screens as the full page.
 */
async function shoot(
  name: string,
  options: { target?: Locator; fullPage?: boolean; scrollTo?: Locator } = {},
) {
  if (options.target) await options.target.waitFor();
  for (const [suffix, size] of [
    ['1366', { width: 1366, height: 768 }],
    ['768', { width: 768, height: 1024 }],
  ] as const) {
    await page.setViewportSize(size);
    if (options.scrollTo) await options.scrollTo.scrollIntoViewIfNeeded();
    await settled(page);
    if (options.fullPage) await screenshot(page, `${name}-${suffix}`);
    else {
      mkdirSync(artifactsDir, { recursive: true });
      await page.screenshot({ path: `${artifactsDir}${name}-${suffix}.png` });
    }
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe('invoice editing in Chromium', () => {
  it('edits charges, hides a line and sees the totals change, marks paid, then finds the status in group details and the CSV', async () => {
    const { groupId, invoice } = await editableInvoice();
    await page.goto(`${stack.gatewayUrl}/ar/invoices/EditInvoices/${groupId}?id=${invoice.id}`);
    const card = page.getByRole('article', { name: new RegExp(`invoice ${invoice.id}$`) });
    await card.waitFor();

    // 1. Charges: S/H of the invoice goes up by 25.00, and so does the Invoice Total.
    const before = dollars(await total('Invoice Total'));
    await card.getByRole('button', { name: 'Edit/Add Charges' }).click();
    const charges = page.getByRole('dialog', { name: /Add\/Edit Charges/ });
    const shipping = charges.getByLabel('S/H, invoice', { exact: true });
    const oldShipping = Number(await shipping.inputValue());
    await shipping.fill(String(oldShipping + 25));
    await shipping.blur();
    expect(await shipping.inputValue()).toBe((oldShipping + 25).toFixed(2));
    await charges.getByRole('button', { name: 'Save & Close' }).click();
    await charges.waitFor({ state: 'detached' });
    await expect.poll(async () => dollars(await total('Invoice Total'))).toBeCloseTo(before + 25, 2);

    // 2. Hide a line: the item count drops by one and the line's total leaves the Invoice Total.
    const items = Number(await total('Total Items'));
    const afterCharges = dollars(await total('Invoice Total'));
    const line = invoice.lines.slice(0, 10).find((l) => !l.hidden && Number(l.amounts.total) > 0)!;
    await card
      .getByRole('button', { name: `Actions for lot ${line.lotNumber} of session ${line.sessionIdentifier}` })
      .click();
    await page.getByRole('menuitem', { name: 'Hide from invoice' }).click();
    await expect.poll(async () => Number(await total('Total Items'))).toBe(items - 1);
    await expect
      .poll(async () => dollars(await total('Invoice Total')))
      .toBeCloseTo(afterCharges - Number(line.amounts.total), 2);

    // 3. Mark as Paid: method required, today by default.
    await card.getByRole('button', { name: 'Mark as Paid' }).click();
    const markPaid = page.getByRole('dialog', { name: 'Mark as Paid' });
    const save = markPaid.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await markPaid.locator('input').and(page.getByLabel('Payment method')).click();
    await page.getByRole('option', { name: 'Visa' }).click();
    await save.click();
    await markPaid.waitFor({ state: 'detached' });
    await expect.poll(() => card.getByText('Paid', { exact: true }).count()).toBeGreaterThan(0);

    // 4. Group details: searched by its number, the invoice shows Paid.
    await page.goto(`${stack.gatewayUrl}/ar/invoices/InvoiceGroupDetails/${groupId}?search=${invoice.id}`);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: `Select invoice ${invoice.id}`, exact: true }) });
    await row.waitFor();
    expect(await row.getByText('Paid', { exact: true }).count()).toBe(1);

    // 5. The CSV of the PAID filter holds it with the same status.
    await page.goto(`${stack.gatewayUrl}/ar/invoices/InvoiceGroupDetails/${groupId}?filter=paid`);
    await page.getByRole('table', { name: 'Invoices' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-group-${groupId}-paid.csv`);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const csvLine = csv.split('\r\n').find((l) => l.startsWith(`${invoice.id},`));
    expect(csvLine?.split(',')).toContain('Paid');
  });

  it('screens and modals at 1366x768 and 768x1024', async () => {
    const { groupId, invoice } = await editableInvoice();
    const editUrl = `${stack.gatewayUrl}/ar/invoices/CreateNewInvoices/${groupId}`;
    await page.goto(editUrl);
    await page.getByRole('region', { name: 'Invoice totals' }).waitFor();
    await shoot('editor');
    await shoot('editor-card', { scrollTo: page.getByRole('article').nth(1) });
    for (const dialog of ['charges', 'note', 'contact', 'markPaid', 'delivery']) {
      await page.goto(`${editUrl}?dialog=${dialog}&invoice=${invoice.id}`);
      await shoot(`editor-${dialog}`, { target: page.getByRole('dialog').getByRole('button').last() });
    }
    await page.goto(`${editUrl}?dialog=print&scope=all`);
    await shoot('editor-print', {
      target: page
        .getByRole('dialog')
        .getByRole('region', { name: /^Invoice / })
        .first(),
    });

    // When printing, only the invoices show, one page each.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#root').isVisible()).toBe(false);
    const printed = page.locator('.print-root section');
    expect(await printed.count()).toBeGreaterThan(1);
    expect(await printed.first().isVisible()).toBe(true);
    await shoot('editor-print-media');
    await page.emulateMedia({ media: 'screen' });

    const detailsUrl = `${stack.gatewayUrl}/ar/invoices/InvoiceGroupDetails/${groupId}`;
    await page.goto(detailsUrl);
    await page.getByRole('table', { name: 'Invoices' }).waitFor();
    await shoot('details', { fullPage: true });
    await page.getByRole('checkbox', { name: 'Select the invoices of this page' }).check();
    await shoot('details-selected');
    await page.getByRole('button', { name: 'Bulk Add Note' }).click();
    await shoot('details-bulkNote', { target: page.getByRole('dialog') });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Bulk Contact' }).click();
    await shoot('details-bulkContact', { target: page.getByRole('dialog') });
    await page.keyboard.press('Escape');
    await page.goto(`${detailsUrl}?dialog=print&scope=all`);
    await shoot('details-print', {
      target: page
        .getByRole('dialog')
        .getByRole('region', { name: /^Invoice / })
        .first(),
    });
    await page.goto(`${detailsUrl}?search=no-such-buyer-anywhere`);
    await page.getByText('There are no results.  Please enter a different search and try again.').waitFor();
    await shoot('details-no-results', { fullPage: true });
  });

  it('asks the cost-per-lot question outside processor p, then edits charges per lot; waits while invoices are built', async () => {
    const other = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const main = page;
    page = await other.newPage();
    try {
      await signIn(page, stack.gatewayUrl, { house: 'other', user: 'staff', password: 'demo-password' });
      const otherToken = await apiToken(stack, 'other', 'staff');
      const { invoiceGroups } = await graphql<{
        invoiceGroups: { items: { id: string; invoicesCreated: boolean }[] };
      }>('{ invoiceGroups(page: 1) { items { id invoicesCreated } } }', {}, otherToken);
      const built = invoiceGroups.items.find((g) => g.invoicesCreated)!;
      await page.goto(`${stack.gatewayUrl}/ar/invoices/CreateNewInvoices/${built.id}`);
      const question = page.getByRole('region', { name: 'Does this invoice group charge costs per lot?' });
      await question.waitFor();
      // Charges wait for the answer.
      expect(
        await page
          .getByRole('region', { name: 'Invoice actions' })
          .getByRole('button', { name: 'Edit/Add Charges' })
          .isDisabled(),
      ).toBe(true);
      await shoot('editor-cost-per-lot-question');
      await question.getByRole('button', { name: 'Yes, per lot' }).click();
      await question.waitFor({ state: 'detached' });
      const { invoiceGroupEditor } = await graphql<{
        invoiceGroupEditor: { invoices: { items: { id: string; canEdit: boolean }[] } };
      }>(
        'query ($id: ID!) { invoiceGroupEditor(invoiceGroupId: $id) { invoices(page: 1, pageSize: 50) { items { id canEdit } } } }',
        { id: built.id },
        otherToken,
      );
      const editable = invoiceGroupEditor.invoices.items.find((i) => i.canEdit)!;
      const card = page.getByRole('article', { name: new RegExp(`invoice ${editable.id}$`) });
      await card.getByRole('button', { name: 'Edit/Add Charges' }).click();
      const charges = page.getByRole('dialog', { name: /Add\/Edit Charges/ });
      // Per lot: one row of inputs per lot of the invoice.
      await charges.getByRole('grid', { name: /Charges by lot/ }).waitFor();
      await shoot('editor-charges-by-lot');
      await page.keyboard.press('Escape');

      const building = invoiceGroups.items.find((g) => !g.invoicesCreated);
      if (building) {
        await page.goto(`${stack.gatewayUrl}/ar/invoices/CreateNewInvoices/${building.id}`);
        // A creation that never finished says so in the page (no modal), with its way out.
        await page.getByRole('alert').filter({ hasText: 'Invoice creation did not finish' }).waitFor();
        expect(await page.getByRole('dialog').count()).toBe(0);
        await shoot('editor-creating');
      }
    } finally {
      page = main;
      await other.close();
    }
  });

  it('toggles the delivery mode of an invoice and reloads the page (invoicing §4)', async () => {
    const { invoiceGroups } = await graphql<{
      invoiceGroups: { items: { id: string; invoicesCreated: boolean }[] };
    }>('{ invoiceGroups(page: 1) { items { id invoicesCreated } } }');
    for (const group of invoiceGroups.items.filter((g) => g.invoicesCreated)) {
      const { invoiceGroupEditor } = await graphql<{
        invoiceGroupEditor: {
          invoices: { items: { id: string; canToggleDeliveryMode: boolean; deliveryMode: string }[] };
        };
      }>(
        'query ($id: ID!) { invoiceGroupEditor(invoiceGroupId: $id) { invoices(page: 1, pageSize: 200) { items { id canToggleDeliveryMode deliveryMode } } } }',
        { id: group.id },
      );
      const invoice = invoiceGroupEditor.invoices.items.find((i) => i.canToggleDeliveryMode);
      if (!invoice) continue;
      await page.goto(`${stack.gatewayUrl}/ar/invoices/EditInvoices/${group.id}?id=${invoice.id}`);
      const card = page.getByRole('article', { name: new RegExp(`invoice ${invoice.id}$`) });
      const toPickup = invoice.deliveryMode === 'SHIPPING';
      await Promise.all([
        page.waitForEvent('load'),
        card.getByRole('button', { name: toPickup ? 'Mark as pickup' : 'Mark as shipping' }).click(),
      ]);
      await card.getByRole('button', { name: toPickup ? 'Mark as shipping' : 'Mark as pickup' }).waitFor();
      expect(await card.getByText(toPickup ? 'Pickup' : 'Shipping', { exact: true }).count()).toBe(1);
      return;
    }
    throw new Error('The demo seed has no invoice whose delivery mode can change');
  });
});
