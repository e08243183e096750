import type { ApolloClient } from '@apollo/client';
import { INVOICE_PAYMENT_MESSAGES } from '@ah/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  InvoicePreviewDocument,
  SentInvoicesDocument,
  type InvoicePreviewQuery,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { moneySuiteGroups } from '../../../test/invoicePaymentFixtures';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { currencySymbol, formatMoney } from '../../../ui/moneyFormat';

/**
 * The preview against the REAL stack: the sheets show the gateway's invoices in the route's order;
 * Prev/Next, View All/One and the jump box move through them; Send All sends and lands on the sent
 * page. Uses a group the other suites do not read.
 */

type Preview = NonNullable<InvoicePreviewQuery['invoicePreview']>;

let probe: ApolloClient;
let groupId: string;
let ids: string[];
let preview: Preview;

const sheets = () => screen.queryAllByRole('article');
const sheet = (invoiceId: string) => screen.getByRole('article', { name: `Invoice #${invoiceId}` });

beforeAll(async () => {
  probe = createTestClient('staff');
  const group = (await moneySuiteGroups(probe)).preview;
  groupId = group.id;
  // Unsent invoices first: the send is then their first.
  const rank = (status: string) => (status === 'NOT_SENT' ? 0 : 1);
  ids = [...group.invoices.items]
    .sort((a, b) => rank(a.invoiceStatus) - rank(b.invoiceStatus))
    .slice(0, 3)
    .map((i) => i.id);
  const { data } = await probe.query({
    query: toDocument(InvoicePreviewDocument),
    variables: { invoiceGroupId: groupId, invoiceIds: ids },
  });
  preview = data!.invoicePreview!;
});

const path = () => `/invoices/InvoiceGroupPreview/${groupId}/invoice/${ids.join(',')}`;

describe('Preview', () => {
  it('shows one invoice at a time, in the route order, with the gateway figures', async () => {
    renderApp(path());
    expect(await screen.findByRole('heading', { level: 1, name: 'Preview Invoices' })).toBeTruthy();
    await waitFor(() => expect(sheets()).toHaveLength(1));
    const first = preview.invoices[0]!;
    const page = within(sheet(first.id));
    expect(page.getByText(preview.house.name)).toBeTruthy();
    expect(page.getByText(`${first.billing.firstName} ${first.billing.lastName}`.trim())).toBeTruthy();
    const symbol = currencySymbol(first.currencyCode);
    const totalsList = page.getByLabelText(`Totals of invoice ${first.id}`);
    expect(within(totalsList).getByText('Total Due').nextElementSibling?.textContent).toBe(
      formatMoney(first.totalDue, symbol),
    );
    expect(within(totalsList).getByText('Invoice Total').nextElementSibling?.textContent).toBe(
      formatMoney(first.invoiceTotal, symbol),
    );
    const lines = page.getByRole('table', { name: `Lines of invoice ${first.id}` });
    expect(within(lines).getAllByRole('row')).toHaveLength(first.lines.length + 1);
    if (first.hasRestrictedItems)
      expect(page.getByText(INVOICE_PAYMENT_MESSAGES.restrictedItem)).toBeTruthy();
    for (const message of preview.messages)
      expect(page.getByRole('heading', { name: message.header })).toBeTruthy();
    expect(Boolean(page.queryByRole('link', { name: 'Pay with PayPal' }))).toBe(Boolean(first.paypalUrl));
    expect(Boolean(page.queryByText('Bank transfer (ACH) accepted'))).toBe(first.allowAchPayment);
  });

  it('moves with Prev / Next and switches between View One and View All', async () => {
    const { user, router } = renderApp(path());
    await waitFor(() => expect(sheets()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Prev' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sheet(ids[1]!)).toBeTruthy());
    expect(screen.getByText('Invoice 2 of 3')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('at')).toBe(ids[1]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sheet(ids[2]!)).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await waitFor(() => expect(sheet(ids[1]!)).toBeTruthy());

    await user.click(screen.getByRole('radio', { name: 'View All' }));
    await waitFor(() => expect(sheets()).toHaveLength(3));
    expect(sheets().map((a) => a.getAttribute('data-invoice-id'))).toEqual(ids);
    await user.click(screen.getByRole('radio', { name: 'View One' }));
    await waitFor(() => expect(sheets()).toHaveLength(1));
  });

  it("jumps to a shown invoice with Go, and says 'Invalid invoice #' otherwise", async () => {
    const { user } = renderApp(path());
    await waitFor(() => expect(sheets()).toHaveLength(1));
    const box = screen.getByRole('textbox', { name: 'Invoice number' });
    await user.type(box, '999999999');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Invalid invoice #')).toBeTruthy();
    expect(sheet(ids[0]!)).toBeTruthy();
    await user.clear(box);
    await user.type(box, `${ids[2]}{Enter}`);
    await waitFor(() => expect(sheet(ids[2]!)).toBeTruthy());
    expect(screen.queryByText('Invalid invoice #')).toBeNull();
  });

  it('sends all after the confirmation and lands on the sent page with the confirmations', async () => {
    const { user, router } = renderApp(path());
    await waitFor(() => expect(sheets()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Send All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm: Send All' });
    await user.click(within(dialog).getByRole('button', { name: 'Send All' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/invoices/SentInvoices/${groupId}/${ids.join(',')}`),
    );
    expect(await screen.findByText(INVOICE_PAYMENT_MESSAGES.invoicesSent)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Sent invoices' });
    expect(within(table).getAllByRole('row')).toHaveLength(ids.length + 1);
    const { data } = await probe.query({
      query: toDocument(SentInvoicesDocument),
      variables: { invoiceGroupId: groupId, invoiceIds: ids },
      fetchPolicy: 'network-only',
    });
    for (const confirmation of data!.sentInvoices!.confirmations) {
      expect(confirmation.sentDate).toBeTruthy();
      const row = within(table).getByRole('link', { name: confirmation.invoiceId }).closest('tr')!;
      expect(within(row).getByText(confirmation.memberName)).toBeTruthy();
      expect(within(row).getByText(confirmation.location)).toBeTruthy();
      expect(within(row).getByText(confirmation.invoiceStatusLabel)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Return to Invoice Group Details' }).getAttribute('href')).toBe(
      `/invoices/InvoiceGroupDetails/${groupId}`,
    );
  });
});
