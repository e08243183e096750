import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_HOUSE_REF } from '../src/testing.js';
import { openUpstreamProcesses, type UpstreamProcesses } from './support/upstreamProcesses.js';

/** Each process's pipeline timer: every 50 ms, so the two turn up together again and again. */
const UNPAID_ITEMS_INTERVAL_MS = 50;

/** How many steps a process's runs reported (its log: one line per run that took any). */
const reportedSteps = (output: string): number =>
  [...output.matchAll(/unpaidItems: (\d+) step\(s\) taken or skipped/g)].reduce(
    (sum, m) => sum + Number(m[1]),
    0,
  );

describe('the unpaid-items pipeline timers of two upstream processes on one PostgreSQL database', () => {
  let fleet: UpstreamProcesses;

  beforeAll(async () => {
    fleet = await openUpstreamProcesses({
      env: { UNPAID_ITEMS_INTERVAL_MS: String(UNPAID_ITEMS_INTERVAL_MS) },
      dataDirPrefix: 'ah-upstream-unpaid-fleet-',
    });
  });
  afterAll(async () => {
    await fleet?.close();
  });

  it('takes each due step once, and one run reports each', async () => {
    // The demo house's unpaid invoices were all sent 5½ days ago: their first reminder is due.
    const house = await fleet.direct.db
      .selectFrom('houses')
      .select('id')
      .where('ref', '=', DEMO_HOUSE_REF)
      .executeTakeFirstOrThrow();
    await fleet.direct.db
      .insertInto('unpaid_item_settings')
      .values({ house_id: house.id, enabled: true })
      .onConflict((oc) => oc.column('house_id').doUpdateSet({ enabled: true }))
      .execute();
    const sent = await sql<{ id: number }>`
      update invoices set sent_at = now() - interval '5 days 12 hours'
      where house_id = ${house.id} and not is_paid
        and id not in (select invoice_id from unpaid_item_events)
        and id not in (select invoice_id from unpaid_item_pauses where invoice_id is not null)
      returning id`.execute(fleet.direct.db);
    const ids = sent.rows.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    // The demo's excluded and paused buyers are left alone.
    const untouched = await sql<{ bidder_id: number }>`
      select bidder_id from unpaid_item_exclusions
      union select bidder_id from unpaid_item_pauses where bidder_id is not null`.execute(fleet.direct.db);
    const due = await fleet.direct.db
      .selectFrom('invoices')
      .select('id')
      .where('id', 'in', ids)
      .where('bidder_id', 'not in', [0, ...untouched.rows.map((r) => r.bidder_id)])
      .execute();
    expect(due.length).toBeGreaterThan(0);
    const since = new Date();

    await fleet.start(2);

    // State, not time: every one of them got its first reminder (or its recorded skip)...
    await vi.waitFor(
      async () => {
        const reminded = await fleet.direct.db
          .selectFrom('unpaid_item_events')
          .select('invoice_id')
          .where('invoice_id', 'in', ids)
          .where('kind', '=', 'REMIND')
          .where('step_key', '=', 'd2')
          .execute();
        expect(reminded.length).toBe(due.length);
      },
      { timeout: 30_000, interval: 50 },
    );
    // ...each e-mailed once whatever the two timers did...
    const mails = await fleet.direct.db
      .selectFrom('invoice_emails')
      .select(['invoice_id', (eb) => eb.fn.countAll<number>().as('mails')])
      .where('invoice_id', 'in', ids)
      .where('subject', 'like', 'Reminder:%')
      .groupBy('invoice_id')
      .execute();
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((m) => Number(m.mails) === 1)).toBe(true);
    // ...and every step the runs took was reported by exactly one of them.
    await vi.waitFor(
      async () => {
        const steps = await fleet.direct.db
          .selectFrom('unpaid_item_events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('at', '>=', since)
          .executeTakeFirstOrThrow();
        expect(fleet.processes.reduce((sum, p) => sum + reportedSteps(p.output()), 0)).toBe(Number(steps.n));
      },
      { timeout: 10_000, interval: 50 },
    );
    const [first = 0, second = 0] = fleet.processes.map((p) => reportedSteps(p.output()));
    console.info(
      `[fleet] 2 upstream processes, pipeline timers every ${UNPAID_ITEMS_INTERVAL_MS} ms: ${ids.length} invoices due a reminder, ` +
        `each step taken once (reported by process 1: ${first}, process 2: ${second})`,
    );
  });
});
