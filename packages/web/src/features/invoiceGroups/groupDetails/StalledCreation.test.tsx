import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExistingInvoicesTabDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { INVOICE_CREATION_TEXTS } from '../../invoices';
import { NO_INVOICES_TABLE_TEXT } from './GroupDetailsScreen';

/**
 * The group details of a group whose invoice creation never finished (the demo seed has one), against
 * the REAL stack. Here rather than beside the creation screen's tests so that the invoices feature's
 * tests never import this one (invoiceGroups depends on invoices, not the other way).
 */

let stalledId: string;

beforeAll(async () => {
  const { data } = await createTestClient('staff').query({
    query: toDocument(ExistingInvoicesTabDocument),
    variables: { page: 1 },
    fetchPolicy: 'network-only',
  });
  const stalled = data?.invoiceGroups?.items.find((g) => !g.invoicesCreated);
  if (!stalled) throw new Error('The demo seed has no group whose invoices were never created');
  stalledId = stalled.id;
});

describe('a group whose invoice creation never finished (invoicing §2.3)', () => {
  it("group details show the spec's 'No invoices have been generated' with the stalled creation", async () => {
    renderApp(`/invoices/InvoiceGroupDetails/${stalledId}`);
    await screen.findByRole('alert', { name: INVOICE_CREATION_TEXTS.stalledTitle });
    expect(screen.getByText(NO_INVOICES_TABLE_TEXT)).toBeTruthy();
  });
});
