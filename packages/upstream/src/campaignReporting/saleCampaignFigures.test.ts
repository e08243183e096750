import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../db/schema.js';
import { DEMO_HOUSE_REF, startUpstream, type StartedUpstream } from '../testing.js';

const SALE_COLUMNS = [
  'lots',
  'sold_lots',
  'hammer',
  'estimated_lots',
  'estimated_hammer',
  'low_estimate',
  'high_estimate',
  'below_low_lots',
  'above_high_lots',
  'views',
  'watchers',
  'inv_wins',
  'inv_hammer',
  'pl_wins',
  'pl_hammer',
  'az_wins',
  'az_hammer',
  'floor_wins',
  'floor_hammer',
] as const;

/**
 * Every sale whose kept figures (sale_campaign_figures) differ from the figures computed afresh from
 * its lots, results, registrations and lot counts (what the report read on each visit before 0032),
 * and every lot whose kept part differs from its sources; none when the triggers keep up.
 */
async function figuresOffTheSources(db: Kysely<DB>) {
  const kept = sql.join(SALE_COLUMNS.map((c) => sql`coalesce(s.${sql.ref(c)}, 0) as ${sql.ref(c)}`));
  const sales = await sql<Record<string, unknown>>`
    with l as (
      select l.catalog_id, l.low_estimate as low, l.high_estimate as high, r.hammer, a.channel,
        coalesce(e.views, 0) as views, coalesce(e.watchers, 0) as watchers,
        l.deleted_at is null as live,
        l.deleted_at is null and r.id is not null and not r.passed as sold,
        l.deleted_at is null and r.id is not null and not r.passed
          and l.low_estimate is not null and l.high_estimate is not null as estimated
      from lots l
      left join sale_results r on r.lot_id = l.id
      left join approvals a on a.id = r.approval_id
      left join lot_engagement_counts e on e.lot_id = l.id
    ),
    fresh as (
      select c.id as catalog_id,
        count(l.catalog_id) filter (where l.live) as lots,
        count(*) filter (where l.sold) as sold_lots,
        coalesce(sum(l.hammer) filter (where l.sold), 0) as hammer,
        count(*) filter (where l.estimated) as estimated_lots,
        coalesce(sum(l.hammer) filter (where l.estimated), 0) as estimated_hammer,
        coalesce(sum(l.low) filter (where l.estimated), 0) as low_estimate,
        coalesce(sum(l.high) filter (where l.estimated), 0) as high_estimate,
        count(*) filter (where l.estimated and l.hammer < l.low) as below_low_lots,
        count(*) filter (where l.estimated and l.hammer > l.high) as above_high_lots,
        coalesce(sum(l.views), 0) as views,
        coalesce(sum(l.watchers), 0) as watchers,
        count(*) filter (where l.sold and l.channel = 'INV') as inv_wins,
        coalesce(sum(l.hammer) filter (where l.sold and l.channel = 'INV'), 0) as inv_hammer,
        count(*) filter (where l.sold and l.channel = 'PL') as pl_wins,
        coalesce(sum(l.hammer) filter (where l.sold and l.channel = 'PL'), 0) as pl_hammer,
        count(*) filter (where l.sold and l.channel = 'AZ') as az_wins,
        coalesce(sum(l.hammer) filter (where l.sold and l.channel = 'AZ'), 0) as az_hammer,
        count(*) filter (where l.sold and l.channel = 'Floor') as floor_wins,
        coalesce(sum(l.hammer) filter (where l.sold and l.channel = 'Floor'), 0) as floor_hammer
      from catalogs c left join l on l.catalog_id = c.id
      group by c.id
    ),
    kept as (
      select c.id as catalog_id, ${kept}
      from catalogs c left join sale_campaign_figures s on s.catalog_id = c.id
    )
    (select 'fresh' as side, * from fresh except select 'fresh', * from kept)
    union all
    (select 'kept', * from kept except select 'kept', * from fresh)`.execute(db);
  const lots = await sql<Record<string, unknown>>`
    (select 'fresh' as side, * from lot_campaign_figures_of(array(select id from lots))
      except select 'fresh', * from lot_campaign_figures)
    union all
    (select 'kept', * from lot_campaign_figures
      except select 'kept', * from lot_campaign_figures_of(array(select id from lots)))`.execute(db);
  return { sales: sales.rows, lots: lots.rows };
}

const IN_STEP = { sales: [], lots: [] };

/** A copy of the house's first sale (every column but its id, ref and title), with no lots. */
async function copySale(db: Kysely<DB>, houseId: number): Promise<number> {
  const { rows: columns } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = 'catalogs'
      and column_name not in ('id', 'ref', 'title')`.execute(db);
  const list = sql.join(columns.map((c) => sql.ref(c.column_name)));
  const { rows } = await sql<{ id: number }>`
    insert into catalogs (ref, title, ${list})
    select 'CAMPFIG1', 'Campaign figures sale', ${list}
    from catalogs where house_id = ${houseId} order by id limit 1
    returning id`.execute(db);
  return rows[0]!.id;
}

const keptOf = async (db: Kysely<DB>, catalogId: number) =>
  db
    .selectFrom('sale_campaign_figures')
    .select(['lots', 'sold_lots', 'hammer', 'estimated_lots', 'views', 'watchers', 'inv_wins', 'pl_wins'])
    .where('catalog_id', '=', catalogId)
    .executeTakeFirst();

describe('sale_campaign_figures (migration 0032) follow lots, results, registrations and lot counts', () => {
  let upstream: StartedUpstream;
  let db: Kysely<DB>;
  let houseId: number;
  let catalogId: number;
  let otherCatalogId: number;
  let lots: number[];
  let approvals: { inv: number; pl: number };

  beforeAll(async () => {
    upstream = await startUpstream();
    db = upstream.db;
    houseId = (
      await db.selectFrom('houses').select('id').where('ref', '=', DEMO_HOUSE_REF).executeTakeFirstOrThrow()
    ).id;
    // A sale of the test's own, so deleting it touches nothing else.
    catalogId = await copySale(db, houseId);
    otherCatalogId = (
      await db
        .selectFrom('catalogs')
        .select('id')
        .where('house_id', '=', houseId)
        .where('id', '<>', catalogId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const bidder = await db
      .selectFrom('bidders')
      .select('id')
      .where('house_id', '=', houseId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const registered = await db
      .insertInto('approvals')
      .values([
        { house_id: houseId, bidder_id: bidder.id, channel: 'INV', company_id: null },
        { house_id: houseId, bidder_id: bidder.id, channel: 'PL', company_id: 3 },
      ])
      .returning('id')
      .execute();
    approvals = { inv: registered[0]!.id, pl: registered[1]!.id };
  }, 300_000);
  afterAll(() => upstream?.close());

  it('matches the seeded data', async () => {
    expect(await figuresOffTheSources(db)).toEqual(IN_STEP);
    const total = await db
      .selectFrom('sale_campaign_figures')
      .select((eb) => [eb.fn.sum<string>('sold_lots').as('sold'), eb.fn.sum<string>('views').as('views')])
      .executeTakeFirstOrThrow();
    expect(Number(total.sold)).toBeGreaterThan(0);
    expect(Number(total.views)).toBeGreaterThan(0);
  });

  it('adds new lots and their results, won and passed, many in one statement', async () => {
    lots = (
      await db
        .insertInto('lots')
        .values(
          [1, 2, 3, 4].map((i) => ({
            house_id: houseId,
            catalog_id: catalogId,
            ref: `CAMPFIGLOT${i}`,
            lot_number: i,
            title: `Campaign figures lot ${i}`,
            low_estimate: 10_000 * i,
            high_estimate: 20_000 * i,
          })),
        )
        .returning('id')
        .execute()
    ).map((l) => l.id);
    const [a, b, c] = lots as [number, number, number];
    await db
      .insertInto('sale_results')
      .values([
        { house_id: houseId, lot_id: a, approval_id: approvals.inv, hammer: 5_000 },
        { house_id: houseId, lot_id: b, approval_id: approvals.pl, hammer: 45_000 },
        { house_id: houseId, lot_id: c, approval_id: approvals.inv, hammer: 1_000, passed: true },
      ])
      .execute();
    expect(await keptOf(db, catalogId)).toEqual({
      lots: 4,
      sold_lots: 2,
      hammer: 50_000,
      estimated_lots: 2,
      views: 0,
      watchers: 0,
      inv_wins: 1,
      pl_wins: 1,
    });
    expect(await figuresOffTheSources(db)).toEqual(IN_STEP);
  });

  it('follows a result changed, passed, moved to another registration or removed', async () => {
    const [a, b, c] = lots as [number, number, number];
    await db.updateTable('sale_results').set({ hammer: 12_345 }).where('lot_id', '=', a).execute();
    await db.updateTable('sale_results').set({ passed: false }).where('lot_id', '=', c).execute();
    await db
      .updateTable('sale_results')
      .set({ approval_id: approvals.inv })
      .where('lot_id', '=', b)
      .execute();
    expect(await keptOf(db, catalogId)).toMatchObject({ sold_lots: 3, inv_wins: 3, pl_wins: 0 });
    expect(await figuresOffTheSources(db)).toEqual(IN_STEP);
    await db.updateTable('sale_results').set({ passed: true }).where('lot_id', '=', c).execute();
    await db.deleteFrom('sale_results').where('lot_id', '=', b).execute();
    expect(await keptOf(db, catalogId)).toMatchObject({ sold_lots: 1, hammer: 12_345 });
    expect(await figuresOffTheSources(db)).toEqual(IN_STEP);
  });

  it("follows a registration's channel and bidder", async () => {
    await db
      .updateTable('approvals')
      .set({ channel: 'PL', company_id: 3 })
      .where('id', '=', approvals.inv)
      .execute();
    expect(await keptOf(db, catalogId)).toMatchObject({ inv_wins: 0, pl_wins: 1 });
    const other = await db
      .selectFrom('bidders')
      .select('id')
      .where('house_id', '=', houseId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db.updateTable('approvals').set({ bidder_id: other.id }).where('id', '=', approvals.inv).execute();
    expect(await figuresOffTheSources(db)).toEqual(IN_STEP);
    await db
      .updateTable('approvals')
      .set({ channel: 'INV', company_id: null })
      .where('id', '=', approvals.inv)
      .execute();
    expect(await keptOf(db, catalogId)).toMatchObject({ inv_wins: 1, pl_wins: 0 });
  });

  it('follows views and watchers', async () => {
    const [a, , , d] = lots as [number, number, number, number];
    const bidder = await db
      .selectFrom('bidders')
      .select('id')
      .where('house_id', '=', houseId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('lot_views')
      .values([
        { house_id: houseId, lot_id: a, bidder_id: null },
        { house_id: houseId, lot_id: a, bidder_id: bidder.id },
        { house_id: houseId, lot_id: d, bidder_id: null },
      ])
      .execute();
    await db
      .insertInto('lot_watchers')
      .values({ house_id: houseId, lot_id: d, bidder_id: bidder.id })
      .execute();
    expect(await keptOf(db, catalogId)).toMatchObject({ views: 3, watchers: 1 });
    await db.deleteFrom('lot_views').where('lot_id', '=', a).where('bidder_id', 'is', null).execute();
    await db.deleteFrom('lot_watchers').where('lot_id', '=', d).execute();
    expect(await keptOf(db, catalogId)).toMatchObject({ views: 2, watchers: 0 });
    expect(await figuresOffTheSources(db)).toEqual(IN_STEP);
  });

  it("follows a lot's estimates, deletion, restoring and move to another sale; other edits change nothing", async () => {
    const [a, , , d] = lots as [number, number, number, number];
    await db
      .updateTable('lots')
      .set({ low_estimate: 50_000, high_estimate: null })
      .where('id', '=', a)
      .execute();
    expect(await keptOf(db, catalogId)).toMatchObject({ estimated_lots: 0 });
    await db
      .updateTable('lots')
      .set({ low_estimate: 1_000, high_estimate: 2_000 })
      .where('id', '=', a)
      .execute();
    await db.updateTable('lots').set({ title: 'Renamed' }).where('id', 'in', lots).execute();
    expect(await figuresOffTheSources(db)).toEqual(IN_STEP);
    // A deleted lot leaves the figures, but its views and its winner stay the sale's.
    await db.updateTable('lots').set({ deleted_at: new Date() }).where('id', '=', a).execute();
    expect(await keptOf(db, catalogId)).toMatchObject({ lots: 3, sold_lots: 0, views: 2 });
    expect(await figuresOffTheSources(db)).toEqual(IN_STEP);
    await db.updateTable('lots').set({ deleted_at: null }).where('id', '=', a).execute();
    await db
      .updateTable('lots')
      .set({ catalog_id: otherCatalogId, lot_number: 99_001 })
      .where('id', '=', d)
      .execute();
    expect(await keptOf(db, catalogId)).toMatchObject({ lots: 3, sold_lots: 1, views: 1 });
    expect(await figuresOffTheSources(db)).toEqual(IN_STEP);
    await db.updateTable('lots').set({ catalog_id: catalogId, lot_number: 4 }).where('id', '=', d).execute();
    expect(await figuresOffTheSources(db)).toEqual(IN_STEP);
  });

  it('drops a deleted lot and a deleted sale', async () => {
    const [a] = lots as [number];
    await db.deleteFrom('lots').where('id', '=', a).execute();
    expect(await keptOf(db, catalogId)).toMatchObject({ lots: 3, sold_lots: 0, views: 1 });
    expect(await figuresOffTheSources(db)).toEqual(IN_STEP);
    await db.deleteFrom('catalogs').where('id', '=', catalogId).execute();
    expect(await keptOf(db, catalogId)).toBeUndefined();
    expect(
      await db
        .selectFrom('lot_campaign_figures')
        .select('lot_id')
        .where('catalog_id', '=', catalogId)
        .execute(),
    ).toEqual([]);
    expect(await figuresOffTheSources(db)).toEqual(IN_STEP);
  });
});
