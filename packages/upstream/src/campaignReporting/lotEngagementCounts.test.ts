import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../db/schema.js';
import { DEMO_HOUSE_REF, startUpstream, type StartedUpstream } from '../testing.js';

/** Every lot whose kept counts differ from its rows in lot_views and lot_watchers (none when kept). */
async function countsOffTheRows(db: Kysely<DB>) {
  const off = await sql<{
    lot_id: number;
    views: number;
    kept_views: number;
    watchers: number;
    kept_watchers: number;
  }>`
    select l.id as lot_id,
      (select count(*) from lot_views v where v.lot_id = l.id)::int as views,
      coalesce(e.views, 0) as kept_views,
      (select count(*) from lot_watchers w where w.lot_id = l.id)::int as watchers,
      coalesce(e.watchers, 0) as kept_watchers
    from lots l left join lot_engagement_counts e on e.lot_id = l.id
    where (select count(*) from lot_views v where v.lot_id = l.id) <> coalesce(e.views, 0)
       or (select count(*) from lot_watchers w where w.lot_id = l.id) <> coalesce(e.watchers, 0)`.execute(db);
  return off.rows;
}

const kept = async (db: Kysely<DB>, lotId: number) =>
  (await db
    .selectFrom('lot_engagement_counts')
    .select(['views', 'watchers'])
    .where('lot_id', '=', lotId)
    .executeTakeFirst()) ?? { views: 0, watchers: 0 };

describe('lot_engagement_counts (migration 0026) follows lot_views and lot_watchers', () => {
  let upstream: StartedUpstream;
  let db: Kysely<DB>;
  let houseId: number;
  let lots: number[];
  let bidders: number[];

  beforeAll(async () => {
    upstream = await startUpstream();
    db = upstream.db;
    houseId = (
      await db.selectFrom('houses').select('id').where('ref', '=', DEMO_HOUSE_REF).executeTakeFirstOrThrow()
    ).id;
    const catalog = await db
      .selectFrom('catalogs')
      .select('id')
      .where('house_id', '=', houseId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Lots of the test's own, so deleting one touches nothing else the seed holds.
    lots = (
      await db
        .insertInto('lots')
        .values(
          [1, 2, 3].map((i) => ({
            house_id: houseId,
            catalog_id: catalog.id,
            ref: `ENGAGECOUNT${i}`,
            lot_number: 90_000 + i,
            title: `Engagement count lot ${i}`,
          })),
        )
        .returning('id')
        .execute()
    ).map((l) => l.id);
    bidders = (
      await db
        .selectFrom('bidders')
        .select('id')
        .where('house_id', '=', houseId)
        .orderBy('id')
        .limit(3)
        .execute()
    ).map((b) => b.id);
  }, 300_000);
  afterAll(() => upstream?.close());

  it('matches the seeded rows', async () => {
    expect(await countsOffTheRows(db)).toEqual([]);
    const total = await db
      .selectFrom('lot_engagement_counts')
      .select((eb) => eb.fn.sum<string>('views').as('views'))
      .executeTakeFirstOrThrow();
    expect(Number(total.views)).toBeGreaterThan(0);
  });

  it('adds and removes views and watchers, many in one statement or one at a time', async () => {
    const [a, b] = lots as [number, number];
    const [x, y, z] = bidders as [number, number, number];
    expect(await kept(db, a)).toEqual({ views: 0, watchers: 0 });
    await db
      .insertInto('lot_views')
      .values([
        { house_id: houseId, lot_id: a, bidder_id: x },
        { house_id: houseId, lot_id: a, bidder_id: null },
        { house_id: houseId, lot_id: b, bidder_id: y },
      ])
      .execute();
    await db
      .insertInto('lot_watchers')
      .values([
        { house_id: houseId, lot_id: a, bidder_id: x },
        { house_id: houseId, lot_id: a, bidder_id: y },
      ])
      .execute();
    // A repeated watch is not a row, so not a watcher.
    await db
      .insertInto('lot_watchers')
      .values([
        { house_id: houseId, lot_id: a, bidder_id: x },
        { house_id: houseId, lot_id: b, bidder_id: z },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
    expect(await kept(db, a)).toEqual({ views: 2, watchers: 2 });
    expect(await kept(db, b)).toEqual({ views: 1, watchers: 1 });

    await db.deleteFrom('lot_views').where('lot_id', '=', a).where('bidder_id', '=', x).execute();
    await db.deleteFrom('lot_watchers').where('lot_id', '=', a).where('bidder_id', '=', y).execute();
    expect(await countsOffTheRows(db)).toEqual([]);
  });

  it('moves a view or a watch to the lot it is moved to; other changes keep the counts', async () => {
    const [a, , c] = lots as [number, number, number];
    await db.updateTable('lot_views').set({ lot_id: c }).where('lot_id', '=', a).execute();
    await db.updateTable('lot_watchers').set({ lot_id: c }).where('lot_id', '=', a).execute();
    expect(await kept(db, a)).toEqual({ views: 0, watchers: 0 });
    expect(await kept(db, c)).toEqual({ views: 1, watchers: 1 });
    // What a deleted bidder's views become (a visitor's): still views.
    await db.updateTable('lot_views').set({ bidder_id: null }).where('lot_id', '=', c).execute();
    expect(await kept(db, c)).toEqual({ views: 1, watchers: 1 });
    expect(await countsOffTheRows(db)).toEqual([]);
  });

  it('drops the counts of a deleted lot with its views and watchers', async () => {
    const [, b] = lots as [number, number];
    await db.deleteFrom('lots').where('id', '=', b).execute();
    expect(
      await db.selectFrom('lot_engagement_counts').selectAll().where('lot_id', '=', b).execute(),
    ).toEqual([]);
    expect(await countsOffTheRows(db)).toEqual([]);
  });
});
