import { BLOCKING_DISPUTE_STATUSES, type DisputeStatus } from '@ah/schema';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { closeCredit, lotPrices } from './disputePrices.js';
import type { DisputeMessagesTable, DisputesTable } from './tables.js';

/**
 * The demo disputes (sales §3 Dispute, §4, §9), from the shared seed's rows only; deterministic for
 * the same database and `now`:
 * - a dispute for every invoice line the shared seed marked with a `dispute_ref` (so the invoice
 *   editor's "View" link opens it), in a blocking status;
 * - per house, more disputes on sold lots in every status: open ones inside the window (some open
 *   4 days or more, so they can be closed), past ones (closed, cancelled, mutual resolution);
 * - messages from the house and the bidder; every fifth disputed bidder an eBay bidder;
 * - for each closed (x) dispute, the house's credit, the no-bid list entry and the strike.
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;
const CYCLE: readonly DisputeStatus[] = ['b', 's', 'd', 'x', 'c', 'n', 'm'];
const BUYER_LINES = [
  'I am sorry for the delay, I will pay this week.',
  'I did not receive an invoice for this lot.',
  'We agreed to cancel this purchase.',
  'Payment was sent by check yesterday.',
];
const HOUSE_LINES = [
  'We have not received payment for this lot. Please pay your invoice.',
  'A reminder that payment for this lot is overdue.',
  'Please contact us about the payment for this lot.',
];

interface Won {
  passed: boolean;
  resultId: number;
  lotId: number;
  approvalId: number;
  bidderId: number;
  houseId: number;
  catalogId: number;
  saleDate: Date;
  channel: 'INV' | 'PL' | 'AZ' | 'Floor';
  saleType: 'live' | 'timed';
  hammer: number;
  buyerPremiumRate: number;
  premium: number | null;
  liveFee: number | null;
  invoicedHammer: number | null;
  disputeRef: string | null;
}

export async function seedDisputes(db: Kysely<DB>, now: Date): Promise<Record<string, number>> {
  const won: Won[] = await db
    .selectFrom('sale_results as r')
    .innerJoin('lots as l', 'l.id', 'r.lot_id')
    .innerJoin('catalogs as c', 'c.id', 'l.catalog_id')
    .innerJoin('approvals as a', 'a.id', 'r.approval_id')
    .leftJoin('invoice_lines as il', 'il.lot_id', 'r.lot_id')
    .select([
      'r.passed',
      'r.id as resultId',
      'r.lot_id as lotId',
      'r.approval_id as approvalId',
      'a.bidder_id as bidderId',
      'r.house_id as houseId',
      'c.id as catalogId',
      'c.starts_at as saleDate',
      'a.channel',
      'c.sale_type as saleType',
      'r.hammer',
      'c.buyer_premium_rate as buyerPremiumRate',
      'il.premium',
      'il.live_fee as liveFee',
      'il.hammer as invoicedHammer',
      'il.dispute_ref as disputeRef',
    ])
    // A lot another domain's seed already disputed (the unpaid-item automation, when it seeds
    // first) keeps that dispute: a lot has one, and its ref is already taken.
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('disputes as d').select('d.id').whereRef('d.lot_id', '=', 'r.lot_id'))),
    )
    .orderBy('r.house_id')
    .orderBy('c.starts_at')
    .orderBy('r.id')
    .execute();

  const chosen: { won: Won; status: DisputeStatus; ref: string }[] = [];
  // 1. The shared seed's dispute refs: blocking statuses, in turn.
  won
    .filter((w) => w.disputeRef !== null)
    .forEach((w, i) =>
      chosen.push({ won: w, status: BLOCKING_DISPUTE_STATUSES[i % 5] ?? 'b', ref: w.disputeRef ?? '' }),
    );
  // 2. Per house, every status: open ones on lots sold 6 to 45 days ago, past ones on any.
  const houses = [...new Set(won.map((w) => w.houseId))];
  let serial = 0;
  for (const houseId of houses) {
    const free = won.filter(
      (w) =>
        w.houseId === houseId &&
        w.disputeRef === null &&
        !w.passed &&
        w.channel !== 'Floor' &&
        ageDays(w, now) > 5,
    );
    const recent = free.filter((w) => ageDays(w, now) > 6 && ageDays(w, now) < 45);
    const picks = [
      ...spread(recent, 10),
      ...spread(
        free.filter((w) => !recent.includes(w)),
        6,
      ),
    ];
    picks.forEach((w, i) => {
      const status =
        i < 10
          ? ((['b', 's', 'd', 'b', 's', 'x', 'c', 'n', 'm', 'b'] as const)[i] ?? 'b')
          : (CYCLE[(i + 3) % 7] ?? 'x');
      chosen.push({ won: w, status, ref: `DSR${String(++serial).padStart(6, '0')}` });
    });
  }

  const disputes: Insertable<DisputesTable>[] = chosen.map(({ won: w, status, ref }, i) => {
    const openedAt = openedAtFor(w, now, i);
    const open = status === 'b' || status === 's' || status === 'd';
    const changedAt = open
      ? openedAt
      : new Date(Math.min(openedAt.getTime() + (5 + (i % 10)) * DAY, now.getTime() - HOUR));
    return {
      house_id: w.houseId,
      ref,
      lot_id: w.lotId,
      approval_id: w.approvalId,
      bidder_id: w.bidderId,
      status,
      reason_id: status === 'm' ? 3 : ([4, 1, 2, 4][i % 4] ?? 4),
      opened_at: openedAt,
      status_changed_at: status === 'd' ? new Date(openedAt.getTime() + DAY) : changedAt,
      strike_recorded: status === 'x',
    };
  });
  if (disputes.length === 0) return { disputes: 0 };
  const inserted = await db
    .insertInto('disputes')
    .values(disputes)
    .returning(['id', 'status', 'opened_at'])
    .execute();

  const messages: Insertable<DisputeMessagesTable>[] = [];
  inserted.forEach((d, i) => {
    const at = (hours: number) =>
      new Date(Math.min(d.opened_at.getTime() + hours * HOUR, now.getTime() - HOUR));
    messages.push({ dispute_id: d.id, sender: 'house', message: HOUSE_LINES[i % 3] ?? '', sent_at: at(0) });
    if (d.status !== 'b' || i % 2 === 0)
      messages.push({
        dispute_id: d.id,
        sender: 'bidder',
        message: BUYER_LINES[i % 4] ?? '',
        sent_at: at(20),
      });
  });
  await db.insertInto('dispute_messages').values(messages).execute();

  const closed = inserted.map((d, i) => ({ d, w: chosen[i]?.won })).filter((x) => x.d.status === 'x');
  let credits = 0;
  let noBid = 0;
  for (const { d, w } of closed) {
    if (!w) continue;
    const prices = lotPrices({
      hammer: w.hammer,
      buyerPremiumRate: w.buyerPremiumRate,
      saleType: w.saleType,
      channel: w.channel,
      invoicedHammer: w.invoicedHammer,
      invoicedPremium: w.premium,
      invoicedLiveFee: w.liveFee,
    });
    const closedAt = disputes[inserted.indexOf(d)]?.status_changed_at ?? now;
    await db
      .insertInto('house_credits')
      .values({
        house_id: w.houseId,
        catalog_id: w.catalogId,
        dispute_id: d.id,
        issued_at: closedAt,
        amount: closeCredit(prices),
        notes: 'Unpaid item dispute',
      })
      .execute();
    credits++;
    const added = await db
      .insertInto('house_no_bid_list')
      .values({ house_id: w.houseId, bidder_id: w.bidderId, dispute_id: d.id, added_at: closedAt })
      .onConflict((oc) => oc.columns(['house_id', 'bidder_id']).doNothing())
      .executeTakeFirst();
    noBid += Number(added.numInsertedOrUpdatedRows ?? 0);
    await db
      .insertInto('unpaid_item_strikes')
      .values({ bidder_id: w.bidderId, house_id: w.houseId, dispute_id: d.id, recorded_at: closedAt })
      .execute();
  }

  // Every fifth disputed bidder is an eBay bidder (no reopen, no message: sales §8).
  const ebay = [...new Set(chosen.map((c) => c.won.bidderId))].filter((_, i) => i % 5 === 2);
  if (ebay.length > 0)
    await db.updateTable('bidders').set({ is_ebay: true }).where('id', 'in', ebay).execute();

  return {
    disputes: inserted.length,
    dispute_messages: messages.length,
    house_credits: credits,
    house_no_bid_list: noBid,
    unpaid_item_strikes: closed.length,
  };
}

function ageDays(w: Won, now: Date): number {
  return (now.getTime() - w.saleDate.getTime()) / DAY;
}

/** Up to `count` rows spread evenly over the list (deterministic). */
function spread<T>(rows: readonly T[], count: number): T[] {
  if (rows.length <= count) return [...rows];
  const step = rows.length / count;
  return Array.from({ length: count }, (_, i) => rows[Math.floor(i * step)] as T);
}

/** Opened 5 days after the sale, or earlier for recent sales, never in the last hour. */
function openedAtFor(w: Won, now: Date, i: number): Date {
  const afterSale = w.saleDate.getTime() + (4.5 + (i % 3)) * DAY;
  return new Date(Math.min(afterSale, now.getTime() - HOUR));
}
