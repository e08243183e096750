import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../db/schema.js';
import { DEMO_HOUSE_REF, startUpstream, type StartedUpstream } from '../testing.js';
import { campaignScopeOf, type CampaignFilter } from './campaignFilter.js';
import { campaignReport } from './campaignReport.js';

/**
 * The dashboard's aggregates on a small fixture of known figures: one sale in June 2031 (no seeded
 * sale is that late) with six lots, four sold on three channels, two featured, a few views,
 * watchers and order bids, and a keyword only this fixture follows.
 */
const FIXTURE_REF = 'CAMPAIGNFIX1';
const KEYWORD = 'Campaign fixture keyword';
const JUNE: CampaignFilter = { from: '2031-06-01', to: '2031-06-30', catalogRefs: [] };

async function buildFixture(db: Kysely<DB>) {
  const house = await db
    .selectFrom('houses')
    .select('id')
    .where('ref', '=', DEMO_HOUSE_REF)
    .executeTakeFirstOrThrow();
  const houseId = house.id;
  const address = await db
    .selectFrom('house_addresses')
    .select('id')
    .where('house_id', '=', houseId)
    .executeTakeFirstOrThrow();
  const bidders = await db
    .selectFrom('bidders')
    .select('id')
    .where('house_id', '=', houseId)
    .orderBy('id')
    .limit(5)
    .execute();
  const [b1, b2, b3, b4, b5] = bidders.map((b) => b.id) as [number, number, number, number, number];
  const group = await db
    .insertInto('sale_groups')
    .values({ house_id: houseId, name: 'Campaign fixture' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const catalog = await db
    .insertInto('catalogs')
    .values({
      house_id: houseId,
      sale_group_id: group.id,
      ref: FIXTURE_REF,
      title: 'Campaign fixture sale',
      identifier: 'CF1',
      starts_at: '2031-06-15T15:00:00Z',
      address_id: address.id,
      sale_type: 'live',
      buyer_premium_rate: 25_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const estimates: [number | null, number | null][] = [
    [10_000, 20_000],
    [10_000, 20_000],
    [10_000, 20_000],
    [null, null],
    [1_000, 2_000],
    [1_000, 2_000],
  ];
  const lots = await db
    .insertInto('lots')
    .values(
      estimates.map(([low, high], i) => ({
        house_id: houseId,
        catalog_id: catalog.id,
        ref: `${FIXTURE_REF}L${i + 1}`,
        lot_number: i + 1,
        title: `Fixture lot ${i + 1}`,
        low_estimate: low,
        high_estimate: high,
      })),
    )
    .returning('id')
    .execute();
  const [l1, l2, l3, l4, l5, l6] = lots.map((l) => l.id) as [number, number, number, number, number, number];
  const approval = async (
    bidder: number,
    channel: 'INV' | 'PL' | 'AZ' | 'Floor',
    company: 3 | 4 | 9 | null,
  ) =>
    (
      await db
        .insertInto('approvals')
        .values({ house_id: houseId, bidder_id: bidder, channel, company_id: company })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const inv1 = await approval(b1, 'INV', null);
  const pl2 = await approval(b2, 'PL', 3);
  const az3 = await approval(b3, 'AZ', 4);
  await db
    .insertInto('sale_results')
    .values([
      { house_id: houseId, lot_id: l1, approval_id: inv1, hammer: 15_000 }, // within the estimate
      { house_id: houseId, lot_id: l2, approval_id: pl2, hammer: 5_000 }, // below the low
      { house_id: houseId, lot_id: l3, approval_id: az3, hammer: 30_000 }, // above the high
      { house_id: houseId, lot_id: l4, approval_id: inv1, hammer: 7_000 }, // no estimates
      { house_id: houseId, lot_id: l5, approval_id: pl2, hammer: 0, passed: true },
    ])
    .execute();
  await db
    .insertInto('order_bids')
    .values([
      { house_id: houseId, lot_id: l5, bidder_id: b4, amount: 900 },
      { house_id: houseId, lot_id: l6, bidder_id: b5, amount: 900, cancelled_at: '2031-06-01T00:00:00Z' },
    ])
    .execute();
  await db
    .insertInto('catalog_featured_lots')
    .values([
      { catalog_id: catalog.id, position: 1, lot_id: l1 },
      { catalog_id: catalog.id, position: 2, lot_id: l5 },
    ])
    .execute();
  const view = (lot: number, bidder: number | null) => ({
    house_id: houseId,
    lot_id: lot,
    bidder_id: bidder,
    viewed_at: '2031-06-10T12:00:00Z',
  });
  await db
    .insertInto('lot_views')
    .values([view(l1, b1), view(l1, b2), view(l1, null), view(l5, b4), view(l6, null), view(l6, b3)])
    .execute();
  await db
    .insertInto('lot_watchers')
    .values([
      { house_id: houseId, lot_id: l1, bidder_id: b1 },
      { house_id: houseId, lot_id: l1, bidder_id: b2 },
      { house_id: houseId, lot_id: l6, bidder_id: b3 },
    ])
    .execute();
  await db
    .insertInto('customer_keywords')
    .values([
      { house_id: houseId, bidder_id: b1, keyword: KEYWORD, created_at: '2031-06-10T12:00:00Z' },
      { house_id: houseId, bidder_id: b2, keyword: KEYWORD, created_at: '2020-01-01T12:00:00Z' },
    ])
    .execute();
  return houseId;
}

describe('campaignReport on a fixture of known figures', () => {
  let upstream: StartedUpstream;
  let houseId: number;
  const report = async (filter: CampaignFilter) =>
    campaignReport(upstream.db, await campaignScopeOf(upstream.db, houseId, filter));

  beforeAll(async () => {
    upstream = await startUpstream();
    houseId = await buildFixture(upstream.db);
  }, 300_000);
  afterAll(() => upstream?.close());

  it('sums sell-through, hammer against estimates, bidders and channels in cents', async () => {
    const { performance } = await report(JUNE);
    expect(performance.totals).toEqual({
      lots: 6,
      soldLots: 4,
      hammerCents: 57_000,
      bidders: 4,
      estimatedLots: 3,
      estimatedHammerCents: 50_000,
      lowEstimateCents: 30_000,
      highEstimateCents: 60_000,
      belowLowLots: 1,
      aboveHighLots: 1,
    });
    expect(performance.byChannel).toEqual([
      { channel: 'INV', bidders: 1, winningBids: 2, hammerCents: 22_000 },
      { channel: 'PL', bidders: 1, winningBids: 1, hammerCents: 5_000 },
      { channel: 'AZ', bidders: 1, winningBids: 1, hammerCents: 30_000 },
      { channel: 'Floor', bidders: 0, winningBids: 0, hammerCents: 0 },
    ]);
    expect(performance.overTime).toEqual([
      { month: '2031-06', sales: 1, lots: 6, soldLots: 4, hammerCents: 57_000 },
    ]);
  });

  it('gives the featured-lot promotion its Billing fee and its lots’ results', async () => {
    const { promotions } = await report(JUNE);
    expect(promotions.rows).toEqual([
      {
        catalogRef: FIXTURE_REF,
        title: 'Campaign fixture sale',
        saleDate: '2031-06-15',
        featuredLots: 2,
        feeCents: 49_800,
        soldLots: 1,
        hammerCents: 15_000,
        views: 4,
        watchers: 2,
      },
    ]);
    expect(promotions.totals).toEqual({
      featuredLots: 2,
      feeCents: 49_800,
      soldLots: 1,
      hammerCents: 15_000,
      views: 4,
      watchers: 2,
    });
  });

  it('counts views and watchers per sale and keyword followers new in the range', async () => {
    const { engagement, keywords } = await report(JUNE);
    expect(engagement.rows).toEqual([
      {
        catalogRef: FIXTURE_REF,
        title: 'Campaign fixture sale',
        saleDate: '2031-06-15',
        lots: 6,
        views: 6,
        watchers: 3,
      },
    ]);
    expect(keywords.find((k) => k.keyword === KEYWORD)).toEqual({
      keyword: KEYWORD,
      followers: 2,
      newFollowers: 1,
    });
  });

  it('narrows by sale as by date, and is empty for a range without sales', async () => {
    const bySale = await report({ from: null, to: null, catalogRefs: [FIXTURE_REF] });
    expect(bySale.performance.totals.hammerCents).toBe(57_000);
    expect(bySale.engagement.rows.map((r) => r.catalogRef)).toEqual([FIXTURE_REF]);
    const empty = await report({ from: '2031-07-01', to: '2031-07-31', catalogRefs: [] });
    expect(empty.performance.totals.lots).toBe(0);
    expect(empty.promotions.rows).toEqual([]);
    expect(empty.engagement.rows).toEqual([]);
    expect(empty.performance.overTime).toEqual([]);
  });
});
