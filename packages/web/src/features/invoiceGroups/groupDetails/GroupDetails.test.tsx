import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ExistingInvoicesTabDocument,
  InvoiceGroupDetailsDocument,
  ViewerDocument,
  type InvoiceGroupDetailsQuery,
  type InvoicePaidFilter,
  type ViewerQuery,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { failFieldOfItems, partialAnswerFetch } from '../../../test/partialAnswer';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { formatMoney } from '../../../ui/moneyFormat';
import { AUTO_CHARGE_SOURCE_KEY, previewAndSendTarget } from '../../invoices';
import { NEXT_STEPS_LOAD_FAILED } from '../../unpaidItems';

/**
 * Invoice group details against the REAL stack; expectations from the same gateway, so the table
 * shows exactly the gateway's statuses and amounts.
 */

type Details = NonNullable<InvoiceGroupDetailsQuery['invoiceGroupDetails']>;

let probe: ApolloClient;
let groupId: string;
let details: Details;
let viewer: NonNullable<ViewerQuery['viewer']>;

async function readDetails(filter: InvoicePaidFilter = 'ALL', search: string | null = null, pageSize = 50) {
  const { data } = await probe.query({
    query: toDocument(InvoiceGroupDetailsDocument),
    variables: { invoiceGroupId: groupId, filter, search, page: 1, pageSize },
    fetchPolicy: 'network-only',
  });
  if (!data?.invoiceGroupDetails) throw new Error(`No details for group ${groupId}`);
  return data.invoiceGroupDetails;
}

function row(invoiceId: string): HTMLElement {
  const box = screen.getByRole('checkbox', { name: `Select invoice ${invoiceId}` });
  return box.closest('tr')!;
}

/** The spec's texts have two spaces after a full stop: compare the page text as it is. */
async function expectPageText(text: string) {
  await waitFor(() => expect(document.body.textContent).toContain(text));
}

const table = () => screen.getByRole('table', { name: 'Invoices' });

beforeAll(async () => {
  probe = createTestClient('staff');
  viewer = (await probe.query({ query: toDocument(ViewerDocument) })).data!.viewer!;
  const groups = await probe.query({
    query: toDocument(ExistingInvoicesTabDocument),
    variables: { page: 1 },
  });
  // The group with the most invoices on the first page of Existing Invoices.
  let best: Details | null = null;
  for (const group of groups.data!.invoiceGroups!.items.filter((g) => g.invoicesCreated)) {
    groupId = group.id;
    const candidate = await readDetails();
    if (!best || candidate.invoices.pageInfo.totalCount > best.invoices.pageInfo.totalCount) best = candidate;
  }
  if (!best) throw new Error('The demo seed has no built invoice group');
  details = best;
  groupId = best.id;
});

describe('Invoice Group Details', () => {
  it('shows sessions, totals and the first page with the gateway statuses and amounts', async () => {
    renderApp(`/invoices/InvoiceGroupDetails/${groupId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice Group Details' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Invoices' });
    const totals = screen.getByRole('region', { name: 'Group totals' });
    expect(within(totals).getByText(String(details.totals.invoiceCount))).toBeTruthy();
    expect(within(totals).getByText(formatMoney(details.totals.invoiceTotal))).toBeTruthy();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual([
      'Invoice #',
      ...(details.hasPaddleNumbers ? ['Paddle'] : []),
      'Name',
      'Invoice Total',
      'Balance',
      'Invoice Status',
      'Ship/Pickup Status',
      'Batch Charge',
      'Actions',
    ]);
    expect(within(table()).getAllByRole('row')).toHaveLength(details.invoices.items.length + 1);
    for (const invoice of details.invoices.items.slice(0, 10)) {
      const r = within(row(invoice.id));
      expect(r.getByText(invoice.invoiceStatusLabel)).toBeTruthy();
      expect(r.getByText(invoice.shipStatusLabel)).toBeTruthy();
      expect(r.getAllByText(formatMoney(invoice.outstandingBalance)).length).toBeGreaterThan(0);
      expect(r.getByRole('link', { name: invoice.id }).getAttribute('href')).toBe(
        `/invoices/InvoiceGroupPreview/${groupId}/invoice/${invoice.id}`,
      );
      expect(r.getByRole('link', { name: 'Edit Invoice' }).getAttribute('href')).toBe(
        `/invoices/EditInvoices/${groupId}?id=${invoice.id}`,
      );
      if (invoice.batchChargeEligible) expect(r.getByText('Ready to charge')).toBeTruthy();
      else
        expect(
          r.getByLabelText(`Not eligible for batch charging: ${invoice.batchChargeStatusLabel}`),
        ).toBeTruthy();
    }
  });

  it('shows the unpaid-items "What happens next" line of each sent invoice, read with the page', async () => {
    const rows = details.invoices.items.slice(0, 20);
    expect(rows.some((invoice) => invoice.unpaidItems)).toBe(true);
    renderApp(`/invoices/InvoiceGroupDetails/${groupId}`);
    await screen.findByRole('table', { name: 'Invoices' });
    for (const invoice of rows)
      expect(within(row(invoice.id)).queryAllByText('What happens next:')).toHaveLength(
        invoice.unpaidItems ? 1 : 0,
      );
  });

  it('still shows the table when the "What happens next" lines fail, and says so once', async () => {
    // The gateway's partial answer when the unpaid-items service fails (each sent invoice's line
    // null with its error, the rest answered), made at the network edge from the real response.
    let failedLines = 0;
    const partial = partialAnswerFetch<InvoiceGroupDetailsQuery>('InvoiceGroupDetails', (data) => {
      const errors = failFieldOfItems(
        data.invoiceGroupDetails?.invoices.items ?? [],
        'unpaidItems',
        ['invoiceGroupDetails', 'invoices', 'items'],
        'The unpaid-items service is unavailable.',
      );
      failedLines = errors.length;
      return errors;
    });
    renderApp(`/invoices/InvoiceGroupDetails/${groupId}`, {
      client: createTestClient('staff', { fetch: partial }),
    });
    await screen.findByRole('table', { name: 'Invoices' });
    expect(failedLines).toBeGreaterThan(0);
    await expectPageText(NEXT_STEPS_LOAD_FAILED);
    const first = details.invoices.items[0]!;
    expect(row(first.id).textContent).toContain(formatMoney(first.invoiceTotal));
    expect(screen.queryAllByText('What happens next:')).toHaveLength(0);
    expect(screen.queryByText(LOAD_FAILED_MESSAGE)).toBeNull();
  });

  it('filters PAID and UNPAID with the gateway statuses', async () => {
    const paid = await readDetails('PAID');
    const unpaid = await readDetails('UNPAID');
    expect(paid.invoices.pageInfo.totalCount + unpaid.invoices.pageInfo.totalCount).toBe(
      details.invoices.pageInfo.totalCount,
    );
    const { user, router } = renderApp(`/invoices/InvoiceGroupDetails/${groupId}`);
    await screen.findByRole('table', { name: 'Invoices' });
    await user.click(screen.getByRole('radio', { name: 'PAID' }));
    expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('paid');
    if (paid.invoices.items.length > 0) {
      await waitFor(() =>
        expect(within(table()).getAllByRole('row')).toHaveLength(paid.invoices.items.length + 1),
      );
      for (const invoice of paid.invoices.items)
        expect(within(row(invoice.id)).getByText('Paid')).toBeTruthy();
    }
    await user.click(screen.getByRole('radio', { name: 'UNPAID' }));
    await waitFor(() =>
      expect(within(table()).getAllByRole('row')).toHaveLength(unpaid.invoices.items.length + 1),
    );
    expect(within(table()).queryByText('Paid', { exact: true })).toBeNull();
  });

  it("searches by invoice number, and says 'There are no results.  Please enter a different search and try again.'", async () => {
    const target = details.invoices.items[0]!;
    const { user } = renderApp(`/invoices/InvoiceGroupDetails/${groupId}`);
    const search = await screen.findByRole('textbox', { name: 'Search by name or invoice number' });
    await user.type(search, `${target.id}{Enter}`);
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(row(target.id)).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'zz-nobody-by-this-name{Enter}');
    await expectPageText('There are no results.  Please enter a different search and try again.');
  });

  it('pages at 50 and offers 100 and 200', async () => {
    const { user, router } = renderApp(`/invoices/InvoiceGroupDetails/${groupId}`);
    await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table()).getAllByRole('row').length - 1).toBe(
      Math.min(50, details.invoices.pageInfo.totalCount),
    );
    await user.click(screen.getByLabelText('Invoices per page', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: '100' }));
    expect(new URLSearchParams(router.state.location.search).get('size')).toBe('100');
    await waitFor(() =>
      expect(within(table()).getAllByRole('row').length - 1).toBe(
        Math.min(100, details.invoices.pageInfo.totalCount),
      ),
    );
  });

  it('offers bulk contact and bulk note only with a selection; Preview and Send Selected is disabled without one', async () => {
    window.sessionStorage.clear();
    const { user, router } = renderApp(`/invoices/InvoiceGroupDetails/${groupId}`);
    await screen.findByRole('table', { name: 'Invoices' });
    const previewButton = screen.getByRole('button', { name: 'Preview and Send Selected' });
    expect(previewButton.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Bulk Contact' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bulk Add Note' })).toBeNull();
    expect(Boolean(screen.queryByRole('button', { name: 'Manage AutoCharge' }))).toBe(
      details.autoChargeEnabled,
    );

    const [a, b] = details.invoices.items;
    await user.click(within(row(a!.id)).getByRole('checkbox'));
    await user.click(within(row(b!.id)).getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Bulk Contact' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Bulk Add Note' }));
    const note = await screen.findByRole('dialog', { name: 'Add or Edit internal Note' });
    expect(within(note).getByText('2 invoices')).toBeTruthy();
    expect(within(note).getByRole('button', { name: 'Save Note' }).hasAttribute('disabled')).toBe(true);
    await user.type(within(note).getByRole('textbox', { name: /Internal note/ }), 'Combined shipment');
    await user.click(within(note).getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const after = await readDetails();
    for (const id of [a!.id, b!.id])
      expect(after.invoices.items.find((i) => i.id === id)?.note).toBe('Combined shipment');

    await user.click(screen.getByRole('button', { name: 'Preview and Send Selected' }));
    const expected = previewAndSendTarget({
      groupId,
      invoiceIds: [a!.id, b!.id],
      autoChargeEnabled: viewer.house.settings.autoChargeEnabled,
      processorType: viewer.house.paymentProcessorType,
      source: 'group',
    })!;
    await waitFor(() => expect(router.state.location.pathname).toBe(expected.path));
    expect(window.sessionStorage.getItem(AUTO_CHARGE_SOURCE_KEY)).toBe(expected.session.autoChargeSource);
  });

  it('shows the restricted notice when an invoice has restricted items', async () => {
    renderApp(`/invoices/InvoiceGroupDetails/${groupId}`);
    await screen.findByRole('table', { name: 'Invoices' });
    expect(Boolean(screen.queryByText(/cannot be paid for online/))).toBe(details.hasRestrictedItems);
  });

  it('shows the load error text when the gateway cannot answer', async () => {
    const failing: typeof fetch = async (input, init) =>
      typeof init?.body === 'string' && init.body.includes('"operationName":"InvoiceGroupDetails"')
        ? new Response('upstream down', { status: 502 })
        : fetch(input, init);
    renderApp(`/invoices/InvoiceGroupDetails/${groupId}`, {
      client: createTestClient('staff', { fetch: failing }),
    });
    await expectPageText('There was an error processing your request.  Please try again later.');
    expect(LOAD_FAILED_MESSAGE).toBe('There was an error processing your request.  Please try again later.');
  });
});
