import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { apiToken, graphqlClient } from './support/api.js';
import { startStack } from './support/stack.js';
import { artifactsDir, launchBrowser, settled, signIn } from './support/browser.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

interface ShippingLine {
  id: string;
  lotNumber: string;
  sessionIdentifier: string;
  shippingStatus: {
    termsName: string | null;
    shipment: { statusLabel: string; packagesLabel: string | null } | null;
  } | null;
}
interface Group {
  groupId: string;
  invoices: { id: string; lines: ShippingLine[] }[];
}

let stack: Stack;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await stack?.close();
});

async function signedInPage(house: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, stack.gatewayUrl, { house, user: 'staff', password: 'demo-password' });
  return page;
}

/**
 * The house's built group with the most lines that have a shipment, asked with its staff user's API
 * token (the browser's session cookie sends only the app's own documents).
 */
async function shippedGroup(house: string): Promise<Group & { shippingFeatureEnabled: boolean }> {
  const token = await apiToken(stack, house, 'staff');
  const graphql = graphqlClient(
    () => stack.gatewayUrl,
    () => token,
  );
  const { invoiceGroups } = await graphql<{
    invoiceGroups: { items: { id: string; invoicesCreated: boolean }[] };
  }>('{ invoiceGroups(page: 1) { items { id invoicesCreated } } }');
  let best: (Group & { shippingFeatureEnabled: boolean; shipped: number }) | null = null;
  for (const group of invoiceGroups.items.filter((g) => g.invoicesCreated)) {
    const { invoiceGroupEditor } = await graphql<{
      invoiceGroupEditor: { shippingFeatureEnabled: boolean; invoices: { items: Group['invoices'] } };
    }>(
      `
        query ($id: ID!) {
          invoiceGroupEditor(invoiceGroupId: $id) {
            shippingFeatureEnabled
            invoices(page: 1, pageSize: 200) {
              items {
                id
                lines {
                  id
                  lotNumber
                  sessionIdentifier
                  shippingStatus {
                    termsName
                    shipment {
                      statusLabel
                      packagesLabel
                    }
                  }
                }
              }
            }
          }
        }
      `,
      { id: group.id },
    );
    const invoices = invoiceGroupEditor.invoices.items;
    const shipped = invoices.flatMap((i) => i.lines).filter((l) => l.shippingStatus?.shipment).length;
    if (!best || shipped > best.shipped)
      best = {
        groupId: group.id,
        invoices,
        shipped,
        shippingFeatureEnabled: invoiceGroupEditor.shippingFeatureEnabled,
      };
  }
  if (!best) throw new Error('The seed has no built invoice group');
  return best;
}

/** The Shipping Status cell of a line on the screen. */
async function shippingCell(page: Page, invoiceId: string, line: ShippingLine): Promise<Locator> {
  const table = page.getByRole('table', { name: `Lines of invoice ${invoiceId}` });
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
  const column = headers.indexOf('Shipping Status');
  expect(column).toBeGreaterThan(0);
  const row = table.getByRole('row').filter({
    has: page.getByRole('button', {
      name: `Actions for lot ${line.lotNumber} of session ${line.sessionIdentifier}`,
    }),
  });
  return row.getByRole('cell').nth(column);
}

async function shoot(page: Page, name: string, target: Locator) {
  mkdirSync(artifactsDir, { recursive: true });
  for (const [suffix, size] of [
    ['1366', { width: 1366, height: 768 }],
    ['768', { width: 768, height: 1024 }],
  ] as const) {
    await page.setViewportSize(size);
    await target.scrollIntoViewIfNeeded();
    // The line table scrolls sideways on a tablet: bring the Shipping Status column into view.
    await target.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'end' }));
    await settled(page);
    await page.screenshot({ path: `${artifactsDir}${name}-${suffix}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe('the Shipping Status column in Chromium', () => {
  it('shows the pills, multiple packages, the terms and the banner with the flag on (house demo)', async () => {
    const page = await signedInPage('demo');
    const group = await shippedGroup('demo');
    expect(group.shippingFeatureEnabled).toBe(true);
    const find = (test: (l: ShippingLine) => boolean) => {
      for (const invoice of group.invoices) {
        const line = invoice.lines.find(test);
        if (line) return { invoiceId: invoice.id, line };
      }
      throw new Error('The demo seed has no such line');
    };
    const multi = find((l) => Boolean(l.shippingStatus?.shipment?.packagesLabel));
    const terms = find((l) => Boolean(l.shippingStatus?.termsName));
    const ids = [...new Set([multi.invoiceId, terms.invoiceId])];
    await page.goto(`${stack.gatewayUrl}/ar/invoices/EditInvoices/${group.groupId}?id=${ids.join(',')}`);
    await page.getByRole('table', { name: `Lines of invoice ${multi.invoiceId}` }).waitFor();

    const banner = page.getByRole('alert').filter({ hasText: 'Shipping service' });
    expect(await banner.isVisible()).toBe(true);

    const multiCell = await shippingCell(page, multi.invoiceId, multi.line);
    const shipment = multi.line.shippingStatus!.shipment!;
    await multiCell.getByText(shipment.statusLabel, { exact: true }).waitFor();
    expect(await multiCell.getByText(shipment.packagesLabel!, { exact: true }).isVisible()).toBe(true);
    expect(shipment.packagesLabel).toMatch(/^Multiple packages \(\d+\)$/);

    const termsCell = await shippingCell(page, terms.invoiceId, terms.line);
    await termsCell.getByText(terms.line.shippingStatus!.termsName!, { exact: true }).waitFor();
    expect(await termsCell.getByLabel('Shipping policy').count()).toBe(1);

    await shoot(page, 'invoice-shipping-status', multiCell);

    // The banner can be dismissed; the column stays.
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await multiCell.getByText(shipment.statusLabel, { exact: true }).isVisible()).toBe(true);
  });

  it('has no Shipping Status column and no banner with the flag off (house other)', async () => {
    const page = await signedInPage('other');
    const group = await shippedGroup('other');
    expect(group.shippingFeatureEnabled).toBe(false);
    const invoice = group.invoices[0]!;
    await page.goto(`${stack.gatewayUrl}/ar/invoices/EditInvoices/${group.groupId}?id=${invoice.id}`);
    const table = page.getByRole('table', { name: `Lines of invoice ${invoice.id}` });
    await table.waitFor();
    const headers = (await table.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
    expect(headers).toContain('Invoice Status');
    expect(headers).not.toContain('Shipping Status');
    expect(await page.getByRole('alert').filter({ hasText: 'Shipping service' }).count()).toBe(0);
  });
});
