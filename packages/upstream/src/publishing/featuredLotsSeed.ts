import {
  FEATURED_LOT_COUNT,
  featuredSelectionIssue,
  isFeaturedEligible,
  type PublishRuleLot,
} from '@ah/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { lotKeyText } from '../lots/lotView.js';
import { DEMO_HOUSE_REF } from '../seed/demoLogins.js';

/** Past sales with a promotion: every PAST_STRIDE-th of the demo house's held sessions, newest first. */
const PAST_STRIDE = 8;
const PAST_PROMOTIONS = 4;
/** Upcoming sales with a promotion already bought: the next one (its lots are still being prepared). */
const UPCOMING_PROMOTIONS = 1;

/** The lot columns the featured rules read, plus the estimate that orders the choice. */
interface SeedLot {
  id: number;
  lot_number: number | null;
  lot_number_ext: string;
  inv_number: string | null;
  unpublished: boolean;
  banned: boolean;
  image_count: number;
  deleted_at: Date | null;
  high_estimate: number | null;
}

/** A lot as the shared publish rules read it (the Review & Publish POST checks the same). */
const ruleLotOf = (lot: SeedLot): PublishRuleLot => ({
  id: String(lot.id),
  lotNumber: lotKeyText(lot),
  invNumber: lot.inv_number,
  published: !lot.unpublished,
  deleted: lot.deleted_at !== null,
  banned: lot.banned,
  imageCount: lot.image_count,
});

/**
 * The demo house's featured-lot promotions (sales §2 Review & Publish, "feature your lots for $249 per
 * lot/item"), so Billing and the campaign dashboard have some to show: a handful of past sessions
 * and the next upcoming one feature their 5 most valuable eligible lots. The rows are the ones the
 * Review & Publish POST writes (catalog_featured_lots, positions 1..5), checked by the same rules
 * (the house's featured-lots flag, featuredSelectionIssue: exactly 5 eligible lots); a sale without 5
 * eligible lots is passed over. Reads the shared seed's houses, catalogs and lots only.
 */
export async function seedFeaturedLots(db: Kysely<DB>, now: Date): Promise<Record<string, number>> {
  const house = await db
    .selectFrom('houses')
    .select(['id', 'featured_lots_enabled'])
    .where('ref', '=', DEMO_HOUSE_REF)
    .executeTakeFirst();
  if (!house?.featured_lots_enabled) return { catalog_featured_lots: 0 };
  const sessions = db
    .selectFrom('catalogs')
    .select('id')
    .where('house_id', '=', house.id)
    .where('kind', '=', 'session');
  const past = await sessions
    .where('starts_at', '<', now)
    .orderBy('starts_at', 'desc')
    .orderBy('id')
    .execute();
  const upcoming = await sessions.where('starts_at', '>=', now).orderBy('starts_at').orderBy('id').execute();
  const candidates = [...past.filter((_, i) => i % PAST_STRIDE === 0), ...upcoming].map((c) => c.id);

  let pastLeft = PAST_PROMOTIONS;
  let upcomingLeft = UPCOMING_PROMOTIONS;
  const pastIds = new Set(past.map((c) => c.id));
  let rows = 0;
  for (const catalogId of candidates) {
    const isPast = pastIds.has(catalogId);
    if ((isPast ? pastLeft : upcomingLeft) === 0) continue;
    const chosen = await featuredChoice(db, catalogId);
    if (chosen === null) continue;
    await db
      .insertInto('catalog_featured_lots')
      .values(chosen.map((lotId, i) => ({ catalog_id: catalogId, position: i + 1, lot_id: lotId })))
      .execute();
    rows += chosen.length;
    if (isPast) pastLeft -= 1;
    else upcomingLeft -= 1;
  }
  return { catalog_featured_lots: rows };
}

/** The catalog's 5 most valuable eligible lots (by high estimate, then lot number), or null. */
async function featuredChoice(db: Kysely<DB>, catalogId: number): Promise<number[] | null> {
  const lots: SeedLot[] = await db
    .selectFrom('lots')
    .select([
      'id',
      'lot_number',
      'lot_number_ext',
      'inv_number',
      'unpublished',
      'banned',
      'image_count',
      'deleted_at',
      'high_estimate',
    ])
    .where('catalog_id', '=', catalogId)
    .orderBy('id')
    .execute();
  const rules = lots.map(ruleLotOf);
  const chosen = lots
    .filter((_, i) => isFeaturedEligible(rules[i]!))
    .sort(
      (a, b) => (b.high_estimate ?? 0) - (a.high_estimate ?? 0) || (a.lot_number ?? 0) - (b.lot_number ?? 0),
    )
    .slice(0, FEATURED_LOT_COUNT)
    .map((l) => String(l.id));
  return featuredSelectionIssue(chosen, rules) === null ? chosen.map(Number) : null;
}
