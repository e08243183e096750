import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EditorInvoicesDocument,
  ExistingInvoicesTabDocument,
  InvoiceEditorDocument,
  type EditorInvoiceFieldsFragment,
} from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { createTestClient, renderApp } from '../../../../test/renderApp';
import { chargesLayout } from './chargeFields';

/**
 * The charges modal with the keyboard only (invoicing §2.2 Add/Edit Charges), against the REAL
 * stack: Tab into the amounts grid, arrows to a cell, Enter to edit, Escape to put it back, Enter
 * to keep it, Ctrl+Enter for Save & Next, "?" for the shortcuts. The saved amount is read back
 * through the gateway.
 */

vi.setConfig({ testTimeout: 120_000 });

let probe: ApolloClient;

beforeAll(() => {
  probe = createTestClient('staff');
});

async function readEditor(invoiceGroupId: string, invoiceIds: string[] | null) {
  const { data } = await probe.query({
    query: toDocument(InvoiceEditorDocument),
    variables: { invoiceGroupId, invoiceIds, page: 1, pageSize: 200 },
    fetchPolicy: 'network-only',
  });
  if (!data?.invoiceGroupEditor) throw new Error(`No editor for group ${invoiceGroupId}`);
  return data.invoiceGroupEditor;
}

/** The invoices with every line (the screen's cards carry their first lines only). */
async function readInvoices(invoiceGroupId: string, invoiceIds: string[] | null) {
  const { data } = await probe.query({
    query: toDocument(EditorInvoicesDocument),
    variables: { invoiceGroupId, invoiceIds, page: 1, pageSize: 200 },
    fetchPolicy: 'network-only',
  });
  return data?.invoiceGroupEditor?.invoices.items ?? [];
}

/** Two invoices whose S/H can be edited, from the end of a group (other suites use its start). */
async function twoEditableInvoices() {
  const groups = await probe.query({
    query: toDocument(ExistingInvoicesTabDocument),
    variables: { page: 1 },
  });
  for (const group of groups.data!.invoiceGroups!.items.filter((g) => g.invoicesCreated)) {
    const editor = await readEditor(group.id, null);
    const editable = (await readInvoices(group.id, null)).filter(
      (i: EditorInvoiceFieldsFragment) =>
        i.canEdit && i.chargeMode === 'REGULAR' && i.editableChargeFields.includes('SHIPPING'),
    );
    if (editable.length >= 2)
      return { groupId: group.id, perLot: editor.editorVariant === 'PER_LOT', invoices: editable.slice(-2) };
  }
  throw new Error('The demo seed has no group with two editable invoices');
}

/** The S/H amount the gateway holds for an invoice, where the modal's layout puts it. */
function shippingOf(invoice: EditorInvoiceFieldsFragment, perLot: boolean): string {
  const layout = chargesLayout(invoice, { perLot, showLiveFee: true });
  if (layout.kind === 'byInvoice') return invoice.invoiceCharges.shipping;
  return invoice.lines.find((l) => !l.hidden)!.amounts.shipping;
}

const active = () => document.activeElement as HTMLElement;

describe('the charges modal with the keyboard only', () => {
  it('edits an amount in the grid and saves it with Ctrl+Enter (Save & Next)', async () => {
    const { groupId, perLot, invoices } = await twoEditableInvoices();
    const [first, second] = invoices as [EditorInvoiceFieldsFragment, EditorInvoiceFieldsFragment];
    const { user, router } = renderApp(
      `/invoices/EditInvoices/${groupId}?id=${first.id},${second.id}&dialog=charges&scope=all&invoice=${first.id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: `Add/Edit Charges · Invoice #${first.id}` });
    const grid = await within(dialog).findByRole('grid', { name: new RegExp(`of invoice ${first.id}$`) });

    // The focus starts in the grid: its first amount cell.
    await waitFor(() => expect(active().matches('td[data-cell]')).toBe(true));
    expect(grid.contains(active())).toBe(true);

    // "?" lists the keys; Escape closes only the list and gives the focus back.
    const cell = active();
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts: Add/Edit Charges' });
    expect(within(help).getByRole('button', { name: 'Close keyboard shortcuts' })).toBeTruthy();
    expect(within(help).getByText('Save & Next (Save & Close on the last invoice)')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Keyboard shortcuts/ })).toBeNull());
    expect(screen.getByRole('dialog', { name: /Add\/Edit Charges/ })).toBeTruthy();
    await waitFor(() => expect(active()).toBe(cell));

    // Right to the S/H cell of the first row.
    for (let i = 0; i < 8 && active().dataset['column'] !== 'shipping'; i++)
      await user.keyboard('{ArrowRight}');
    expect(active().dataset['column']).toBe('shipping');
    expect(within(active()).getByRole('textbox').getAttribute('aria-label')).toMatch(/^S\/H, /);
    const shCell = active();
    const before = within(shCell).getByRole('textbox').getAttribute('value');

    // Enter edits; Escape puts the amount back and stays in the modal.
    await user.keyboard('{Enter}');
    expect(active().tagName).toBe('INPUT');
    await user.keyboard('999{Escape}');
    expect(active()).toBe(shCell);
    expect((within(shCell).getByRole('textbox') as HTMLInputElement).value).toBe(before);
    expect(screen.getByRole('dialog', { name: /Add\/Edit Charges/ })).toBeTruthy();

    // Enter, a new amount, Enter keeps it (two decimals).
    const amount = `${(Number(before) + 3.25).toFixed(2)}`;
    await user.keyboard(`{Enter}${amount}{Enter}`);
    expect(active()).toBe(shCell);
    expect((within(shCell).getByRole('textbox') as HTMLInputElement).value).toBe(amount);

    // Tab leaves the grid for the modal's buttons.
    await user.tab();
    expect(grid.contains(active())).toBe(false);
    expect(active().tagName).toBe('BUTTON');
    await user.tab({ shift: true });
    expect(active()).toBe(shCell);

    // Ctrl+Enter: Save & Next; the focus goes on in the next invoice's grid.
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('invoice')).toBe(second.id),
    );
    await screen.findByRole('grid', { name: new RegExp(`of invoice ${second.id}$`) });
    await waitFor(() => expect(active().matches('td[data-cell]')).toBe(true));

    const saved = (await readInvoices(groupId, [first.id]))[0]!;
    expect(shippingOf(saved, perLot)).toBe(amount);

    // On the last invoice Ctrl+Enter is Save & Close.
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
