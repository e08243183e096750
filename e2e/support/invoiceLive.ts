import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Graphql } from './api.js';
import { screenshot } from './browser.js';

/**
 * The live invoice screens' journey (invoicing §2.2), shared by the one-gateway and the two-replica
 * browser tests: two people on one group, each on their own page (and, with replicas, their own
 * gateway). What one does shows on the other's screen without a reload, flagged with who did it; a
 * note being typed is never replaced under the user's cursor.
 */
export interface LiveParty {
  page: Page;
  /** The gateway this person's browser talks to. */
  baseUrl: string;
  /** GraphQL as this person, with their API token (their page's session sends only the app's documents). */
  graphql: Graphql;
}

/** Generous: the machine may be busy; the delay itself is measured in bench/invoice-live.ts. */
const LIVE_TIMEOUT = 20_000;

/** A built group and an unpaid invoice of it that can be marked paid by hand. */
export async function unpaidInvoice(graphql: Graphql): Promise<{ groupId: string; invoiceId: string }> {
  const { invoiceGroups } = await graphql<{
    invoiceGroups: { items: { id: string; invoicesCreated: boolean }[] };
  }>('{ invoiceGroups(page: 1) { items { id invoicesCreated } } }');
  for (const group of invoiceGroups.items.filter((g) => g.invoicesCreated)) {
    const { invoiceGroupEditor } = await graphql<{
      invoiceGroupEditor: { invoices: { items: { id: string; canMarkPaid: boolean; canEdit: boolean }[] } };
    }>(
      'query ($id: ID!) { invoiceGroupEditor(invoiceGroupId: $id) { invoices(page: 1, pageSize: 200) { items { id canMarkPaid canEdit } } } }',
      { id: group.id },
    );
    const invoice = invoiceGroupEditor.invoices.items.find((i) => i.canMarkPaid && i.canEdit);
    if (invoice) return { groupId: group.id, invoiceId: invoice.id };
  }
  throw new Error('The demo seed has no invoice that can be marked paid');
}

/** `staff` watches while `boss` marks an invoice paid, then saves a note while staff is typing one. */
export async function liveInvoiceJourney(staff: LiveParty, boss: LiveParty, label: string): Promise<void> {
  const { groupId, invoiceId } = await unpaidInvoice(staff.graphql);
  const path = `/ar/invoices/EditInvoices/${groupId}?id=${invoiceId}`;
  const cardOf = (page: Page) => page.getByRole('article', { name: new RegExp(`invoice ${invoiceId}$`) });
  await Promise.all([staff.page.goto(`${staff.baseUrl}${path}`), boss.page.goto(`${boss.baseUrl}${path}`)]);
  await Promise.all([cardOf(staff.page).waitFor(), cardOf(boss.page).waitFor()]);
  expect(await cardOf(staff.page).getByText('Paid', { exact: true }).count()).toBe(0);

  // The boss marks the invoice paid on their screen.
  const card = cardOf(boss.page);
  await card.getByRole('button', { name: 'Mark as Paid' }).click();
  const markPaid = boss.page.getByRole('dialog', { name: 'Mark as Paid' });
  await markPaid.locator('input').and(boss.page.getByLabel('Payment method')).click();
  await boss.page.getByRole('option', { name: 'Visa' }).click();
  await markPaid.getByRole('button', { name: 'Save' }).click();
  await markPaid.waitFor({ state: 'detached' });

  // Staff's screen shows Paid without a reload, and says who did it.
  await cardOf(staff.page).getByText('Paid', { exact: true }).first().waitFor({ timeout: LIVE_TIMEOUT });
  const flag = staff.page.getByTestId('live-update-flag');
  await flag.waitFor({ timeout: LIVE_TIMEOUT });
  expect(await flag.textContent()).toMatch(/^Updated by \S/);
  // The one who acted is not told about their own change.
  expect(await boss.page.getByTestId('live-update-flag').allTextContents()).toEqual([]);
  await screenshot(staff.page, `${label}-updated-by`);

  // Staff types a note; meanwhile the boss saves another one for the same invoice.
  await cardOf(staff.page)
    .getByRole('button', { name: /Internal Note/ })
    .click();
  const noteDialog = staff.page.getByRole('dialog', { name: 'Add or Edit internal Note' });
  const field = noteDialog.getByLabel('Internal note');
  await field.fill('Mine: hold for pick-up');
  await boss.graphql(
    'mutation ($input: SaveInvoiceNoteInput!) { saveInvoiceNote(input: $input) { invoices { id } } }',
    { input: { invoiceGroupId: groupId, invoiceIds: [invoiceId], note: 'Theirs: ship Monday' } },
  );
  const notice = noteDialog.getByText(/while you were editing — keep yours or take theirs/);
  await notice.waitFor({ timeout: LIVE_TIMEOUT });
  expect(await notice.textContent()).toMatch(/^Changed by \S.* while you were editing/);
  // The user's text is still theirs until they choose.
  expect(await field.inputValue()).toBe('Mine: hold for pick-up');
  await screenshot(staff.page, `${label}-note-conflict`);
  await noteDialog.getByRole('button', { name: 'Take theirs' }).click();
  await expect.poll(() => field.inputValue()).toBe('Theirs: ship Monday');
  expect(await notice.count()).toBe(0);
}
