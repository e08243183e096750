import { BULK_BIDDING_MESSAGES } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BulkBiddingPageDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { refreshKey } from '../model/bulkBiddingModel';

/** Bulk bidding against the REAL stack (the seed's timed sale in progress of the demo house). */
const CATALOG_REF = 'TBHDEMO4AUCT';
const PATH = `/bulk-bidding/${CATALOG_REF}`;
let probe: ApolloClient;

/** Every lot of the small seed's sale (60): one page of 100, the most a page takes (sales §9). */
async function saleLots() {
  const { data } = await probe.query({
    query: toDocument(BulkBiddingPageDocument),
    variables: { catalogRef: CATALOG_REF, page: 1, pageSize: 100 },
    fetchPolicy: 'network-only',
  });
  const lots = data?.bulkBiddingSale?.lotPage?.nodes;
  if (!lots) throw new Error('The stack returned no bulk-bidding lots');
  return lots;
}

beforeAll(() => {
  probe = createTestClient('staff');
});

describe('Bulk Bidding', () => {
  it('shows the sale, a page of its lots with statuses, and searches the whole sale', async () => {
    const lots = await saleLots();
    const { user } = renderApp(PATH);
    const table = await screen.findByRole('table', { name: 'Lots' });
    expect(screen.getByRole('link', { name: /Back to auctions/ })).toBeTruthy();
    expect(within(table).getAllByText('Closed').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Extended').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Open').length).toBeGreaterThan(0);
    // 50 rows a page, the rest on the next page.
    expect(within(table).getAllByRole('row')).toHaveLength(Math.min(lots.length, 50) + 1);
    expect(screen.getByRole('navigation', { name: 'Lot pages' })).toBeTruthy();
    const search = screen.getByRole('textbox', { name: 'Search lots' });
    const target = lots.at(-1);
    await user.click(search);
    await user.paste(target?.consignor ?? '');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Lots' })).getByText(target?.description ?? ''),
      ).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: /^Place/ })?.hasAttribute('disabled')).toBe(true);
  });

  it('starts a search on its first page', async () => {
    const lots = await saleLots();
    expect(lots.length).toBeGreaterThan(50);
    const [first, onPage2] = [lots[0], lots[50]];
    const { user } = renderApp(`${PATH}?page=2`);
    const historyOf = (lot: typeof first) => `Bid history of lot ${lot?.displayLotNumber}`;
    expect(await screen.findByRole('button', { name: historyOf(onPage2) })).toBeTruthy();
    // Every lot's consignor is an estate: the search keeps all the lots, and shows their first page.
    await user.click(screen.getByRole('textbox', { name: 'Search lots' }));
    await user.paste('Estate');
    expect(await screen.findByRole('button', { name: historyOf(first) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: historyOf(onPage2) })).toBeNull();
  });

  it('keeps a bid chosen on one page while another page is shown, and confirms both', async () => {
    const lots = await saleLots();
    const open = (from: number) => lots.slice(from).find((l) => l.status !== 'CLOSED');
    const [onFirst, onSecond] = [open(0), open(50)];
    if (!onFirst || !onSecond || lots.indexOf(onFirst) >= 50) throw new Error('no open lot on each page');
    const { user } = renderApp(PATH);
    const firstSelect = await screen.findByRole('combobox', {
      name: `New bid for lot ${onFirst.displayLotNumber}`,
    });
    await user.selectOptions(firstSelect, onFirst.bidChoices[0] ?? '');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Lot pages' })).getByRole('link', { name: 'Page 2' }),
    );
    const secondSelect = await screen.findByRole('combobox', {
      name: `New bid for lot ${onSecond.displayLotNumber}`,
    });
    // Page 2 holds the last 10 of the 60 lots: only that page was asked.
    expect(within(screen.getByRole('table', { name: 'Lots' })).getAllByRole('row')).toHaveLength(
      lots.length - 50 + 1,
    );
    await user.selectOptions(secondSelect, onSecond.bidChoices[0] ?? '');
    await user.click(screen.getByRole('button', { name: 'Place 2 New Max Bids' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm: Place 2 New Max Bids' });
    // The modal fetched both lots, from two pages (sales §4 "fetches the selected lots' data").
    expect(within(dialog).getAllByRole('row')).toHaveLength(3);
    expect(within(dialog).getByRole('cell', { name: onFirst.displayLotNumber })).toBeTruthy();
    expect(within(dialog).getByRole('cell', { name: onSecond.displayLotNumber })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Lot pages' })).getByRole('link', { name: 'Page 1' }),
    );
    const again = await screen.findByRole('combobox', {
      name: `New bid for lot ${onFirst.displayLotNumber}`,
    });
    expect((again as HTMLSelectElement).value).toBe(onFirst.bidChoices[0]);
  });

  it('places three max bids through the confirm modal, shows the banner, and cancels one', async () => {
    const open = (await saleLots()).filter((l) => l.status !== 'CLOSED' && l.bidCount === 0).slice(0, 3);
    const { user } = renderApp(PATH);
    await screen.findByRole('table', { name: 'Lots' });
    const search = screen.getByRole('textbox', { name: 'Search lots' });
    for (const lot of open) {
      await user.clear(search);
      await user.paste(lot.description);
      const select = await screen.findByRole('combobox', { name: `New bid for lot ${lot.displayLotNumber}` });
      await user.selectOptions(select, lot.bidChoices[0] ?? '');
    }
    await user.clear(search);
    await user.click(screen.getByRole('button', { name: 'Place 3 New Max Bids' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm: Place 3 New Max Bids' });
    expect(within(dialog).getAllByRole('row')).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(BULK_BIDDING_MESSAGES.placed)).toBeTruthy();
    await waitFor(async () => {
      const after = (await saleLots()).filter((l) => open.some((o) => o.lotRef === l.lotRef));
      expect(after.map((l) => l.maxBidderChannel)).toEqual(['House', 'House', 'House']);
    });

    const lot = open[0];
    await user.click(search);
    await user.paste(lot?.description ?? '');
    await user.click(
      await screen.findByRole('button', { name: `Bid history of lot ${lot?.displayLotNumber}` }),
    );
    const history = await screen.findByRole('dialog', { name: `Bid history: lot ${lot?.displayLotNumber}` });
    await user.click(await within(history).findByRole('button', { name: 'Cancel bid' }));
    expect(await screen.findByText(BULK_BIDDING_MESSAGES.cancelled)).toBeTruthy();
    await waitFor(async () =>
      expect((await saleLots()).find((l) => l.lotRef === lot?.lotRef)?.bidCount).toBe(0),
    );
  });

  it('shows the last refresh in the sale’s time zone, not the browser’s', async () => {
    const { data } = await probe.query({
      query: toDocument(BulkBiddingPageDocument),
      variables: { catalogRef: CATALOG_REF, page: 1, pageSize: 50 },
    });
    // The demo house's zone, not this process's (UTC here): the browser's zone would show 8:30 PM.
    expect(data?.bulkBiddingSale?.timeZone).toBe('America/New_York');
    localStorage.setItem(refreshKey(CATALOG_REF), '2026-01-15T20:30:00.000Z');
    renderApp(PATH);
    expect(await screen.findByText('Last refreshed 01/15/2026 03:30 PM EST')).toBeTruthy();
  });

  it('says so when the catalog is not the house’s timed sale', async () => {
    renderApp('/bulk-bidding/NOT-A-CATALOG');
    expect(await screen.findByText(BULK_BIDDING_MESSAGES.catalogNotFound)).toBeTruthy();
  });
});
