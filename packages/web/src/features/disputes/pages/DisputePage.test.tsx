import { AFTER_SALE_MESSAGES as M } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { disputePath } from '../model/disputeParams';
import { findDispute, listDisputes } from './disputesTestSupport';

/** One dispute against the REAL stack (sales §2, §3 Dispute, §5, §8). */
let superUser: ApolloClient;

beforeAll(() => {
  superUser = createTestClient('super');
});

describe('Dispute page', () => {
  it('shows the dispute, its bidder, lot, prices and messages', async () => {
    const [d] = (await listDisputes(superUser, 'ALL')).slice(-1);
    if (!d) throw new Error('The seed has no disputes');
    renderApp(disputePath(d.ref));
    expect(await screen.findByRole('heading', { name: `Dispute ${d.ref}` })).toBeTruthy();
    expect(await screen.findByText(d.statusDescription)).toBeTruthy();
    expect(screen.getByText(`${d.lot.number}: ${d.lot.title}`)).toBeTruthy();
    expect(screen.getByText('Payable')).toBeTruthy();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('shows what a close recorded', async () => {
    const closed = await findDispute(superUser, 'ALL', 'closed dispute', (d) => d.status === 'x');
    renderApp(disputePath(closed.ref));
    expect(await screen.findByText('Recorded at close')).toBeTruthy();
    expect(screen.getByText(/Unpaid item strike recorded/)).toBeTruthy();
  });

  it('requires a message, sends it and shows it; refuses an eBay bidder with the §8 text', async () => {
    const open = await listDisputes(superUser, 'OPEN');
    const target = [...open].reverse().find((d) => !d.bidder.isEbay);
    const ebay = [...open].reverse().find((d) => d.bidder.isEbay);
    if (!target || !ebay) throw new Error('The seed lacks open disputes with and without eBay bidders');
    const { user, unmount } = renderApp(disputePath(target.ref), { user: 'super' });
    const box = await screen.findByRole('textbox', { name: 'Message to the buyer' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(M.disputeMessageRequired)).toBeTruthy();
    await user.type(box, 'Please call us about this lot.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(M.messageSent)).toBeTruthy();
    expect(await screen.findByText('Please call us about this lot.')).toBeTruthy();
    unmount();

    renderApp(disputePath(ebay.ref), { user: 'super' });
    await user.type(await screen.findByRole('textbox', { name: 'Message to the buyer' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(M.ebayMessage)).toBeTruthy();
  });

  it('answers a dispute that is not the house’s as not found', async () => {
    renderApp(disputePath('NOPE000000'));
    expect(await screen.findByText('Dispute not found')).toBeTruthy();
  });
});
