import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * Each house's bidders in id order, as an array, so a lot picks "its" bidders by arithmetic on the
 * index: one lookup per row (a join on a row number scanned every bidder for each of the huge seed's
 * 600,000 views).
 */
const HOUSE_BIDDERS = sql`
  house_bidders as (
    select house_id, array_agg(id order by id) as ids from bidders group by house_id
  )`;

/**
 * Campaign reporting's demo facts: views and watchers of the seeded lots in the weeks before their
 * sale. Each lot gets (id * 7) mod 23 views, every third from a visitor who was not signed in, and
 * id mod 5 watchers among the house's bidders. Pure arithmetic on the shared seed's lots, catalogs
 * and bidders, in SQL (the large seed has thousands of lots): the same rows give the same facts.
 */
export async function seedLotEngagement(db: Kysely<DB>): Promise<Record<string, number>> {
  const views = await sql`
    with ${HOUSE_BIDDERS}
    insert into lot_views (house_id, lot_id, bidder_id, viewed_at)
    select l.house_id, l.id,
      case when g % 3 = 0 then null else hb.ids[((l.id * 13 + g * 7) % cardinality(hb.ids)) + 1] end,
      c.starts_at - make_interval(days => ((l.id + g * 5) % 20) + 1, hours => g % 24)
    from lots l
    join catalogs c on c.id = l.catalog_id
    join house_bidders hb on hb.house_id = l.house_id
    cross join lateral generate_series(1, (l.id * 7) % 23) g
    where l.deleted_at is null
    order by l.id, g`.execute(db);
  const watchers = await sql`
    with ${HOUSE_BIDDERS}
    insert into lot_watchers (house_id, lot_id, bidder_id, created_at)
    select l.house_id, l.id, hb.ids[((l.id * 11 + g * 7) % cardinality(hb.ids)) + 1],
      c.starts_at - make_interval(days => g + 1)
    from lots l
    join catalogs c on c.id = l.catalog_id
    join house_bidders hb on hb.house_id = l.house_id
    cross join lateral generate_series(1, l.id % 5) g
    where l.deleted_at is null
    order by l.id, g
    on conflict do nothing`.execute(db);
  return {
    lot_views: Number(views.numAffectedRows ?? 0),
    lot_watchers: Number(watchers.numAffectedRows ?? 0),
  };
}
