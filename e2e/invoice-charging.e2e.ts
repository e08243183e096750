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
  context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  page = await context.newPage();
  await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

/** The same staff user's API token (the browser's session cookie sends only the app's own documents). */
const graphql = graphqlClient(
  () => stack.gatewayUrl,
  () => token,
);

interface Details {
  id: string;
  canChargeCards: boolean;
  batchChargeEligibleCount: number;
  invoices: { items: { id: string; invoiceStatus: string; batchChargeEligible: boolean }[] };
}

const DETAILS = `query ($id: ID!) { invoiceGroupDetails(invoiceGroupId: $id) {
  id canChargeCards batchChargeEligibleCount
  invoices(page: 1, pageSize: 200) { items { id invoiceStatus batchChargeEligible } } } }`;

/** The built group with the most invoices ready to charge. */
async function chargeableGroup(): Promise<Details> {
  const { invoiceGroups } = await graphql<{
    invoiceGroups: { items: { id: string; invoicesCreated: boolean }[] };
  }>('{ invoiceGroups(page: 1) { items { id invoicesCreated } } }');
  let best: Details | null = null;
  for (const group of invoiceGroups.items.filter((g) => g.invoicesCreated)) {
    const { invoiceGroupDetails } = await graphql<{ invoiceGroupDetails: Details }>(DETAILS, {
      id: group.id,
    });
    if (
      invoiceGroupDetails.canChargeCards &&
      invoiceGroupDetails.batchChargeEligibleCount > (best?.batchChargeEligibleCount ?? 1)
    )
      best = invoiceGroupDetails;
  }
  if (!best) throw new Error('The demo seed has no group with two invoices ready to charge');
  return best;
}

async function shoot(name: string) {
  for (const [suffix, size] of [
    ['1366', { width: 1366, height: 768 }],
    ['768', { width: 768, height: 1024 }],
  ] as const) {
    await page.setViewportSize(size);
    await settled(page);
    await page.screenshot({ path: `${artifactsDir}${name}-${suffix}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe('charging cards in Chromium', () => {
  it("charges a group's cards, sees the partial-failure banner and the failed filter, then clears it", async () => {
    const group = await chargeableGroup();
    const ready = group.invoices.items.filter((i) => i.batchChargeEligible).map((i) => i.id);
    await page.goto(`${stack.gatewayUrl}/ar/invoices/InvoiceGroupDetails/${group.id}`);
    await page.getByRole('table', { name: 'Invoices' }).waitFor();
    expect(await page.getByText('Ready to charge', { exact: true }).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Charge Cards' }).click();
    await page.getByRole('menuitem', { name: 'Charge All Cards' }).click();
    const dialog = page.getByRole('dialog', { name: 'Charge All Cards' });
    await dialog
      .getByText(`${group.batchChargeEligibleCount} are ready to charge now.`, { exact: false })
      .waitFor();
    await shoot('charge-confirm');
    await dialog.getByRole('button', { name: 'Charge All Cards' }).click();

    // The partial-failure banner: '{n}/{total} of your payments failed.', the detail, and the processed count.
    const banner = page.getByLabel('Charge result');
    await banner.waitFor({ timeout: 30_000 });
    const { invoiceGroupDetails: after } = await graphql<{ invoiceGroupDetails: Details }>(DETAILS, {
      id: group.id,
    });
    const status = (id: string) => after.invoices.items.find((i) => i.id === id)!.invoiceStatus;
    const failed = ready.filter((id) => status(id) === 'PAYMENT_FAILED');
    const processed = ready.filter((id) => status(id) === 'PAID');
    expect(failed.length).toBeGreaterThan(0);
    expect(processed.length).toBeGreaterThan(0);
    expect(failed.length + processed.length).toBe(ready.length);
    await banner
      .getByText(`${failed.length}/${ready.length} of your payments failed.`, { exact: true })
      .waitFor();
    await banner
      .getByText(
        'Some payments were not processed due to invalid payment type.  Please contact the bidder to arrange payment.',
      )
      .waitFor();
    await banner
      .getByText(`${processed.length}/${ready.length} of your payments have been processed!.`)
      .waitFor();

    // The failed set is kept as a filter: exactly the declined invoices, each Payment Failed.
    await page.waitForURL(/[?&]failed=/);
    expect(new URL(page.url()).searchParams.get('failed')?.split(',').sort()).toEqual([...failed].sort());
    const rows = page.getByRole('table', { name: 'Invoices' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(failed.length + 1);
    expect(await page.getByRole('table', { name: 'Invoices' }).getByText('Payment Failed').count()).toBe(
      failed.length,
    );
    // Every declined invoice says why, in words (the code stays in the API), and is not ready to charge.
    const reasons = await page
      .getByRole('table', { name: 'Invoices' })
      .locator('[aria-label^="Not eligible for batch charging:"]')
      .evaluateAll((badges) => badges.map((b) => b.getAttribute('aria-label') ?? ''));
    expect(reasons).toHaveLength(failed.length);
    for (const reason of reasons) expect(reason).toMatch(/The last charge failed\./);
    await shoot('charge-partial-failed-filter');

    await page.getByRole('button', { name: 'Clear filter' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('failed')).toBe(false);
    await expect.poll(() => rows.count()).toBe(Math.min(50, after.invoices.items.length) + 1);
    await shoot('charge-cleared');

    // The same Charge All again never declines the same cards twice: nothing is ready to charge.
    const codes = await page
      .locator('[aria-label^="Not eligible for batch charging:"]')
      .evaluateAll((badges) => badges.map((b) => b.getAttribute('aria-label') ?? ''));
    for (const reason of codes) expect(reason).not.toMatch(/[A-Z]{2,}_[A-Z]/);
    await page.getByRole('button', { name: 'Charge Cards' }).click();
    await page.getByRole('menuitem', { name: 'Charge All Cards' }).click();
    const again = page.getByRole('dialog', { name: 'Charge All Cards' });
    await again.getByText('0 are ready to charge now.', { exact: false }).waitFor();
    await again.getByRole('button', { name: 'Charge All Cards' }).click();
    await page
      .getByLabel('Charge result')
      .getByText('No invoices were ready to charge, so no cards were charged.')
      .waitFor({ timeout: 30_000 });
    const { invoiceGroupDetails: later } = await graphql<{ invoiceGroupDetails: Details }>(DETAILS, {
      id: group.id,
    });
    for (const id of failed)
      expect(later.invoices.items.find((i) => i.id === id)!.invoiceStatus).toBe('PAYMENT_FAILED');
    await shoot('charge-all-again');
  });
});
