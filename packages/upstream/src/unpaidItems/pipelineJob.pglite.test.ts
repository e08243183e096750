import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAuditTrail } from '../invoicePayments/audit.js';
import { silentLogger } from '../logger.js';
import { outboxMailer } from '../mail/mailer.js';
import { DEMO_HOUSE_REF, startUpstream, type StartedUpstream } from '../testing.js';
import { dryRunSteps } from './dryRun.js';
import { UNPAID_ITEMS_ACTOR } from './invoiceAudit.js';
import { UnpaidItemsJob } from './pipelineJob.js';
import { loadPipelineInvoices } from './pipelineFacts.js';
import { DAY_MS, REASONS, stageOf, DEFAULT_PIPELINE_SETTINGS } from './pipelineRules.js';
import { decideOffer } from './secondChance.js';

/**
 * The pipeline on the real upstream (in-memory PGlite, demo seed) driven by an injected clock, from
 * a sent invoice through its reminders, the dispute opened and closed with its strike (once), to an
 * accepted second-chance offer; and what a payment, a pause, a floor bidder and an eBay bidder change.
 * Every step taken is in the invoice's audit trail, and the dry run lists what the job then takes.
 */
describe('unpaidItems: the pipeline job on an injectable clock', () => {
  let upstream: StartedUpstream;
  let job: UnpaidItemsJob;
  let houseId = 0;
  /** When the chosen invoices are sent; their sale was the day before. */
  const sentAt = new Date(Date.UTC(2026, 2, 2));
  let now = sentAt;
  const at = (days: number) => (now = new Date(sentAt.getTime() + days * DAY_MS));
  const settings = { ...DEFAULT_PIPELINE_SETTINGS, enabled: true, secondChance: true };
  const ids = { main: 0, paid: 0, paused: 0, floor: 0, ebay: 0 };
  let underbidder = 0;
  let mainLot = 0;

  const events = (invoiceId: number) =>
    upstream.db
      .selectFrom('unpaid_item_events')
      .select(['kind', 'step_key', 'outcome', 'reason', 'dispute_id', 'offer_id', 'lot_id', 'at'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('id')
      .execute();
  const kinds = async (invoiceId: number) =>
    (await events(invoiceId)).map((e) => `${e.kind}:${e.step_key}:${e.outcome}`);

  /** Sent invoices of the house whose lots are all in one catalog, untouched by the demo's pipeline. */
  async function pickInvoices(channel: 'Floor' | 'other', count: number): Promise<number[]> {
    const rows = await upstream.db
      .selectFrom('invoices as i')
      .innerJoin('approvals as a', 'a.id', 'i.approval_id')
      .innerJoin('bidders as b', 'b.id', 'i.bidder_id')
      .innerJoin('invoice_lines as il', 'il.invoice_id', 'i.id')
      .innerJoin('lots as l', 'l.id', 'il.lot_id')
      .innerJoin('sale_results as r', (j) =>
        j.onRef('r.lot_id', '=', 'l.id').onRef('r.approval_id', '=', 'i.approval_id'),
      )
      .leftJoin('disputes as d', 'd.lot_id', 'l.id')
      .select('i.id')
      .where('i.house_id', '=', houseId)
      .where('a.channel', channel === 'Floor' ? '=' : '!=', 'Floor')
      .where('b.is_ebay', '=', false)
      .where('r.passed', '=', false)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('unpaid_item_events as e')
              .select('e.id')
              .whereRef('e.invoice_id', '=', 'i.id')
              .union(
                selectFrom('unpaid_item_pauses as p').select('p.id').whereRef('p.invoice_id', '=', 'i.id'),
              ),
          ),
        ),
      )
      .groupBy('i.id')
      .having(sql<number>`count(distinct l.catalog_id)`, '=', 1)
      .having(sql<number>`count(d.id)`, '=', 0)
      .orderBy('i.id')
      .limit(40)
      .execute();
    // One invoice per bidder, so a buyer's pause or eBay flag touches only its own.
    const chosen: number[] = [];
    const bidders = new Set<number>();
    for (const { id } of rows) {
      const invoice = await upstream.db
        .selectFrom('invoices')
        .select('bidder_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (bidders.has(invoice.bidder_id)) continue;
      bidders.add(invoice.bidder_id);
      chosen.push(id);
      if (chosen.length === count) break;
    }
    expect(chosen).toHaveLength(count);
    return chosen;
  }

  beforeAll(async () => {
    upstream = await startUpstream({ clock: () => now });
    const house = await upstream.db
      .selectFrom('houses')
      .select('id')
      .where('ref', '=', DEMO_HOUSE_REF)
      .executeTakeFirstOrThrow();
    houseId = house.id;
    const [main = 0, paid = 0, paused = 0, ebay = 0] = await pickInvoices('other', 4);
    const [floor = 0] = await pickInvoices('Floor', 1);
    Object.assign(ids, { main, paid, paused, ebay, floor });
    const chosen = Object.values(ids);
    // Nothing of the demo's own pipeline in the way: no exclusions or pauses of these buyers.
    const bidderIds = (
      await upstream.db.selectFrom('invoices').select('bidder_id').where('id', 'in', chosen).execute()
    ).map((r) => r.bidder_id);
    await upstream.db.deleteFrom('unpaid_item_exclusions').where('bidder_id', 'in', bidderIds).execute();
    await upstream.db.deleteFrom('unpaid_item_pauses').where('bidder_id', 'in', bidderIds).execute();
    await upstream.db
      .updateTable('invoices')
      .set({ sent_at: sentAt, is_paid: false })
      .where('id', 'in', chosen)
      .execute();
    // Each invoice's sale was the day before it was sent.
    const lots = await upstream.db
      .selectFrom('invoice_lines as il')
      .innerJoin('lots as l', 'l.id', 'il.lot_id')
      .select(['il.invoice_id', 'l.id', 'l.catalog_id'])
      .where('il.invoice_id', 'in', chosen)
      .orderBy('il.id')
      .execute();
    await upstream.db
      .updateTable('catalogs')
      .set({ starts_at: new Date(sentAt.getTime() - DAY_MS) })
      .where(
        'id',
        'in',
        lots.map((l) => l.catalog_id),
      )
      .execute();
    await upstream.db
      .updateTable('houses')
      .set({ dispute_terms_accepted_at: sentAt })
      .where('id', '=', houseId)
      .execute();
    await upstream.db
      .insertInto('unpaid_item_settings')
      .values({ house_id: houseId, enabled: true, second_chance: true })
      .onConflict((oc) =>
        oc.column('house_id').doUpdateSet({
          enabled: true,
          second_chance: true,
          payment_days: 7,
          reminder_days_before: [2, 0],
          auto_open_dispute: true,
          open_dispute_after_days: 1,
          auto_close_dispute: true,
          strike_expiry_months: 12,
          offer_days: 3,
        }),
      )
      .execute();
    await upstream.db
      .updateTable('bidders')
      .set({ is_ebay: true })
      .where(
        'id',
        '=',
        (
          await upstream.db
            .selectFrom('invoices')
            .select('bidder_id')
            .where('id', '=', ids.ebay)
            .executeTakeFirstOrThrow()
        ).bidder_id,
      )
      .execute();
    // The main invoice's first lot has an underbidder: another registered buyer of the house.
    mainLot = lots.find((l) => l.invoice_id === ids.main)?.id ?? 0;
    const other = await upstream.db
      .selectFrom('approvals')
      .select('bidder_id')
      .where('house_id', '=', houseId)
      .where('bidder_id', 'not in', bidderIds)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    underbidder = other.bidder_id;
    await upstream.db
      .insertInto('order_bids')
      .values([
        { house_id: houseId, lot_id: mainLot, bidder_id: underbidder, amount: 4_000 },
        { house_id: houseId, lot_id: mainLot, bidder_id: underbidder, amount: 5_000 },
        // A cancelled higher bid is not the underbidder's highest.
        { house_id: houseId, lot_id: mainLot, bidder_id: underbidder, amount: 9_000, cancelled_at: sentAt },
      ])
      .execute();
    job = new UnpaidItemsJob({ db: upstream.db, mailer: outboxMailer, clock: () => now }, silentLogger);
  });
  afterAll(async () => {
    await job?.close();
    await upstream?.close();
  });

  it('waits until the first reminder is due', async () => {
    at(4.9);
    await job.runNow();
    expect(await kinds(ids.main)).toEqual([]);
  });

  it('reminds 2 days before the deadline through the outbox, and at the deadline', async () => {
    at(5);
    await job.runNow();
    expect(await kinds(ids.main)).toEqual(['REMIND:d2:DONE']);
    const mails = await upstream.db
      .selectFrom('invoice_emails')
      .select(['subject', 'body', 'delivery'])
      .where('invoice_id', '=', ids.main)
      .where('subject', 'like', 'Reminder:%')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(`Invoice #${ids.main}`);
    expect(mails[0]?.body).toContain('Payment deadline: 2026-03-09');
    expect(mails[0]?.delivery).toBe('outbox');
    at(7);
    await job.runNow();
    expect(await kinds(ids.main)).toEqual(['REMIND:d2:DONE', 'REMIND:d0:DONE']);
  });

  it('a payment or a pause stops the pipeline before its next step', async () => {
    await upstream.db.updateTable('invoices').set({ is_paid: true }).where('id', '=', ids.paid).execute();
    await upstream.db
      .insertInto('unpaid_item_pauses')
      .values({ house_id: houseId, invoice_id: ids.paused })
      .execute();
    at(8);
    await job.runNow();
    expect(await kinds(ids.paid)).toEqual(['REMIND:d2:DONE', 'REMIND:d0:DONE']);
    expect(await kinds(ids.paused)).toEqual(['REMIND:d2:DONE', 'REMIND:d0:DONE']);
  });

  it('an eBay bidder gets no e-mail reminders: each is recorded as skipped with the reason', async () => {
    const reminders = (await events(ids.ebay)).filter((e) => e.kind === 'REMIND');
    expect(reminders.map((e) => [e.outcome, e.reason])).toEqual([
      ['SKIPPED', REASONS.ebayReminder],
      ['SKIPPED', REASONS.ebayReminder],
    ]);
  });

  it('opens the non-payment dispute a day past the deadline, as the house automation', async () => {
    const opened = await events(ids.main);
    const open = opened.filter((e) => e.kind === 'OPEN_DISPUTE');
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((e) => e.outcome === 'DONE' && e.dispute_id !== null)).toBe(true);
    const disputes = await upstream.db
      .selectFrom('disputes')
      .select(['status', 'reason_id', 'opened_by'])
      .where(
        'id',
        'in',
        open.map((e) => e.dispute_id ?? 0),
      )
      .execute();
    expect(disputes.every((d) => d.status === 'b' && d.reason_id === 4 && d.opened_by === null)).toBe(true);
    // The eBay bidder's dispute opens as for others.
    expect((await kinds(ids.ebay)).some((k) => k.startsWith('OPEN_DISPUTE') && k.endsWith('DONE'))).toBe(
      true,
    );
  });

  it('a floor bidder gets reminders only and stays past the deadline, told why', async () => {
    expect(await kinds(ids.floor)).toEqual(['REMIND:d2:DONE', 'REMIND:d0:DONE']);
    const [floor] = await loadPipelineInvoices(upstream.db, houseId, { invoiceIds: [ids.floor] });
    expect(floor && stageOf(floor.facts, settings, now)).toBe('PAST_DEADLINE');
  });

  it('closes the dispute after 4 days open with its credit, no-bid entry and strike, exactly once', async () => {
    at(11.9);
    await job.runNow();
    expect((await kinds(ids.main)).some((k) => k.startsWith('CLOSE_DISPUTE'))).toBe(false);
    at(12);
    await job.runNow();
    await job.runNow();
    const closes = (await events(ids.main)).filter((e) => e.kind === 'CLOSE_DISPUTE');
    expect(closes.length).toBeGreaterThan(0);
    const disputeIds = closes.map((e) => e.dispute_id ?? 0);
    const count = async (table: 'house_credits' | 'unpaid_item_strikes') =>
      (await upstream.db.selectFrom(table).select('id').where('dispute_id', 'in', disputeIds).execute())
        .length;
    expect([await count('house_credits'), await count('unpaid_item_strikes')]).toEqual([
      disputeIds.length,
      disputeIds.length,
    ]);
    const strikes = await upstream.db
      .selectFrom('unpaid_item_strikes')
      .select('expires_at')
      .where('dispute_id', 'in', disputeIds)
      .execute();
    expect(
      strikes.every((s) => s.expires_at?.toISOString() === new Date(Date.UTC(2027, 2, 14)).toISOString()),
    ).toBe(true);
    const statuses = await upstream.db
      .selectFrom('disputes')
      .select('status')
      .where('id', 'in', disputeIds)
      .execute();
    expect(statuses.every((d) => d.status === 'x')).toBe(true);
  });

  it('offers the lot to the underbidder at their highest bid, once; staff accept and the lot moves', async () => {
    const offers = await upstream.db
      .selectFrom('second_chance_offers')
      .selectAll()
      .where('invoice_id', '=', ids.main)
      .execute();
    expect(offers.map((o) => [o.lot_id, o.bidder_id, o.amount, o.state])).toEqual([
      [mainLot, underbidder, 5_000, 'SENT'],
    ]);
    const [offer] = offers;
    if (!offer) throw new Error('no offer');
    await job.runNow();
    expect(
      (await events(ids.main)).filter((e) => e.kind === 'OFFER_SECOND_CHANCE' && e.outcome === 'DONE'),
    ).toHaveLength(1);

    await decideOffer(upstream.db, { houseId, offerId: offer.id, decision: 'ACCEPTED', now });
    const decided = await upstream.db
      .selectFrom('second_chance_offers')
      .selectAll()
      .where('id', '=', offer.id)
      .executeTakeFirstOrThrow();
    expect(decided.state).toBe('ACCEPTED');
    const moved = await upstream.db
      .selectFrom('invoice_lines as il')
      .innerJoin('invoices as i', 'i.id', 'il.invoice_id')
      .select(['i.id', 'i.bidder_id', 'il.hammer', 'il.suppress'])
      .where('il.lot_id', '=', mainLot)
      .orderBy('il.id')
      .execute();
    expect(moved).toEqual([
      { id: decided.new_invoice_id, bidder_id: underbidder, hammer: 5_000, suppress: false },
    ]);
    await expect(
      decideOffer(upstream.db, { houseId, offerId: offer.id, decision: 'DECLINED', now }),
    ).rejects.toThrow(/only a sent offer/);
  });

  it('resumed, the paused invoice catches up', async () => {
    await upstream.db.deleteFrom('unpaid_item_pauses').where('invoice_id', '=', ids.paused).execute();
    await job.runNow();
    expect((await kinds(ids.paused)).some((k) => k.startsWith('OPEN_DISPUTE'))).toBe(true);
  });

  it('the dry run lists the strikes that expire today, of a paid invoice and of a lot moved on, row by row as the job takes them', async () => {
    // The eBay buyer's dispute was closed with its strike; the buyer has paid since.
    expect((await kinds(ids.ebay)).some((k) => k.startsWith('CLOSE_DISPUTE') && k.endsWith('DONE'))).toBe(
      true,
    );
    await upstream.db.updateTable('invoices').set({ is_paid: true }).where('id', '=', ids.ebay).execute();
    at(377);
    const ours = new Set(Object.values(ids));
    const preview = (await dryRunSteps(upstream.db, houseId, now)).filter((s) => ours.has(s.invoiceId));
    // One expiry per strike the automation's closes recorded: the main invoice's offered lot has moved
    // to the underbidder's invoice (its strike is read apart from the invoice's lots), and the eBay
    // invoice is paid (no longer a candidate of the pipeline).
    const closes = [
      ...(await events(ids.main)).map((e) => ({ ...e, invoiceId: ids.main })),
      ...(await events(ids.ebay)).map((e) => ({ ...e, invoiceId: ids.ebay })),
    ].filter((e) => e.kind === 'CLOSE_DISPUTE' && e.outcome === 'DONE');
    expect(closes.length).toBeGreaterThanOrEqual(2);
    const expiries = preview.filter((s) => s.kind === 'EXPIRE_STRIKE');
    const byLot = (a: number[], b: number[]) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0);
    expect(expiries.map((s) => [s.invoiceId, s.lotId ?? 0]).sort(byLot)).toEqual(
      closes.map((e) => [e.invoiceId, e.lot_id ?? 0]).sort(byLot),
    );
    expect(expiries.every((s) => s.outcome === 'DO' && s.reason === REASONS.strikeExpired)).toBe(true);
    const taken = (await job.runNow()).filter((s) => ours.has(s.invoiceId));
    expect(
      preview.map((s) => [s.invoiceId, s.kind, s.outcome === 'DO' ? 'DONE' : 'SKIPPED', s.reason, s.lotId]),
    ).toEqual(taken.map((s) => [s.invoiceId, s.kind, s.outcome, s.reason, s.lotId]));
  });

  it('the automatic strike expires after the house months, recorded once', async () => {
    at(377);
    await job.runNow();
    await job.runNow();
    expect((await kinds(ids.main)).filter((k) => k.startsWith('EXPIRE_STRIKE'))).toHaveLength(
      (await events(ids.main)).filter((e) => e.kind === 'CLOSE_DISPUTE').length,
    );
  });

  it("writes each step it took to the invoice's audit trail with its reason, once, at the step's time", async () => {
    const actions: Record<string, string> = {
      REMIND: 'PAYMENT_REMINDER_SENT',
      OPEN_DISPUTE: 'DISPUTE_OPENED',
      CLOSE_DISPUTE: 'DISPUTE_CLOSED',
      OFFER_SECOND_CHANCE: 'SECOND_CHANCE_OFFERED',
      EXPIRE_OFFER: 'SECOND_CHANCE_OFFER_EXPIRED',
      EXPIRE_STRIKE: 'STRIKE_EXPIRED',
    };
    const automatic = async (invoiceId: number) =>
      (await loadAuditTrail(upstream.db, houseId, [invoiceId])).filter(
        (e) => e.actor === UNPAID_ITEMS_ACTOR.name,
      );
    // The job ran twice at several of the times above; each step taken is in the trail once.
    for (const invoiceId of [ids.main, ids.ebay, ids.floor]) {
      const taken = (await events(invoiceId)).filter((e) => e.outcome === 'DONE');
      const trail = await automatic(invoiceId);
      expect(trail.map((e) => [e.action, e.at, e.actorUserName])).toEqual(
        taken.map((e) => [actions[e.kind], e.at.toISOString(), null]),
      );
      trail.forEach((entry, i) => expect(entry.summary).toContain(taken[i]?.reason));
    }
    const main = await automatic(ids.main);
    expect(new Set(main.map((e) => e.action))).toEqual(
      new Set([
        'PAYMENT_REMINDER_SENT',
        'DISPUTE_OPENED',
        'DISPUTE_CLOSED',
        'SECOND_CHANCE_OFFERED',
        'STRIKE_EXPIRED',
      ]),
    );
    // The dispute's entries name it and its lot.
    const disputes = await upstream.db
      .selectFrom('unpaid_item_events as e')
      .innerJoin('disputes as d', 'd.id', 'e.dispute_id')
      .innerJoin('lots as l', 'l.id', 'e.lot_id')
      .select(['d.ref', 'l.lot_number', 'l.lot_number_ext'])
      .where('e.invoice_id', '=', ids.main)
      .where('e.kind', '=', 'OPEN_DISPUTE')
      .orderBy('e.id')
      .execute();
    expect(main.filter((e) => e.action === 'DISPUTE_OPENED').map((e) => e.summary)).toEqual(
      disputes.map(
        (d) => `Lot ${d.lot_number}${d.lot_number_ext}: ${REASONS.openDispute} (dispute ${d.ref})`,
      ),
    );
    // A skipped step stays on the timeline only: the eBay buyer's reminders were not sent.
    expect((await automatic(ids.ebay)).some((e) => e.action === 'PAYMENT_REMINDER_SENT')).toBe(false);
  });
});
