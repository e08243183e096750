import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * Preview and Review & Publish over HTTP against the real upstream on PGlite (sales §2): the preview
 * grid, the review's publish rules and banners, publish selected and Publish All (refused with an
 * unlotted item), featured items (exactly 5, banned, no image), delete (single and bulk; the number
 * is not reusable: 112), the cover photo (130, then set after publishing) and the two-hour lock.
 */
const PASSWORD = 'demo-password';

const PREVIEW = `query($g: ID!, $c: ID!) { salePreview(groupId: $g, catalogId: $c) {
  groupId catalogId isBin routeType in2Hours lockMessage continueStep continuePath exitPath
  header { title houseName location currency timeZone dateDisplay saleTypeLabel startsAt }
  lots { id displayNumber invNumber title lowEstimate highEstimate price primaryImageUrl editPath } } }`;
const REVIEW = `query($g: ID!, $c: ID!) {
  saleReview(groupId: $g, catalogId: $c) {
    isBin published in2Hours publishAllVisible publishAllDisabledReason catalogUrl
    banners { kind count message filter }
    cover { url needsAttention errorCode }
    featuredLotsEnabled featured { lotIds eligibleLotIds required } promotionText
    shippingEnabled continueStep continuePath previewPath addItemPath }
  catalogItems(catalogId: $c) { lots { id displayNumber status published deleted } } }`;
const PUBLISH_ALL = `mutation($c: ID!) { publishAllLots(catalogId: $c) {
  published message note cover { url needsAttention } lots { id published status } } }`;
const PUBLISH = `mutation($c: ID!, $ids: [ID!]!) { publishLots(catalogId: $c, lotIds: $ids) {
  published message lots { id published status } } }`;
const DELETE = `mutation($c: ID!, $ids: [ID!]!) { deleteLots(catalogId: $c, lotIds: $ids) {
  deletedLotIds lots { id deleted status } } }`;
const FEATURED = `mutation($c: ID!, $ids: [ID!]!) { saveFeaturedLots(catalogId: $c, lotIds: $ids) {
  lotIds eligibleLotIds required } }`;
const COVER = `mutation($c: ID!, $l: ID) { selectCoverImage(catalogId: $c, lotId: $l) { url needsAttention errorCode } }`;
const SAVE_LOT = `mutation($g: ID!, $c: ID!, $input: LotInput!) { saveLot(groupId: $g, catalogId: $c, input: $input) {
  lot { id } } }`;

interface LotSpec {
  number?: string;
  inv?: string;
  unpublished?: boolean;
  banned?: boolean;
  images?: number;
}

describe('preview and review & publish through the gateway', () => {
  let stack: Stack;
  let staff: Caller;
  let clerk: Caller;
  let other: Caller;
  let groupId: string;
  let catalogId: string;
  let ids: Map<string, string>;
  const id = (key: string) => ids.get(key)!;
  const errorCodeOf = (res: Awaited<ReturnType<typeof gql>>) =>
    res.body.errors?.[0]?.extensions?.['errorCode'];

  beforeAll(async () => {
    stack = await startStack();
    staff = { cookie: await stack.login('demo', 'staff', PASSWORD) };
    clerk = { cookie: await stack.login('demo', 'clerk', PASSWORD) };
    other = { cookie: await stack.login('other', 'staff', PASSWORD) };
    ({ groupId, catalogId } = await newCatalog(stack, 'timed', 24 * 20));
    ids = await insertLots(stack, catalogId, [
      { number: '1', unpublished: true },
      { number: '2', unpublished: true },
      { number: '3', banned: true },
      { number: '4' },
      { number: '5' },
      { number: '6' },
      { number: '7', unpublished: true, images: 0 },
      { inv: 'INV-8', unpublished: true },
    ]);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('previews a session: header, lots with estimates and edit links', async () => {
    const preview = dataOf<{
      salePreview: Record<string, unknown> & { lots: Array<Record<string, unknown>> };
    }>(await gql(stack.gatewayUrl, PREVIEW, { g: groupId, c: catalogId }, staff)).salePreview;
    expect(preview).toMatchObject({
      isBin: false,
      routeType: 'timed',
      in2Hours: false,
      lockMessage: null,
      continueStep: 6,
      continuePath: `/session/timed/${groupId}/${catalogId}/6`,
      exitPath: '/my-auctions/current',
      header: { title: 'Review timed', saleTypeLabel: 'Timed', currency: 'USD' },
    });
    expect(preview.lots).toHaveLength(8);
    expect(preview.lots[0]).toMatchObject({
      displayNumber: '1',
      lowEstimate: '100',
      highEstimate: '200',
      price: null,
      editPath: `/session/timed/${groupId}/${catalogId}/lot/${id('1')}`,
    });
    // Seeded lots count images without files: a generated picture, reached through the gateway.
    expect(preview.lots[0]?.['primaryImageUrl']).toMatch(/^\/images\/file\//);
  });

  it('previews a fixed-price sale: house header, prices, review links of the bin flow', async () => {
    const sale = dataOf<{ auctionCalendar: { buyNowSale: { groupId: string; catalogId: string } } }>(
      await gql(
        stack.gatewayUrl,
        '{ auctionCalendar(period: UPCOMING) { buyNowSale { groupId catalogId } } }',
        {},
        staff,
      ),
    ).auctionCalendar.buyNowSale;
    const vars = { g: sale.groupId, c: sale.catalogId };
    const preview = dataOf<{
      salePreview: {
        isBin: boolean;
        continueStep: number;
        header: { houseName: string; saleTypeLabel: string | null; dateDisplay: string | null };
        lots: Array<{ price: string | null; lowEstimate: string | null }>;
      };
    }>(await gql(stack.gatewayUrl, PREVIEW, vars, staff)).salePreview;
    expect(preview).toMatchObject({
      isBin: true,
      continueStep: 5,
      header: { saleTypeLabel: null, dateDisplay: null },
    });
    expect(preview.header.houseName).not.toBe('');
    expect(preview.lots.length).toBeGreaterThan(0);
    expect(preview.lots.every((l) => l.lowEstimate === null)).toBe(true);
    const review = dataOf<{ saleReview: { isBin: boolean; continueStep: number; previewPath: string } }>(
      await gql(stack.gatewayUrl, REVIEW, vars, staff),
    ).saleReview;
    expect(review).toMatchObject({
      isBin: true,
      continueStep: 6,
      previewPath: `/session/bin/${vars.g}/${vars.c}/4`,
    });
  });

  it('computes the review rules, banners, cover and featured state', async () => {
    const data = dataOf<{ saleReview: Record<string, unknown> }>(
      await gql(stack.gatewayUrl, REVIEW, { g: groupId, c: catalogId }, staff),
    );
    expect(data.saleReview).toMatchObject({
      published: false,
      in2Hours: false,
      publishAllVisible: true,
      cover: { url: null, needsAttention: true, errorCode: '130' },
      featuredLotsEnabled: true,
      featured: { lotIds: [], required: 5 },
      promotionText: 'Feature your lots for $249 per lot/item.',
      previewPath: `/session/timed/${groupId}/${catalogId}/5`,
      addItemPath: `/session/timed/${groupId}/${catalogId}/lot/0`,
    });
    expect(data.saleReview['publishAllDisabledReason']).toMatch(/lot number/);
    expect(
      (data.saleReview['banners'] as Array<{ kind: string; count: number }>).map((b) => [b.kind, b.count]),
    ).toEqual([
      ['BANNED', 1],
      ['UNPUBLISHED', 4],
      ['WITHOUT_IMAGES', 1],
      ['UNLOTTED', 1],
    ]);
    expect((data.saleReview['featured'] as { eligibleLotIds: string[] }).eligibleLotIds).toEqual(
      ['1', '2', '4', '5', '6'].map(id),
    );
  });

  it('refuses Publish All with an unlotted item, publishes selected lots by the shared rule', async () => {
    const all = await gql(stack.gatewayUrl, PUBLISH_ALL, { c: catalogId }, staff);
    expect(firstError(all).code).toBe('BAD_USER_INPUT');
    expect(errorCodeOf(all)).toBe('LOTS_WITHOUT_LOT_NUMBER');

    const mixed = await gql(stack.gatewayUrl, PUBLISH, { c: catalogId, ids: [id('1'), id('4')] }, staff);
    expect(errorCodeOf(mixed)).toBe('PUBLISH_SELECTION_INVALID');
    const unlotted = await gql(stack.gatewayUrl, PUBLISH, { c: catalogId, ids: [id('INV-8')] }, staff);
    expect(errorCodeOf(unlotted)).toBe('PUBLISH_SELECTION_INVALID');

    const published = dataOf<{ publishLots: { published: boolean; message: string; lots: unknown[] } }>(
      await gql(stack.gatewayUrl, PUBLISH, { c: catalogId, ids: [id('1'), id('2')] }, staff),
    ).publishLots;
    expect(published).toEqual({
      published: false,
      message: 'Your items were successfully published!',
      lots: [
        { id: id('1'), published: true, status: 'PUBLISHED' },
        { id: id('2'), published: true, status: 'PUBLISHED' },
      ],
    });
  });

  it('saves exactly 5 eligible featured items', async () => {
    const four = await gql(
      stack.gatewayUrl,
      FEATURED,
      { c: catalogId, ids: ['1', '2', '4', '5'].map(id) },
      staff,
    );
    expect(firstError(four)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lotIds' });
    expect(errorCodeOf(four)).toBe('FEATURED_COUNT');
    const banned = await gql(
      stack.gatewayUrl,
      FEATURED,
      { c: catalogId, ids: ['1', '2', '3', '4', '5'].map(id) },
      staff,
    );
    expect(firstError(banned).message).toBe(
      'A banned lot has been selected and is ineligible to be featured. Select 5 unbanned featured lots.',
    );
    const noImage = await gql(
      stack.gatewayUrl,
      FEATURED,
      { c: catalogId, ids: ['1', '2', '4', '5', '7'].map(id) },
      staff,
    );
    expect(errorCodeOf(noImage)).toBe('FEATURED_INELIGIBLE');
    const five = ['1', '2', '4', '5', '6'].map(id);
    const saved = dataOf<{ saveFeaturedLots: { lotIds: string[]; required: number } }>(
      await gql(stack.gatewayUrl, FEATURED, { c: catalogId, ids: five }, staff),
    ).saveFeaturedLots;
    expect(saved).toMatchObject({ lotIds: five, required: 5 });
  });

  it('deletes one lot and several; a deleted number gives 112 when re-added', async () => {
    const cover = dataOf<{ selectCoverImage: { needsAttention: boolean } }>(
      await gql(stack.gatewayUrl, COVER, { c: catalogId, l: id('6') }, staff),
    ).selectCoverImage;
    expect(cover.needsAttention).toBe(false);

    const single = dataOf<{ deleteLots: { deletedLotIds: string[]; lots: unknown[] } }>(
      await gql(stack.gatewayUrl, DELETE, { c: catalogId, ids: [id('6')] }, staff),
    ).deleteLots;
    expect(single).toEqual({
      deletedLotIds: [id('6')],
      lots: [{ id: id('6'), deleted: true, status: 'DELETED' }],
    });
    const again = await gql(
      stack.gatewayUrl,
      SAVE_LOT,
      { g: groupId, c: catalogId, input: { lotNumber: '6', title: 'Again', description: 'Again' } },
      staff,
    );
    expect(firstError(again).code).toBe('BAD_USER_INPUT');
    expect(errorCodeOf(again)).toBe('112');
    const twice = await gql(stack.gatewayUrl, DELETE, { c: catalogId, ids: [id('6')] }, staff);
    expect(errorCodeOf(twice)).toBe('LOT_DELETED');

    const bulk = dataOf<{ deleteLots: { deletedLotIds: string[] } }>(
      await gql(stack.gatewayUrl, DELETE, { c: catalogId, ids: [id('7'), id('INV-8')] }, staff),
    ).deleteLots;
    expect(bulk.deletedLotIds.sort()).toEqual([id('7'), id('INV-8')].sort());
  });

  it('flags the cover of a deleted lot (130) and sets a new one after publishing all', async () => {
    const before = dataOf<{
      saleReview: { cover: { needsAttention: boolean }; publishAllDisabledReason: string | null };
    }>(await gql(stack.gatewayUrl, REVIEW, { g: groupId, c: catalogId }, staff)).saleReview;
    expect(before.cover.needsAttention).toBe(true);
    expect(before.publishAllDisabledReason).toBeNull();

    const all = dataOf<{
      publishAllLots: { published: boolean; note: string; cover: { url: string; needsAttention: boolean } };
    }>(await gql(stack.gatewayUrl, PUBLISH_ALL, { c: catalogId }, staff)).publishAllLots;
    expect(all.published).toBe(true);
    expect(all.note).toMatch(/24-48 hours/);
    expect(all.cover.needsAttention).toBe(false);
    expect(all.cover.url).toMatch(new RegExp(`-0*${id('1')}\\.thumb\\.jpg$`));

    const after = dataOf<{ saleReview: Record<string, unknown> }>(
      await gql(stack.gatewayUrl, REVIEW, { g: groupId, c: catalogId }, staff),
    ).saleReview;
    expect(after).toMatchObject({
      published: true,
      publishAllVisible: false,
      cover: { needsAttention: false },
    });
  });

  it('serves stored images through the gateway and takes one as the cover by URL', async () => {
    const own = await newCatalog(stack, 'live', 24 * 10);
    const lotId = (await insertLots(stack, own.catalogId, [{ number: '1', images: 0 }])).get('1')!;
    const db = stack.upstream.db;
    const house = await db
      .selectFrom('houses')
      .select(['id', 'ref'])
      .where('user_name', '=', 'demo')
      .executeTakeFirstOrThrow();
    const key = `${house.ref}/${own.catalogId}/0b6f1f7e-2c1d-4a57-9a55-3f8a2e1d9c10`;
    await db
      .insertInto('lot_images')
      .values({
        house_id: house.id,
        catalog_id: Number(own.catalogId),
        lot_id: Number(lotId),
        sequence: 0,
        storage_key: `${key}.jpg`,
        thumbnail_key: `${key}.thumb.jpg`,
        width: 1200,
        height: 1200,
      })
      .execute();
    const preview = dataOf<{ salePreview: { lots: Array<{ primaryImageUrl: string }> } }>(
      await gql(stack.gatewayUrl, PREVIEW, { g: own.groupId, c: own.catalogId }, staff),
    ).salePreview;
    expect(preview.lots[0]?.primaryImageUrl).toBe(`/images/file/${key}.jpg`);
    const cover = dataOf<{ selectCoverImage: { url: string; needsAttention: boolean } }>(
      await gql(
        stack.gatewayUrl,
        'mutation($c: ID!, $u: String) { selectCoverImage(catalogId: $c, imageUrl: $u) { url needsAttention } }',
        { c: own.catalogId, u: `/images/file/${key}.thumb.jpg` },
        staff,
      ),
    ).selectCoverImage;
    expect(cover).toEqual({ url: `/images/file/${key}.thumb.jpg`, needsAttention: false });
  });

  it('locks delete and featured items within two hours of the sale, and hides the preview edit links', async () => {
    const soon = await newCatalog(stack, 'live', 1);
    const soonIds = await insertLots(
      stack,
      soon.catalogId,
      ['1', '2', '3', '4', '5'].map((number) => ({ number, unpublished: true })),
    );
    const refused = await gql(
      stack.gatewayUrl,
      DELETE,
      { c: soon.catalogId, ids: [soonIds.get('1')] },
      staff,
    );
    expect(firstError(refused)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'You can not edit, delete or add additional lots at this time.',
    });
    expect(errorCodeOf(refused)).toBe('CATALOG_LOCKED');
    // Featured items edit the sale too: five eligible lots, refused by the lock.
    const featured = await gql(
      stack.gatewayUrl,
      FEATURED,
      { c: soon.catalogId, ids: [...soonIds.values()] },
      staff,
    );
    expect(errorCodeOf(featured)).toBe('CATALOG_LOCKED');
    const preview = dataOf<{
      salePreview: { in2Hours: boolean; lockMessage: string; lots: Array<{ editPath: null }> };
    }>(await gql(stack.gatewayUrl, PREVIEW, { g: soon.groupId, c: soon.catalogId }, staff)).salePreview;
    expect(preview.in2Hours).toBe(true);
    expect(preview.lockMessage).toBe('You can not edit, delete or add additional lots at this time.');
    expect(preview.lots[0]?.editPath).toBeNull();
  });

  it('needs the calendar flag and keeps houses apart', async () => {
    expect(firstError(await gql(stack.gatewayUrl, REVIEW, { g: groupId, c: catalogId }, clerk)).code).toBe(
      'FORBIDDEN',
    );
    const foreign = await gql(stack.gatewayUrl, PUBLISH_ALL, { c: catalogId }, other);
    expect(firstError(foreign).code).toBe('NOT_FOUND');
    const wrongGroup = await gql(stack.gatewayUrl, PREVIEW, { g: '999999', c: catalogId }, staff);
    expect(firstError(wrongGroup).code).toBe('NOT_FOUND');
  });
});

async function newCatalog(
  stack: Stack,
  kind: 'live' | 'timed',
  startsInHours: number,
): Promise<{ groupId: string; catalogId: string }> {
  const db = stack.upstream.db;
  const house = await db
    .selectFrom('houses')
    .select('id')
    .where('user_name', '=', 'demo')
    .executeTakeFirstOrThrow();
  const address = await db
    .selectFrom('house_addresses')
    .select('id')
    .where('house_id', '=', house.id)
    .executeTakeFirstOrThrow();
  const group = await db
    .insertInto('sale_groups')
    .values({ house_id: house.id, name: `Review ${kind}`, is_timed: kind === 'timed' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const serial = Math.random().toString(36).slice(2, 10).toUpperCase();
  const catalog = await db
    .insertInto('catalogs')
    .values({
      house_id: house.id,
      sale_group_id: group.id,
      ref: `GWREVIEW${serial}`,
      title: `Review ${kind}`,
      identifier: serial,
      starts_at: new Date(Date.now() + startsInHours * 3_600_000),
      address_id: address.id,
      sale_type: kind,
      buyer_premium_rate: 25_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { groupId: String(group.id), catalogId: String(catalog.id) };
}

/** Lots with the flags a test needs, straight into the upstream's database (ids by number or inventory number). */
async function insertLots(
  stack: Stack,
  catalogId: string,
  specs: readonly LotSpec[],
): Promise<Map<string, string>> {
  const db = stack.upstream.db;
  const catalog = await db
    .selectFrom('catalogs')
    .select('house_id')
    .where('id', '=', Number(catalogId))
    .executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('lots')
    .values(
      specs.map((s) => ({
        house_id: catalog.house_id,
        catalog_id: Number(catalogId),
        ref: `LREV${Math.random().toString(36).slice(2, 12).toUpperCase()}`,
        lot_number: s.number === undefined ? null : Number(s.number),
        inv_number: s.inv ?? null,
        title: `Lot ${s.number ?? s.inv}`,
        description: 'Review fixture',
        low_estimate: 10_000,
        high_estimate: 20_000,
        unpublished: s.unpublished ?? false,
        banned: s.banned ?? false,
        image_count: s.images ?? 1,
      })),
    )
    .returning(['id', 'lot_number', 'inv_number'])
    .execute();
  return new Map(
    rows.map((r) => [r.lot_number === null ? r.inv_number! : String(r.lot_number), String(r.id)]),
  );
}
