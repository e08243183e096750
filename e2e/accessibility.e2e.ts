import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, settled, signIn } from './support/browser.js';
import { apiToken, graphqlClient, newSession } from './support/api.js';
import { startStack } from './support/stack.js';
import { appRoutePatterns } from './support/routeTable.js';

/**
 * WCAG 2.2 AA on every screen: axe-core in Chromium on every route of the app's route table (read
 * from its source, so a new route without a visit here fails), signed out and signed in, and on the
 * dialogs the screens open from the URL (`?dialog=`) or from a button or key (`Visit.open`, as a
 * person opens them, after uploading a small file through the real file input where the dialog
 * needs one). Any violation of any impact fails, with its rule, impact and the elements it found.
 */
type Stack = Awaited<ReturnType<typeof startStack>>;

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PASSWORD = 'demo-password';

interface Visit {
  /** The route pattern of the app's route table this visit covers. */
  route: string;
  /** The path under /ar/ (with its query) the browser opens. */
  path: string;
  /** Who is signed in: nobody, the demo staff user, or the super user (super-only screens). */
  as: 'signedOut' | 'staff' | 'super';
  /**
   * The dialog the visit checks: true when the URL opens one (the page must then show a dialog),
   * its accessible name when `open` does (the page must then show that dialog).
   */
  dialog?: boolean | string | RegExp;
  /**
   * What a person does on the ready screen to open the dialog, when no URL opens it: clicks the
   * button, or presses `?` in a keyboard grid. It waits for state (a control, a row), never for time.
   */
  open?: (page: Page) => Promise<void>;
}

interface Finding {
  visit: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

let stack: Stack;
let browser: Browser;
const contexts = new Map<Visit['as'], BrowserContext>();
let visits: Visit[] = [];
const findings: Finding[] = [];

interface Seed {
  timed: { groupId: number; catalogId: number; ref: string; lotId: number; lotRef: string };
  bin: { groupId: number; catalogId: number };
  shipping: { groupId: number; catalogId: number };
  /** A session with a winning bidder, newest sale first: its results offer feedback. */
  sold: { ref: string; catalogId: number; lotNumber: string };
  /** The next session with lots that starts in more than a day: its screens are not locked. */
  /** `lotNumber`: one of its lots, which an image named `<lotNumber>.1.jpg` goes to. */
  upcoming: { type: 'live' | 'timed'; groupId: number; catalogId: number; lotNumber: string };
  /** The next such session with a failed shipping review: its step 7 edits shipping details. */
  reviewable: { groupId: number; catalogId: number };
  invoiced: { groupId: number; invoiceId: number };
  templateId: number;
  disputeRef: string;
  /** A new timed session without lots (made through the API), for the items and images uploads. */
  fresh: { groupId: string; catalogId: string };
}

async function readSeed(fresh: Seed['fresh']): Promise<Seed> {
  const db = stack.upstream.db;
  const demo = await db
    .selectFrom('houses')
    .select('id')
    .where('user_name', '=', 'demo')
    .executeTakeFirstOrThrow();
  const timed = await db
    .selectFrom('catalogs as c')
    .innerJoin('lots as l', 'l.catalog_id', 'c.id')
    .select(['c.id', 'c.sale_group_id', 'c.ref', 'l.id as lotId', 'l.ref as lotRef'])
    .where('c.house_id', '=', demo.id)
    .where('c.sale_type', '=', 'timed')
    .where('c.kind', '=', 'session')
    .orderBy('c.id')
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
  const bin = await db
    .selectFrom('catalogs')
    .select(['id', 'sale_group_id'])
    .where('house_id', '=', demo.id)
    .where('kind', '=', 'bin')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const shipping = await db
    .selectFrom('catalogs as c')
    .innerJoin('shipping_reviews as r', 'r.catalog_id', 'c.id')
    .select(['c.id', 'c.sale_group_id'])
    .where('c.house_id', '=', demo.id)
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  const sold = await db
    .selectFrom('catalogs as c')
    .innerJoin('lots as l', 'l.catalog_id', 'c.id')
    .innerJoin('sale_results as r', 'r.lot_id', 'l.id')
    .select(['c.ref', 'c.id', 'l.lot_number as lotNumber'])
    .where('c.house_id', '=', demo.id)
    .where('c.kind', '=', 'session')
    .where('r.passed', '=', false)
    .where('l.lot_number', 'is not', null)
    .orderBy('c.starts_at', 'desc')
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  // Screens lock 2 hours before a sale starts; a day ahead is far from that.
  const unlocked = new Date(Date.now() + 86_400_000);
  const upcoming = await db
    .selectFrom('catalogs as c')
    .innerJoin('lots as l', 'l.catalog_id', 'c.id')
    .select(['c.id', 'c.sale_group_id', 'c.sale_type'])
    .where('c.house_id', '=', demo.id)
    .where('c.kind', '=', 'session')
    .where('c.starts_at', '>', unlocked)
    .orderBy('c.starts_at')
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  const upcomingLot = await db
    .selectFrom('lots')
    .select('lot_number')
    .where('catalog_id', '=', upcoming.id)
    .where('lot_number', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const reviewable = await db
    .selectFrom('catalogs as c')
    .innerJoin('shipping_reviews as r', 'r.catalog_id', 'c.id')
    .select(['c.id', 'c.sale_group_id'])
    .where('c.house_id', '=', demo.id)
    .where('c.starts_at', '>', unlocked)
    .where('r.status', '=', 'failed')
    .orderBy('c.starts_at')
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  const invoice = await db
    .selectFrom('invoices as i')
    .innerJoin('invoice_groups as g', 'g.id', 'i.invoice_group_id')
    .select(['i.id', 'g.id as groupId'])
    .where('g.house_id', '=', demo.id)
    .where('g.invoice_created', '=', true)
    .orderBy('i.id')
    .executeTakeFirstOrThrow();
  const template = await db
    .selectFrom('invoice_settings')
    .select('id')
    .where('house_id', '=', demo.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const dispute = await db
    .selectFrom('disputes')
    .select('ref')
    .where('house_id', '=', demo.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return {
    timed: {
      groupId: timed.sale_group_id,
      catalogId: timed.id,
      ref: timed.ref,
      lotId: timed.lotId,
      lotRef: timed.lotRef,
    },
    bin: { groupId: bin.sale_group_id, catalogId: bin.id },
    shipping: { groupId: shipping.sale_group_id, catalogId: shipping.id },
    sold: { ref: sold.ref, catalogId: sold.id, lotNumber: String(sold.lotNumber) },
    upcoming: {
      type: upcoming.sale_type,
      groupId: upcoming.sale_group_id,
      catalogId: upcoming.id,
      lotNumber: String(upcomingLot.lot_number),
    },
    reviewable: { groupId: reviewable.sale_group_id, catalogId: reviewable.id },
    invoiced: { groupId: invoice.groupId, invoiceId: invoice.id },
    templateId: template.id,
    disputeRef: dispute.ref,
    fresh,
  };
}

/** Where the small files a visit uploads are written. */
const files = join(tmpdir(), `a11y-e2e-${process.pid}`);

/** Writes `name` with `content` and returns its path. */
function file(name: string, content: string | Buffer): string {
  const path = join(files, name);
  writeFileSync(path, content);
  return path;
}

/**
 * A real 64x40 JPEG (606 bytes), as in the images e2e: named for a lot the session does not have, the
 * image service refuses it, so the card shows its error and no image is stored.
 */
const JPEG_64x40 = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAoAEADASIAAhEBAxEB/8QAGgAAAgMBAQAAAAAAAAAAAAAAAAUDBAYBB//EACsQAAEDAgANBQAAAAAAAAAAAAEAAgMEEQUGEhUhNUFRVIKjstETFDEyof/EABgBAAMBAQAAAAAAAAAAAAAAAAACBAED/8QAHBEAAgIDAQEAAAAAAAAAAAAAAAECAwQRMRIh/9oADAMBAAIRAxEAPwCnTwS1M7YYG5Ujr2FwL6L7VdzFhPhuo3yjF/XVPzdpW1UaRZKTTMVmLCfDdRvlR1GCa6mgdNPBkxttc5bTbTbYVuUtxg1LUcvcEaMU22YtCgqZ/SAa37H8VFznON3EkrrXS5LYlmQoPXRqhLoZ3xkXJLdxTAEEAj4KWytw6PXarF8GWL+uqfm7StqsVi/rqn5u0rapUZZ0Etxg1LUcvcEyS3GDUtRy9wQxV087q7+4N9wUKv1MHqgOb9h+qi5rmmzgQVbVNOKRLdBxk2cTGmv7dl9ypw075CLghu8pgAAAB8Bcsiaa8o7Y0Gm5Mlp55aads0DsmRt7GwNtFtqu59wnxPTb4QhSlekwz7hPiem3wo6jC1dUwOhnnyo3WuMhovpvsCEIM0ikhCEGghCEAf/Z',
  'base64',
);

/** Uploads the items spreadsheet (one row without a title) and waits for the review table. */
async function uploadItems(page: Page): Promise<void> {
  const csv = file(
    'a11y_items.csv',
    [
      'Lot Number,Title,Description,Low Estimate,High Estimate,Starting Bid,Reserve',
      '1,Blue vase,A blue and white vase,100,200,50,',
      '2,,A chair without a title,100,200,50,',
    ].join('\n'),
  );
  await page.locator('input[type=file]').setInputFiles(csv);
  await page.getByRole('grid', { name: 'Uploaded items' }).waitFor();
}

/** Uploads realized prices for `lotNumber` (and, with `error`, a lot not in the catalog) and waits for the review. */
async function uploadRealized(page: Page, lotNumber: string, error: boolean): Promise<void> {
  const rows = ['Lot Number,Lot Extension,Realized Price', `${lotNumber},,125.00`];
  if (error) rows.push('99999,,80.00');
  await page
    .locator('input[type=file]')
    .setInputFiles(file(`a11y_realized_${String(error)}.csv`, rows.join('\n')));
  await page.getByRole('table', { name: 'Realized prices to publish' }).waitFor();
}

/**
 * Drops one image through the images step's file input and waits for its card: `complete` once
 * stored, `error` when refused (a name of a lot the session lacks).
 */
async function uploadImage(page: Page, name: string, status: 'complete' | 'error'): Promise<void> {
  await page
    .getByLabel('Drag Images Here or choose image(s) from your computer')
    .setInputFiles(file(name, JPEG_64x40));
  await page.locator(`[data-status="${status}"]`).first().waitFor();
}

/** Clicks the (first) button of that accessible name, as a person would. */
function click(name: string | RegExp): (page: Page) => Promise<void> {
  return (page) =>
    page
      .getByRole('button', { name, exact: typeof name === 'string' })
      .first()
      .click();
}

/** Presses `?` on a cell of the keyboard grid `grid` (not in a text field), as the shortcut help says. */
async function helpInGrid(page: Page, grid: RegExp): Promise<void> {
  const cell = page.getByRole('grid', { name: grid }).locator('[data-cell]').first();
  await cell.focus();
  await page.waitForFunction(() => document.activeElement?.hasAttribute('data-cell') === true);
  await page.keyboard.press('?');
}

/** Opens the results of the first bidder who has a lot to leave feedback on, then its feedback modal. */
async function openFeedback(page: Page): Promise<void> {
  const feedback = page.getByRole('button', { name: /^(Leave|Edit) Feedback for lot / });
  const bidders = page.locator('.mantine-Accordion-control');
  const count = await bidders.count();
  for (let i = 0; i < count && (await feedback.count()) === 0; i++) {
    await bidders.nth(i).click();
    await page.waitForFunction(
      (index) =>
        document.querySelectorAll('.mantine-Accordion-control')[index]?.getAttribute('aria-expanded') ===
        'true',
      i,
    );
  }
  await feedback.first().click();
}

function visitsFor(seed: Seed): Visit[] {
  const { timed, bin, shipping, invoiced, upcoming, reviewable, fresh } = seed;
  const freshSession = `session/timed/${fresh.groupId}/${fresh.catalogId}`;
  const realized = `pricesrealized/${seed.sold.catalogId}?step=2`;
  const session = `session/timed/${timed.groupId}/${timed.catalogId}`;
  const unlocked = `session/${upcoming.type}/${upcoming.groupId}/${upcoming.catalogId}`;
  const shippingReview = `session/live/${reviewable.groupId}/${reviewable.catalogId}/7`;
  const binSession = `session/bin/${bin.groupId}/${bin.catalogId}`;
  const edit = `invoices/EditInvoices/${invoiced.groupId}?id=${invoiced.invoiceId}`;
  const details = `invoices/InvoiceGroupDetails/${invoiced.groupId}`;
  const invoiceDialogs = (base: string, route: string, names: string[], scope: 'one' | 'all'): Visit[] =>
    names.map((name) => ({
      route,
      path: `${base}${base.includes('?') ? '&' : '?'}dialog=${name}&invoice=${invoiced.invoiceId}&scope=${scope}`,
      as: 'staff',
      dialog: true,
    }));
  return [
    // Signed out.
    { route: 'login', path: 'login', as: 'signedOut' },
    { route: 'password-reset', path: 'password-reset', as: 'signedOut' },
    { route: 'password-reset', path: 'password-reset?dialog=sendFailed', as: 'signedOut', dialog: true },
    { route: 'legal/terms', path: 'legal/terms', as: 'signedOut' },
    { route: 'legal/privacy', path: 'legal/privacy', as: 'signedOut' },
    { route: 'contact', path: 'contact', as: 'signedOut' },
    // Signed in.
    { route: '', path: '', as: 'staff' },
    { route: '*', path: 'no-such-screen', as: 'staff' },
    { route: 'my-auctions/current', path: 'my-auctions/current', as: 'staff' },
    { route: 'my-auctions/past', path: 'my-auctions/past', as: 'staff' },
    { route: 'my-auctions/snapshots', path: 'my-auctions/snapshots', as: 'super' },
    { route: 'campaign-reporting', path: 'campaign-reporting', as: 'staff' },
    { route: 'your-customers', path: 'your-customers', as: 'staff' },
    { route: 'customers/viewDisputes', path: 'customers/viewDisputes', as: 'staff' },
    {
      route: 'customers/confirmDisputeAction',
      path: `customers/confirmDisputeAction?ids=${seed.disputeRef}&action=cancel`,
      as: 'staff',
    },
    { route: 'customers/dispute/:disputeRef', path: `customers/dispute/${seed.disputeRef}`, as: 'staff' },
    { route: 'customers/feedback/default', path: 'customers/feedback/default', as: 'staff' },
    { route: 'reports/openDisputes', path: 'reports/openDisputes', as: 'staff' },
    { route: 'reports/openDisputes/:lotRefs', path: `reports/openDisputes/${timed.lotRef}`, as: 'staff' },
    { route: 'reports/sessionResults', path: 'reports/sessionResults', as: 'staff' },
    {
      route: 'reports/sessionResults/viewSessionResults',
      path: `reports/sessionResults/viewSessionResults?catalogRefs=${timed.ref}`,
      as: 'staff',
    },
    { route: 'reports/salesTaxReports', path: 'reports/salesTaxReports', as: 'staff' },
    { route: 'pricesrealized/:catalogId', path: `pricesrealized/${timed.catalogId}`, as: 'staff' },
    { route: 'bulk-bidding/:catalogRef', path: 'bulk-bidding/TBHDEMO4AUCT', as: 'staff' },
    { route: 'broadcast/:eventId', path: `broadcast/${timed.catalogId}`, as: 'staff' },
    { route: 'broadcast/:eventId/preview', path: `broadcast/${timed.catalogId}/preview`, as: 'staff' },
    { route: 'payments', path: 'payments', as: 'staff' },
    { route: 'payments/:action', path: 'payments/switch', as: 'staff' },
    { route: 'settings/billing', path: 'settings/billing', as: 'staff' },
    { route: 'settings/locations', path: 'settings/locations', as: 'staff' },
    { route: 'settings/plSettings', path: 'settings/plSettings', as: 'staff' },
    { route: 'settings/analytics-dashboard', path: 'settings/analytics-dashboard', as: 'staff' },
    { route: 'settings/api-tokens', path: 'settings/api-tokens', as: 'staff' },
    { route: 'invoices', path: 'invoices', as: 'staff' },
    { route: 'invoices/ExistingInvoices', path: 'invoices/ExistingInvoices', as: 'staff' },
    { route: 'invoices/InvoiceTemplates', path: 'invoices/InvoiceTemplates', as: 'staff' },
    {
      route: 'invoices/InvoiceTemplates/:settingsId',
      path: `invoices/InvoiceTemplates/${seed.templateId}`,
      as: 'staff',
    },
    {
      route: 'invoices/CreateNewInvoices/:invoiceGroupId',
      path: `invoices/CreateNewInvoices/${invoiced.groupId}`,
      as: 'staff',
    },
    { route: 'invoices/EditInvoices/:invoiceGroupId', path: edit, as: 'staff' },
    ...invoiceDialogs(
      edit,
      'invoices/EditInvoices/:invoiceGroupId',
      ['charges', 'note', 'contact', 'markPaid', 'delivery', 'print'],
      'one',
    ),
    { route: 'invoices/InvoiceGroupDetails/:invoiceGroupId', path: details, as: 'staff' },
    ...invoiceDialogs(
      details,
      'invoices/InvoiceGroupDetails/:invoiceGroupId',
      // bulkContact and bulkNote need ticked rows: they are the editor's contact and note modals.
      ['chargeCards', 'print'],
      'all',
    ),
    {
      route: 'invoices/SentInvoices/:invoiceGroupId/:invoiceIds',
      path: `invoices/SentInvoices/${invoiced.groupId}/${invoiced.invoiceId}`,
      as: 'staff',
    },
    {
      route: 'invoices/InvoiceGroupPreview/:invoiceGroupId/invoice/:invoiceIds',
      path: `invoices/InvoiceGroupPreview/${invoiced.groupId}/invoice/${invoiced.invoiceId}`,
      as: 'staff',
    },
    {
      route: 'invoices/InvoiceAutoCharge/:invoiceGroupId/invoice/:invoiceIds',
      path: `invoices/InvoiceAutoCharge/${invoiced.groupId}/invoice/${invoiced.invoiceId}`,
      as: 'staff',
    },
    { route: 'session/:type/:groupId/:catalogId', path: session, as: 'staff' },
    ...[2, 3, 4, 5, 6].map((step): Visit => ({
      route: 'session/:type/:groupId/:catalogId/:step/:goToPage?',
      path: `${session}/${step}`,
      as: 'staff',
    })),
    ...[1, 2, 3, 4].map((step): Visit => ({
      route: 'session/:type/:groupId/:catalogId/:step/:goToPage?',
      path: `${binSession}/${step}`,
      as: 'staff',
    })),
    {
      route: 'session/:type/:groupId/:catalogId/lot/:lotNumber/:goToPage?',
      path: `${session}/lot/${timed.lotId}`,
      as: 'staff',
    },
    {
      route: 'session/:type/:groupId/:catalogId/lot/:lotNumber/:goToPage?',
      path: `${session}/lot/0`,
      as: 'staff',
    },
    {
      route: 'session/:type/:groupId/:catalogId/7',
      path: `session/live/${shipping.groupId}/${shipping.catalogId}/7`,
      as: 'staff',
    },
    // Dialogs opened from the URL, among them the shared confirm dialog.
    {
      route: 'session/:type/:groupId/:catalogId/:step/:goToPage?',
      path: `${session}/6?dialog=publish&scope=all`,
      as: 'staff',
      dialog: true,
    },
    {
      route: 'settings/api-tokens',
      path: 'settings/api-tokens?dialog=create-token',
      as: 'staff',
      dialog: true,
    },
    {
      route: 'settings/locations',
      path: 'settings/locations?dialog=add-location',
      as: 'staff',
      dialog: true,
    },
    {
      route: 'customers/confirmDisputeAction',
      path: `customers/confirmDisputeAction?ids=${seed.disputeRef}&action=cancel&dialog=terms`,
      as: 'staff',
      dialog: true,
    },
    // Dialogs only a button (or a key) opens, as a person opens them on the seeded screens.
    {
      route: 'bulk-bidding/:catalogRef',
      path: 'bulk-bidding/TBHDEMO4AUCT',
      as: 'staff',
      open: (page) =>
        page
          .getByRole('button', { name: /^Bid history of lot /, disabled: false })
          .first()
          .click(),
      dialog: /^Bid history: lot /,
    },
    {
      route: 'bulk-bidding/:catalogRef',
      path: 'bulk-bidding/TBHDEMO4AUCT',
      as: 'staff',
      open: async (page) => {
        const bid = page.getByRole('combobox', { name: /^New bid for lot /, disabled: false }).first();
        const choice = await bid.locator('option').nth(1).getAttribute('value');
        await bid.selectOption(choice ?? '');
        await click(/^Place 1 New (Max|Current) Bids$/)(page);
      },
      dialog: /^Confirm: Place 1 New/,
    },
    {
      route: 'my-auctions/current',
      path: 'my-auctions/current',
      as: 'staff',
      open: click(/^Delete /),
      dialog: 'Confirm: Delete Session',
    },
    ...(
      [
        [/^(Select|Edit) Featured Items$/, 'Select Featured Items'],
        [/^(Select|Change) Cover Photo$/, 'Select Cover Photo'],
        ['Learn more', 'Feature Your Lots'],
      ] as const
    ).map(([button, dialog]): Visit => ({
      route: 'session/:type/:groupId/:catalogId/:step/:goToPage?',
      path: `${unlocked}/6`,
      as: 'staff',
      open: click(button),
      dialog,
    })),
    {
      route: 'session/:type/:groupId/:catalogId/:step/:goToPage?',
      path: `${unlocked}/6`,
      as: 'staff',
      open: async (page) => {
        await page
          .getByRole('table')
          .getByRole('button', { name: /^Delete /, disabled: false })
          .first()
          .click();
      },
      dialog: 'Confirm: Delete Item',
    },
    {
      route: 'session/:type/:groupId/:catalogId/:step/:goToPage?',
      path: `${unlocked}/6`,
      as: 'staff',
      open: async (page) => {
        await page
          .getByRole('table')
          .getByRole('checkbox', { name: /^Select /, disabled: false })
          .first()
          .check();
        await click('Delete Selected')(page);
      },
      dialog: 'Confirm: Delete Selected Items',
    },
    {
      route: 'reports/sessionResults/viewSessionResults',
      path: `reports/sessionResults/viewSessionResults?catalogRefs=${seed.sold.ref}`,
      as: 'staff',
      open: openFeedback,
      dialog: /^Leave Feedback/,
    },
    {
      route: 'session/:type/:groupId/:catalogId/7',
      path: shippingReview,
      as: 'staff',
      open: async (page) => {
        await page.getByRole('tab', { name: /^Needs Review/ }).click();
        await click(/^Edit shipping details of lot /)(page);
      },
      dialog: 'Edit Shipping Details',
    },
    {
      route: 'session/:type/:groupId/:catalogId/7',
      path: shippingReview,
      as: 'staff',
      open: async (page) => {
        await page.getByRole('tab', { name: /^Needs Review/ }).click();
        await click(/^Edit shipping details of lot /)(page);
        const edit = page.getByRole('dialog', { name: 'Edit Shipping Details' });
        await edit.getByRole('button', { name: 'Add Object' }).click();
        await edit.getByRole('button', { name: 'Delete Object' }).last().click();
      },
      dialog: 'Confirm: Delete Object',
    },
    {
      route: 'session/:type/:groupId/:catalogId/:step/:goToPage?',
      path: `${binSession}/1`,
      as: 'staff',
      open: click('Add Charge'),
      dialog: 'Add Charge',
    },
    {
      route: 'settings/locations',
      path: 'settings/locations',
      as: 'staff',
      open: click(/^Delete (?!.*\(primary\)$)/),
      dialog: 'Confirm: Delete Location',
    },
    {
      route: 'settings/locations',
      path: 'settings/locations',
      as: 'staff',
      open: click(/^Edit /),
      dialog: /Location/,
    },
    {
      route: 'settings/api-tokens',
      path: 'settings/api-tokens',
      as: 'staff',
      open: click(/^Revoke /),
      dialog: 'Confirm: Revoke token',
    },
    {
      route: 'invoices/EditInvoices/:invoiceGroupId',
      path: `${edit}&dialog=charges&invoice=${invoiced.invoiceId}`,
      as: 'staff',
      open: (page) => helpInGrid(page, new RegExp(`of invoice ${invoiced.invoiceId}$`)),
      dialog: 'Keyboard shortcuts: Add/Edit Charges',
    },
    ...(
      [
        ['Bulk Add Note', /Note/],
        ['Bulk Contact', /Contact/],
      ] as const
    ).map(([button, dialog]): Visit => ({
      route: 'invoices/InvoiceGroupDetails/:invoiceGroupId',
      path: details,
      as: 'staff',
      open: async (page) => {
        await page.getByRole('checkbox', { name: `Select invoice ${invoiced.invoiceId}` }).check();
        await click(button)(page);
      },
      dialog,
    })),
    ...(
      [
        ['Location', '+ Add New Location', 'Add New Location'],
        [
          'Shipping Fulfillment Location',
          '+ Add New Fulfillment Location',
          'Add Shipping Fulfillment Location',
        ],
      ] as const
    ).map(([select, option, dialog]): Visit => ({
      route: 'session/:type/:groupId/:catalogId',
      path: unlocked,
      as: 'staff',
      open: async (page) => {
        await page.getByRole('combobox', { name: select, exact: true }).click();
        await page.getByRole('option', { name: option }).click();
      },
      dialog,
    })),
    {
      route: 'invoices/InvoiceGroupPreview/:invoiceGroupId/invoice/:invoiceIds',
      path: `invoices/InvoiceGroupPreview/${invoiced.groupId}/invoice/${invoiced.invoiceId}`,
      as: 'staff',
      open: click('Send All'),
      dialog: 'Confirm: Send All',
    },
    // Dialogs of an uploaded file's review: the file goes through the real file input first.
    ...(
      [
        [(page: Page) => click('Edit lot 2')(page), /^Edit Item/],
        [(page: Page) => click('Delete lot 2')(page), 'Confirm: Delete Item'],
        [
          async (page: Page) => {
            await page.getByRole('checkbox', { name: 'Select lot 2' }).check();
            await click('Edit Selected')(page);
          },
          'Edit 1 Selected Item',
        ],
        [
          async (page: Page) => {
            await page.getByRole('checkbox', { name: 'Select lot 2' }).check();
            await click('Delete Selected')(page);
          },
          'Confirm: Delete Selected Items',
        ],
        [(page: Page) => helpInGrid(page, /^Uploaded items$/), 'Keyboard shortcuts: Uploaded items'],
      ] as const
    ).map(([open, dialog]): Visit => ({
      route: 'session/:type/:groupId/:catalogId/:step/:goToPage?',
      path: `${freshSession}/3`,
      as: 'staff',
      open: async (page) => {
        await uploadItems(page);
        await open(page);
      },
      dialog,
    })),
    ...(
      [
        [true, 'Edit lot 99999', 'Edit Realized Price'],
        [true, 'Delete lot 99999', 'Confirm: Delete Row'],
        [false, 'Publish', 'Publish Realized Prices'],
      ] as const
    ).map(([error, button, dialog]): Visit => ({
      route: 'pricesrealized/:catalogId',
      path: realized,
      as: 'staff',
      open: async (page) => {
        await uploadRealized(page, seed.sold.lotNumber, error);
        await click(button)(page);
      },
      dialog,
    })),
    {
      route: 'session/:type/:groupId/:catalogId/:step/:goToPage?',
      path: `${freshSession}/4`,
      as: 'staff',
      open: async (page) => {
        await uploadImage(page, '99999.1.jpg', 'error');
        await click('Delete items with errors')(page);
      },
      dialog: 'Confirm: Delete items with errors',
    },
    // Only a stored image asks before it is deleted: this one is stored on a lot of the upcoming
    // session (the last visit, so no other screen sees it).
    {
      route: 'session/:type/:groupId/:catalogId/:step/:goToPage?',
      path: `${unlocked}/4`,
      as: 'staff',
      open: async (page) => {
        const name = `${upcoming.lotNumber}.1.jpg`;
        await uploadImage(page, name, 'complete');
        await click(`Delete ${name}`)(page);
      },
      dialog: 'Confirm: Delete image',
    },
  ];
}

/** Waits until the screen has its heading and nothing loads any more (no request, no skeleton). */
async function ready(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor({ state: 'visible' });
  await quiet(page);
}

/**
 * Waits until nothing on the page loads (no busy region, no skeleton, e.g. a dialog's own query)
 * and every finite transition has ended. The bound is only there so a screen that never settles
 * says why (what still loads, by its markup); a busy machine waits as long as it takes up to it.
 */
async function quiet(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .locator('[aria-busy="true"]:visible, .mantine-Skeleton-root:visible')
          .evaluateAll((busy) => busy.map((element) => element.outerHTML.slice(0, 300))),
      { timeout: 60_000 },
    )
    .toEqual([]);
  await settled(page);
}

/** What axe runs: the WCAG tags, or named rules (best practices the tags leave out). */
type AxeRunOnly = { type: 'tag'; values: string[] } | { type: 'rule'; values: string[] };

async function runAxe(
  page: Page,
  label: string,
  runOnly: AxeRunOnly = { type: 'tag', values: TAGS },
  into: Finding[] = findings,
): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } })
      .axe;
    interface AxeResults {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    }
    const results = await axe.run(document, { runOnly: only });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map(
        (n) => `${JSON.stringify(n.target)} ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`,
      ),
    }));
  }, runOnly);
  for (const v of violations) {
    into.push({ visit: label, ...v });
    console.info(`axe: ${label}: ${v.id} (${v.impact}) ${v.targets.slice(0, 3).join(' ')}`);
  }
}

async function pageFor(as: Visit['as']): Promise<Page> {
  let context = contexts.get(as);
  if (!context) {
    context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    // Actions and waits for state, bounded generously for a busy 2-core machine.
    context.setDefaultTimeout(60_000);
    contexts.set(as, context);
    const page = await context.newPage();
    if (as !== 'signedOut')
      await signIn(page, stack.gatewayUrl, { house: 'demo', user: as, password: PASSWORD });
    return page;
  }
  return context.pages()[0]!;
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  // A token of the staff user, so the API tokens screen has one to revoke; it also makes the
  // uploads' own session.
  const token = await apiToken(stack, 'demo', 'staff');
  const graphql = graphqlClient(
    () => stack.gatewayUrl,
    () => token,
  );
  const fresh = await newSession(graphql, `A11y uploads ${Date.now().toString(36)}`, 'TIMED');
  mkdirSync(files, { recursive: true });
  visits = visitsFor(await readSeed(fresh));
});

afterAll(async () => {
  for (const context of contexts.values()) await context.close();
  await browser?.close();
  await stack?.close();
});

/**
 * Best practices axe leaves out of the WCAG tags, moderate impact, each of which staff met: a skipped
 * heading level (heading navigation loses its outline), a dialog that is a second banner landmark
 * beside the app's header, a table header cell without a name. Checked on every dialog and on the
 * screens that skipped a level.
 */
const BEST_PRACTICE_RULES = [
  'heading-order',
  'landmark-banner-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'empty-table-header',
];
const BEST_PRACTICE_SCREENS = ['settings/locations', 'reports/sessionResults'];

/**
 * Opens the visit's screen (and its dialog) and waits until it is ready: its page and label, or
 * null with a `not-ready` finding when it never settles (the other screens are still checked).
 */
async function show(visit: Visit, into: Finding[]): Promise<{ page: Page; label: string } | null> {
  const page = await pageFor(visit.as);
  const named = typeof visit.dialog === 'string' || visit.dialog instanceof RegExp ? visit.dialog : null;
  const label = `${visit.as} /ar/${visit.path}${named ? ` + dialog ${String(named)}` : ''}`;
  await page.goto(`${stack.gatewayUrl}/ar/${visit.path}`);
  try {
    await ready(page);
    if (visit.dialog && !visit.open) await page.getByRole('dialog').first().waitFor({ state: 'visible' });
    if (visit.open) await visit.open(page);
    if (named) await page.getByRole('dialog', { name: named }).waitFor({ state: 'visible' });
    if (visit.dialog) await quiet(page);
  } catch (error) {
    into.push({
      visit: label,
      id: 'not-ready',
      impact: 'n/a',
      help: String(error).slice(0, 500),
      targets: [],
    });
    return null;
  }
  return { page, label };
}

/** Fails with every finding: its screen, rule, impact and the elements it found. */
function expectNoFindings(found: Finding[]): void {
  const report = found.map(
    (f) => `${f.visit}\n  ${f.id} (${f.impact}): ${f.help}\n    ${f.targets.slice(0, 8).join('\n    ')}`,
  );
  const byRule = new Map<string, number>();
  for (const f of found) byRule.set(f.id, (byRule.get(f.id) ?? 0) + 1);
  console.info(`axe: ${found.length} violation(s) by rule`, Object.fromEntries(byRule));
  expect(report, report.join('\n')).toEqual([]);
}

describe('accessibility (WCAG 2.2 AA, axe-core)', () => {
  it('visits every route of the app', () => {
    const visited = new Set(visits.map((v) => v.route));
    const table = appRoutePatterns();
    expect(
      table.filter((route) => !visited.has(route)),
      'routes without a visit',
    ).toEqual([]);
    expect(
      [...visited].filter((route) => !table.includes(route)),
      'visits of no route',
    ).toEqual([]);
  });

  it('finds no violation on any screen or dialog', { timeout: 3_600_000 }, async () => {
    for (const visit of visits) {
      const shown = await show(visit, findings);
      if (shown) await runAxe(shown.page, shown.label);
    }
    expectNoFindings(findings);
  });

  it(
    'keeps heading levels, one banner and named table headers on the screens and dialogs (best practice)',
    { timeout: 3_600_000 },
    async () => {
      const found: Finding[] = [];
      for (const visit of visits.filter((v) => v.dialog || BEST_PRACTICE_SCREENS.includes(v.route))) {
        const shown = await show(visit, found);
        if (shown) await runAxe(shown.page, shown.label, { type: 'rule', values: BEST_PRACTICE_RULES }, found);
      }
      expectNoFindings(found);
    },
  );
});
