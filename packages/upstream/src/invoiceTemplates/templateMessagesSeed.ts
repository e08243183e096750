import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** What the demo templates print under their two required messages (and one more on the first). */
const DEMO_MESSAGES = [
  {
    header: 'Payment Option(s)',
    detail: 'We accept Visa, MasterCard, Discover and American Express, wire transfer and checks.',
    sequence: 1,
  },
  {
    header: 'Shipping Notes',
    detail: 'Purchases ship within 10 business days of payment. Local pickup is by appointment.',
    sequence: 2,
  },
] as const;
const PICKUP_HOURS = {
  header: 'Pickup Hours',
  detail: 'Monday to Friday, 10 am to 5 pm.',
  sequence: 3,
} as const;

/**
 * Seeds the messages of every template that has none (the seed's templates are made before this
 * runs). Deterministic: the first template of each house also gets Pickup Hours. Returns the rows added.
 */
export async function seedTemplateMessages(db: Kysely<DB>): Promise<number> {
  const templates = await db
    .selectFrom('invoice_settings')
    .select(['id', 'house_id'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoice_setting_messages')
            .select('invoice_setting_messages.id')
            .whereRef('invoice_setting_messages.settings_id', '=', 'invoice_settings.id'),
        ),
      ),
    )
    .orderBy('id')
    .execute();
  const firstOfHouse = new Set<number>();
  const seenHouses = new Set<number>();
  for (const t of templates)
    if (!seenHouses.has(t.house_id)) {
      seenHouses.add(t.house_id);
      firstOfHouse.add(t.id);
    }
  const rows = templates.flatMap((t) =>
    [...DEMO_MESSAGES, ...(firstOfHouse.has(t.id) ? [PICKUP_HOURS] : [])].map((m) => ({
      settings_id: t.id,
      ...m,
    })),
  );
  if (rows.length > 0) await db.insertInto('invoice_setting_messages').values(rows).execute();
  return rows.length;
}
