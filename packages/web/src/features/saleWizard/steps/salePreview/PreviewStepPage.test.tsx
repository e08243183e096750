import { REVIEW_MESSAGES } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PreviewWizardStepForTestDocument,
  SalePreviewForTestDocument,
} from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { createTestClient, renderApp } from '../../../../test/renderApp';
import { addSale, addSession, calendarOf } from '../../../../test/saleFixtures';
import { saveLot } from '../../../../test/lotFixtures';

/**
 * The preview step rendered as the app renders it (session step 5, bin step 4), against the REAL
 * stack: a timed session made for this file with three lots, a past session for the two-hour lock,
 * and the demo house's Buy Now sale.
 */

let probe: ApolloClient;
let groupId: string;
let catalogId: string;
const lotIds: Record<string, string> = {};

beforeAll(async () => {
  probe = createTestClient('staff');
  groupId = (await addSale(probe, `Web preview sale ${Date.now().toString(36)}`, 'TIMED')).groupId;
  catalogId = await addSession(probe, groupId, 'Web preview session', { timed: true });
  const lots = [
    { lotNumber: '1', title: 'Blue vase', lowEstimate: '100', highEstimate: '200' },
    { lotNumber: '2', title: 'Oak table', lowEstimate: '1500', highEstimate: '2500' },
    { lotNumber: '3', title: 'Brass lamp', lowEstimate: null, highEstimate: null },
  ];
  for (const lot of lots) {
    const saved = await saveLot(probe, groupId, catalogId, {
      ...lot,
      description: `${lot.title}, as seen.`,
      startingBid: '50',
    });
    lotIds[lot.lotNumber] = saved.id;
  }
});

const base = () => `/session/timed/${groupId}/${catalogId}`;
const card = (name: string) => screen.getByRole('article', { name });
const cardNames = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));

/** The header, then the grid's first page (asked of the server beside the header). */
async function previewLoaded() {
  await screen.findByTestId('preview-header');
  await screen.findAllByRole('article');
}

describe('the session preview (step 5)', () => {
  it('shows the header and a card per lot with image, number, title, estimate and edit link', async () => {
    renderApp(`${base()}/5`);
    await previewLoaded();
    expect(screen.getByTestId('step-heading').textContent).toBe('Step 5: Preview Session');
    const header = screen.getByTestId('preview-header');
    expect(within(header).getByRole('heading', { name: 'Web preview session' })).toBeTruthy();
    expect(within(header).getByTestId('sale-type').textContent).toBe('Timed');

    expect(cardNames()).toEqual(['Lot 1', 'Lot 2', 'Lot 3']);
    expect(within(card('Lot 2')).getByText('Oak table')).toBeTruthy();
    expect(within(card('Lot 2')).getByText('Estimate: $1,500 - $2,500')).toBeTruthy();
    expect(within(card('Lot 3')).queryByText(/^Estimate/)).toBeNull();
    expect(within(card('Lot 1')).getByText('No image')).toBeTruthy();

    const edit = within(card('Lot 1')).getByRole('link', { name: 'Edit Lot 1' });
    expect(edit.getAttribute('href')).toBe(`${base()}/lot/${lotIds['1']}`);
    expect((screen.getByLabelText('Items per page') as HTMLInputElement).value).toBe('50');
    expect(screen.getByTestId('preview-count').textContent).toBe('3 items');
  });

  it('searches the loaded lots by number or title', async () => {
    const { user } = renderApp(`${base()}/5`);
    await previewLoaded();
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'OAK');
    await waitFor(() => expect(cardNames()).toEqual(['Lot 2']));
    expect(screen.getByTestId('preview-count').textContent).toBe('1 of 3 items');
    await user.clear(screen.getByRole('searchbox', { name: 'Search items' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'no such thing');
    expect(await screen.findByText('No items match your search.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
  });

  it('opens the lot page from an edit link, marked as linked from step 5', async () => {
    const { user, router } = renderApp(`${base()}/5`);
    await previewLoaded();
    await user.click(within(card('Lot 2')).getByRole('link', { name: 'Edit Lot 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base()}/lot/${lotIds['2']}`));
    expect(router.state.location.state).toEqual({ linkedFrom: 'step5' });
  });

  it('records step 6 on Continue and goes to Review & Publish; Save & Exit goes to the calendar', async () => {
    const { user, router } = renderApp(`${base()}/5`);
    await previewLoaded();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base()}/6`));
    const { data } = await probe.query({
      query: toDocument(PreviewWizardStepForTestDocument),
      variables: { groupId, catalogId },
      fetchPolicy: 'network-only',
    });
    expect(data?.sessionWizard?.wizardStep).toBe(6);

    await router.navigate(`${base()}/5`);
    await previewLoaded();
    await user.click(screen.getByRole('button', { name: 'Save & Exit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-auctions/current'));
  });
});

describe('the preview pages', () => {
  it('shows 50 lots a page by default, the next page, and 100 a page when chosen', async () => {
    const sale = (await addSale(probe, `Web preview pages ${Date.now().toString(36)}`, 'LIVE')).groupId;
    const catalog = await addSession(probe, sale, 'Web preview pages session');
    const numbers = Array.from({ length: 60 }, (_, i) => String(i + 1));
    for (let start = 0; start < numbers.length; start += 10)
      await Promise.all(
        numbers
          .slice(start, start + 10)
          .map((n) =>
            saveLot(probe, sale, catalog, { lotNumber: n, title: `Paged lot ${n}`, description: 'Paged.' }),
          ),
      );
    const { user } = renderApp(`/session/live/${sale}/${catalog}/5`);
    await previewLoaded();
    expect(screen.getAllByRole('article')).toHaveLength(50);
    expect(screen.getByTestId('preview-count').textContent).toBe('60 items');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cardNames()).toEqual(numbers.slice(50).map((n) => `Lot ${n}`)));
    await user.click(screen.getByLabelText('Items per page'));
    await user.click(await screen.findByRole('option', { name: '100' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(60));
    expect(screen.queryByRole('button', { name: 'Page 2' })).toBeNull();
  });
});

describe('a preview that cannot be loaded', () => {
  it('shows the generic error view with Try again', async () => {
    renderApp('/session/timed/999999/999999/5');
    expect(await screen.findByText(REVIEW_MESSAGES.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});

describe('the two-hour lock', () => {
  it('hides the edit links and shows the lock banner for a sale within two hours (or started)', async () => {
    const { auctionCalendar } = await calendarOf(probe, 'PAST');
    const group = auctionCalendar.groups.find((g) => g.sessions.some((s) => s.in2Hours && s.lotCount > 0));
    const session = group?.sessions.find((s) => s.in2Hours && s.lotCount > 0);
    if (!group || !session) throw new Error('The demo house has no past session with lots');
    const type = session.auctionType === 'TIMED' ? 'timed' : 'live';
    renderApp(`/session/${type}/${group.id}/${session.id}/5`);
    await previewLoaded();
    expect(await screen.findByText(REVIEW_MESSAGES.lockedTitle)).toBeTruthy();
    expect(screen.getByText(REVIEW_MESSAGES.lockedText)).toBeTruthy();
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('link', { name: /^Edit / })).toHaveLength(0);
  });
});

describe('the Buy Now preview (step 4)', () => {
  it('shows the house name and location, and prices (never estimates) on the cards', async () => {
    const { auctionCalendar } = await calendarOf(probe, 'UPCOMING');
    const bin = auctionCalendar.buyNowSale;
    if (!bin) throw new Error('The demo house has no Buy Now sale');
    const { data } = await probe.query({
      query: toDocument(SalePreviewForTestDocument),
      variables: { groupId: bin.groupId, catalogId: bin.catalogId },
      fetchPolicy: 'network-only',
    });
    const preview = data?.salePreview;
    if (!preview) throw new Error('The stack returned no bin preview');
    // Continue records 5 for a bin sale (sales §4) and goes to Review & Publish (step 6).
    expect(preview.continueStep).toBe(5);
    expect(preview.continuePath).toBe(`/session/bin/${bin.groupId}/${bin.catalogId}/6`);
    renderApp(`/session/bin/${bin.groupId}/${bin.catalogId}/4`);
    await previewLoaded();
    expect(screen.getByTestId('step-heading').textContent).toBe('Step 4: Preview Sale');
    const header = screen.getByTestId('preview-header');
    expect(within(header).getByRole('heading', { name: preview.header.houseName })).toBeTruthy();
    if (preview.header.location) expect(within(header).getByText(preview.header.location)).toBeTruthy();
    expect(within(header).queryByTestId('sale-type')).toBeNull();
    // A bin card shows the price line, never an estimate (the demo's Buy Now lots may have no price).
    const firstPage = preview.lotPage.nodes;
    expect(screen.getAllByRole('article')).toHaveLength(firstPage.length);
    expect(screen.queryAllByText(/^Estimate: /)).toHaveLength(0);
    const priced = firstPage.filter((l) => l.price).length;
    expect(screen.queryAllByText(/^Price: /)).toHaveLength(priced);
  });
});
