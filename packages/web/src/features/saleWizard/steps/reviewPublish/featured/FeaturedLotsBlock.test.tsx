import { REVIEW_MESSAGES } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ReviewBlocksForTestDocument } from '../../../../../__generated__/graphql';
import { toDocument } from '../../../../../platform/graphql/graphqlDocument';
import { createTestClient, renderRouter } from '../../../../../test/renderApp';
import { calendarOf } from '../../../../../test/saleFixtures';
import { CoverPhotoField } from '../cover/CoverPhotoField';
import { FeaturedLotsBlock } from './FeaturedLotsBlock';
import { saleWithImagedLots } from './testing/reviewFixtures';

/**
 * The Featured Items block, its picker and the cover photo against the REAL stack, fed what the
 * review page feeds them (saleReview and catalogItems, which the page asks side by side; here in one
 * request): a timed sale of this file's own with seven lots that have real images.
 */

vi.setConfig({ testTimeout: 120_000 });

const blocksQuery = toDocument(ReviewBlocksForTestDocument);

let probe: ApolloClient;
let sale: { groupId: string; catalogId: string; lotIds: string[] };

beforeAll(async () => {
  probe = createTestClient('staff');
  sale = await saleWithImagedLots(probe, 'Web featured sale', 7);
});

function ReviewBlocks({ groupId, catalogId }: { groupId: string; catalogId: string }) {
  const { data } = useQuery(blocksQuery, { variables: { groupId, catalogId } });
  const review = data?.saleReview;
  const items = data?.catalogItems;
  if (!review || !items) return <p>Loading…</p>;
  return (
    <>
      {review.featuredLotsEnabled ? (
        <FeaturedLotsBlock
          catalogId={catalogId}
          featured={review.featured}
          promotionText={review.promotionText}
          in2Hours={review.in2Hours}
        />
      ) : (
        <p>Featured lots are not enabled</p>
      )}
      <CoverPhotoField catalogId={catalogId} cover={review.cover} in2Hours={review.in2Hours} />
    </>
  );
}

function renderBlocks(groupId: string, catalogId: string) {
  const router = createMemoryRouter([
    { path: '*', element: <ReviewBlocks groupId={groupId} catalogId={catalogId} /> },
  ]);
  const { user } = renderRouter(router, { user: 'staff' });
  return { user };
}

const option = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name });
const saveIn = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;

async function savedFeatured(groupId: string, catalogId: string) {
  const { data } = await probe.query({
    query: blocksQuery,
    variables: { groupId, catalogId },
    fetchPolicy: 'network-only',
  });
  return data?.saleReview?.featured?.lotIds ?? null;
}

describe('the featured picker', () => {
  it('needs exactly 5, refuses a 6th with the spec message, saves, and shows the saved items', async () => {
    const { user } = renderBlocks(sale.groupId, sale.catalogId);
    const block = await screen.findByRole('region', { name: 'Featured Items' });
    expect(within(block).getByText(/No featured items have been selected yet/)).toBeTruthy();
    expect(within(block).getByTestId('featured-promotion').textContent).toContain(
      'Feature your lots for $249 per lot/item.',
    );

    await user.click(within(block).getByRole('button', { name: 'Select Featured Items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Featured Items' });
    // The picker asks its page of lots when it opens.
    expect(await within(dialog).findAllByRole('checkbox')).toHaveLength(7);
    expect(within(dialog).getByTestId('featured-count').textContent).toBe('0 of 5 selected');
    expect(saveIn(dialog).disabled).toBe(true);

    for (const n of ['1', '2', '3', '4']) await user.click(option(dialog, `Lot ${n}`));
    expect(saveIn(dialog).disabled).toBe(true);
    await user.click(option(dialog, 'Lot 5'));
    expect(within(dialog).getByTestId('featured-count').textContent).toBe('5 of 5 selected');
    expect(saveIn(dialog).disabled).toBe(false);

    await user.click(option(dialog, 'Lot 6'));
    expect(await within(dialog).findByText(REVIEW_MESSAGES.featuredDeselectFirst)).toBeTruthy();
    expect(option(dialog, 'Lot 6').getAttribute('aria-checked')).toBe('false');
    expect(within(dialog).getByTestId('featured-count').textContent).toBe('5 of 5 selected');

    await user.click(option(dialog, 'Lot 5'));
    expect(saveIn(dialog).disabled).toBe(true);
    expect(within(dialog).queryByText(REVIEW_MESSAGES.featuredDeselectFirst)).toBeNull();
    await user.click(option(dialog, 'Lot 6'));
    expect(saveIn(dialog).disabled).toBe(false);
    await user.click(saveIn(dialog));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Featured Items' })).toBeNull());
    const shown = within(block).getByRole('list', { name: 'Featured Items' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Lot 1', 'Lot 2', 'Lot 3', 'Lot 4', 'Lot 6']);
    expect(within(block).getByText('Your featured items were saved.')).toBeTruthy();
    const expected = ['1', '2', '3', '4', '6'].map((n) => sale.lotIds[Number(n) - 1]);
    expect(await savedFeatured(sale.groupId, sale.catalogId)).toEqual(expected);

    // Opening again starts from the saved five.
    await user.click(within(block).getByRole('button', { name: 'Edit Featured Items' }));
    const again = await screen.findByRole('dialog', { name: 'Select Featured Items' });
    const lotSix = await within(again).findByRole('checkbox', { name: 'Lot 6' });
    expect(within(again).getByTestId('featured-count').textContent).toBe('5 of 5 selected');
    expect(lotSix.getAttribute('aria-checked')).toBe('true');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
  });

  it('opens the paid-feature promotion', async () => {
    const { user } = renderBlocks(sale.groupId, sale.catalogId);
    const block = await screen.findByRole('region', { name: 'Featured Items' });
    await user.click(within(block).getByRole('button', { name: 'Learn more' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feature Your Lots' });
    expect(within(dialog).getByText('Feature your lots for $249 per lot/item.')).toBeTruthy();
  });

  it('shows the banned-lot message and keeps Save off when a banned item is chosen', async () => {
    // A seeded upcoming session with a banned lot that has an image and a number (read only: nothing is saved).
    const { auctionCalendar } = await calendarOf(probe, 'UPCOMING');
    let found: { groupId: string; catalogId: string; banned: string } | null = null;
    for (const group of auctionCalendar.groups)
      for (const session of group.sessions) {
        if (found || session.in2Hours || session.lotCount === 0) continue;
        const { data } = await probe.query({
          query: blocksQuery,
          variables: { groupId: group.id, catalogId: session.id },
          fetchPolicy: 'network-only',
        });
        const banned = data?.catalogItems?.items.nodes.find(
          (l) => l.banned && !l.deleted && l.imageCount > 0 && l.displayNumber,
        );
        if (banned && data?.saleReview?.featuredLotsEnabled)
          found = { groupId: group.id, catalogId: session.id, banned: banned.displayNumber! };
      }
    if (!found) throw new Error('The demo seed has no banned lot with an image in an upcoming session');
    const { user } = renderBlocks(found.groupId, found.catalogId);
    const block = await screen.findByRole('region', { name: 'Featured Items' });
    await user.click(within(block).getByRole('button', { name: /Featured Items$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Featured Items' });
    await within(dialog).findAllByRole('checkbox');
    // Make room first when five are already chosen (the saved ones are on the first page).
    if (within(dialog).getByTestId('featured-count').textContent === '5 of 5 selected') {
      const checked = within(dialog)
        .getAllByRole('checkbox')
        .filter((c) => c.getAttribute('aria-checked') === 'true');
      await user.click(checked[0]!);
    }
    // The banned lot may be on another page of the picker: search for it at the server.
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search items' }), found.banned);
    const bannedOption = await within(dialog).findByRole('checkbox', {
      name: `Lot ${found.banned} (Banned)`,
    });
    if (bannedOption.getAttribute('aria-checked') === 'false') await user.click(bannedOption);
    expect(await within(dialog).findByText(REVIEW_MESSAGES.featuredBanned)).toBeTruthy();
    expect(saveIn(dialog).disabled).toBe(true);
  });
});

describe('the cover photo', () => {
  it('flags a cover in error (130), offers the lots’ images in 4 columns and saves the chosen one', async () => {
    const { user } = renderBlocks(sale.groupId, sale.catalogId);
    const field = await screen.findByTestId('cover-photo');
    // A new sale has no cover yet: the catalog service answers code 130.
    expect(within(field).getByText('Needs attention')).toBeTruthy();
    expect(within(field).getByText(REVIEW_MESSAGES.coverNeedsAttention)).toBeTruthy();
    await user.click(within(field).getByRole('button', { name: /Cover Photo$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Cover Photo' });
    expect(within(dialog).getByRole('alert').textContent).toBe(REVIEW_MESSAGES.coverNeedsAttention);
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(7);
    const grid = within(dialog).getByTestId('cover-grid');
    expect(grid.dataset['columns']).toBe('4');
    await user.click(within(dialog).getByRole('radio', { name: /^Lot 3/ }));
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Cover Photo' })).toBeNull());
    const image = await within(field).findByRole('img', { name: 'Current cover' });
    expect(within(field).queryByText('Needs attention')).toBeNull();
    expect(image.getAttribute('src')).toBeTruthy();
    const { data } = await probe.query({
      query: blocksQuery,
      variables: { groupId: sale.groupId, catalogId: sale.catalogId },
      fetchPolicy: 'network-only',
    });
    expect(data?.saleReview?.cover?.url).toBe(image.getAttribute('src'));
    expect(data?.saleReview?.cover?.needsAttention).toBe(false);
  });
});
