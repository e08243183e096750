import { DISPUTE_WINDOW_MAX_DAYS, DISPUTE_WINDOW_MIN_DAYS } from '@ah/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * Demo feedback on won lots (sales §4 Feedback modal): in each house, on sessions inside the
 * feedback window, every fifth won lot of a non-floor bidder gets feedback, in turn default (the
 * house's stored message of a slot, positive), custom positive and custom negative. Deterministic:
 * the same rows and `now` give the same feedback. Runs after the default messages are seeded.
 */
const CUSTOM_POSITIVE = 'Paid promptly and picked up on time. Thank you!';
const CUSTOM_NEGATIVE = 'Payment arrived three weeks late after several reminders.';
const DAY_MS = 86_400_000;

export async function seedLotFeedback(db: Kysely<DB>, now: Date): Promise<number> {
  const from = new Date(now.getTime() - (DISPUTE_WINDOW_MAX_DAYS - 1) * DAY_MS);
  const to = new Date(now.getTime() - (DISPUTE_WINDOW_MIN_DAYS + 1) * DAY_MS);
  const { rows } = await sql<{ lot_id: number; house_id: number; bidder_id: number; n: number }>`
    select l.id as lot_id, l.house_id, a.bidder_id,
      row_number() over (partition by l.house_id order by c.starts_at, l.id)::int as n
    from sale_results sr
    join lots l on l.id = sr.lot_id
    join catalogs c on c.id = l.catalog_id
    join approvals a on a.id = sr.approval_id
    where not sr.passed and a.channel <> 'Floor' and c.starts_at between ${from} and ${to}
    order by l.house_id, n`.execute(db);
  const defaults = await db
    .selectFrom('default_feedbacks')
    .select(['house_id', 'feedback_id', 'message'])
    .execute();
  const messageOf = new Map(defaults.map((d) => [`${d.house_id}:${d.feedback_id}`, d.message]));
  const values = rows
    .filter((r) => r.n % 5 === 1)
    .map((r, index) => {
      const kind = index % 3;
      const slot = (Math.floor(index / 3) % 3) + 1;
      const defaultMessage = messageOf.get(`${r.house_id}:${slot}`);
      if (kind === 0 && defaultMessage)
        return {
          lot_id: r.lot_id,
          house_id: r.house_id,
          bidder_id: r.bidder_id,
          feedback_type: 'p' as const,
          message: defaultMessage,
          default_feedback_id: slot,
          updated_at: now,
        };
      const positive = kind !== 2;
      return {
        lot_id: r.lot_id,
        house_id: r.house_id,
        bidder_id: r.bidder_id,
        feedback_type: positive ? ('p' as const) : ('n' as const),
        message: positive ? CUSTOM_POSITIVE : CUSTOM_NEGATIVE,
        default_feedback_id: null,
        updated_at: now,
      };
    });
  if (values.length > 0) await db.insertInto('lot_feedback').values(values).execute();
  return values.length;
}
