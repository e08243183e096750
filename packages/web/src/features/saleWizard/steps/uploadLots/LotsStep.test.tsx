import { LOT_MESSAGES, UPLOAD_MESSAGES } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SessionStep2Document } from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { createTestClient, renderApp } from '../../../../test/renderApp';
import { addSale, addSession, calendarOf } from '../../../../test/saleFixtures';
import { saveLot } from '../../../../test/lotFixtures';

/**
 * The Upload Items step of both wizards rendered as the app renders it, against the REAL stack
 * (sales §2 Upload Items). The upload itself (XMLHttpRequest) is driven in the browser tests.
 */

let probe: ApolloClient;
let groupId: string;
let catalogId: string;

beforeAll(async () => {
  probe = createTestClient('staff');
  groupId = (await addSale(probe, `Web items step ${Date.now().toString(36)}`, 'TIMED')).groupId;
  catalogId = await addSession(probe, groupId, 'Web items step session', { timed: true });
});

const stepPath = () => `/session/timed/${groupId}/${catalogId}`;

async function stepLoaded(heading = 'Step 3: Upload Items') {
  await screen.findByRole('heading', { name: heading });
  await screen.findByText('Drag Files Here or choose file(s) from your computer');
}

describe('Upload Items', () => {
  it('offers Standard by default, the model of the chosen format, and Save & Exit', async () => {
    const { user } = renderApp(`${stepPath()}/3`);
    await stepLoaded();
    expect((screen.getByRole('radio', { name: 'Standard' }) as HTMLInputElement).checked).toBe(true);
    const model = screen.getByRole('link', { name: 'Download the Standard Model (.xlsx)' });
    expect(model.getAttribute('href')).toBe('/downloads/items/model/artfact.xlsx');
    await user.click(screen.getByRole('radio', { name: 'Auction Flex' }));
    expect(
      screen.getByRole('link', { name: 'Download the Auction Flex Model (.csv)' }).getAttribute('href'),
    ).toBe('/downloads/items/model/auctionflex.csv');
    expect(screen.queryByRole('link', { name: /Standard Model/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Save & Exit' }).getAttribute('href')).toBe(
      '/my-auctions/current',
    );
    // No lots yet: nothing to take a snapshot of.
    expect(screen.queryByRole('link', { name: 'Download a snapshot of this catalog' })).toBeNull();
  });

  it('refuses a file name the catalog rules do not allow before sending it; Retry clears it', async () => {
    const { user } = renderApp(`${stepPath()}/3`);
    await stepLoaded();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['Lot Number\n1\n'], 'my items.csv', { type: 'text/csv' }));
    expect(await screen.findByText(UPLOAD_MESSAGES.fileNameCharacters)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Save & Exit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await stepLoaded();
    expect(screen.queryByText(UPLOAD_MESSAGES.fileNameCharacters)).toBeNull();
  });

  it('records the summary step and opens a new lot from "Add single item"', async () => {
    const { user, router } = renderApp(`${stepPath()}/3`);
    await stepLoaded();
    await user.click(screen.getByRole('button', { name: 'Add single item' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${stepPath()}/lot/0`));
    const { data } = await probe.query({
      query: toDocument(SessionStep2Document),
      variables: { groupId, catalogId },
      fetchPolicy: 'network-only',
    });
    expect(data?.sessionWizard?.wizardStep).toBe(6);
  });

  it('opened from the summary: the edit steps, the snapshot, and Cancel & Return to Summary', async () => {
    await saveLot(probe, groupId, catalogId, {
      lotNumber: '1',
      title: 'Clock',
      description: 'Bracket clock',
    });
    renderApp(`${stepPath()}/3/6`);
    await stepLoaded();
    expect(screen.getByText('Download a snapshot of your catalog (right).')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Download a snapshot of this catalog' }).getAttribute('href'),
    ).toBe(`/downloads/items/snapshot/${catalogId}.xlsx`);
    expect(screen.getByRole('link', { name: 'Cancel & Return to Summary' }).getAttribute('href')).toBe(
      `${stepPath()}/6`,
    );
    expect(screen.queryByRole('link', { name: 'Save & Exit' })).toBeNull();
  });

  it('is locked within two hours of the sale', async () => {
    const { auctionCalendar } = await calendarOf(probe, 'PAST');
    const group = auctionCalendar.groups.find((g) => g.sessions.some((s) => s.in2Hours));
    const session = group?.sessions.find((s) => s.in2Hours);
    if (!group || !session) throw new Error('The demo house has no past session');
    const type = session.auctionType === 'TIMED' ? 'timed' : 'live';
    renderApp(`/session/${type}/${group.id}/${session.id}/3`);
    expect(await screen.findByText(LOT_MESSAGES.lockedText)).toBeTruthy();
    expect(screen.getByText('Uploading is not available within 2 hours of the sale.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add single item' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the load-failure message when the catalog cannot be loaded', async () => {
    renderApp(`/session/timed/${groupId}/999999999/3`);
    expect(await screen.findByText(UPLOAD_MESSAGES.loadFailed)).toBeTruthy();
  });
});

describe('Upload Items of a fixed-price sale', () => {
  it('is step 2, "Bulk Upload/Edit Items" when opened from the summary', async () => {
    const { buyNowSale } = (await calendarOf(probe, 'UPCOMING')).auctionCalendar;
    if (!buyNowSale) throw new Error('The demo house has no Buy Now sale');
    const { unmount } = renderApp(`/session/bin/${buyNowSale.groupId}/${buyNowSale.catalogId}/2`);
    await stepLoaded('Step 2: Upload Items');
    unmount();
    renderApp(`/session/bin/${buyNowSale.groupId}/${buyNowSale.catalogId}/2/6`);
    await stepLoaded('Step 2: Bulk Upload/Edit Items');
  });
});
