import type { ApolloClient } from '@apollo/client';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExistingInvoicesTabDocument } from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { createTestClient, renderApp } from '../../../../test/renderApp';
import { NO_INVOICES_GENERATED } from '../../editor/InvoiceEditorScreen';
import { INVOICE_CREATION_TEXTS } from './InvoiceCreationStatus';

/**
 * A group whose invoice creation never finished (the demo seed has one, with no build queued), against
 * the REAL stack: the screens say it stalled and offer the way out, without a modal that traps the user.
 * Retrying and deleting change the seed, so they are exercised by the gateway and browser tests.
 */

let probe: ApolloClient;
let stalledId: string;

beforeAll(async () => {
  probe = createTestClient('staff');
  const { data } = await probe.query({
    query: toDocument(ExistingInvoicesTabDocument),
    variables: { page: 1 },
    fetchPolicy: 'network-only',
  });
  const stalled = data?.invoiceGroups?.items.find((g) => !g.invoicesCreated);
  if (!stalled) throw new Error('The demo seed has no group whose invoices were never created');
  stalledId = stalled.id;
});

describe('a group whose invoice creation never finished (invoicing §2.2)', () => {
  it('Create New Invoices says it stalled, offers Try again and Delete group, and blocks nothing', async () => {
    renderApp(`/invoices/CreateNewInvoices/${stalledId}`);
    const alert = await screen.findByRole('alert', { name: INVOICE_CREATION_TEXTS.stalledTitle });
    expect(alert.textContent).toContain(INVOICE_CREATION_TEXTS.stalled);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Delete group' })).toBeTruthy();
    // No wait modal: nothing traps focus or hides the rest of the app.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(INVOICE_CREATION_TEXTS.inProgressTitle)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Invoices' })).toBeTruthy();
  });

  it('an unknown group id is not found, not "No invoices have been generated."', async () => {
    for (const path of ['/invoices/CreateNewInvoices/987654321', '/invoices/InvoiceGroupDetails/987654321']) {
      const view = renderApp(path);
      expect(await screen.findByText(INVOICE_CREATION_TEXTS.notFoundTitle)).toBeTruthy();
      expect(screen.queryByText(NO_INVOICES_GENERATED)).toBeNull();
      expect(screen.getByRole('link', { name: 'Back to Manage All Invoices' })).toBeTruthy();
      view.unmount();
    }
  });
});
