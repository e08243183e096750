import { INVOICE_EDITING_MESSAGES } from '@ah/schema';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InvoiceCardActions, type InvoiceCardActionsInvoice } from './InvoiceCardActions';

const open: InvoiceCardActionsInvoice = {
  id: '211',
  hasNote: false,
  deliveryMode: 'SHIPPING',
  isShipped: false,
  canEdit: true,
  canMarkPaid: true,
  canMarkNotPaid: false,
  canToggleDeliveryMode: true,
};

function show(invoice: InvoiceCardActionsInvoice) {
  const on = {
    onEditCharges: vi.fn(),
    onContact: vi.fn(),
    onNote: vi.fn(),
    onMarkPaid: vi.fn(),
    onMarkInvoiceNotPaid: vi.fn(),
    onShipped: vi.fn(),
    onToggleDeliveryMode: vi.fn(),
  };
  render(
    <MantineProvider env="test">
      <InvoiceCardActions invoice={invoice} chargesDisabled={false} {...on} />
    </MantineProvider>,
  );
  return { on, actions: screen.getByRole('group', { name: `Actions for invoice ${invoice.id}` }) };
}

describe('the invoice card actions (invoicing §2.2, §4)', () => {
  it('offers Edit/Add Charges on an invoice that can be edited', async () => {
    const { on, actions } = show(open);
    await userEvent.setup().click(within(actions).getByRole('button', { name: 'Edit/Add Charges' }));
    expect(on.onEditCharges).toHaveBeenCalledWith('211');
  });

  it('disables Edit/Add Charges on a pending invoice, with the reason as its tooltip', async () => {
    const user = userEvent.setup();
    const { on, actions } = show({ ...open, canEdit: false, canMarkPaid: false });
    const edit = within(actions).getByRole('button', { name: 'Edit/Add Charges' });
    expect(edit.getAttribute('aria-disabled')).toBe('true');
    await user.click(edit);
    expect(on.onEditCharges).not.toHaveBeenCalled();
    await user.hover(edit);
    expect((await screen.findByRole('tooltip')).textContent).toBe(INVOICE_EDITING_MESSAGES.pendingInvoice);
  });

  it('names the note action for screen readers', () => {
    const { actions } = show(open);
    // getByRole skips elements inside aria-hidden wrappers: the button must be reachable and named.
    const note = within(actions).getByRole('button', { name: 'Add Internal Note' });
    expect(note.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('says Mark as Not Shipped once the invoice is shipped (Not Picked Up for pickup)', () => {
    const { actions } = show({ ...open, isShipped: true });
    expect(within(actions).getByRole('button', { name: 'Mark as Not Shipped' })).toBeTruthy();
    expect(within(actions).queryByRole('button', { name: 'Mark as Shipped' })).toBeNull();
  });

  it.each([
    [false, false, 'Mark as Shipped'],
    [false, true, 'Mark as Not Shipped'],
    [true, false, 'Mark as Picked Up'],
    [true, true, 'Mark as Not Picked Up'],
  ])('pickup %s, shipped %s: %s', (pickup, shipped, label) => {
    const { actions } = show({ ...open, deliveryMode: pickup ? 'PICKUP' : 'SHIPPING', isShipped: shipped });
    expect(within(actions).getByRole('button', { name: label })).toBeTruthy();
  });
});
