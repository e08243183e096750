import { SHIPPING_OBJECT_MESSAGES, SHIPPING_REVIEW_MESSAGES } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ShippingReviewPageDocument, type ShippingReviewPageQuery } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { calendarOf } from '../../../test/saleFixtures';

/**
 * Step 7 rendered as the app renders it, against the REAL stack. The catalogs are found through
 * the calendar and classified with the same gateway (a second client); nothing here is changed.
 */

type Catalog = NonNullable<ShippingReviewPageQuery['shippingReviewCatalog']>;
interface Found {
  path: string;
  catalog: Catalog | null;
}

let probe: ApolloClient;
const found: Record<'needsReview' | 'allConfirmed' | 'withoutLots' | 'locked', Found | undefined> = {
  needsReview: undefined,
  allConfirmed: undefined,
  withoutLots: undefined,
  locked: undefined,
};

beforeAll(async () => {
  // The test stack settles the seed's shipping quotes before any test runs (stackProcess.ts).
  probe = createTestClient('staff');
  for (const period of ['UPCOMING', 'PAST'] as const) {
    const { auctionCalendar } = await calendarOf(probe, period);
    for (const group of auctionCalendar.groups)
      for (const session of group.sessions) {
        const { data } = await probe.query({
          query: toDocument(ShippingReviewPageDocument),
          variables: { catalogId: session.id },
          fetchPolicy: 'network-only',
          errorPolicy: 'all',
        });
        const catalog = data?.shippingReviewCatalog ?? null;
        const type = group.auctionType === 'TIMED' ? 'timed' : 'live';
        const entry = { path: `/session/${type}/${group.id}/${session.id}/7`, catalog };
        if (!catalog) continue;
        const { counts } = catalog;
        if (catalog.locked) found.locked ??= counts.all > 0 ? entry : undefined;
        else if (counts.all === 0) found.withoutLots ??= entry;
        else if (counts.needsReview > 0) found.needsReview ??= entry;
        else if (counts.readyToConfirm === 0 && counts.inProgress === 0) found.allConfirmed ??= entry;
      }
  }
});

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

function need(key: keyof typeof found): Found & { catalog: Catalog } {
  const entry = found[key];
  if (!entry?.catalog) throw new Error(`The seed has no catalog for "${key}"`);
  return entry as Found & { catalog: Catalog };
}

describe('Step 7: Confirm Shipping Details', () => {
  it('shows the title, the back link, the tabs with the counters, the banners and the failed hint', async () => {
    const { path, catalog } = need('needsReview');
    const { user } = renderApp(path);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Step 7: Confirm Shipping Details for ${catalog.sessionTitle}`,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Step 6/ }).getAttribute('href')).toBe(
      path.replace(/\/7$/, '/6'),
    );
    const { counts } = catalog;
    expect(screen.getByRole('tab', { name: `All (${counts.all})` })).toBeTruthy();
    expect(screen.getByRole('tab', { name: `Ready To Confirm (${counts.readyToConfirm})` })).toBeTruthy();
    expect(screen.getByRole('tab', { name: `Needs Review (${counts.needsReview})` })).toBeTruthy();
    expect(screen.getByText(`Total Lots: ${counts.all}`)).toBeTruthy();
    expect(screen.getByText(new RegExp(`^${counts.needsReview} lots? needs? review`))).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(counts.all);
    expect(screen.getAllByText(SHIPPING_REVIEW_MESSAGES.failedHint)).toHaveLength(counts.needsReview);
    expect(isDisabled(screen.getByRole('button', { name: 'Confirm All' }))).toBe(counts.readyToConfirm === 0);

    // The Needs Review tab lists only the lots whose quote failed, each with its label.
    await user.click(screen.getByRole('tab', { name: /^Needs Review/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(counts.needsReview));
    for (const card of screen.getAllByRole('article'))
      expect(within(card).getByText('Needs Review')).toBeTruthy();
  });

  it('the Edit Shipping Details form applies the object rules and keeps Save disabled until they pass', async () => {
    const { path, catalog } = need('needsReview');
    const failed = catalog.lots.find((lot) => lot.review.status === 'FAILED');
    if (!failed) throw new Error('no failed lot');
    const { user } = renderApp(path);
    await user.click(
      await screen.findByRole('button', { name: `Edit shipping details of lot ${failed.lotNumber}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Shipping Details' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    // The last quote flagged the missing dimensions.
    expect(within(dialog).getAllByText(SHIPPING_OBJECT_MESSAGES.dimensions).length).toBeGreaterThan(0);
    expect(isDisabled(save)).toBe(true);

    const object = within(dialog).getByRole('group', { name: 'Object 1' });
    await user.clear(within(object).getByLabelText(/Object Name/));
    await user.tab();
    expect(within(object).getByText(SHIPPING_OBJECT_MESSAGES.titleRequired)).toBeTruthy();
    await user.type(within(object).getByLabelText(/Object Name/), 'Harbor scene in a gilt frame');
    for (const [label, value] of [
      ['Height', '20'],
      ['Width', '30'],
      ['Depth', '0'],
    ] as const) {
      const input = within(object).getByLabelText(label);
      await user.clear(input);
      await user.type(input, value);
    }
    await waitFor(() => expect(isDisabled(save)).toBe(false));

    // A new object starts empty: Save waits for its name, type and dimensions.
    await user.click(within(dialog).getByRole('button', { name: 'Add Object' }));
    const second = within(dialog).getByRole('group', { name: 'Object 2' });
    expect(isDisabled(save)).toBe(true);
    await user.click(within(second).getAllByLabelText(/Object Type/)[0]!);
    await user.tab();
    expect(within(second).getByText(SHIPPING_OBJECT_MESSAGES.typeRequired)).toBeTruthy();
    // Delete Object asks first.
    await user.click(within(second).getByRole('button', { name: 'Delete Object' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm: Delete Object' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Object' }));
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: 'Object 2' })).toBeNull());
    await waitFor(() => expect(isDisabled(save)).toBe(false));
  });

  it('says so when everything is confirmed, and Confirm All is disabled', async () => {
    const { path } = need('allConfirmed');
    renderApp(path);
    expect(await screen.findByText(SHIPPING_REVIEW_MESSAGES.allConfirmed)).toBeTruthy();
    expect(isDisabled(screen.getByRole('button', { name: 'Confirm All' }))).toBe(true);
    expect(screen.queryByRole('button', { name: /^Confirm shipping of lot/ })).toBeNull();
  });

  it('shows the load error for a session without shipping items', async () => {
    const { path } = need('withoutLots');
    renderApp(path);
    expect(await screen.findByText(SHIPPING_REVIEW_MESSAGES.loadError)).toBeTruthy();
  });

  it('within two hours of the sale, nothing can be confirmed or edited', async () => {
    const { path } = need('locked');
    renderApp(path);
    expect(await screen.findByText(SHIPPING_REVIEW_MESSAGES.locked)).toBeTruthy();
    expect(isDisabled(screen.getByRole('button', { name: 'Confirm All' }))).toBe(true);
    expect(
      screen.queryByRole('button', { name: /^(Confirm shipping|Edit shipping details) of lot/ }),
    ).toBeNull();
  });
});
