import { INVOICE_PAYMENT_MESSAGES } from '@ah/schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SentInvoicesDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { moneySuiteGroups } from '../../../test/invoicePaymentFixtures';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { formatMoney } from '../../../ui/moneyFormat';

/**
 * The sent page opened directly (a reload, a shared link): the confirmations come from the gateway,
 * with the banner, the link back and the totals.
 */
describe('Sent Invoices', () => {
  it('shows the banner, the link back, the totals and one row per invoice', async () => {
    const probe = createTestClient('staff');
    const group = (await moneySuiteGroups(probe)).preview;
    const ids = group.invoices.items.slice(-2).map((i) => i.id);
    const { data } = await probe.query({
      query: toDocument(SentInvoicesDocument),
      variables: { invoiceGroupId: group.id, invoiceIds: ids },
    });
    const sent = data!.sentInvoices!;

    renderApp(`/invoices/SentInvoices/${group.id}/${ids.join(',')}`);
    const table = await screen.findByRole('table', { name: 'Sent invoices' });
    expect(screen.getByText(INVOICE_PAYMENT_MESSAGES.invoicesSent)).toBeTruthy();
    for (const link of screen.getAllByRole('link', { name: /Invoice Group Details/ }))
      expect(link.getAttribute('href')).toBe(`/invoices/InvoiceGroupDetails/${group.id}`);
    const totals = screen.getByRole('region', { name: 'Sent totals' });
    const figure = (label: string) =>
      within(totals).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Total Invoices')).toBe(String(sent.totals.invoiceCount));
    expect(figure('Total Items')).toBe(String(sent.totals.itemCount));
    expect(figure('Invoice Total')).toBe(formatMoney(sent.totals.invoiceTotal));
    expect(figure('Outstanding Balance')).toBe(formatMoney(sent.totals.outstandingBalance));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Invoice #', 'Name', 'Location', 'Outstanding Balance', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(ids);
    for (const [index, confirmation] of sent.confirmations.entries()) {
      const cells = within(rows[index]!).getAllByRole('cell');
      expect(cells[1]!.textContent).toContain(confirmation.memberName);
      expect(cells[2]!.textContent).toBe(confirmation.location);
      expect(cells[4]!.textContent).toBe(confirmation.invoiceStatusLabel);
    }
  });
});
