import type { ApolloClient } from '@apollo/client';
import { addDaysIso, INVOICE_PAYMENT_MESSAGES } from '@ah/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AutoChargeSetupDocument, type AutoChargeSetupQuery } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { dayLabel, findDay } from '../../../test/datePicking';
import { moneySuiteGroups } from '../../../test/invoicePaymentFixtures';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { formatShortDate } from '../../../ui/formatters';
import { formatMoney } from '../../../ui/moneyFormat';
import { AUTO_CHARGE_SOURCE_KEY } from '../../invoices';

/**
 * Auto-charge setup against the REAL stack (the demo house has processor p and auto-charge on): the
 * eligible invoices with the gateway's figures, setting a date for the selected ones (then the
 * preview) and removing it (then group details), in a group the other suites leave alone.
 */

type Setup = NonNullable<AutoChargeSetupQuery['autoChargeSetup']>;

let probe: ApolloClient;
let groupId: string;
let ids: string[];

async function readSetup(): Promise<Setup> {
  const { data } = await probe.query({
    query: toDocument(AutoChargeSetupDocument),
    variables: { invoiceGroupId: groupId, invoiceIds: ids, page: 1, pageSize: 200 },
    fetchPolicy: 'network-only',
  });
  if (!data?.autoChargeSetup) throw new Error('No auto-charge setup');
  return data.autoChargeSetup;
}

const path = () => `/invoices/InvoiceAutoCharge/${groupId}/invoice/${ids.join(',')}`;
const table = () => screen.getByRole('table', { name: 'Eligible invoices' });
const row = (invoiceId: string) =>
  within(table())
    .getByRole('checkbox', { name: `Select invoice ${invoiceId}` })
    .closest('tr')!;

beforeAll(async () => {
  probe = createTestClient('staff');
  const group = (await moneySuiteGroups(probe)).autoCharge;
  groupId = group.id;
  ids = group.invoices.items.map((i) => i.id);
  const setup = await readSetup();
  if (!setup.available) throw new Error('The demo house should have auto-charge (processor p)');
  if (setup.eligibleInvoiceIds.length < 2)
    throw new Error('The demo seed has no group with two invoices eligible for auto-charge');
});

beforeEach(() => window.sessionStorage.clear());

describe('Auto-charge setup', () => {
  it('lists the eligible invoices with the gateway figures, and continues with no changes to the preview', async () => {
    const setup = await readSetup();
    window.sessionStorage.setItem(AUTO_CHARGE_SOURCE_KEY, 'edit');
    const { user, router } = renderApp(path());
    expect(
      await screen.findByRole('heading', { level: 1, name: "Automatically charge buyers' credit cards" }),
    ).toBeTruthy();
    await screen.findByRole('table', { name: 'Eligible invoices' });
    expect(screen.getByRole('link', { name: 'Back to Edit Invoices' }).getAttribute('href')).toBe(
      `/invoices/EditInvoices/${groupId}`,
    );
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual(['Invoice #', 'Name', 'Invoice Total', 'Eligible Amt.', 'Auto-Charge Date']);
    const items = setup.eligibleInvoices.items;
    expect(within(table()).getAllByRole('row')).toHaveLength(Math.min(50, items.length) + 1);
    for (const invoice of items.slice(0, 10)) {
      const r = within(row(invoice.id));
      expect(r.getByText(invoice.channel)).toBeTruthy();
      const cells = within(row(invoice.id))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells.slice(3, 5)).toEqual([
        formatMoney(invoice.invoiceTotal, invoice.currencySymbol),
        formatMoney(invoice.eligibleAmount, invoice.currencySymbol),
      ]);
      if (invoice.autoChargeDate) {
        const shown = formatShortDate(invoice.autoChargeDate);
        if (invoice.autoChargeDateValid) expect(r.getByText(shown)).toBeTruthy();
        else
          expect(
            r.getByLabelText(`${shown}: ${INVOICE_PAYMENT_MESSAGES.autoChargeDateInvalid}`),
          ).toBeTruthy();
      }
    }
    await user.click(screen.getByRole('button', { name: 'Continue With No Changes' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/invoices/InvoiceGroupPreview/${groupId}/invoice/${ids.join(',')}`,
      ),
    );
  });

  it("sets a date for the selected invoices: 'Select a new date to continue', the confirmation, then the preview", async () => {
    const setup = await readSetup();
    const [target] = setup.eligibleInvoiceIds;
    const { user, router } = renderApp(path());
    await screen.findByRole('table', { name: 'Eligible invoices' });
    expect(screen.getByRole('link', { name: 'Back to Invoice Group Details' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Set Auto-Charge date for SELECTED' }).hasAttribute('disabled'),
    ).toBe(true);
    await user.click(within(row(target!)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Set Auto-Charge date for SELECTED' }));
    const save = screen.getByRole('button', { name: 'Save & Continue' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(INVOICE_PAYMENT_MESSAGES.selectNewDate)).toBeTruthy();

    // The picker allows today + 2 to today + 7 (house time zone): the last day is the gateway's maxDate.
    expect(screen.getByText(/For the selected 1 invoice, from/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /New auto-charge date/ }));
    const last = await findDay(user, setup.maxDate);
    const dayAfter = screen.queryByRole('button', { name: dayLabel(addDaysIso(setup.maxDate, 1)) });
    if (dayAfter)
      expect(dayAfter.hasAttribute('disabled') || dayAfter.hasAttribute('data-disabled')).toBe(true);
    await user.click(last);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save & Continue' }).hasAttribute('disabled')).toBe(false),
    );
    expect(within(row(target!)).getByText(formatShortDate(setup.maxDate))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm: Set Auto-Charge Date' });
    expect(within(dialog).getByText(new RegExp(formatShortDate(setup.maxDate)))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Set date' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/invoices/InvoiceGroupPreview/${groupId}/invoice/${ids.join(',')}`,
      ),
    );
    const after = await readSetup();
    expect(after.eligibleInvoices.items.find((i) => i.id === target)?.autoChargeDate).toBe(setup.maxDate);
  });

  it('removes the date of the selected invoices after the confirmation, then goes to group details', async () => {
    const setup = await readSetup();
    const dated = setup.eligibleInvoices.items.find((i) => i.autoChargeDate);
    if (!dated) throw new Error('No eligible invoice has an auto-charge date to remove');
    const { user, router } = renderApp(path());
    await screen.findByRole('table', { name: 'Eligible invoices' });
    await user.click(within(row(dated.id)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Remove Auto-Charge date for SELECTED' }));
    expect(within(row(dated.id)).getByText('removed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm: Remove Auto-Charge Date' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove date' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/invoices/InvoiceGroupDetails/${groupId}`),
    );
    const after = await readSetup();
    expect(after.eligibleInvoices.items.find((i) => i.id === dated.id)?.autoChargeDate ?? null).toBeNull();
  });
});
