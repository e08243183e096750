import { REVIEW_MESSAGES } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ReviewPublishPageDocument } from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { createTestClient, renderApp } from '../../../../test/renderApp';
import { addSale, addSession, calendarOf } from '../../../../test/saleFixtures';
import { saveLot } from '../../../../test/lotFixtures';

/**
 * Review & Publish rendered as the app renders it (the wizard's step 6), against the REAL stack:
 * lots are made through the gateway, published and deleted through the screen. Each test works on
 * a session of its own, so the demo seed stays as it is.
 */

// Each test makes a sale with lots and drives the page in jsdom on a shared machine.
vi.setConfig({ testTimeout: 120_000 });

let probe: ApolloClient;

beforeAll(() => {
  probe = createTestClient('staff');
});

interface LotSpec {
  lotNumber?: string;
  invNumber?: string;
  title: string;
}

/** A live session of its own with the given lots; returns the summary's path. */
async function sessionWith(title: string, lots: readonly LotSpec[]) {
  const { groupId } = await addSale(probe, `Web review ${title} ${Date.now().toString(36)}`, 'LIVE');
  const catalogId = await addSession(probe, groupId, title);
  for (const lot of lots) await saveLot(probe, groupId, catalogId, { ...lot, description: `${lot.title}.` });
  return { groupId, catalogId, path: `/session/live/${groupId}/${catalogId}/6` };
}

/** What the server says about a review screen (its Continue target, ...). */
async function saleReviewOf(groupId: string, catalogId: string, isBin = false) {
  const { data } = await probe.query({
    query: toDocument(ReviewPublishPageDocument),
    variables: { groupId, catalogId, isBin },
    fetchPolicy: 'network-only',
  });
  if (!data?.saleReview) throw new Error('The stack returned no sale review');
  return data;
}

const table = () => screen.getByRole('table', { name: 'Catalog items' });
const rows = () => [...table().querySelectorAll('tbody tr')];
const rowOf = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` }).closest('tr')!;

async function loaded() {
  await screen.findByRole('heading', { name: 'Step 6: Review & Publish' });
  await screen.findByRole('table', { name: 'Catalog items' });
}

describe('Review & Publish', () => {
  it('publishes the selected items and shows the success banner', async () => {
    const { path } = await sessionWith('Review publish selected', [
      { lotNumber: '1', title: 'Blue vase' },
      { lotNumber: '2', title: 'Oak table' },
    ]);
    const { user } = renderApp(path);
    await loaded();
    expect(screen.getByText('Session Details')).toBeTruthy();
    expect(within(rowOf('lot 1')).getByText('Unpublished')).toBeTruthy();
    // Publish selected shows only once unpublished items are chosen.
    expect(screen.queryByRole('button', { name: 'Publish Selected' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select lot 1' }));
    await user.click(screen.getByRole('button', { name: 'Publish Selected' }));
    const confirm = await screen.findByRole('dialog', {
      name: `Confirm: ${REVIEW_MESSAGES.publishConfirmTitle}`,
    });
    await user.click(within(confirm).getByRole('button', { name: 'Publish' }));

    const banner = await screen.findByTestId('publish-success-banner');
    expect(within(banner).getByText(REVIEW_MESSAGES.publishSuccess)).toBeTruthy();
    expect(within(banner).getByText(REVIEW_MESSAGES.publishDelayNote)).toBeTruthy();
    await waitFor(() => expect(within(rowOf('lot 1')).queryByText('Unpublished')).toBeNull());
    expect(within(rowOf('lot 2')).getByText('Unpublished')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish Selected' })).toBeNull();
  });

  it('disables Publish All while an item has no lot number, and the unlotted banner link filters to it', async () => {
    const { path } = await sessionWith('Review unlotted', [
      { lotNumber: '1', title: 'Brass lamp' },
      { invNumber: 'INV-77', title: 'Walnut chest' },
    ]);
    const { user } = renderApp(path);
    await loaded();
    const publishAll = screen.getByRole('button', { name: 'Publish All' }) as HTMLButtonElement;
    expect(publishAll.disabled).toBe(true);
    expect(screen.getByTestId('publish-all-disabled-reason').textContent).toBe(
      REVIEW_MESSAGES.publishAllNeedsLotNumbers,
    );
    expect(rows()).toHaveLength(2);

    const unlotted = screen.getByTestId('review-status-banners').querySelector('[data-banner="UNLOTTED"]')!;
    await user.click(within(unlotted as HTMLElement).getByRole('link', { name: /View items/ }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('checkbox', { name: 'Select inventory number INV-77' })).toBeTruthy();
    const clear = within(unlotted as HTMLElement).getByRole('link', { name: REVIEW_MESSAGES.clearFilter });
    await user.click(clear);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(
      within(unlotted as HTMLElement).queryByRole('link', { name: REVIEW_MESSAGES.clearFilter }),
    ).toBeNull();
  });

  it('deletes an item after the no-reuse confirmation; the row is greyed with its actions off', async () => {
    const { groupId, catalogId, path } = await sessionWith('Review delete', [
      { lotNumber: '1', title: 'Silver spoon' },
      { lotNumber: '2', title: 'Gilt mirror' },
    ]);
    const { user, router } = renderApp(path);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Delete lot 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm: Delete Item' });
    expect(within(confirm).getByText(REVIEW_MESSAGES.deleteReuseWarning)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(rowOf('lot 2').dataset['deleted']).toBe('true'));
    expect((screen.getByRole('checkbox', { name: 'Select lot 2' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete lot 2' }) as HTMLButtonElement).disabled).toBe(true);
    // Select-all takes only the page's non-deleted items.
    await user.click(screen.getByRole('checkbox', { name: 'Select the items of this page' }));
    expect(screen.getByText('1 of 2 selected')).toBeTruthy();

    // Continue records the step tracker (7 for a session) and goes on: step 7 with a shipping policy, else the calendar.
    const { saleReview } = await saleReviewOf(groupId, catalogId);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(saleReview!.continuePath));
    expect((await saleReviewOf(groupId, catalogId)).sessionWizard?.session).toBeTruthy();
  });

  it('shows the reduced summary of the Buy Now sale, with Edit Sale and Show deleted items', async () => {
    const { buyNowSale } = (await calendarOf(probe, 'UPCOMING')).auctionCalendar;
    if (!buyNowSale) throw new Error('The demo house has no Buy Now sale');
    renderApp(`/session/bin/${buyNowSale.groupId}/${buyNowSale.catalogId}/6`);
    await screen.findByRole('heading', { name: 'Step 6: Review & Publish' });
    await screen.findByRole('heading', { name: 'Sale Details' });
    expect(screen.getByRole('link', { name: 'Edit Sale' })).toBeTruthy();
    const details = screen.getByRole('heading', { name: 'Sale Details' }).closest('section')!;
    const labels = [...details.querySelectorAll('tbody th')].map((th) => th.textContent);
    expect(labels.slice(0, 4)).toEqual(['Contacts', 'Post sale to', 'Currency', 'Creator']);
    expect(screen.getByRole('checkbox', { name: REVIEW_MESSAGES.showDeletedItems })).toBeTruthy();
    expect(table().querySelectorAll('tbody tr[data-deleted="true"]')).toHaveLength(0);
  });

  it('edits the shipping fulfilment location in its modal, in place', async () => {
    const { groupId } = await addSale(probe, `Web review location ${Date.now().toString(36)}`, 'LIVE');
    const catalogId = await addSession(probe, groupId, 'Review location', { withFulfilment: true });
    renderApp(`/session/live/${groupId}/${catalogId}/6`);
    const user = userEvent.setup();
    const edit = await screen.findByRole('button', { name: 'Edit shipping fulfillment location' });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Shipping Fulfillment Location' });
    const facility = await within(dialog).findByRole('textbox', { name: /^Facility Name/ });
    expect((facility as HTMLInputElement).value).not.toBe('');
    // Still on the summary: the modal edits the location without leaving it.
    expect(screen.getByRole('heading', { name: 'Step 6: Review & Publish' })).toBeTruthy();
  });

  it('locks editing within 2 hours of the sale: banner, no edit links, add, upload and delete off', async () => {
    // A past session of the demo seed has started: it is within the lock (read only, nothing changes).
    const { auctionCalendar } = await calendarOf(probe, 'PAST');
    const group = auctionCalendar.groups.find((g) => g.sessions.some((s) => s.in2Hours && s.lotCount > 0));
    const session = group?.sessions.find((s) => s.in2Hours && s.lotCount > 0);
    if (!group || !session) throw new Error('The demo house has no past session with lots');
    const type = session.auctionType === 'TIMED' ? 'timed' : 'live';
    renderApp(`/session/${type}/${group.id}/${session.id}/6`);
    const lock = await screen.findByTestId('review-lock-banner');
    expect(within(lock).getByText(REVIEW_MESSAGES.lockedTitle)).toBeTruthy();
    expect(within(lock).getByText(REVIEW_MESSAGES.lockedText)).toBeTruthy();
    await screen.findByRole('table', { name: 'Catalog items' });
    expect(screen.queryByRole('link', { name: 'Edit title' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit contacts' })).toBeNull();
    const disabled = (name: string | RegExp) =>
      screen.getAllByRole('button', { name }).every((b) => (b as HTMLButtonElement).disabled);
    expect(disabled('Add single item')).toBe(true);
    expect(disabled('Bulk upload/edit items')).toBe(true);
    expect(disabled('Bulk upload images')).toBe(true);
    expect(disabled(/^Delete lot /)).toBe(true);
    expect(disabled(/^Edit lot /)).toBe(true);
  });
});
