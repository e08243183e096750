import { gql, type ApolloClient } from '@apollo/client';
import {
  chargeFailedMessage,
  chargeProcessedMessage,
  creditLimitBannerMessage,
  INVOICE_PAYMENT_MESSAGES,
} from '@ah/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { moneySuiteGroups, readGroupDetails, type GroupDetails } from '../../../test/invoicePaymentFixtures';
import { createTestClient, renderApp } from '../../../test/renderApp';

/**
 * Charge cards from group details against the REAL stack (simulated processor with the seeded test
 * cards). Each test charges its own invoices of a group the other suites do not read, and checks the
 * screen against what the gateway says happened.
 */

interface AuditData {
  invoiceGroupDetails: { invoicesByIds: { items: { auditTrail: { action: string }[] }[] } };
}
const AUDIT_TRAIL = gql`
  query ChargeAuditTrail($g: ID!, $ids: [ID!]!) {
    invoiceGroupDetails(invoiceGroupId: $g) {
      id
      invoicesByIds(invoiceIds: $ids) {
        items {
          id
          auditTrail {
            id
            action
          }
        }
      }
    }
  }
`;

let probe: ApolloClient;
let group: GroupDetails;
/** Eligible invoices not used yet by a test of this file. */
let unused: string[];

function take(n: number): string[] {
  if (unused.length < n) throw new Error(`The demo seed has fewer than ${n} more invoices ready to charge`);
  return unused.splice(0, n);
}

const table = () => screen.getByRole('table', { name: 'Invoices' });
const row = (invoiceId: string) =>
  screen.getByRole('checkbox', { name: `Select invoice ${invoiceId}` }).closest('tr')!;

beforeAll(async () => {
  probe = createTestClient('staff');
  group = (await moneySuiteGroups(probe)).charge;
  if (!group.canChargeCards) throw new Error('The demo seed has no second group whose cards can be charged');
  unused = group.invoices.items.filter((i) => i.batchChargeEligible).map((i) => i.id);
});

describe('Charge cards', () => {
  it('offers Charge Cards by the §6 rule: a payments user sees it, a user without the flag does not', async () => {
    const staff = renderApp(`/invoices/InvoiceGroupDetails/${group.id}`);
    await screen.findByRole('table', { name: 'Invoices' });
    expect(screen.getByRole('button', { name: 'Charge Cards' })).toBeTruthy();
    staff.unmount();

    const clerk = await readGroupDetails(createTestClient('clerk'), group.id);
    expect(clerk.canChargeCards).toBe(false);
    renderApp(`/invoices/InvoiceGroupDetails/${group.id}`, { user: 'clerk' });
    await screen.findByRole('table', { name: 'Invoices' });
    expect(screen.queryByRole('button', { name: 'Charge Cards' })).toBeNull();
  });

  it('shows the credit-limit banner with the group counts when some invoices exceed the card limit', async () => {
    renderApp(`/invoices/InvoiceGroupDetails/${group.id}`);
    await screen.findByRole('table', { name: 'Invoices' });
    const text = creditLimitBannerMessage(group.creditCardLimitExceededCount, group.totals.invoiceCount);
    expect(Boolean(screen.queryByText(text))).toBe(group.creditCardLimitExceededCount > 0);
  });

  it('charges the selected cards after the confirmation, shows the result banner and keeps the failed ones as a filter', async () => {
    const chosen = take(3);
    const { user, router } = renderApp(`/invoices/InvoiceGroupDetails/${group.id}?size=200`);
    await screen.findByRole('table', { name: 'Invoices' });
    for (const id of chosen) await user.click(within(row(id)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Charge Cards' }));
    await user.click(
      await screen.findByRole('menuitem', { name: `Charge Selected Cards (${chosen.length})` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Charge Selected Cards' });
    expect(within(dialog).getByText(/3 are ready to charge now/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Charge Selected Cards' }));

    const banner = await screen.findByLabelText('Charge result');
    const after = await readGroupDetails(probe, group.id);
    const status = (id: string) => after.invoices.items.find((i) => i.id === id)!.invoiceStatus;
    const processed = chosen.filter((id) => status(id) === 'PAID');
    const failed = chosen.filter((id) => status(id) === 'PAYMENT_FAILED');
    expect(processed.length + failed.length).toBe(chosen.length);
    for (const id of processed)
      expect(after.invoices.items.find((i) => i.id === id)!.outstandingBalance).toMatch(/^0(\.0+)?$/);

    if (failed.length > 0) {
      expect(within(banner).getByText(chargeFailedMessage(failed.length, chosen.length))).toBeTruthy();
      expect(banner.textContent).toContain(INVOICE_PAYMENT_MESSAGES.chargeFailedDetail);
      if (processed.length > 0)
        expect(
          within(banner).getByText(chargeProcessedMessage(processed.length, chosen.length)),
        ).toBeTruthy();
      // The failed set is kept as a filter: only the declined invoices, until Clear filter.
      await waitFor(() =>
        expect(new URLSearchParams(router.state.location.search).get('failed')).toBe(failed.join(',')),
      );
      await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(failed.length + 1));
      for (const id of failed) expect(within(row(id)).getByText('Payment Failed')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Clear filter' }));
      await waitFor(() =>
        expect(new URLSearchParams(router.state.location.search).has('failed')).toBe(false),
      );
      await waitFor(() =>
        expect(within(table()).getAllByRole('row').length).toBeGreaterThan(failed.length + 1),
      );
    } else {
      expect(within(banner).getByText(chargeProcessedMessage(processed.length, chosen.length))).toBeTruthy();
    }
    for (const id of processed) await waitFor(() => expect(within(row(id)).getByText('Paid')).toBeTruthy());
  });

  it('shows the whole-request error, and Try again charges once with the same key', async () => {
    const [chosen] = take(1);
    const bodies: { idempotencyKey: string; invoiceIds: string[] }[] = [];
    // The first answer is lost on the way back (the charge ran): the app sees a failure.
    let lose = true;
    const flaky: typeof fetch = async (input, init) => {
      const body = typeof init?.body === 'string' ? init.body : '';
      if (!body.includes('"operationName":"ChargeCards"')) return fetch(input, init);
      const { variables } = JSON.parse(body) as { variables: { input: (typeof bodies)[number] } };
      bodies.push(variables.input);
      const response = await fetch(input, init);
      if (lose) {
        lose = false;
        return new Response('bad gateway', { status: 502 });
      }
      return response;
    };
    const { user } = renderApp(`/invoices/InvoiceGroupDetails/${group.id}?size=200`, {
      client: createTestClient('staff', { fetch: flaky }),
    });
    await screen.findByRole('table', { name: 'Invoices' });
    await user.click(within(row(chosen!)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Charge Cards' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Charge Selected Cards (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Charge Selected Cards' });
    // A double click sends one request.
    await user.dblClick(within(dialog).getByRole('button', { name: 'Charge Selected Cards' }));
    await waitFor(() =>
      expect(document.body.textContent).toContain(INVOICE_PAYMENT_MESSAGES.chargeRequestFailed),
    );
    expect(bodies).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByLabelText('Charge result');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);

    // One charge attempt recorded for the invoice, whatever the card said.
    const { data } = await probe.query<AuditData>({
      query: AUDIT_TRAIL,
      variables: { g: group.id, ids: [chosen] },
      fetchPolicy: 'network-only',
    });
    const trail = data!.invoiceGroupDetails.invoicesByIds.items[0]!.auditTrail;
    expect(trail.filter((e) => e.action === 'CARD_CHARGED' || e.action === 'CARD_DECLINED')).toHaveLength(1);
  });
});
