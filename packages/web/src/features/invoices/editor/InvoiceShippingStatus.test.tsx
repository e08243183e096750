import { INVOICE_SHIPPING_MESSAGES } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ExistingInvoicesTabDocument,
  InvoiceEditorDocument,
  type InvoiceEditorQuery,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { partialAnswerFetch, type FieldError } from '../../../test/partialAnswer';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { formatMoney } from '../../../ui/moneyFormat';

/**
 * The Shipping Status or Policy column of Create/Edit Invoices against the REAL stack (the demo house
 * has the provider shipping flag on and shipments in every status): pills, 'Multiple packages (n)',
 * the terms of a lot not shipped yet, the dismissible banner, and a line whose shipping data failed.
 * Expectations come from the same gateway through a second client; the web never re-derives them.
 */

type Editor = NonNullable<InvoiceEditorQuery['invoiceGroupEditor']>;
type Invoice = Editor['invoices']['items'][number];
type Line = Invoice['linePage']['nodes'][number];

let probe: ApolloClient;
let groupId: string;
let editor: Editor;

async function readEditor(id: string): Promise<Editor> {
  const { data } = await probe.query({
    query: toDocument(InvoiceEditorDocument),
    variables: { invoiceGroupId: id, invoiceIds: null, page: 1, pageSize: 200 },
    fetchPolicy: 'network-only',
  });
  if (!data?.invoiceGroupEditor) throw new Error(`No editor for group ${id}`);
  return data.invoiceGroupEditor;
}

const shipped = (e: Editor) =>
  e.invoices.items.flatMap((i) => i.linePage.nodes).filter((l) => l.shippingStatus?.shipment);

/** The invoice of a line and the line's Shipping Status cell on the rendered screen. */
function shippingCell(invoiceId: string, line: Line): HTMLElement {
  const article = screen
    .getAllByRole('article')
    .find((a) => a.getAttribute('aria-labelledby') === `invoice-${invoiceId}`);
  if (!article) throw new Error(`Invoice ${invoiceId} is not on the page`);
  const table = within(article).getByRole('table', { name: `Lines of invoice ${invoiceId}` });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.trim());
  const column = headers.indexOf('Shipping Status');
  expect(column).toBeGreaterThan(0);
  const row = within(table)
    .getByRole('button', { name: `Actions for lot ${line.lotNumber} of session ${line.sessionIdentifier}` })
    .closest('tr');
  const cell = row?.querySelectorAll('td')[column];
  if (!cell) throw new Error(`No Shipping Status cell for lot ${line.lotNumber}`);
  return cell;
}

const invoiceOf = (line: Line) =>
  editor.invoices.items.find((i) => i.linePage.nodes.some((l) => l.id === line.id))!;

beforeAll(async () => {
  probe = createTestClient('staff');
  // The demo house's group with the most shipped lines (the seed puts every status in one).
  for (let page = 1, pages = 1; page <= pages; page++) {
    const { data } = await probe.query({
      query: toDocument(ExistingInvoicesTabDocument),
      variables: { page },
    });
    pages = data?.invoiceGroups?.pageInfo.totalPages ?? 0;
    for (const group of data?.invoiceGroups?.items.filter((g) => g.invoicesCreated) ?? []) {
      const candidate = await readEditor(group.id);
      if (!editor || shipped(candidate).length > shipped(editor).length) {
        editor = candidate;
        groupId = group.id;
      }
    }
  }
  if (!editor || shipped(editor).length === 0) throw new Error('The demo seed has no shipped invoice line');
});

describe('Edit Invoices: the Shipping Status or Policy column (provider shipping flag on)', () => {
  it('shows a pill per shipment status, multiple packages and the terms of unshipped lots', async () => {
    expect(editor.shippingFeatureEnabled).toBe(true);
    const lines = editor.invoices.items.flatMap((i) => i.linePage.nodes);
    // One line per pill, the multi-parcel one and one with terms only.
    const picked = new Map<string, Line>();
    for (const line of lines) {
      const status = line.shippingStatus;
      if (status?.shipment && !picked.has(status.shipment.status)) picked.set(status.shipment.status, line);
      if (status?.shipment?.packagesLabel && !picked.has('packages')) picked.set('packages', line);
      if (status?.termsName && !picked.has('terms')) picked.set('terms', line);
    }
    expect([...picked.keys()].sort()).toEqual(
      [
        'CANCELLED',
        'COLLECTED',
        'COMPLETED',
        'CONFIRMED',
        'IN_TRANSIT',
        'PENDING',
        'packages',
        'terms',
      ].sort(),
    );
    const ids = [...new Set([...picked.values()].map((l) => invoiceOf(l).id))];
    renderApp(`/invoices/EditInvoices/${groupId}?id=${ids.join(',')}`);
    await screen.findByRole('heading', { level: 1, name: 'Edit Invoices' });

    for (const line of picked.values()) {
      const invoiceId = invoiceOf(line).id;
      const cell = await waitFor(() => {
        const found = shippingCell(invoiceId, line);
        expect(found.textContent).not.toBe('');
        return found;
      });
      const { shipment, termsName } = line.shippingStatus!;
      if (shipment) {
        expect(
          within(cell).getByText(shipment.statusLabel, { selector: '.mantine-Badge-label' }),
        ).toBeTruthy();
        if (shipment.packagesLabel) expect(within(cell).getByText(shipment.packagesLabel)).toBeTruthy();
        else expect(cell.textContent).not.toContain('Multiple packages');
      } else {
        expect(within(cell).getByText(termsName!)).toBeTruthy();
        expect(within(cell).getByLabelText('Shipping policy')).toBeTruthy();
      }
    }
    // The spec's pill texts, exactly.
    const pills = [...picked.entries()]
      .filter(([key]) => key !== 'packages' && key !== 'terms')
      .map(([, line]) => line.shippingStatus?.shipment?.statusLabel)
      .sort();
    expect(pills).toEqual(['canceled', 'collected', 'confirmed', 'delivered', 'in transit', 'pending']);
    const packages = picked.get('packages')!.shippingStatus!.shipment!;
    expect(packages.packagesLabel).toBe(`Multiple packages (${packages.packageCount})`);
    expect(packages.packageCount).toBeGreaterThan(1);
  });

  it('shows the banner about the provider shipping service, which can be dismissed', async () => {
    const { user } = renderApp(`/invoices/EditInvoices/${groupId}?id=${editor.invoices.items[0]!.id}`);
    const banner = (await screen.findByText('Shipping service')).closest('[role="alert"]') as HTMLElement;
    expect(banner.textContent).toContain("provider's shipping service");
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Shipping service')).toBeNull());
  });

  it("shows 'Error loading shipping data' on the line the gateway could not load; the rest still loads", async () => {
    const invoice = editor.invoices.items.find(
      (i) => i.linePage.nodes.filter((l) => l.shippingStatus?.shipment).length >= 2,
    );
    if (!invoice) throw new Error('The demo seed has no invoice with two shipped lines');
    const [broken, fine] = invoice.linePage.nodes.filter((l) => l.shippingStatus?.shipment) as [Line, Line];
    // The gateway's own partial answer for a failed bulk-get (its integration test asserts this
    // shape), injected at the network edge for one line of the real response.
    const partial = partialAnswerFetch<InvoiceEditorQuery>('InvoiceEditor', (data) => {
      const errors: FieldError[] = [];
      (data.invoiceGroupEditor?.invoices.items ?? []).forEach((item, i) =>
        item.linePage.nodes.forEach((line, j) => {
          if (line.id !== broken.id) return;
          line.shippingStatus = null;
          errors.push({
            message: INVOICE_SHIPPING_MESSAGES.loadFailed,
            path: ['invoiceGroupEditor', 'invoices', 'items', i, 'linePage', 'nodes', j, 'shippingStatus'],
            extensions: { code: 'UPSTREAM_UNAVAILABLE' },
          });
        }),
      );
      return errors;
    });
    renderApp(`/invoices/EditInvoices/${groupId}?id=${invoice.id}`, {
      client: createTestClient('staff', { fetch: partial }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Invoices' });
    const brokenCell = await waitFor(() => {
      const cell = shippingCell(invoice.id, broken);
      expect(cell.textContent).toBe(INVOICE_SHIPPING_MESSAGES.loadFailed);
      return cell;
    });
    // The same row still has its amounts, the other line its pill, and no page-level error.
    const row = brokenCell.closest('tr')!;
    expect(row.textContent).toContain(formatMoney(broken.amounts.total));
    expect(
      within(shippingCell(invoice.id, fine)).getByText(fine.shippingStatus!.shipment!.statusLabel),
    ).toBeTruthy();
    expect(screen.queryByText(LOAD_FAILED_MESSAGE)).toBeNull();
    expect(screen.getByRole('region', { name: 'Invoice totals' })).toBeTruthy();
  });
});
