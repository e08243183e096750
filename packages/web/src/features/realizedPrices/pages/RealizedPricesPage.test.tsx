import { REALIZED_PRICE_MESSAGES as M } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { RealizedPricesPageDocument, type RealizedPricesPageQuery } from '../../../__generated__/graphql';
import { PERMISSION_DENIED_MESSAGE } from '../../../platform/access/PermissionDenied';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { fieldInput } from '../../../test/fieldQueries';
import { createTestClient, NOT_FOUND_MESSAGE, renderApp, stackOrFail } from '../../../test/renderApp';
import { calendarOf } from '../../../test/saleFixtures';
import { ITEMS_TEXTS } from '../../lots';
import { REALIZED_UPLOAD_PATH } from '../model/useRealizedUpload';
import { REALIZED_TEXTS, type RealizedReview } from '../model/realizedSteps';

/**
 * Edit Realized Prices (sales §2) against the REAL stack: the step parameter, the review of a file
 * the gateway read (sent to its upload route as a script would; the browser's XMLHttpRequest upload
 * itself is driven in the browser tests), edit, delete, publish with the premium question, the
 * 45-day rule, the reports gate and the load failure; and the calendar's link.
 */

type Screen = NonNullable<RealizedPricesPageQuery['realizedPrices']> & {
  lots: NonNullable<RealizedPricesPageQuery['realizedPrices']>['lotPage']['nodes'];
};
const DAY = 86_400_000;
let probe: ApolloClient;
let recent: { id: string; title: string; invoiced: boolean };
let old: { id: string; title: string };

async function screenOf(catalogId: string): Promise<Screen> {
  const { data } = await probe.query({
    query: toDocument(RealizedPricesPageDocument),
    // The largest page (sales §9: 200): every lot of the seed's catalogs.
    variables: { catalogId, page: 1, pageSize: 200 },
    fetchPolicy: 'network-only',
  });
  if (!data?.realizedPrices) throw new Error(`no realized prices for catalog ${catalogId}`);
  return { ...data.realizedPrices, lots: data.realizedPrices.lotPage.nodes };
}

/** The gateway's reading of a file, as the upload route answers it. */
async function uploadedReview(catalogId: string, csv: string): Promise<RealizedReview> {
  const { gatewayUrl, authHeaders } = stackOrFail();
  // Multipart by hand: jsdom's FormData is not one Node's fetch can send.
  const boundary = 'realizedPricesTest';
  const body = [
    `--${boundary}\r\nContent-Disposition: form-data; name="catalogId"\r\n\r\n${catalogId}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="prices.csv"\r\n`,
    `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  ].join('');
  const res = await fetch(`${gatewayUrl}${REALIZED_UPLOAD_PATH}`, {
    method: 'POST',
    body,
    headers: {
      ...authHeaders['staff'],
      'apollo-require-preflight': 'true',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  return (await res.json()) as RealizedReview;
}

beforeAll(async () => {
  probe = createTestClient('staff');
  const past = await calendarOf(probe, 'PAST');
  const sessions = past.auctionCalendar.groups.flatMap((g) => g.sessions);
  const age = (s: { startsAt: string }) => Date.now() - new Date(s.startsAt).getTime();
  const young = sessions.filter((s) => age(s) > DAY && age(s) < 40 * DAY && s.lotCount > 2);
  const pick = young.find((s) => s.invoiceGroupId) ?? young[0];
  const aged = sessions.find((s) => age(s) > 46 * DAY);
  if (!pick || !aged) throw new Error('the seed has no recent and old past sessions');
  recent = { id: pick.id, title: pick.title, invoiced: Boolean(pick.invoiceGroupId) };
  old = { id: aged.id, title: aged.title };
});

describe('Edit Realized Prices', () => {
  it('starts at step 1 (also for an out-of-range step) with the current prices; step 2 shows the upload', async () => {
    const current = await screenOf(recent.id);
    const { user, router } = renderApp(`/pricesrealized/${recent.id}?step=9`);
    expect(await screen.findByRole('heading', { name: 'Current realized prices' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Current realized prices' });
    // One page of 50 (sales §9), the count of all from the server.
    expect(current.lotPage.totalCount).toBe(current.lots.length);
    expect(within(table).getAllByRole('row')).toHaveLength(Math.min(current.lots.length, 50) + 1);
    if (current.lots.some((l) => l.passed))
      expect(within(table).getAllByText(REALIZED_TEXTS.passed).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: REALIZED_TEXTS.uploadButton }));
    expect(router.state.location.search).toBe('?step=2');
    expect(await screen.findByLabelText(ITEMS_TEXTS.dropzone)).toBeTruthy();

    renderApp(`/pricesrealized/${recent.id}?step=2`);
    expect((await screen.findAllByLabelText(ITEMS_TEXTS.dropzone)).length).toBeGreaterThan(0);
  });

  it('reviews a file: errors highlighted, Passed for zero, edit and delete, then publish with the premium answer', async () => {
    const lots = (await screenOf(recent.id)).lots.filter((l) => l.realizedPrice && !l.passed);
    const [a, b, c] = lots;
    if (!a || !b || !c) throw new Error('the catalog needs three sold lots');
    const lot = (l: typeof a) => `${l.lotNumber},${l.lotExt ?? ''}`;
    const review = await uploadedReview(
      recent.id,
      [
        'Lot Number,Lot Extension,Realized Price',
        `${lot(a)},${a.realizedPrice}`,
        `${lot(b)},0`,
        '99999,,5',
      ].join('\n'),
    );
    expect(review.totalErrors).toBe(1);
    sessionStorage.setItem(`ah.realizedPrices.review.${recent.id}`, JSON.stringify(review));
    const { user, router } = renderApp(`/pricesrealized/${recent.id}?step=3`);
    const table = await screen.findByRole('table', { name: 'Realized prices to publish' });
    expect(within(table).getByText(REALIZED_TEXTS.passed)).toBeTruthy();
    expect(within(table).getByText(M.lotNotInCatalog)).toBeTruthy();
    expect(table.querySelectorAll('tr[aria-invalid="true"]')).toHaveLength(1);
    expect((screen.getByRole('button', { name: REALIZED_TEXTS.publish }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(fieldInput(document.body, 'Rows per page').value).toBe('50');

    // Delete the Passed row (the confirm sits in the URL).
    await user.click(screen.getByRole('button', { name: `Delete lot ${b.lotNumber}${b.lotExt ?? ''}` }));
    expect(router.state.location.search).toContain('dialog=delete');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText(REALIZED_TEXTS.passed)).toBeNull());

    // Fix the row of a lot not in the catalog.
    await user.click(screen.getByRole('button', { name: 'Edit lot 99999' }));
    const lotNumber = await screen.findByRole('textbox', { name: /Lot Number/ });
    await user.clear(lotNumber);
    await user.type(lotNumber, c.lotNumber);
    if (c.lotExt) await user.type(screen.getByRole('textbox', { name: /Lot Extension/ }), c.lotExt);
    const price = screen.getByRole('textbox', { name: /Realized Price/ });
    await user.clear(price);
    await user.type(price, '1.234');
    await user.tab();
    expect(await screen.findByText(M.priceDecimals)).toBeTruthy();
    await user.clear(price);
    await user.type(price, c.realizedPrice!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(table).queryByText(M.lotNotInCatalog)).toBeNull());

    const publish = screen.getByRole('button', { name: REALIZED_TEXTS.publish });
    await waitFor(() => expect((publish as HTMLButtonElement).disabled).toBe(false));
    await user.click(publish);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(REALIZED_TEXTS.premiumQuestion)).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.click(within(dialog).getByRole('button', { name: REALIZED_TEXTS.publish }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-auctions/current'));
    const published = await screenOf(recent.id);
    expect(published.includesPremium).toBe(false);
    expect(published.lots.find((l) => l.id === c.id)?.published).toBe(true);
    expect(sessionStorage.getItem(`ah.realizedPrices.review.${recent.id}`)).toBeNull();
  });

  it('holds a non-super user to 45 days after the sale; a super user may upload (sales §6)', async () => {
    renderApp(`/pricesrealized/${old.id}`);
    expect(await screen.findByText(M.editClosed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: REALIZED_TEXTS.uploadButton })).toBeNull();
    renderApp(`/pricesrealized/${old.id}`, { user: 'super' });
    expect(await screen.findByRole('button', { name: REALIZED_TEXTS.uploadButton })).toBeTruthy();
  });

  it('needs the reports access flag', async () => {
    renderApp(`/pricesrealized/${recent.id}`, { user: 'clerk' });
    expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeTruthy();
  });

  it('says it cannot load the realized prices of a catalog that is not the house’s', async () => {
    renderApp('/pricesrealized/999999');
    expect(await screen.findByText(M.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: REALIZED_TEXTS.cancel })).toBeTruthy();
  });

  it('cancels back to the calendar the user came from, past the screen’s own steps', async () => {
    const [sold] = (await screenOf(recent.id)).lots.filter((l) => l.realizedPrice && !l.passed);
    if (!sold) throw new Error('the catalog needs a sold lot');
    const csv = `Lot Number,Lot Extension,Realized Price\n${sold.lotNumber},${sold.lotExt ?? ''},${sold.realizedPrice}`;
    const review = await uploadedReview(recent.id, csv);
    const { user, router } = renderApp('/my-auctions/past');
    await user.click(await screen.findByRole('link', { name: `Edit Realized Prices of ${recent.title}` }));
    await user.click(await screen.findByRole('button', { name: REALIZED_TEXTS.uploadButton }));
    expect(router.state.location.search).toBe('?step=2');
    await user.click(screen.getByRole('button', { name: REALIZED_TEXTS.cancel }));
    expect(await screen.findByRole('heading', { name: 'Past Auctions' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-auctions/past');

    // The review's Cancel (step 3, reached from step 1 here) goes back as far.
    sessionStorage.setItem(`ah.realizedPrices.review.${recent.id}`, JSON.stringify(review));
    await user.click(await screen.findByRole('link', { name: `Edit Realized Prices of ${recent.title}` }));
    await screen.findByRole('heading', { name: 'Current realized prices' });
    await router.navigate(`/pricesrealized/${recent.id}?step=3`);
    await screen.findByRole('table', { name: 'Realized prices to publish' });
    await user.click(screen.getByRole('button', { name: REALIZED_TEXTS.cancel }));
    expect(await screen.findByRole('heading', { name: 'Past Auctions' })).toBeTruthy();
    expect(screen.queryByText(NOT_FOUND_MESSAGE)).toBeNull();
    expect(sessionStorage.getItem(`ah.realizedPrices.review.${recent.id}`)).toBeNull();
  });

  it('cancels to the current sales when the app was opened on the screen', async () => {
    const { user, router } = renderApp(`/pricesrealized/${recent.id}`);
    await user.click(await screen.findByRole('button', { name: REALIZED_TEXTS.cancel }));
    expect(await screen.findByRole('heading', { name: 'Current Auctions' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-auctions/current');
    expect(screen.queryByText(NOT_FOUND_MESSAGE)).toBeNull();
  });

  it('links past sessions under 45 days to the screen on the calendar, not older ones', async () => {
    renderApp('/my-auctions/past');
    const link = await screen.findByRole('link', { name: `Edit Realized Prices of ${recent.title}` });
    expect(link.getAttribute('href')).toBe(`/pricesrealized/${recent.id}`);
    const oldRow = document.querySelector<HTMLElement>(`tr[data-session-id="${old.id}"]`);
    if (oldRow) expect(within(oldRow).queryByRole('link', { name: /Edit Realized Prices/ })).toBeNull();
  });
});
