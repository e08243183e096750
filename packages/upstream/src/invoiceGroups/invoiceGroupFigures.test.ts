import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../db/schema.js';
import { loadHouse } from '../invoices/invoiceFactsQuery.js';
import { invoicePage } from '../invoices/invoicePageQuery.js';
import { DEMO_HOUSE_REF, growInvoiceGroupTo, startUpstream, type StartedUpstream } from '../testing.js';

/**
 * Invoices whose kept figures (migration 0031) differ from figures computed afresh from their
 * sources, and groups whose kept sums differ from fresh sums over their invoices: none when kept.
 */
async function figuresOffTheirSources(db: Kysely<DB>) {
  const invoices = await sql<{ invoice_id: number }>`
    with fresh as (select * from invoice_figures_of(array(select id from invoices))),
    kept as (select * from invoice_figures)
    (select * from fresh except select * from kept) union (select * from kept except select * from fresh)
    order by invoice_id`.execute(db);
  // Every group, with zeros for one without a row (no invoices, or all of them gone).
  const groups = await sql<{ invoice_group_id: number }>`
    with fresh as (
      select * from invoice_group_figures_of(
        array(select f from invoice_figures_of(array(select id from invoices)) f), 1)
    ),
    zero as (select ig.id as invoice_group_id from invoice_groups ig),
    f as (select z.invoice_group_id, row(x.*)::text as figures from zero z
      left join fresh x on x.invoice_group_id = z.invoice_group_id),
    k as (select z.invoice_group_id, row(x.*)::text as figures from zero z
      left join invoice_group_figures x on x.invoice_group_id = z.invoice_group_id and x.invoice_count <> 0)
    (select * from f except select * from k) union (select * from k except select * from f)
    order by invoice_group_id`.execute(db);
  return {
    invoices: [...new Set(invoices.rows.map((r) => r.invoice_id))],
    groups: [...new Set(groups.rows.map((r) => r.invoice_group_id))],
  };
}

const NONE = { invoices: [], groups: [] };

describe('invoice_figures and invoice_group_figures (migration 0031) follow their sources', () => {
  let upstream: StartedUpstream;
  let db: Kysely<DB>;
  let houseId: number;
  /** Two groups of the demo house with invoices, and some invoices of the first. */
  let groups: [number, number];
  let invoices: number[];
  let lots: number[];

  beforeAll(async () => {
    upstream = await startUpstream();
    db = upstream.db;
    houseId = (
      await db.selectFrom('houses').select('id').where('ref', '=', DEMO_HOUSE_REF).executeTakeFirstOrThrow()
    ).id;
    const withInvoices = await db
      .selectFrom('invoices')
      .select('invoice_group_id')
      .where('house_id', '=', houseId)
      .groupBy('invoice_group_id')
      .orderBy('invoice_group_id')
      .limit(2)
      .execute();
    groups = withInvoices.map((g) => g.invoice_group_id) as [number, number];
    invoices = (
      await db
        .selectFrom('invoices')
        .select('id')
        .where('invoice_group_id', '=', groups[0])
        .orderBy('id')
        .limit(4)
        .execute()
    ).map((i) => i.id);
    const catalog = await db
      .selectFrom('catalogs')
      .select('id')
      .where('house_id', '=', houseId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Lots of the test's own: a lot is on one invoice only.
    lots = (
      await db
        .insertInto('lots')
        .values(
          [1, 2, 3].map((i) => ({
            house_id: houseId,
            catalog_id: catalog.id,
            ref: `GROUPFIG${i}`,
            lot_number: 92_000 + i,
            title: `Group figures lot ${i}`,
          })),
        )
        .returning('id')
        .execute()
    ).map((l) => l.id);
  }, 300_000);
  afterAll(() => upstream?.close());

  it('match the seeded invoices', async () => {
    expect(await figuresOffTheirSources(db)).toEqual(NONE);
    const kept = await db
      .selectFrom('invoice_figures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBeGreaterThan(0);
  });

  it('follow lines added, paid, hidden, moved and deleted', async () => {
    const [a, b] = invoices as [number, number];
    const [x, y, z] = lots as [number, number, number];
    await db
      .insertInto('invoice_lines')
      .values([
        { invoice_id: a, lot_id: x, hammer: 50_000, premium: 10_000, live_fee: 300, restricted: true },
        { invoice_id: a, lot_id: y, hammer: 1_000, add_shipping: 1_500 },
      ])
      .execute();
    await db.insertInto('invoice_lines').values({ invoice_id: b, lot_id: z, hammer: 700 }).execute();
    expect(await figuresOffTheirSources(db)).toEqual(NONE);
    await db
      .updateTable('invoice_lines')
      .set({ paid: true, amount_paid: 1_000, add_paid: true })
      .where('lot_id', '=', y)
      .execute();
    await db.updateTable('invoice_lines').set({ suppress: true }).where('lot_id', '=', x).execute();
    await db.updateTable('invoice_lines').set({ invoice_id: b }).where('lot_id', '=', y).execute();
    expect(await figuresOffTheirSources(db)).toEqual(NONE);
    await db.deleteFrom('invoice_lines').where('lot_id', '=', z).execute();
    expect(await figuresOffTheirSources(db)).toEqual(NONE);
  });

  it('follow an invoice paid, sent, edited, charged, put on auto-charge and in payment', async () => {
    const [a, b, c] = invoices as [number, number, number];
    await db
      .updateTable('invoices')
      .set({ is_paid: true, charge_tax: 1_234, charge_other: 99 })
      .where('id', '=', a)
      .execute();
    await db
      .updateTable('invoices')
      .set({ sent_at: new Date(Date.now() - 72 * 3_600_000), edited_at: null, online_payment_stat: null })
      .where('id', 'in', [b, c])
      .execute();
    await db.updateTable('invoices').set({ add_tax: 500, add_paid: false }).where('id', '=', b).execute();
    await db.updateTable('invoices').set({ online_payment_stat: 'p' }).where('id', '=', c).execute();
    expect(await figuresOffTheirSources(db)).toEqual(NONE);
    await db
      .updateTable('invoices')
      .set({ auto_charge_date: '2030-01-01', edited_at: new Date() })
      .where('id', '=', c)
      .execute();
    await db.updateTable('invoices').set({ add_paid: true }).where('id', '=', b).execute();
    expect(await figuresOffTheirSources(db)).toEqual(NONE);
  });

  it("follow a registration's paddle, card, credit limit and channel, and a bidder's address", async () => {
    const [a, b] = invoices as [number, number];
    const of = await db
      .selectFrom('invoices')
      .select(['approval_id', 'bidder_id'])
      .where('id', 'in', [a, b])
      .orderBy('id')
      .execute();
    const [first, second] = of as [(typeof of)[number], (typeof of)[number]];
    await db
      .updateTable('approvals')
      .set({ paddle_number: 'P-77', credit_card_limit: 1, has_card_on_file: true })
      .where('id', '=', first.approval_id)
      .execute();
    await db
      .updateTable('approvals')
      .set({ channel: 'Floor' })
      .where('id', '=', second.approval_id)
      .execute();
    expect(await figuresOffTheirSources(db)).toEqual(NONE);
    await db.updateTable('bidders').set({ address_valid: false }).where('id', '=', first.bidder_id).execute();
    await db
      .updateTable('approvals')
      .set({ credit_card_limit: null })
      .where('id', '=', first.approval_id)
      .execute();
    expect(await figuresOffTheirSources(db)).toEqual(NONE);
  });

  it('follow invoices added in bulk, moved to another group and deleted, and a deleted group', async () => {
    const [, , , d] = invoices as [number, number, number, number];
    const [one, two] = groups;
    const size = await db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('invoice_group_id', '=', two)
      .executeTakeFirstOrThrow();
    await growInvoiceGroupTo(db, two, Number(size.n) + 3);
    expect(await figuresOffTheirSources(db)).toEqual(NONE);
    // Its registration is in the first group only (a group holds one invoice per registration).
    await db.updateTable('invoices').set({ invoice_group_id: two }).where('id', '=', d).execute();
    expect(await figuresOffTheirSources(db)).toEqual(NONE);
    await db.deleteFrom('invoices').where('id', '=', d).execute();
    expect(await figuresOffTheirSources(db)).toEqual(NONE);
    await db.deleteFrom('invoice_groups').where('id', '=', one).execute();
    expect(await figuresOffTheirSources(db)).toEqual(NONE);
    expect(
      await db.selectFrom('invoice_group_figures').selectAll().where('invoice_group_id', '=', one).execute(),
    ).toEqual([]);
  });

  it('count an invoice batch-eligible from 48 hours after it was sent, at read time', async () => {
    const [, two] = groups;
    const house = {
      ...(await loadHouse(db, houseId)),
      paymentProcessingEnabled: true,
      processorType: 's' as const,
    };
    const ready = await db
      .selectFrom('invoice_figures')
      .select(['invoice_id', 'sent_at'])
      .where('invoice_group_id', '=', two)
      .where('batch_ready', '=', true)
      .orderBy('invoice_id')
      .execute();
    const request = {
      houseId,
      invoiceGroupId: two,
      house,
      paid: 'ALL' as const,
      search: '',
      offset: 0,
      limit: 0,
      withSummary: true,
    };
    const eligibleAt = async (now: Date) =>
      (await invoicePage(db, { ...request, now })).summary?.batchEligibleCount;
    expect(ready.length).toBeGreaterThan(1);
    const latest = Math.max(...ready.map((r) => r.sent_at?.getTime() ?? 0));
    expect(await eligibleAt(new Date(latest + 48 * 3_600_000))).toBe(ready.length);
    expect(await eligibleAt(new Date(latest + 48 * 3_600_000 - 1))).toBe(
      ready.filter((r) => (r.sent_at?.getTime() ?? 0) < latest).length,
    );
  });
});
