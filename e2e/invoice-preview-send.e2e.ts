import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiToken, graphqlClient } from './support/api.js';
import { startStack } from './support/stack.js';
import { artifactsDir, launchBrowser, settled, signIn } from './support/browser.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

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

/**
 * Asks the gateway as the staff user, or as another user (`as`: a token from `apiToken`), with an API
 * token: the browser's session cookie sends only the app's own documents.
 */
const graphql = graphqlClient(
  () => stack.gatewayUrl,
  () => token,
);

interface Row {
  id: string;
  email: string;
  invoiceStatus: string;
}

/** Three invoices of a built group, the never-sent ones first. */
async function invoicesToSend(): Promise<{ groupId: string; invoices: Row[] }> {
  const { invoiceGroups } = await graphql<{
    invoiceGroups: { items: { id: string; invoicesCreated: boolean }[] };
  }>('{ invoiceGroups(page: 1) { items { id invoicesCreated } } }');
  let best: { groupId: string; invoices: Row[]; unsent: number } | null = null;
  for (const group of invoiceGroups.items.filter((g) => g.invoicesCreated)) {
    const { invoiceGroupDetails } = await graphql<{ invoiceGroupDetails: { invoices: { items: Row[] } } }>(
      `
        query ($id: ID!) {
          invoiceGroupDetails(invoiceGroupId: $id) {
            id
            invoices(page: 1, pageSize: 200) {
              items {
                id
                email
                invoiceStatus
              }
            }
          }
        }
      `,
      { id: group.id },
    );
    const items = invoiceGroupDetails.invoices.items;
    const unsent = items.filter((i) => i.invoiceStatus === 'NOT_SENT').length;
    if (items.length >= 3 && (!best || unsent > best.unsent)) {
      const rank = (i: Row) => (i.invoiceStatus === 'NOT_SENT' ? 0 : 1);
      best = {
        groupId: group.id,
        invoices: [...items].sort((a, b) => rank(a) - rank(b)).slice(0, 3),
        unsent,
      };
    }
  }
  if (!best) throw new Error('The demo seed has no group with three invoices');
  return best;
}

interface Outbox {
  invoiceEmailOutbox: { items: { id: string; invoiceId: string; to: string; subject: string }[] };
}
const OUTBOX = `query ($g: ID!) { invoiceEmailOutbox(invoiceGroupId: $g, pageSize: 200) { items { id invoiceId to subject } } }`;

async function shoot(name: string, fullPage = true) {
  for (const [suffix, size] of [
    ['1366', { width: 1366, height: 768 }],
    ['768', { width: 768, height: 1024 }],
  ] as const) {
    await page.setViewportSize(size);
    await settled(page);
    await page.screenshot({ path: `${artifactsDir}${name}-${suffix}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

const sheet = (invoiceId: string) =>
  page.getByRole('article', { name: `Invoice #${invoiceId}`, exact: true });

describe('preview and send in Chromium', () => {
  it('previews, jumps to an invoice, prints and downloads the PDF, sends, and finds the e-mails in the outbox', async () => {
    const { groupId, invoices } = await invoicesToSend();
    const superToken = await apiToken(stack, 'demo', 'super');
    const before = new Set(
      (await graphql<Outbox>(OUTBOX, { g: groupId }, superToken)).invoiceEmailOutbox.items.map((m) => m.id),
    );
    const ids = invoices.map((i) => i.id);
    await page.goto(
      `${stack.gatewayUrl}/ar/invoices/InvoiceGroupPreview/${groupId}/invoice/${ids.join(',')}`,
    );
    await sheet(ids[0]!).waitFor();
    await page.getByText('Invoice 1 of 3').waitFor();
    await shoot('preview');

    // The jump box: an invoice that is not shown is refused, a shown one is displayed.
    const box = page.getByRole('textbox', { name: 'Invoice number' });
    await box.fill('1');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await page.getByText('Invalid invoice #').waitFor();
    await box.fill(ids[2]!);
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await sheet(ids[2]!).waitFor();
    await page.getByText('Invoice 3 of 3').waitFor();
    expect(await page.getByText('Invalid invoice #').count()).toBe(0);
    await page.getByRole('button', { name: 'Prev', exact: true }).click();
    await sheet(ids[1]!).waitFor();

    // View All, then print: only the invoices print, one per page, on Letter and on A4.
    await page.getByText('View All', { exact: true }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(3);
    await shoot('preview-all');
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#root').isVisible()).toBe(false);
    expect(await page.locator('.print-root article').count()).toBe(3);
    // Letter is 816 px wide at 96 dpi, A4 794 px: the sheets fit both without scaling.
    for (const [format, width] of [
      ['Letter', 816],
      ['A4', 794],
    ] as const) {
      await page.setViewportSize({ width, height: 1056 });
      await page.screenshot({ path: `${artifactsDir}preview-print-${format}.png`, fullPage: true });
    }
    for (const format of ['Letter', 'A4'] as const) {
      // page.pdf prints like the browser does (beforeprint puts the print copy in).
      const pdf = await page.pdf({
        format,
        printBackground: true,
        path: `${artifactsDir}preview-print-${format}.pdf`,
      });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
      expect(pages).toBeGreaterThanOrEqual(3);
    }
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.setViewportSize({ width: 1366, height: 768 });

    // The PDF download of the same three invoices.
    await page.getByRole('button', { name: 'PDF' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'PDF, Letter' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('invoices-3.pdf');
    const file = readFileSync((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');

    // Send All: confirmation, then the sent page.
    await page.getByRole('button', { name: 'Send All' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm: Send All' });
    await dialog.getByRole('button', { name: 'Send All' }).click();
    await page.waitForURL(`**/ar/invoices/SentInvoices/${groupId}/${ids.join(',')}`);
    await page.getByText('Your invoices have been sent').waitFor();
    const table = page.getByRole('table', { name: 'Sent invoices' });
    for (const id of ids) await table.getByRole('link', { name: id, exact: true }).waitFor();
    await shoot('sent');

    // The outbox (super users) holds one new e-mail per invoice, to its buyer.
    const { invoiceEmailOutbox } = await graphql<Outbox>(OUTBOX, { g: groupId }, superToken);
    const fresh = invoiceEmailOutbox.items.filter((m) => !before.has(m.id));
    expect(fresh.map((m) => m.invoiceId).sort()).toEqual([...ids].sort());
    for (const invoice of invoices)
      expect(fresh.find((m) => m.invoiceId === invoice.id)!.to).toContain(invoice.email);
  });
});
