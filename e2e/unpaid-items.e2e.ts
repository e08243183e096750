import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { startStack } from './support/stack.js';
import { launchBrowser, screenshot, settled, signIn } from './support/browser.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * The unpaid-items automation in Chromium (issue 36): switch it on in its settings (a rule's message
 * first), the pipeline screen (stages with counts and amounts, a stage in the URL), pause an invoice
 * from its row, and that invoice's timeline on the invoice editor, which records the pause, and its
 * "What happens next" line on the group details. Each screen passes axe (WCAG 2.2 AA) and is
 * photographed to e2e/artifacts/.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  context.setDefaultTimeout(60_000);
  page = await context.newPage();
  await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

/** axe-core on the page as it is: any violation fails with its rule and elements. */
async function expectNoAxeViolations(label: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map(
      (v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target).slice(0, 3))}`,
    );
  }, TAGS);
  expect(violations, label).toEqual([]);
}

/** Ready: nothing is loading (no busy region, no skeleton), and the layout has settled. */
async function ready(): Promise<void> {
  await expect
    .poll(() => page.locator('[aria-busy="true"]:visible, .mantine-Skeleton-root:visible').count())
    .toBe(0);
  await settled(page);
}

describe('unpaid items', () => {
  it('walks the settings, the pipeline and an invoice timeline', async () => {
    // Settings, through the Settings menu as a person finds them.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: /Unpaid Item Settings/ }).click();
    await page.waitForURL(/\/ar\/unpaid-items\/settings$/);
    const days = page.getByRole('textbox', { name: /Payment deadline/ });
    await days.fill('2');
    await days.blur();
    await page.getByText('Payment deadline must be 4 to 30 days.').waitFor();
    await days.fill('7');
    await page.getByRole('switch', { name: /Run the unpaid-item automation/ }).check();
    await ready();
    await expectNoAxeViolations('settings');
    await screenshot(page, 'unpaid-items-settings');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('The unpaid-item settings were saved.').waitFor();

    // The pipeline: the stages with counts, a stage in the URL, a page of invoices.
    await page.getByRole('link', { name: 'Pipeline' }).click();
    await page.waitForURL(/\/ar\/unpaid-items$/);
    const stages = page.getByRole('navigation', { name: 'Stages' });
    await stages.getByRole('link', { name: /^All stages \d+/ }).waitFor();
    const table = page.getByRole('table', { name: 'Unpaid invoices' });
    await table.waitFor();
    await ready();
    await expectNoAxeViolations('pipeline');
    await screenshot(page, 'unpaid-items-pipeline');

    // Pause the first invoice from its row (the dialog is in the URL).
    const pause = table.getByRole('button', { name: /^Pause the automation for invoice / }).first();
    const invoiceId = /invoice (\d+)$/.exec((await pause.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    const editorHref =
      (await table.getByRole('link', { name: `#${invoiceId}`, exact: true }).getAttribute('href')) ?? '';
    await pause.click();
    await page.waitForURL(new RegExp(`dialog=pause&invoiceId=${invoiceId}`));
    const dialog = page.getByRole('dialog', { name: 'Pause the automation' });
    await ready();
    await expectNoAxeViolations('pause dialog');
    await screenshot(page, 'unpaid-items-pause');
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Paused invoices are listed when asked for.
    await stages.getByRole('link', { name: /^Paused \d+/ }).click();
    await page.waitForURL(/\/ar\/unpaid-items\?stage=paused$/);
    await table.getByRole('button', { name: `Resume the automation for invoice ${invoiceId}` }).waitFor();

    // The invoice's timeline on the editor: the next step says paused, the trail has the pause. The
    // cards' lines come with the editor's own query: no request of the page asks for one invoice's.
    const operations: string[] = [];
    const onRequest = (req: Request) => {
      const body = req.method() === 'POST' ? (req.postDataJSON() as { operationName?: string } | null) : null;
      if (body?.operationName) operations.push(body.operationName);
    };
    page.on('request', onRequest);
    await page.goto(`${stack.gatewayUrl}${editorHref}`);
    const card = page.getByRole('article', { name: new RegExp(`invoice ${invoiceId}$`) });
    await card.getByText(/paused for this invoice/).waitFor();
    await ready();
    page.off('request', onRequest);
    expect(operations).toContain('InvoiceEditor');
    expect(operations).not.toContain('UnpaidItemTimeline');
    await screenshot(page, 'unpaid-items-invoice-editor');
    await card.getByRole('button', { name: `Show timeline of unpaid items, invoice ${invoiceId}` }).click();
    const trail = card.getByRole('list', { name: `Unpaid-item timeline of invoice ${invoiceId}` });
    await trail.getByText('Automation paused').waitFor();
    await ready();
    await expectNoAxeViolations('invoice timeline');
    await screenshot(page, 'unpaid-items-invoice-timeline');

    // The group details: each row's next step, read with the page (found by its invoice number).
    const groupId = /\/EditInvoices\/([^/?]+)/.exec(editorHref)?.[1] ?? '';
    await page.goto(`${stack.gatewayUrl}/ar/invoices/InvoiceGroupDetails/${groupId}?search=${invoiceId}`);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: `Select invoice ${invoiceId}`, exact: true }) });
    await row.getByText(/paused for this invoice/).waitFor();
    await ready();
    await expectNoAxeViolations('group details');
    await screenshot(page, 'unpaid-items-group-details');

    // The dry run and the offers, for the record.
    await page.goto(`${stack.gatewayUrl}/ar/unpaid-items/preview`);
    await page.getByRole('heading', { level: 1, name: "Today's Steps" }).waitFor();
    await ready();
    await expectNoAxeViolations('preview');
    await screenshot(page, 'unpaid-items-preview');
    await page.goto(`${stack.gatewayUrl}/ar/unpaid-items/offers?state=all`);
    await page.getByRole('heading', { level: 1, name: 'Second-Chance Offers' }).waitFor();
    await ready();
    await expectNoAxeViolations('offers');
    await screenshot(page, 'unpaid-items-offers');
  });
});
