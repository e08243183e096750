import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, gql, type Caller } from './support/graphql.js';

/**
 * "The session's lots" over HTTP against the real upstream on PGlite: a deleted lot is one of none of
 * the session's counts — the calendar's (lots, without images, unpublished), Review & Publish's and
 * the shipping review's (its card, All, Needs Review and the lot total) — and every shipping-review
 * card carries its lot's image, reachable through the gateway.
 */
const PASSWORD = 'demo-password';

const CALENDAR = `query { auctionCalendar(period: UPCOMING) {
  groups { sessions { id lotCount lotsWithoutImagesCount unpublishedLotCount } } } }`;
const ITEMS = `query($g: ID!, $c: ID!) {
  catalogItems(catalogId: $c) { lots { id deleted published imageCount } }
  saleReview(groupId: $g, catalogId: $c) { banners { kind count } } }`;
const SHIPPING = `query($c: ID!) { shippingReviewCatalog(catalogId: $c) {
  counts { all readyToConfirm needsReview inProgress }
  lots { id imageUrl review { status } } } }`;
const DELETE = `mutation($c: ID!, $ids: [ID!]!) { deleteLots(catalogId: $c, lotIds: $ids) { deletedLotIds } }`;

interface CalendarSession {
  id: string;
  lotCount: number;
  lotsWithoutImagesCount: number;
  unpublishedLotCount: number;
}
interface ItemsData {
  catalogItems: { lots: Array<{ id: string; deleted: boolean; published: boolean; imageCount: number }> };
  saleReview: { banners: Array<{ kind: string; count: number | null }> };
}
interface ShippingData {
  shippingReviewCatalog: {
    counts: { all: number; readyToConfirm: number; needsReview: number; inProgress: number };
    lots: Array<{ id: string; imageUrl: string | null; review: { status: string } }>;
  };
}

describe("the session's lots: one definition for every count", () => {
  let stack: Stack;
  let staff: Caller;
  let groupId: string;
  let catalogId: string;
  let deletedLotId: string;

  const calendarCounts = async (): Promise<CalendarSession> => {
    const data = dataOf<{ auctionCalendar: { groups: Array<{ sessions: CalendarSession[] }> } }>(
      await gql(stack.gatewayUrl, CALENDAR, {}, staff),
    );
    const session = data.auctionCalendar.groups.flatMap((g) => g.sessions).find((s) => s.id === catalogId);
    if (!session) throw new Error('the session is not on the calendar');
    return session;
  };
  const items = async () =>
    dataOf<ItemsData>(await gql(stack.gatewayUrl, ITEMS, { g: groupId, c: catalogId }, staff));
  const shipping = async () =>
    dataOf<ShippingData>(await gql(stack.gatewayUrl, SHIPPING, { c: catalogId }, staff))
      .shippingReviewCatalog;

  beforeAll(async () => {
    // Quotes are held: the reviews keep the statuses the seed gave them.
    stack = await startStack({ upstream: { shippingQuoteDelayMs: 3_600_000 } });
    staff = { cookie: await stack.login('demo', 'staff', PASSWORD) };
    const db = stack.upstream.db;
    // The first upcoming session with a review that needs review, far enough out to delete lots in.
    const review = await db
      .selectFrom('shipping_reviews as r')
      .innerJoin('catalogs as c', 'c.id', 'r.catalog_id')
      .innerJoin('houses as h', 'h.id', 'c.house_id')
      .select(['c.id as catalog_id', 'c.sale_group_id', 'r.lot_id'])
      .where('h.ref', '=', 'HDEMO4AUCT')
      .where('r.status', '=', 'failed')
      .where('c.starts_at', '>', new Date(Date.now() + 24 * 3_600_000))
      .orderBy('c.starts_at')
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    catalogId = String(review.catalog_id);
    groupId = String(review.sale_group_id);
    deletedLotId = String(review.lot_id);
    // The lot to delete counts in every counter: unpublished and without images.
    await db
      .updateTable('lots')
      .set({ unpublished: true, image_count: 0 })
      .where('id', '=', review.lot_id)
      .execute();
    await db.deleteFrom('lot_images').where('lot_id', '=', review.lot_id).execute();
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  /** The counts as Review & Publish derives them from the item table (deleted items flagged). */
  function reviewCounts(data: ItemsData) {
    const live = data.catalogItems.lots.filter((l) => !l.deleted);
    return {
      lotCount: live.length,
      lotsWithoutImagesCount: live.filter((l) => l.imageCount === 0).length,
      unpublishedLotCount: live.filter((l) => !l.published).length,
    };
  }

  it('counts a lot in every counter until it is deleted, then in none', async () => {
    const before = { calendar: await calendarCounts(), items: await items(), shipping: await shipping() };
    expect(before.calendar).toMatchObject(reviewCounts(before.items));
    expect(before.shipping.lots.map((l) => l.id)).toContain(deletedLotId);
    expect(before.shipping.counts.all).toBe(before.shipping.lots.length);

    expect(dataOf(await gql(stack.gatewayUrl, DELETE, { c: catalogId, ids: [deletedLotId] }, staff))).toEqual(
      {
        deleteLots: { deletedLotIds: [deletedLotId] },
      },
    );

    const after = { calendar: await calendarCounts(), items: await items(), shipping: await shipping() };
    // The item table still lists the deleted lot (greyed), but it is none of the session's lots.
    expect(after.items.catalogItems.lots.find((l) => l.id === deletedLotId)?.deleted).toBe(true);
    expect(after.calendar).toEqual({
      id: catalogId,
      lotCount: before.calendar.lotCount - 1,
      lotsWithoutImagesCount: before.calendar.lotsWithoutImagesCount - 1,
      unpublishedLotCount: before.calendar.unpublishedLotCount - 1,
    });
    expect(after.calendar).toMatchObject(reviewCounts(after.items));
    const unpublishedBanner = (data: ItemsData) =>
      data.saleReview.banners.find((b) => b.kind === 'UNPUBLISHED');
    expect(unpublishedBanner(after.items)?.count ?? 0).toBe(
      (unpublishedBanner(before.items)?.count ?? 0) - 1,
    );

    // Step 7: no card for it, and All, Needs Review and the lot total drop by one.
    expect(after.shipping.lots.map((l) => l.id)).not.toContain(deletedLotId);
    expect(after.shipping.counts).toEqual({
      ...before.shipping.counts,
      all: before.shipping.counts.all - 1,
      needsReview: before.shipping.counts.needsReview - 1,
    });
    expect(after.shipping.counts.all).toBe(after.shipping.lots.length);
    expect(after.shipping.counts.needsReview).toBe(
      after.shipping.lots.filter((l) => l.review.status === 'FAILED').length,
    );
  });

  it("shows each shipping-review card with its lot's image, served through the gateway", async () => {
    const { lots } = await shipping();
    const withImages = new Set(
      (await items()).catalogItems.lots.filter((l) => !l.deleted && l.imageCount > 0).map((l) => l.id),
    );
    const cards = lots.filter((l) => withImages.has(l.id));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.imageUrl).toMatch(/^\/images\/file\//);
    const res = await fetch(`${stack.gatewayUrl}${cards[0]!.imageUrl}`, {
      headers: { cookie: staff.cookie! },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
  });
});
