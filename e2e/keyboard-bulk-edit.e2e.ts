import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Stack } from '@ah/gateway/testing';
import { newSession as newSaleSession, type Graphql } from './support/api.js';
import { artifactsDir, launchBrowser, settled } from './support/browser.js';
import { startStack } from './support/stack.js';

/**
 * Keyboard-first bulk work in Chromium, with page.keyboard only (no mouse, no element clicks):
 * the lot review table (sales §2 Lot review step) and the charges modal (invoicing §2.2) are
 * grids: Tab in, arrows to a cell, Enter to edit and keep, Ctrl+Enter for Save & Next, "?" for
 * the shortcuts. Each modal is opened by key from its control, Tab stays inside it, and when it
 * closes the focus is back on that control (WCAG 2.4.3). The saved values are read back through
 * GraphQL with an API token.
 */

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let bearer: string;

const files = join(tmpdir(), `keyboard-e2e-${process.pid}`);

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  bearer = await stack.createToken(await stack.login('demo', 'staff', 'demo-password'), 'keyboard e2e');
  // The browser's own session: signed in without the login form (the journeys are what is tested).
  const [name = '', value = ''] = (await stack.login('demo', 'staff', 'demo-password')).split('=');
  context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addCookies([{ name, value, url: stack.gatewayUrl }]);
  page = await context.newPage();
  mkdirSync(files, { recursive: true });
  mkdirSync(artifactsDir, { recursive: true });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

/** GraphQL with the API token (set-up and checks, not what the browser does). */
const graphql: Graphql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
  const res = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
};

/** What has the focus: its label (aria-label, else its text), tag, grid column, group and dialog. */
function focused() {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      label: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
      tag: el?.tagName ?? '',
      cell: el?.hasAttribute('data-cell') ?? false,
      column: el?.closest('td')?.getAttribute('data-column') ?? null,
      editorLabel: el?.querySelector('input')?.getAttribute('aria-label') ?? null,
      value: el instanceof HTMLInputElement ? el.value : (el?.querySelector('input')?.value ?? null),
      group: el?.closest('[role="group"]')?.getAttribute('aria-label') ?? null,
      dialog: el?.closest('[role="dialog"]')?.getAttribute('aria-labelledby') ?? null,
    };
  });
}

/** Tab until the focus is where `reached` says (a person tabbing through the page). */
async function tabTo(
  reached: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  most = 60,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
) {
  for (let i = 0; i < most; i++) {
    if (reached(await focused())) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tabbing never reached the control; it ended on ${JSON.stringify(await focused())}`);
}

async function shoot(name: string) {
  await settled(page);
  await page.screenshot({ path: `${artifactsDir}keyboard-${name}.png` });
}

describe('keyboard-first bulk work in Chromium', () => {
  it('fixes the lot review table with the keyboard and continues; the lots are saved', async () => {
    const sale = await newSaleSession(graphql, `E2E Keys ${Date.now().toString(36)}`, 'TIMED');
    const csv = join(files, 'keyboard_items.csv');
    writeFileSync(
      csv,
      [
        'Lot Number,Title,Description,Low Estimate,High Estimate,Starting Bid,Reserve',
        '1,Blue vase,A blue and white vase,100,200,50,',
        '2,,A chair without a title,100,200,50,',
      ].join('\n'),
    );
    await page.goto(`${stack.gatewayUrl}/ar/session/timed/${sale.groupId}/${sale.catalogId}/3`);
    await page.getByRole('heading', { name: 'Step 3: Upload Items' }).waitFor();

    // The dropzone's "Choose file" button opens the file picker (no drag needed). The picker is
    // watched for before the first key: Playwright intercepts pickers only once a listener is on,
    // and switching that on can reach Chromium after a key pressed at once (seen on a busy machine).
    const picked = page.waitForEvent('filechooser');
    await tabTo((f) => f.tag === 'BUTTON' && f.label === 'Choose file');
    await page.keyboard.press('Enter');
    const chooser = await picked;
    await chooser.setFiles(csv);
    await page.getByRole('grid', { name: 'Uploaded items' }).waitFor({ timeout: 60_000 });

    // Tab into the grid: one tab stop, the first row's checkbox.
    await tabTo((f) => f.cell);
    expect((await focused()).label).toBe('Select lot 1');
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts: Uploaded items' }).waitFor();
    await shoot('review-help');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused()).label).toBe('Select lot 1');

    // Lot 2's empty title: Enter, type, Enter.
    await page.keyboard.press('ArrowDown');
    for (const _ of [1, 2, 3, 4]) await page.keyboard.press('ArrowRight');
    expect((await focused()).column).toBe('title');
    await shoot('review-focused-cell');
    await page.keyboard.press('Enter');
    expect((await focused()).label).toBe('Title, lot 2');
    await page.keyboard.type('Keyboard chair');
    await page.keyboard.press('Enter');
    expect(await focused()).toMatchObject({ tag: 'TD', column: 'title' });

    // Lot 1's low estimate, then Ctrl+Enter: kept, and lot 2's low estimate opens for editing.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect((await focused()).column).toBe('lowEstimate');
    await page.keyboard.press('Enter');
    await page.keyboard.type('120');
    await page.keyboard.press('Control+Enter');
    await expect.poll(async () => (await focused()).label).toBe('Low Estimate, lot 2');
    await shoot('review-save-and-next');
    await page.keyboard.type('130');
    await page.keyboard.press('Enter');
    await page.getByText('Every item is ready. Continue to upload images.').waitFor();

    // The row's Edit button is a cell of the grid: Enter opens the edit modal, Tab stays in it, and
    // Escape gives the focus back to the button.
    for (let i = 0; i < 12 && (await focused()).label !== 'Edit lot 2'; i++)
      await page.keyboard.press('ArrowRight');
    expect((await focused()).label).toBe('Edit lot 2');
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: /^Edit Item/ });
    await edit.waitFor();
    await expect.poll(async () => (await focused()).dialog).not.toBeNull();
    const editDialog = (await focused()).dialog;
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect((await focused()).dialog, 'Tab left the edit modal').toBe(editDialog);
    }
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused()).label).toBe('Edit lot 2');

    // Tab out of the grid to Continue.
    await tabTo((f) => f.tag === 'BUTTON' && f.label === 'Continue');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/${sale.catalogId}/4$`));

    const saved = await graphql<{
      catalogItems: { lots: { lotNumber: string; title: string; lowEstimate: string }[] };
    }>('query ($c: ID!) { catalogItems(catalogId: $c) { lots { lotNumber title lowEstimate } } }', {
      c: sale.catalogId,
    });
    expect(saved.catalogItems.lots.map((l) => [l.lotNumber, l.title, l.lowEstimate])).toEqual([
      ['1', 'Blue vase', '120'],
      ['2', 'Keyboard chair', '130'],
    ]);
  });

  it('edits an amount in the charges modal with the keyboard and saves it with Ctrl+Enter', async () => {
    type Invoice = { id: string; canEdit: boolean; chargeMode: string; editableChargeFields: string[] };
    const { invoiceGroups } = await graphql<{
      invoiceGroups: { items: { id: string; invoicesCreated: boolean }[] };
    }>('{ invoiceGroups(page: 1) { items { id invoicesCreated } } }');
    let target: { groupId: string; invoiceId: string } | null = null;
    for (const group of invoiceGroups.items.filter((g) => g.invoicesCreated)) {
      const { invoiceGroupEditor } = await graphql<{
        invoiceGroupEditor: { invoices: { items: Invoice[] } };
      }>(
        'query ($g: ID!) { invoiceGroupEditor(invoiceGroupId: $g) { invoices(page: 1, pageSize: 50) { items { id canEdit chargeMode editableChargeFields } } } }',
        { g: group.id },
      );
      const invoice = invoiceGroupEditor.invoices.items.findLast(
        (i) => i.canEdit && i.chargeMode === 'REGULAR' && i.editableChargeFields.includes('SHIPPING'),
      );
      if (invoice) {
        target = { groupId: group.id, invoiceId: invoice.id };
        break;
      }
    }
    if (!target) throw new Error('The demo seed has no invoice whose S/H can be edited');
    const { groupId, invoiceId } = target;

    // The editor with that invoice; its Edit/Add Charges button is reached by Tab and pressed by key.
    await page.goto(`${stack.gatewayUrl}/ar/invoices/EditInvoices/${groupId}?id=${invoiceId}`);
    const actions = `Actions for invoice ${invoiceId}`;
    await page.getByRole('group', { name: actions }).waitFor();
    const isOpener = (f: Awaited<ReturnType<typeof focused>>) =>
      f.tag === 'BUTTON' && f.label === 'Edit/Add Charges' && f.group === actions;
    await tabTo(isOpener, 150);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Add/Edit Charges · Invoice #${invoiceId}` });
    const grid = dialog.getByRole('grid', { name: new RegExp(`of invoice ${invoiceId}$`) });
    await grid.waitFor();
    const byLot = ((await grid.getAttribute('aria-label')) ?? '').startsWith('Charges by lot');
    // The focus starts on the first amount.
    await expect.poll(async () => (await focused()).cell).toBe(true);
    const start = await focused();

    // "?" opens the shortcuts over the modal; Escape closes only them, the focus back on the cell.
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts: Add/Edit Charges' }).waitFor();
    await shoot('charges-help');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: /Keyboard shortcuts/ }).waitFor({ state: 'detached' });
    expect(await dialog.count()).toBe(1);
    await expect.poll(focused).toEqual(start);

    // Tab goes from the grid through the modal's controls to Save & Close and never leaves the
    // modal; Shift+Tab comes back to the grid's cell.
    const chargesDialog = start.dialog;
    expect(chargesDialog).not.toBeNull();
    for (let i = 0; i < 40 && (await focused()).label !== 'Save & Close'; i++) {
      await page.keyboard.press('Tab');
      expect((await focused()).dialog, 'Tab left the charges modal').toBe(chargesDialog);
    }
    expect((await focused()).label).toBe('Save & Close');
    await tabTo((f) => f.cell, 40, 'Shift+Tab');
    expect((await focused()).dialog).toBe(chargesDialog);

    for (let i = 0; i < 8 && (await focused()).column !== 'shipping'; i++)
      await page.keyboard.press('ArrowRight');
    const cell = await focused();
    expect(cell).toMatchObject({ tag: 'TD', column: 'shipping' });
    expect(cell.editorLabel).toMatch(/^S\/H, /);
    await shoot('charges-focused-cell');
    const amount = (Number(cell.value ?? '0') + 4.75).toFixed(2);
    await page.keyboard.press('Enter');
    expect((await focused()).tag).toBe('INPUT');
    await page.keyboard.type(amount);
    await page.keyboard.press('Enter');
    expect(await focused()).toMatchObject({ tag: 'TD', value: amount });
    // One invoice: Ctrl+Enter is Save & Close, and the focus is back on the button that opened it.
    await page.keyboard.press('Control+Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => isOpener(await focused())).toBe(true);

    const { invoiceGroupEditor } = await graphql<{
      invoiceGroupEditor: {
        invoices: {
          items: {
            invoiceCharges: { shipping: string };
            lines: { hidden: boolean; amounts: { shipping: string } }[];
          }[];
        };
      };
    }>(
      'query ($g: ID!, $ids: [ID!]) { invoiceGroupEditor(invoiceGroupId: $g, invoiceIds: $ids) { invoices(page: 1, pageSize: 1) { items { invoiceCharges { shipping } lines { hidden amounts { shipping } } } } } }',
      { g: groupId, ids: [invoiceId] },
    );
    const saved = invoiceGroupEditor.invoices.items[0]!;
    expect(byLot ? saved.lines.find((l) => !l.hidden)?.amounts.shipping : saved.invoiceCharges.shipping).toBe(
      amount,
    );
  });
});
