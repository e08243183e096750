import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOUSE_REF, growInvoiceGroupTo, sql, startUpstream, type StartedUpstream } from './testing.js';

/**
 * growInvoiceGroupTo's whole copies (the cost-growth benchmark's invoice groups): every copy is its
 * source invoice again, lines and all, each line on a lot of its own, and the tables' id sequences
 * stay ahead of the ids the copies took.
 */
describe('growInvoiceGroupTo with whole copies', () => {
  let upstream: StartedUpstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  /** Per invoice of the group in id order: its line count and hammer, and its lots' catalogs. */
  const linesOf = async (groupId: number) =>
    (
      await sql<{ lines: number; hammer: string; catalogs: number[] | null }>`
        select count(l.id)::int as lines, coalesce(sum(l.hammer), 0)::text as hammer,
          array_agg(distinct lot.catalog_id) filter (where lot.id is not null) as catalogs
        from invoices i left join invoice_lines l on l.invoice_id = i.id
        left join lots lot on lot.id = l.lot_id
        where i.invoice_group_id = ${groupId} group by i.id order by i.id`.execute(upstream.db)
    ).rows;

  it('copies the group round after round with its lines, each on a new lot of the given catalog', async () => {
    const { rows } = await sql<{ group_id: number; catalog_id: number; invoices: number }>`
      select i.invoice_group_id as group_id, min(gc.catalog_id) as catalog_id, count(distinct i.id)::int as invoices
      from invoices i join houses h on h.id = i.house_id and h.ref = ${DEMO_HOUSE_REF}
      join invoice_group_catalogs gc on gc.invoice_group_id = i.invoice_group_id
      group by i.invoice_group_id order by count(distinct i.id) desc limit 1`.execute(upstream.db);
    const source = rows[0];
    if (!source) throw new Error('the seed has no invoice group');
    const before = await linesOf(source.group_id);
    const size = source.invoices * 2 + 3;

    expect(
      await growInvoiceGroupTo(upstream.db, source.group_id, size, {
        from: source.group_id,
        lotsCatalogId: source.catalog_id,
      }),
    ).toBe(size);

    const after = await linesOf(source.group_id);
    const expected = Array.from({ length: size }, (_, k) => before[k % before.length]);
    expect(after.map(({ lines, hammer }) => ({ lines, hammer }))).toEqual(
      expected.map((row) => ({ lines: row?.lines, hammer: row?.hammer })),
    );
    for (const row of after.slice(before.length))
      if (row.lines > 0) expect(row.catalogs).toEqual([source.catalog_id]);
    // The sequences moved past the copies: a plain insert takes a fresh id.
    await expect(
      sql`insert into approvals (house_id, bidder_id, channel)
        select house_id, bidder_id, 'INV' from approvals limit 1`.execute(upstream.db),
    ).resolves.toBeDefined();
  });

  it('still grows a group with blank copies (no lines) when no source is given', async () => {
    const { rows } = await sql<{ group_id: number; invoices: number }>`
      select invoice_group_id as group_id, count(*)::int as invoices from invoices
      group by invoice_group_id order by count(*) limit 1`.execute(upstream.db);
    const group = rows[0];
    if (!group) throw new Error('the seed has no invoice group');
    expect(await growInvoiceGroupTo(upstream.db, group.group_id, group.invoices + 5)).toBe(
      group.invoices + 5,
    );
    expect((await linesOf(group.group_id)).slice(group.invoices).map((r) => r.lines)).toEqual([
      0, 0, 0, 0, 0,
    ]);
  });
});
