import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { DEMO_HOUSE_REF } from '../seed/demoLogins.js';
import { pause } from './pauses.js';
import { DAY_MS } from './pipelineRules.js';
import { replayPipeline } from './pipelineReplay.js';

/**
 * The unpaid-items demo (issue 36), from the shared seed's rows; deterministic for the same database
 * and `now` but for the refs the disputes and bids it adds draw at random. The
 * demo house has the automation on with the defaults and second-chance offers, and some of its sent
 * unpaid invoices are given recent sending dates, so the pipeline screen shows every stage:
 * WAITING (sent 1 and 3 days ago), REMINDED (sent 5½ and 6½ days ago), PAST_DEADLINE (every older
 * one), DISPUTED, CLOSED and OFFERED (sent 10, 20 and 13½ days ago), PAUSED (one invoice) and
 * EXCLUDED (one trusted buyer). What the automation did for them is what the job does: the seed runs
 * its steps on those invoices at the times they came due (pipelineReplay.ts), with their e-mails,
 * disputes, strikes, offer and audit trail.
 */
const WAITING_AGES = [1, 3];
const REMINDED_AGES = [5.5, 6.5];

/**
 * The stages after a dispute, by the days since the invoice was sent. With the default settings the
 * reminders go 5 and 7 days after sending, the dispute opens after 8 and closes after 12.
 */
const DISPUTE_STAGES = [
  // Closed 8 days ago; nobody else bid on the lot, so no offer.
  { stage: 'CLOSED', age: 20 },
  // Closed a day and a half ago, its lot offered to the underbidder for 3 days.
  { stage: 'OFFERED', age: 13.5 },
  // Opened 2 days ago; the close waits for the house to accept the dispute terms.
  { stage: 'DISPUTED', age: 10 },
] as const;
/** When, after the sending, the last step of a dispute stage is taken: the close. */
const LAST_STEP_DAYS = 12;
/** The disputes' window: a dispute is opened or closed only within 50 days of the sale (sales §4). */
const WINDOW_DAYS = 50;

interface Candidate {
  id: number;
  bidder_id: number;
  /** The earliest and latest sale of its lots. */
  first_sale: Date;
  last_sale: Date;
}

export async function seedUnpaidItems(db: Kysely<DB>, now: Date): Promise<Record<string, number>> {
  const house = await db
    .selectFrom('houses')
    .select(['id', 'dispute_terms_accepted_at', 'dispute_terms_accepted_by'])
    .where('ref', '=', DEMO_HOUSE_REF)
    .executeTakeFirst();
  if (!house) return {};
  await db
    .insertInto('unpaid_item_settings')
    .values({ house_id: house.id, enabled: true, second_chance: true, updated_at: now })
    .execute();

  const picks = await candidates(db, house.id);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const used = new Set<number>();
  // The dispute stages first: each needs an invoice whose sales let its dispute open and close in
  // the window, and was sent after them.
  const disputed = DISPUTE_STAGES.flatMap(({ stage, age }) => {
    const sentAt = daysAgo(age);
    const pick = picks.find(
      (c) =>
        !used.has(c.id) &&
        c.last_sale.getTime() <= sentAt.getTime() - DAY_MS &&
        sentAt.getTime() + LAST_STEP_DAYS * DAY_MS < c.first_sale.getTime() + WINDOW_DAYS * DAY_MS,
    );
    if (!pick) return [];
    used.add(pick.id);
    return [{ stage, sentAt, invoice: pick }];
  });
  const rest = picks.filter((c) => !used.has(c.id));
  const ages = [...WAITING_AGES, ...REMINDED_AGES];
  const recent = rest.slice(0, ages.length).map((invoice, i) => ({ invoice, sentAt: daysAgo(ages[i] ?? 1) }));
  const [paused, excluded] = rest.slice(ages.length, ages.length + 2);

  for (const { invoice, sentAt } of [...recent, ...disputed])
    await db.updateTable('invoices').set({ sent_at: sentAt }).where('id', '=', invoice.id).execute();
  const offered = disputed.find((d) => d.stage === 'OFFERED');
  if (offered) await addUnderbid(db, house.id, offered.invoice);

  await withDisputeTermsAccepted(db, house, daysAgo(DISPUTE_STAGES[0].age), () =>
    replayPipeline(
      db,
      house.id,
      [...recent, ...disputed].map((p) => p.invoice.id),
      now,
    ),
  );

  if (paused) {
    const staff = await db
      .selectFrom('users')
      .select('id')
      .where('house_id', '=', house.id)
      .orderBy('id')
      .executeTakeFirst();
    if (staff) await pause(db, house.id, { invoiceId: paused.id }, staff.id, daysAgo(2));
  }
  if (excluded)
    await db
      .insertInto('unpaid_item_exclusions')
      .values({ house_id: house.id, bidder_id: excluded.bidder_id, added_at: now })
      .execute();

  return { unpaid_item_settings: 1, ...(await rowCounts(db, house.id)) };
}

/**
 * The automation closes a dispute only once the house accepted the dispute terms (sales §4). The
 * disputes demo shows the terms to accept, so the house accepts them for the automation's past steps
 * and takes that back after: the closes stand, the terms dialog still shows.
 */
async function withDisputeTermsAccepted(
  db: Kysely<DB>,
  house: { id: number; dispute_terms_accepted_at: Date | null; dispute_terms_accepted_by: number | null },
  since: Date,
  steps: () => Promise<void>,
): Promise<void> {
  if (house.dispute_terms_accepted_at) return steps();
  await db
    .updateTable('houses')
    .set({ dispute_terms_accepted_at: since })
    .where('id', '=', house.id)
    .execute();
  try {
    await steps();
  } finally {
    await db
      .updateTable('houses')
      .set({ dispute_terms_accepted_at: null, dispute_terms_accepted_by: house.dispute_terms_accepted_by })
      .where('id', '=', house.id)
      .execute();
  }
}

/**
 * Plainly sent unpaid invoices (no payment under way, no edit, no auto-charge date) of registered
 * (not floor, not eBay) buyers without a seeded dispute, one per buyer, the newest first, with their
 * lots' sale dates: moving their sending a few weeks changes nothing else the other screens show of
 * them.
 */
async function candidates(db: Kysely<DB>, houseId: number): Promise<Candidate[]> {
  const rows = await db
    .selectFrom('invoices as i')
    .innerJoin('approvals as a', 'a.id', 'i.approval_id')
    .innerJoin('bidders as b', 'b.id', 'i.bidder_id')
    .innerJoin('invoice_lines as il', 'il.invoice_id', 'i.id')
    .innerJoin('lots as l', 'l.id', 'il.lot_id')
    .innerJoin('catalogs as c', 'c.id', 'l.catalog_id')
    .select(['i.id', 'i.bidder_id'])
    .select((eb) => [eb.fn.min('c.starts_at').as('first_sale'), eb.fn.max('c.starts_at').as('last_sale')])
    .where('i.house_id', '=', houseId)
    .where('i.sent_at', 'is not', null)
    .where('i.is_paid', '=', false)
    .where('i.online_payment_stat', 'is', null)
    .where('i.edited_at', 'is', null)
    .where('i.auto_charge_date', 'is', null)
    .where('a.channel', '!=', 'Floor')
    .where('b.is_ebay', '=', false)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoice_lines as dl')
            .select('dl.id')
            .whereRef('dl.invoice_id', '=', 'i.id')
            .where('dl.dispute_ref', 'is not', null),
        ),
      ),
    )
    .groupBy(['i.id', 'i.bidder_id'])
    .orderBy('i.id', 'desc')
    .execute();
  const seen = new Set<number>();
  return rows.filter((c) => {
    if (seen.has(c.bidder_id)) return false;
    seen.add(c.bidder_id);
    return true;
  });
}

/**
 * The underbidder the second-chance offer goes to: an absentee bid on the invoice's first lot, below
 * the hammer, by another buyer who won a lot of the same sale.
 */
async function addUnderbid(db: Kysely<DB>, houseId: number, invoice: Candidate): Promise<void> {
  const lot = await db
    .selectFrom('invoice_lines as il')
    .innerJoin('lots as l', 'l.id', 'il.lot_id')
    .innerJoin('catalogs as c', 'c.id', 'l.catalog_id')
    .innerJoin('sale_results as r', 'r.lot_id', 'l.id')
    .select(['l.id', 'l.catalog_id', 'c.starts_at', 'r.hammer'])
    .where('il.invoice_id', '=', invoice.id)
    .orderBy('il.id')
    .executeTakeFirst();
  if (!lot) return;
  const other = await db
    .selectFrom('sale_results as r')
    .innerJoin('lots as l', 'l.id', 'r.lot_id')
    .innerJoin('approvals as a', 'a.id', 'r.approval_id')
    .innerJoin('bidders as b', 'b.id', 'a.bidder_id')
    .select('a.bidder_id')
    .where('l.catalog_id', '=', lot.catalog_id)
    .where('a.bidder_id', '!=', invoice.bidder_id)
    .where('b.is_ebay', '=', false)
    .orderBy('r.id')
    .executeTakeFirst();
  if (!other) return;
  const hammer = Number(lot.hammer);
  await db
    .insertInto('order_bids')
    .values({
      house_id: houseId,
      lot_id: lot.id,
      bidder_id: other.bidder_id,
      amount: Math.max(100, Math.floor((hammer * 0.9) / 100) * 100),
      created_at: new Date(lot.starts_at.getTime() - DAY_MS),
    })
    .execute();
}

/** This domain's rows the demo has. */
async function rowCounts(db: Kysely<DB>, houseId: number): Promise<Record<string, number>> {
  const count = async (
    table: 'unpaid_item_events' | 'unpaid_item_pauses' | 'unpaid_item_exclusions' | 'second_chance_offers',
  ) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('house_id', '=', houseId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    unpaid_item_events: await count('unpaid_item_events'),
    unpaid_item_pauses: await count('unpaid_item_pauses'),
    unpaid_item_exclusions: await count('unpaid_item_exclusions'),
    second_chance_offers: await count('second_chance_offers'),
  };
}
