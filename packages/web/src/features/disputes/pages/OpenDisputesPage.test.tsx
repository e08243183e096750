import { AFTER_SALE_MESSAGES as M } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldInput } from '../../../test/fieldQueries';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { openDisputesPath, SESSION_RESULTS_PATH } from '../model/disputeParams';
import { findDispute, listDisputes } from './disputesTestSupport';

/** Open New File against the REAL stack (sales §2 "Open New File", §4, §5, §6). */
let superUser: ApolloClient;

beforeAll(() => {
  superUser = createTestClient('super');
});

describe('Open New File', () => {
  it('disables the submit on a lot with a dispute, with the §4 text', async () => {
    const blocking = await findDispute(superUser, 'OPEN', 'open dispute', () => true);
    renderApp(openDisputesPath([blocking.lot.ref]));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText(M.disputeExists).length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Open File' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('requires a message, opens the file with the default reason and returns with the catalog refs', async () => {
    // A cancelled dispute's lot can be filed again (n is not blocking); a super user skips the window.
    const all = await listDisputes(superUser, 'ALL');
    const blockedLots = new Set(
      all.filter((d) => ['b', 's', 'd', 'x', 'c'].includes(d.status)).map((d) => d.lot.ref),
    );
    const free = [...all].reverse().find((d) => d.status === 'n' && !blockedLots.has(d.lot.ref));
    if (!free) throw new Error('The seed has no cancelled dispute on a free lot');
    const { user, router } = renderApp('/customers/viewDisputes', { user: 'super' });
    await act(() =>
      router.navigate(openDisputesPath([free.lot.ref]), { state: { catalogRefs: [free.catalog.ref] } }),
    );
    const form = await screen.findByRole('form', { name: 'Open New File' });
    expect(fieldInput(form, 'Reason').value).toBe('Buyer has not paid');
    await user.click(screen.getByRole('button', { name: 'Open File' }));
    expect(await screen.findByText(M.openFileMessageRequired)).toBeTruthy();
    await user.type(fieldInput(form, 'Message'), 'Your payment is overdue.');
    await user.click(screen.getByRole('button', { name: 'Open File' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(SESSION_RESULTS_PATH));
    expect(router.state.location.state).toEqual({ catalogRefs: [free.catalog.ref] });
    await waitFor(async () =>
      expect(
        (await listDisputes(superUser, 'OPEN')).some((d) => d.lot.ref === free.lot.ref && d.status === 'b'),
      ).toBe(true),
    );
  });
});
