import { cardFeeCents, FEATURED_LOT_FEE_CENTS } from '@ah/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export interface BillingLine {
  date: string;
  kind: 'FEATURED_LOTS' | 'CARD_FEES';
  description: string;
  quantity: number;
  amountCents: number;
}

/**
 * The featured lots the house bought (sales §2 Review & Publish: "feature your lots for $249 per
 * lot/item"): each catalog_featured_lots row `f` with its catalog `c`. Billing charges them and
 * campaign reporting shows their results, from the same rows.
 */
export function featuredLotsOf(db: Kysely<DB>, houseId: number) {
  return db
    .selectFrom('catalog_featured_lots as f')
    .innerJoin('catalogs as c', 'c.id', 'f.catalog_id')
    .where('c.house_id', '=', houseId);
}

/** What featuring `lots` lots costs the house, in cents (sales §9: $249 per lot). */
export const featuredLotFeeCents = (lots: number): number => lots * FEATURED_LOT_FEE_CENTS;

/**
 * The house's statement of fees for a calendar year in its time zone (sales §2 Billing, §9): one
 * line per catalog with featured lots ($249 per lot, dated by the sale) and one line per day of
 * approved card charges (the card fee of each charge), oldest first.
 */
export async function billingStatement(db: Kysely<DB>, houseId: number, year: number) {
  const house = await db
    .selectFrom('houses')
    .select('time_zone')
    .where('id', '=', houseId)
    .executeTakeFirstOrThrow();
  const localDate = (column: string) =>
    sql<string>`to_char(${sql.ref(column)} at time zone ${house.time_zone}, 'YYYY-MM-DD')`;
  const inYear = (column: string) =>
    sql<boolean>`extract(year from ${sql.ref(column)} at time zone ${house.time_zone}) = ${year}`;

  const featured = await featuredLotsOf(db, houseId)
    .select([
      'c.id',
      'c.title',
      localDate('c.starts_at').as('date'),
      (eb) => eb.fn.countAll<number>().as('lots'),
    ])
    .where(inYear('c.starts_at'))
    .groupBy(['c.id', 'c.title', 'c.starts_at'])
    .execute();

  const charges = await db
    .selectFrom('card_charges as cc')
    .select(['cc.amount', localDate('cc.created_at').as('date')])
    .where('cc.house_id', '=', houseId)
    .where('cc.outcome', '=', 'APPROVED')
    .where(inYear('cc.created_at'))
    .execute();
  const byDay = new Map<string, { count: number; fees: number }>();
  for (const charge of charges) {
    const day = byDay.get(charge.date) ?? { count: 0, fees: 0 };
    day.count += 1;
    day.fees += cardFeeCents(Number(charge.amount));
    byDay.set(charge.date, day);
  }

  const lines: BillingLine[] = [
    ...featured.map((f) => ({
      date: f.date,
      kind: 'FEATURED_LOTS' as const,
      description: `Featured lots: ${f.title}`,
      quantity: Number(f.lots),
      amountCents: featuredLotFeeCents(Number(f.lots)),
    })),
    ...[...byDay].map(([date, day]) => ({
      date,
      kind: 'CARD_FEES' as const,
      description: `Card payment fees (${day.count} ${day.count === 1 ? 'payment' : 'payments'})`,
      quantity: day.count,
      amountCents: day.fees,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
  return { year, lines, totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0) };
}
