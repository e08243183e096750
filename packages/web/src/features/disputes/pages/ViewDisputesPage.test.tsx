import { AFTER_SALE_MESSAGES as M } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_DENIED_MESSAGE } from '../../../platform/access/PermissionDenied';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { findDispute, listDisputes } from './disputesTestSupport';

/**
 * View Disputes and the confirm page against the REAL stack (sales §2 Disputes and feedback, §4, §5,
 * §8): filter, selection rules, the panel, the confirm page's URL, the terms dialog, success.
 */
let staff: ApolloClient;
let superUser: ApolloClient;

beforeAll(() => {
  staff = createTestClient('staff');
  superUser = createTestClient('super');
});

describe('View Disputes', () => {
  it('lists open disputes, filters by the URL, and lets non-super users select only open ones', async () => {
    const open = await listDisputes(staff, 'OPEN');
    const { user, router } = renderApp('/customers/viewDisputes');
    const table = await screen.findByRole('table', { name: 'Disputes' });
    for (const d of open.slice(0, 3)) expect(within(table).getByRole('link', { name: d.ref })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=all'));
    const past = await findDispute(staff, 'ALL', 'past dispute', (d) => !d.isOpen);
    const box = await screen.findByRole('checkbox', { name: `Select dispute ${past.ref}` });
    expect((box as HTMLInputElement).disabled).toBe(true);
  });

  it('asks the server for the page and size in the URL, and keeps the filter when the size changes', async () => {
    // Other files open disputes on the same stack: the page's own count is the reference.
    const { user, router } = renderApp('/customers/viewDisputes?filter=all&pageSize=100');
    const table = await screen.findByRole('table', { name: 'Disputes' });
    const status = screen.getByText(/^Disputes 1–\d+ of \d+$/).textContent ?? '';
    const [, shown, total] = /–(\d+) of (\d+)/.exec(status) ?? [];
    expect(shown).toBe(total);
    expect(within(table).getAllByRole('row')).toHaveLength(Number(shown) + 1);
    const size = screen.getByLabelText('Disputes per page', { selector: 'input' });
    expect((size as HTMLInputElement).value).toBe('100');
    await user.click(size);
    await user.click(await screen.findByRole('option', { name: '200' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=all&pageSize=200'));
    // A page past the end still counts the filter's disputes (a link kept after some closed).
    renderApp('/customers/viewDisputes?filter=all&page=9');
    expect(await screen.findByText(/^\d+ disputes$/)).toBeTruthy();
  });

  it('asks for a selection, and a message to send one', async () => {
    const { user } = renderApp('/customers/viewDisputes');
    await screen.findByRole('table', { name: 'Disputes' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(M.selectDispute)).toBeTruthy();
    const [first] = await listDisputes(staff, 'OPEN');
    await user.click(screen.getByRole('checkbox', { name: `Select dispute ${first?.ref}` }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(M.disputeMessageRequired)).toBeTruthy();
  });

  it('shows reopen to super users only', async () => {
    renderApp('/customers/viewDisputes', { user: 'super' });
    expect(await screen.findByRole('radio', { name: 'Reopen Disputes' })).toBeTruthy();
  });

  it('carries the selection to the confirm page, and cancels with the success text and Go Back', async () => {
    const target = await findDispute(superUser, 'OPEN', 'open non-eBay dispute', (d) => !d.bidder.isEbay);
    const { user, router } = renderApp('/customers/viewDisputes', { user: 'super' });
    await user.click(await screen.findByRole('checkbox', { name: `Select dispute ${target.ref}` }));
    await user.click(screen.getByRole('radio', { name: 'Cancel Disputes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('table', { name: 'View Open Disputes' });
    expect(within(confirm).getByRole('link', { name: target.ref })).toBeTruthy();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('ids')).toBe(target.id);
    expect(params.get('action')).toBe('cancel');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(M.cancelled)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/viewDisputes'));
  });

  it("shows the terms before a non-super user's first close, then closes", async () => {
    const target = await findDispute(staff, 'OPEN', 'closeable dispute', (d) => d.closeable);
    const { user } = renderApp(`/customers/confirmDisputeAction?ids=${target.id}&action=close`);
    await screen.findByRole('table', { name: 'View Open Disputes' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpaid item dispute terms' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(M.termsRequired)).toBeTruthy();
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'I agree to the unpaid item dispute terms' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(M.closed)).toBeTruthy();
    expect((await listDisputes(staff, 'ALL')).find((d) => d.id === target.id)?.status).toBe('x');
  });

  it('shows the refusal of the gateway, e.g. a message to an eBay bidder', async () => {
    const ebay = await findDispute(superUser, 'OPEN', 'open eBay dispute', (d) => d.bidder.isEbay);
    const { user } = renderApp(
      `/customers/confirmDisputeAction?ids=${ebay.id}&action=message&message=Hello`,
      {
        user: 'super',
      },
    );
    await screen.findByRole('table', { name: 'View Open Disputes' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(M.ebayMessage)).toBeTruthy();
  });

  it('is refused to a user without customer access', async () => {
    renderApp('/customers/viewDisputes', { user: 'clerk' });
    expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeTruthy();
  });
});
