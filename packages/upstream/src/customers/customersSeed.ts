import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Keywords demo customers follow (the keywords report, sales §7 GET /keywordsReports). */
const KEYWORDS = [
  'Tiffany lamp',
  'Art Deco',
  'Rolex',
  'Chinese porcelain',
  'Hudson River School',
  'first edition',
  'Georgian silver',
  'Eames',
  'Navajo rug',
  'Cartier',
] as const;

/**
 * Your Customers' demo facts (sales §3 Customer): when each customer registered (spread over the
 * three years before `now`), a second street line for some, and followed keywords for about a third
 * of them. Reads only the shared seed's bidders; the same bidders and `now` give the same rows.
 */
export async function seedCustomers(db: Kysely<DB>, now: Date): Promise<Record<string, number>> {
  await db
    .updateTable('bidders')
    .set({
      created_at: sql`${now.toISOString()}::timestamptz - make_interval(days => ((bidders.id * 37) % 1000) + 30)`,
      address_line2: sql`case when bidders.id % 5 = 0 then 'Suite ' || (bidders.id % 90 + 10) else '' end`,
    })
    .execute();
  const bidders = await db.selectFrom('bidders').select(['id', 'house_id']).orderBy('id').execute();
  const rows = bidders
    .filter((b) => b.id % 3 === 0)
    .flatMap((b) => {
      const count = (b.id % 3) + 1 + (b.id % 2);
      return Array.from({ length: count }, (_, i) => ({
        house_id: b.house_id,
        bidder_id: b.id,
        keyword: KEYWORDS[(b.id + i * 3) % KEYWORDS.length]!,
        created_at: new Date(now.getTime() - ((b.id * 13 + i * 7) % 400) * 86_400_000),
      }));
    });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('customer_keywords')
      .values(rows.slice(i, i + 500))
      .execute();
  return { customer_keywords: rows.length };
}
