import { LOT_MESSAGES } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogItemsForTestDocument, DeleteLotForTestDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { addSale, addSession, calendarOf } from '../../../test/saleFixtures';
import { saveLot } from '../../../test/lotFixtures';

/**
 * The lot add/edit page rendered as the app renders it, against the REAL stack (sales §2 Lot add/edit
 * page, §5 Lot form, §8 Lots). Each test works on lots of a session made for this file.
 */

let probe: ApolloClient;
let groupId: string;
let catalogId: string;

beforeAll(async () => {
  probe = createTestClient('staff');
  groupId = (await addSale(probe, `Web lot page sale ${Date.now().toString(36)}`, 'TIMED')).groupId;
  catalogId = await addSession(probe, groupId, 'Web lot page session', { timed: true });
});

const base = () => `/session/timed/${groupId}/${catalogId}`;
const box = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

async function formLoaded(heading: 'Add Lot' | 'Edit Lot') {
  await screen.findByRole('heading', { level: 1, name: heading });
  await screen.findByRole('textbox', { name: /^Item Title/ });
}

describe('Add Lot', () => {
  it('keeps Save disabled while a rule is broken and saves a new lot back to the summary', async () => {
    const { user, router } = renderApp(`${base()}/lot/0`);
    await formLoaded('Add Lot');
    expect(document.title).toBe('Add Lot');
    expect(saveButton().disabled).toBe(true);
    expect(box(/^Reserve/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Price/ })).toBeNull();

    await user.type(box(/^Lot Number/), '21');
    await user.type(box(/^Lot Extension/), 'c');
    expect(box(/^Lot Extension/).value).toBe('C');
    await user.type(box(/^Item Title/), 'Pair of candlesticks');
    await user.type(box(/^Item Description/), 'Silver, London 1770.');
    await user.type(box(/^Low Estimate/), '500');
    await user.type(box(/^High Estimate/), '300');
    expect(await screen.findByText(LOT_MESSAGES.estimatesOrder)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    await user.clear(box(/^High Estimate/));
    await user.type(box(/^High Estimate/), '800');
    await user.type(box(/^Starting Bid/), '99.5');
    expect(await screen.findByText(LOT_MESSAGES.wholeNumber('Starting Bid'))).toBeTruthy();
    await user.clear(box(/^Starting Bid/));
    await user.type(box(/^Starting Bid/), '250');
    await waitFor(() => expect(saveButton().disabled).toBe(false));

    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base()}/6`));
  });

  it('refuses a number used on a deleted lot with the code-112 message', async () => {
    const lot = await saveLot(probe, groupId, catalogId, {
      lotNumber: '31',
      title: 'Soon deleted',
      description: 'A lot that is deleted',
    });
    await probe.mutate({
      mutation: toDocument(DeleteLotForTestDocument),
      variables: { catalogId, lotId: lot.id },
    });
    const { user } = renderApp(`${base()}/lot/0`);
    await formLoaded('Add Lot');
    await user.type(box(/^Lot Number/), '31');
    expect(await screen.findByText(LOT_MESSAGES.previouslyDeleted('31'))).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('goes back to the step it came from (goToPage)', async () => {
    const { user, router } = renderApp(`${base()}/lot/0/5`);
    await formLoaded('Add Lot');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base()}/5`));
  });
});

describe('Edit Lot', () => {
  it('loads the lot with its number and extension locked', async () => {
    const lot = await saveLot(probe, groupId, catalogId, {
      lotNumber: '41',
      lotExt: 'B',
      title: 'Mahogany bureau',
      description: 'George III',
      startingBid: '300',
      reserve: '450',
    });
    const { user, router } = renderApp(`${base()}/lot/${lot.id}`);
    await formLoaded('Edit Lot');
    expect(box(/^Lot Number/).value).toBe('41');
    expect(box(/^Lot Number/).readOnly).toBe(true);
    expect(box(/^Lot Extension/).readOnly).toBe(true);
    expect(box(/^Reserve/).value).toBe('450');
    expect(screen.getByText('This item has no images yet.')).toBeTruthy();

    await user.clear(box(/^Item Title/));
    expect(saveButton().disabled).toBe(true);
    await user.type(box(/^Item Title/), 'Mahogany bureau bookcase');
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base()}/6`));
  });

  it('shows a deleted lot as deleted, without a form', async () => {
    const lot = await saveLot(probe, groupId, catalogId, {
      lotNumber: '51',
      title: 'Gone',
      description: 'Deleted',
    });
    await probe.mutate({
      mutation: toDocument(DeleteLotForTestDocument),
      variables: { catalogId, lotId: lot.id },
    });
    renderApp(`${base()}/lot/${lot.id}`);
    expect(await screen.findByText(LOT_MESSAGES.lotDeleted)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('the absentee-bid lock', () => {
  it('locks starting bid and reserve of a seeded lot with an absentee bid, and says why', async () => {
    const { auctionCalendar } = await calendarOf(probe, 'UPCOMING');
    let found: { path: string } | null = null;
    for (const group of auctionCalendar.groups)
      for (const session of group.sessions) {
        if (found || session.in2Hours || session.lotCount === 0) continue;
        const { data } = await probe.query({
          query: toDocument(CatalogItemsForTestDocument),
          variables: { catalogId: session.id },
          fetchPolicy: 'network-only',
        });
        const lot = data?.catalogItems?.lots.find((l) => l.hasAbsenteeBid && !l.deleted);
        const type = session.auctionType === 'TIMED' ? 'timed' : 'live';
        if (lot) found = { path: `/session/${type}/${group.id}/${session.id}/lot/${lot.id}` };
      }
    if (!found) throw new Error('The demo seed has no lot with an absentee bid');
    renderApp(found.path);
    await formLoaded('Edit Lot');
    expect(box(/^Starting Bid/).readOnly).toBe(true);
    expect(box(/^Low Estimate/).readOnly).toBe(false);
    expect(screen.getAllByLabelText(LOT_MESSAGES.absenteeBidTooltip).length).toBeGreaterThan(0);
  });
});

describe('the two-hour lock', () => {
  it('shows the lock and disables the form for a sale that starts within two hours (or has started)', async () => {
    const { auctionCalendar } = await calendarOf(probe, 'PAST');
    const group = auctionCalendar.groups.find((g) => g.sessions.some((s) => s.in2Hours));
    const session = group?.sessions.find((s) => s.in2Hours);
    if (!group || !session) throw new Error('The demo house has no past session');
    const type = session.auctionType === 'TIMED' ? 'timed' : 'live';
    renderApp(`/session/${type}/${group.id}/${session.id}/lot/0`);
    await formLoaded('Add Lot');
    expect(await screen.findByText(LOT_MESSAGES.lockedTitle)).toBeTruthy();
    expect(screen.getByText(LOT_MESSAGES.lockedText)).toBeTruthy();
    expect(box(/^Item Title/).disabled).toBe(true);
    expect(saveButton().disabled).toBe(true);
  });
});

describe('other sale types', () => {
  it('shows no reserve for a live sale', async () => {
    const live = await addSale(probe, `Web lot page live ${Date.now().toString(36)}`, 'LIVE');
    const liveCatalog = await addSession(probe, live.groupId, 'Web lot page live session');
    renderApp(`/session/live/${live.groupId}/${liveCatalog}/lot/0`);
    await formLoaded('Add Lot');
    expect(screen.queryByRole('textbox', { name: /^Reserve/ })).toBeNull();
    expect(box(/^Starting Bid/)).toBeTruthy();
  });

  it('shows a required price and the shipping fields for the bin sale, without bids', async () => {
    const { buyNowSale } = (await calendarOf(probe, 'UPCOMING')).auctionCalendar;
    if (!buyNowSale) throw new Error('The demo house has no Buy Now sale');
    renderApp(`/session/bin/${buyNowSale.groupId}/${buyNowSale.catalogId}/lot/0`);
    await formLoaded('Add Lot');
    expect(box(/^Price/).required).toBe(true);
    expect(box(/^Domestic Shipping/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Starting Bid/ })).toBeNull();
    expect(screen.getByText('Buy Now Sale')).toBeTruthy();
  });
});
