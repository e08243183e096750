import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openUpstreamProcesses, type UpstreamProcesses } from './support/upstreamProcesses.js';

/** Each process's auto-charge timer: every 50 ms, so the two turn up together again and again. */
const AUTO_CHARGE_INTERVAL_MS = 50;

/** How many invoices a process's auto-charge runs reported (its log: one line per run that charged). */
const reportedCharges = (output: string): number =>
  [...output.matchAll(/auto-charge: (\d+) invoice\(s\) charged or attempted/g)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );

describe('the auto-charge timers of two upstream processes on one PostgreSQL database', () => {
  let fleet: UpstreamProcesses;

  beforeAll(async () => {
    fleet = await openUpstreamProcesses({
      env: { AUTO_CHARGE_INTERVAL_MS: String(AUTO_CHARGE_INTERVAL_MS) },
      dataDirPrefix: 'ah-upstream-fleet-',
    });
    await fleet.start(2);
  });
  afterAll(async () => {
    await fleet?.close();
  });

  it('charges every invoice that falls due once, and one run reports each', async () => {
    // The seed's scheduled invoices fall due at once while both timers tick: today in their house's
    // time zone, last changed long enough ago for the date to be valid.
    const due = await sql<{ id: number }>`
      update invoices i
      set auto_charge_date = (now() at time zone h.time_zone)::date,
          created_at = least(i.created_at, now() - interval '3 days'),
          edited_at = case when i.edited_at is null then null else least(i.edited_at, now() - interval '3 days') end
      from houses h
      where h.id = i.house_id and i.auto_charge_date is not null
      returning i.id`.execute(fleet.direct.db);
    const ids = due.rows.map((r) => r.id).sort((x, y) => x - y);
    expect(ids.length).toBeGreaterThan(0);

    // State, not time: every one of them was charged (a charge, approved or declined, clears the date)...
    await vi.waitFor(
      async () => {
        const left = await fleet.direct.db
          .selectFrom('invoices')
          .select('id')
          .where('id', 'in', ids)
          .where('auto_charge_date', 'is not', null)
          .execute();
        expect(left).toEqual([]);
      },
      { timeout: 30_000, interval: 50 },
    );
    // ...and the runs that charged them have logged it.
    await vi.waitFor(
      () =>
        expect(
          fleet.processes.reduce((sum, p) => sum + reportedCharges(p.output()), 0),
        ).toBeGreaterThanOrEqual(ids.length),
      { timeout: 10_000, interval: 20 },
    );

    const charges = await fleet.direct.db
      .selectFrom('card_charges')
      .select(['invoice_id', (eb) => eb.fn.countAll<number>().as('charges')])
      .where('invoice_id', 'in', ids)
      .where('source', '=', 'auto')
      .groupBy('invoice_id')
      .orderBy('invoice_id')
      .execute();
    expect(charges.map((c) => [c.invoice_id, Number(c.charges)])).toEqual(ids.map((id) => [id, 1]));
    // One run charged each invoice: a second run at the same time would have reported it again.
    const [first = 0, second = 0] = fleet.processes.map((p) => reportedCharges(p.output()));
    expect(first + second).toBe(ids.length);
    console.info(
      `[fleet] 2 upstream processes, timers every ${AUTO_CHARGE_INTERVAL_MS} ms: ${ids.length} invoices fell due, ` +
        `each charged once (reported by process 1: ${first}, process 2: ${second})`,
    );
  });
});
