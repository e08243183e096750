import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../db/schema.js';
import { DEMO_HOUSE_REF, startUpstream, type StartedUpstream } from '../testing.js';

/**
 * Every invoice whose kept invoice_line_sums differ from a fresh sum of its lines (none when kept);
 * an invoice without a row, or with a row of zeros, has no counted lines.
 */
async function sumsOffTheLines(db: Kysely<DB>) {
  const fresh = sql`
    select i.id as invoice_id,
      count(l.id) filter (where not l.suppress) as visible_count,
      count(l.id) filter (where not l.suppress and not l.paid) as visible_unpaid,
      count(l.id) filter (where not l.suppress and not l.add_paid and l.add_tax + l.add_shipping + l.add_insurance + l.add_other > 0) as unpaid_additional,
      count(l.id) filter (where l.add_tax + l.add_shipping + l.add_insurance + l.add_other > 0) as any_additional,
      count(l.id) filter (where not l.suppress and l.restricted) as restricted_visible,
      count(l.id) filter (where not l.suppress and l.restricted and not l.paid) as restricted_unpaid,
      count(l.id) filter (where not l.suppress and l.live_fee > 0) as live_fee_visible,
      sum(case when l.suppress then 0 else l.hammer end) as hammer,
      sum(case when l.suppress then 0 else l.premium end) as premium,
      sum(case when l.suppress then 0 else l.live_fee end) as live_fee,
      sum(case when l.suppress then 0 else l.tax end) as tax,
      sum(case when l.suppress then 0 else l.shipping end) as shipping,
      sum(case when l.suppress then 0 else l.insurance end) as insurance,
      sum(case when l.suppress then 0 else l.other end) as other,
      sum(case when l.suppress then 0 else l.add_tax end) as add_tax,
      sum(case when l.suppress then 0 else l.add_shipping end) as add_shipping,
      sum(case when l.suppress then 0 else l.add_insurance end) as add_insurance,
      sum(case when l.suppress then 0 else l.add_other end) as add_other,
      sum(case when l.suppress or not l.add_paid then 0
        else l.add_tax + l.add_shipping + l.add_insurance + l.add_other end) as add_paid_total,
      sum(case when l.suppress then 0 else l.amount_paid end) as amount_paid
    from invoices i left join invoice_lines l on l.invoice_id = i.id
    group by i.id`;
  const columns = (from: string) =>
    sql.raw(
      [
        'visible_count',
        'visible_unpaid',
        'unpaid_additional',
        'any_additional',
        'restricted_visible',
        'restricted_unpaid',
        'live_fee_visible',
        'hammer',
        'premium',
        'live_fee',
        'tax',
        'shipping',
        'insurance',
        'other',
        'add_tax',
        'add_shipping',
        'add_insurance',
        'add_other',
        'add_paid_total',
        'amount_paid',
      ]
        .map((c) => `coalesce(${from}.${c}, 0)::bigint as ${c}`)
        .join(', '),
    );
  const off = await sql<{ invoice_id: number }>`
    with f as (select invoice_id, ${columns('x')} from (${fresh}) x),
    k as (select i.id as invoice_id, ${columns('s')}
      from invoices i left join invoice_line_sums s on s.invoice_id = i.id)
    (select * from f except select * from k) union (select * from k except select * from f)
    order by invoice_id`.execute(db);
  return off.rows.map((r) => r.invoice_id);
}

describe('invoice_line_sums (migration 0030) follows invoice_lines', () => {
  let upstream: StartedUpstream;
  let db: Kysely<DB>;
  let invoices: number[];
  let lots: number[];

  beforeAll(async () => {
    upstream = await startUpstream();
    db = upstream.db;
    const houseId = (
      await db.selectFrom('houses').select('id').where('ref', '=', DEMO_HOUSE_REF).executeTakeFirstOrThrow()
    ).id;
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
          [1, 2, 3, 4].map((i) => ({
            house_id: houseId,
            catalog_id: catalog.id,
            ref: `LINESUMS${i}`,
            lot_number: 91_000 + i,
            title: `Line sums lot ${i}`,
          })),
        )
        .returning('id')
        .execute()
    ).map((l) => l.id);
    invoices = (
      await db
        .selectFrom('invoices')
        .select('id')
        .where('house_id', '=', houseId)
        .orderBy('id')
        .limit(3)
        .execute()
    ).map((i) => i.id);
  }, 300_000);
  afterAll(() => upstream?.close());

  it('matches the seeded lines', async () => {
    expect(await sumsOffTheLines(db)).toEqual([]);
    const total = await db
      .selectFrom('invoice_line_sums')
      .select((eb) => eb.fn.sum<string>('hammer').as('hammer'))
      .executeTakeFirstOrThrow();
    expect(Number(total.hammer)).toBeGreaterThan(0);
  });

  it('adds lines, many in one statement or one at a time', async () => {
    const [a, b] = invoices as [number, number];
    const [w, x, y] = lots as [number, number, number];
    await db
      .insertInto('invoice_lines')
      .values([
        { invoice_id: a, lot_id: w, hammer: 12_345, premium: 2_469, live_fee: 300, restricted: true },
        { invoice_id: a, lot_id: x, hammer: 1_001, tax: 99, add_shipping: 1_500, suppress: true },
      ])
      .execute();
    await db
      .insertInto('invoice_lines')
      .values({ invoice_id: b, lot_id: y, hammer: 7, add_tax: 3 })
      .execute();
    expect(await sumsOffTheLines(db)).toEqual([]);
  });

  it('follows changed amounts, flags, charges and payments, and a line moved to another invoice', async () => {
    const [a, b, c] = invoices as [number, number, number];
    const [w, x, y] = lots as [number, number, number];
    await db
      .updateTable('invoice_lines')
      .set({ suppress: false, paid: true, amount_paid: 500 })
      .where('lot_id', '=', x)
      .execute();
    await db
      .updateTable('invoice_lines')
      .set({ add_tax: 10, add_other: 20, add_paid: true })
      .where('lot_id', 'in', [w, y])
      .execute();
    await db.updateTable('invoice_lines').set({ invoice_id: c }).where('lot_id', '=', w).execute();
    // An update that changes no figure, over every line of two invoices at once.
    await db.updateTable('invoice_lines').set({ shipped: true }).where('invoice_id', 'in', [a, b]).execute();
    expect(await sumsOffTheLines(db)).toEqual([]);
  });

  it('drops deleted lines, and the sums of a deleted invoice with its lines', async () => {
    const [a, , c] = invoices as [number, number, number];
    const [, x] = lots as [number, number];
    await db.deleteFrom('invoice_lines').where('lot_id', '=', x).execute();
    expect(await sumsOffTheLines(db)).toEqual([]);
    await db.deleteFrom('invoice_lines').where('invoice_id', '=', a).execute();
    expect(await sumsOffTheLines(db)).toEqual([]);
    await sql`delete from invoices where id = ${c}`.execute(db);
    expect(
      await db.selectFrom('invoice_line_sums').selectAll().where('invoice_id', '=', c).execute(),
    ).toEqual([]);
    expect(await sumsOffTheLines(db)).toEqual([]);
  });
});
