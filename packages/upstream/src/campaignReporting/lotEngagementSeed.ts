import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** The house's bidders numbered 1..total, so a lot can pick "its" bidders by arithmetic. */
const RANKED_BIDDERS = sql`
  ranked as (
    select id, house_id, row_number() over (partition by house_id order by id) as rn,
      count(*) over (partition by house_id) as total
    from bidders
  )`;

/**
 * Campaign reporting's demo facts: views and watchers of the seeded lots in the weeks before their
 * sale. Each lot gets (id * 7) mod 23 views, every third from a visitor who was not signed in, and
 * id mod 5 watchers among the house's bidders. Pure arithmetic on the shared seed's lots, catalogs
 * and bidders, in SQL (the large seed has thousands of lots): the same rows give the same facts.
 */
export async function seedLotEngagement(db: Kysely<DB>): Promise<Record<string, number>> {
  const views = await sql`
    with ${RANKED_BIDDERS}
    insert into lot_views (house_id, lot_id, bidder_id, viewed_at)
    select l.house_id, l.id, case when g % 3 = 0 then null else rb.id end,
      c.starts_at - make_interval(days => ((l.id + g * 5) % 20) + 1, hours => g % 24)
    from lots l
    join catalogs c on c.id = l.catalog_id
    cross join lateral generate_series(1, (l.id * 7) % 23) g
    join ranked rb on rb.house_id = l.house_id and rb.rn = ((l.id * 13 + g * 7) % rb.total) + 1
    where l.deleted_at is null
    order by l.id, g`.execute(db);
  const watchers = await sql`
    with ${RANKED_BIDDERS}
    insert into lot_watchers (house_id, lot_id, bidder_id, created_at)
    select l.house_id, l.id, rb.id, c.starts_at - make_interval(days => g + 1)
    from lots l
    join catalogs c on c.id = l.catalog_id
    cross join lateral generate_series(1, l.id % 5) g
    join ranked rb on rb.house_id = l.house_id and rb.rn = ((l.id * 11 + g * 7) % rb.total) + 1
    where l.deleted_at is null
    order by l.id, g
    on conflict do nothing`.execute(db);
  return {
    lot_views: Number(views.numAffectedRows ?? 0),
    lot_watchers: Number(watchers.numAffectedRows ?? 0),
  };
}
