import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settleMutualResolutions } from '../src/disputes/mutualResolution.js';
import { buildInvoiceGroup } from '../src/invoiceGroups/buildInvoiceGroup.js';
import type { ChargeConfirmation } from '../src/invoicePayments/chargeInvoices.js';
import type { AutoChargeRunSummary } from '../src/invoicePayments/autoCharge.js';
import { runDueAutoCharges } from '../src/invoicePayments/autoCharge.js';
import { runExclusive } from '../src/jobs/runExclusive.js';
import { silentLogger, type Logger } from '../src/logger.js';
import { bootUpstream, type RunningUpstream } from '../src/server.js';
import { DEMO_LOGINS } from '../src/seed/demoLogins.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';
import { templateIds, uninvoicedGroups } from './support/hubData.js';
import { gate, postAs, signIn } from './support/session.js';

/**
 * Two upstreams on ONE PostgreSQL database, each with its own pool, job queue and schedulers (what
 * two upstream processes are): every scheduled job acts once across them. The seed schedules
 * auto-charges 3 to 6 days ahead; each case below charges one range of those days, so the cases do
 * not share invoices.
 */
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** YYYY-MM-DD, `days` from today (UTC; the seed's dates are UTC days too). */
const dayFromToday = (days: number): string => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('scheduled jobs on two upstreams sharing one PostgreSQL database', () => {
  let database: TestDatabase;
  let a: RunningUpstream;
  let b: RunningUpstream;
  /** What each upstream logged while starting ("a: seeded small demo data ..."). */
  const startLog: string[] = [];
  const loggerOf = (name: string): Logger => ({
    ...silentLogger,
    info: (message) => startLog.push(`${name}: ${message}`),
  });
  /** a's invoice builds wait here while it is closed (the build test holds one). */
  let buildGate: Promise<void> | null = null;
  const buildsReachedGate: number[] = [];
  /** Invoices a's builds wrote, per build. */
  const buildsByA: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    // Quotes wait an hour: the test runs them (flush) instead of waiting for their timers.
    const common = { databaseUrl: database.url, shippingQuoteDelayMs: HOUR, seed: 'small' as const };
    // Both start at once on the empty database, as a fleet's first start does.
    [a, b] = await Promise.all([
      bootUpstream({
        ...common,
        logger: loggerOf('a'),
        invoiceBuildHooks: {
          beforeBuild: async ({ invoiceGroupId }) => {
            buildsReachedGate.push(invoiceGroupId);
            await buildGate;
          },
          afterInvoicesInserted: ({ invoiceCount }) => {
            buildsByA.push(invoiceCount);
          },
        },
      }),
      bootUpstream({ ...common, logger: loggerOf('b') }),
    ]);
    await scheduleMoreCharges();
  });

  /**
   * More work than the seed's few scheduled invoices: every other sent, unpaid invoice of a house that
   * auto-charges gets a date, half on day +3 (the timers' case), half on day +5 (the race's case).
   */
  async function scheduleMoreCharges(): Promise<void> {
    const candidates = await a.database.db
      .selectFrom('invoices')
      .innerJoin('houses', 'houses.id', 'invoices.house_id')
      .select('invoices.id')
      .where('houses.auto_charge_enabled', '=', true)
      .where('invoices.auto_charge_date', 'is', null)
      .where('invoices.is_paid', '=', false)
      .where('invoices.sent_at', 'is not', null)
      .where('invoices.online_payment_stat', 'is', null)
      .orderBy('invoices.id')
      .execute();
    const ids = candidates.map((c) => c.id);
    const half = Math.ceil(ids.length / 2);
    for (const [days, part] of [
      [3, ids.slice(0, half)],
      [5, ids.slice(half)],
    ] as const)
      if (part.length > 0)
        await a.database.db
          .updateTable('invoices')
          .set({ auto_charge_date: dayFromToday(days) })
          .where('id', 'in', part)
          .execute();
  }
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
  });

  /** Invoices with an auto-charge date from `from` to `to` (YYYY-MM-DD), by id. */
  const dueBetween = async (from: string, to: string): Promise<number[]> =>
    (
      await a.database.db
        .selectFrom('invoices')
        .select('id')
        .where('auto_charge_date', '>=', from)
        .where('auto_charge_date', '<=', to)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);

  /** Card charges made by the job, per invoice. */
  const autoChargesOf = async (invoiceIds: readonly number[]): Promise<Map<number, number>> => {
    const rows = await a.database.db
      .selectFrom('card_charges')
      .select(['invoice_id', (eb) => eb.fn.countAll<number>().as('charges')])
      .where('invoice_id', 'in', [...invoiceIds])
      .where('source', '=', 'auto')
      .groupBy('invoice_id')
      .execute();
    return new Map(rows.map((r) => [r.invoice_id, Number(r.charges)]));
  };

  /** Invoices the processor was asked about (approved or declined), over every summary. */
  const attempted = (summaries: ReadonlyArray<AutoChargeRunSummary | null>): ChargeConfirmation[] =>
    summaries.flatMap((s) => s?.confirmations ?? []).filter((c) => c.outcome !== 'NOT_ELIGIBLE');

  /** Each due invoice was either charged once (one processor answer) or left alone with a reason. */
  async function expectChargedOnce(
    due: readonly number[],
    summaries: ReadonlyArray<AutoChargeRunSummary | null>,
  ) {
    const charges = await autoChargesOf(due);
    const dueIds = new Set(due);
    const asked = new Set(
      attempted(summaries)
        .map((c) => c.invoiceID)
        .filter((id) => dueIds.has(id)),
    );
    expect(asked.size).toBeGreaterThan(0);
    for (const id of due) expect(charges.get(id) ?? 0).toBe(asked.has(id) ? 1 : 0);
    const skipped = new Set(summaries.flatMap((s) => s?.skipped ?? []).map((s) => s.invoiceID));
    for (const id of due) expect(asked.has(id) || skipped.has(id)).toBe(true);
    return { due: due.length, charged: asked.size };
  }

  it('migrates and seeds the empty database once when both start together', () => {
    const migrated = startLog.filter((line) => line.includes('applied migrations'));
    const seeded = startLog.filter((line) => line.includes('seeded small demo data'));
    expect(migrated).toHaveLength(1);
    expect(seeded).toHaveLength(1);
    console.info(`[fleet] first start of 2 upstreams: ${migrated[0]?.slice(0, 30)}..., ${seeded[0]}`);
  });

  it('holds a job lock across the two: a timer turn is skipped, a run asked for waits its turn', async () => {
    const order: string[] = [];
    let started!: () => void;
    let finish!: () => void;
    const isRunning = new Promise<void>((resolve) => (started = resolve));
    const mayFinish = new Promise<void>((resolve) => (finish = resolve));
    const first = runExclusive(a.database.db, 'fleet-test', async () => {
      order.push('a started');
      started();
      await mayFinish;
      order.push('a finished');
    });
    await isRunning;

    expect(await runExclusive(b.database.db, 'fleet-test', async () => order.push('b skipped?'))).toEqual({
      ran: false,
    });
    const waiting = runExclusive(b.database.db, 'fleet-test', async () => order.push('b ran'), {
      wait: true,
    });
    // b's connection waits on the lock in PostgreSQL (state, not time).
    await vi.waitFor(async () => {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_locks
        where locktype = 'advisory' and not granted and database = (
          select oid from pg_database where datname = current_database())`.execute(a.database.db);
      expect(rows[0]?.waiting).toBe(1);
    });
    finish();
    expect((await first).ran).toBe(true);
    expect((await waiting).ran).toBe(true);
    expect(order).toEqual(['a started', 'a finished', 'b ran']);
  });

  it('charges each due invoice once when both timers fire at once: never two turns at a time', async () => {
    const asOf = dayFromToday(3);
    const due = await dueBetween('1970-01-01', asOf);
    expect(due.length).toBeGreaterThan(0);
    const summaries = await Promise.all([
      a.app.autoCharges.runScheduled({ asOf }),
      b.app.autoCharges.runScheduled({ asOf }),
    ]);
    // Both turns start together. Usually one finds the lock held and skips (null); on a busy machine
    // the first may finish before the second asks, which then runs and finds nothing due. That a
    // held lock makes a turn skip is the test above; here, what matters is each charge made once.
    expect(summaries.filter((s) => s === null).length).toBeLessThanOrEqual(1);
    const figures = await expectChargedOnce(due, summaries);
    console.info(
      `[fleet] scheduled turns on 2 upstreams: ${figures.due} due, ${figures.charged} charged once`,
    );
  });

  it('charges each due invoice once when both runs are asked for at once: the second waits, then finds none due', async () => {
    const asOf = dayFromToday(4);
    const due = await dueBetween(dayFromToday(4), asOf);
    const summaries = await Promise.all([
      a.app.autoCharges.runNow({ asOf }),
      b.app.autoCharges.runNow({ asOf }),
    ]);
    expect(summaries.every((s) => s !== null)).toBe(true);
    // The run that waited found every due invoice already charged by the other.
    expect(summaries.filter((s) => attempted([s]).length === 0)).toHaveLength(1);
    const figures = await expectChargedOnce(due, summaries);
    console.info(
      `[fleet] runs asked for on 2 upstreams: ${figures.due} due, ${figures.charged} charged once`,
    );
  });

  it('charges each due invoice once even when two runs race past the lock (idempotency key + row lock)', async () => {
    const asOf = dayFromToday(6);
    const due = await dueBetween(dayFromToday(5), asOf);
    const summaries = await Promise.all([
      runDueAutoCharges(a.database.db, { asOf }),
      runDueAutoCharges(b.database.db, { asOf }),
    ]);
    const figures = await expectChargedOnce(due, summaries);
    // Invoices both runs reached (one charged it, the other replayed the answer or found it paid).
    const reached = summaries.map(
      (s) => new Set([...s.confirmations.map((c) => c.invoiceID), ...s.skipped.map((k) => k.invoiceID)]),
    );
    const both = due.filter((id) => reached.every((r) => r.has(id))).length;
    console.info(
      `[fleet] raced runs on 2 upstreams: ${figures.due} due, ${figures.charged} charged once, ${both} reached by both`,
    );
  });

  it('quotes each pending shipping review once when both upstreams hold it', async () => {
    // Some finished reviews are saved again (a new revision, pending) so there is a batch to share.
    await a.database.db
      .updateTable('shipping_reviews')
      .set({ status: 'pending', revision: sql`revision + 1` })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('shipping_reviews')
          .select('id')
          .where('status', 'in', ['awaiting_approval', 'failed'])
          .orderBy('id')
          .limit(40),
      )
      .execute();
    // What each upstream does when it starts: it takes every pending review.
    await Promise.all([a.app.shippingQuotes.resumePending(), b.app.shippingQuotes.resumePending()]);
    const pending = () =>
      a.database.db
        .selectFrom('shipping_reviews')
        .select('id')
        .where('status', 'in', ['pending', 'processing'])
        .execute();
    const waiting = (await pending()).length;
    expect(waiting).toBeGreaterThanOrEqual(40);
    expect([a.app.shippingQuotes.scheduled, b.app.shippingQuotes.scheduled]).toEqual([waiting, waiting]);
    const before = a.app.shippingQuotes.quoted + b.app.shippingQuotes.quoted;

    await Promise.all([a.app.shippingQuotes.flush(), b.app.shippingQuotes.flush()]);

    expect(await pending()).toEqual([]);
    // Every waiting review was quoted, and the two quoted as many as were waiting: none twice.
    const quotedByA = a.app.shippingQuotes.quoted;
    const quotedByB = b.app.shippingQuotes.quoted;
    expect(quotedByA + quotedByB - before).toBe(waiting);
    console.info(
      `[fleet] shipping quotes: ${waiting} waiting on both, quoted ${quotedByA} by a + ${quotedByB} by b`,
    );
  });

  it('builds an invoice group once when both upstreams build it at the same moment', async () => {
    const staff = await signIn(a.url, DEMO_LOGINS.staff);
    const [group] = await uninvoicedGroups(a.url, staff);
    const [template] = await templateIds(a.url, staff);
    const held = gate();
    buildGate = held.promise;
    // a takes the request and queues the build, which waits at the gate...
    const created = await postAs(a.url, staff, `/app/house/${staff.houseRef}/invoiceGroup`, {
      catalogRefs: group?.catalogs.map((c) => c.catalogRef).slice(0, 1),
      groupTitle: 'Built by one of two',
      invoiceSettingsID: template,
    });
    expect(created.status).toBe(200);
    const invoiceGroupId = created.body.data.invoiceGroupID as number;
    await vi.waitFor(() => expect(buildsReachedGate).toContain(invoiceGroupId));
    // ...while b resumes it (what b's start does for a pending group): both go at once.
    held.open();
    const [builtByB] = await Promise.all([buildInvoiceGroup(b.database.db, invoiceGroupId), a.waitForJobs()]);
    buildGate = null;

    const builds = buildsByA.length + (builtByB > 0 ? 1 : 0);
    expect(builds).toBe(1);
    const invoices = await a.database.db
      .selectFrom('invoices')
      .select('id')
      .where('invoice_group_id', '=', invoiceGroupId)
      .execute();
    expect(invoices.length).toBe(buildsByA[0] ?? builtByB);
    expect(invoices.length).toBeGreaterThan(0);
    console.info(
      `[fleet] invoice build: ${invoices.length} invoices built once (by ${buildsByA.length > 0 ? 'a' : 'b'})`,
    );
  });

  it('applies each due mutual resolution once when both upstreams settle the house at once', async () => {
    const mutual = await a.database.db
      .selectFrom('dispute_types')
      .select('id')
      .where('mutual_resolution', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const open = await a.database.db
      .selectFrom('disputes')
      .select(['id', 'house_id'])
      .where('status', 'in', ['b', 's'])
      .orderBy('house_id')
      .orderBy('id')
      .execute();
    const houseId = open[0]?.house_id ?? 0;
    const ids = open.filter((d) => d.house_id === houseId).map((d) => d.id);
    expect(ids.length).toBeGreaterThan(0);
    // The house's open disputes become mutual resolutions opened ten minutes ago: due.
    await a.database.db
      .updateTable('disputes')
      .set({ reason_id: mutual.id, opened_at: new Date(Date.now() - 10 * 60_000) })
      .where('id', 'in', ids)
      .execute();

    const now = new Date();
    const settled = await Promise.all([
      settleMutualResolutions(a.database.db, houseId, now),
      settleMutualResolutions(b.database.db, houseId, now),
    ]);

    expect(settled[0] + settled[1]).toBe(ids.length);
    const statuses = await a.database.db
      .selectFrom('disputes')
      .select('status')
      .where('id', 'in', ids)
      .execute();
    expect(statuses.every((d) => d.status === 'm')).toBe(true);
    console.info(
      `[fleet] mutual resolutions: ${ids.length} due, settled ${settled[0]} by a + ${settled[1]} by b`,
    );
  });
});
