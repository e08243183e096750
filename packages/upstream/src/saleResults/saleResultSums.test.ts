import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../db/schema.js';
import { DEMO_HOUSE_REF, startUpstream, type StartedUpstream } from '../testing.js';
import { loadResultTotals } from './resultPaging.js';
import { loadResultRows } from './saleResultsQuery.js';

/**
 * Every session whose kept totals (sale_result_sums, what loadResultTotals reads) differ from its
 * results added up afresh with the invoice line math in JS (loadResultRows → buildLine), and every
 * lot whose kept line differs from its sources; none when migration 0034's triggers keep up.
 */
async function sumsOffTheSources(db: Kysely<DB>) {
  const sessions = [];
  for (const c of await db.selectFrom('catalogs').select(['id', 'house_id']).orderBy('id').execute()) {
    const rows = await loadResultRows(db, c.house_id, [c.id]);
    const fresh = {
      lotCount: rows.length,
      hammer: rows.reduce((t, r) => t + r.hammer, 0),
      buyPrem: rows.reduce((t, r) => t + r.premium, 0),
      liveFee: rows.reduce((t, r) => t + r.liveFee, 0),
      payable: rows.reduce((t, r) => t + r.payable, 0),
    };
    const kept = await loadResultTotals(db, c.house_id, [c.id]);
    if (JSON.stringify(kept) !== JSON.stringify(fresh)) sessions.push({ catalogId: c.id, kept, fresh });
  }
  const { rows: lots } = await sql<Record<string, unknown>>`
    (select 'fresh' as side, * from lot_result_lines_of(array(select lot_id from sale_results))
      except select 'fresh', * from lot_result_lines)
    union all
    (select 'kept', * from lot_result_lines
      except select 'kept', * from lot_result_lines_of(array(select lot_id from sale_results)))`.execute(db);
  return { sessions, lots };
}

const IN_STEP = { sessions: [], lots: [] };

/** A copy of the house's first live session (every column but its id, ref and title), with no lots. */
async function copySession(db: Kysely<DB>, houseId: number): Promise<number> {
  const { rows: columns } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = 'catalogs'
      and column_name not in ('id', 'ref', 'title')`.execute(db);
  const list = sql.join(columns.map((c) => sql.ref(c.column_name)));
  const { rows } = await sql<{ id: number }>`
    insert into catalogs (ref, title, ${list})
    select 'RESULTSUMS1', 'Result sums session', ${list}
    from catalogs where house_id = ${houseId} and sale_type = 'live' order by id limit 1
    returning id`.execute(db);
  return rows[0]!.id;
}

describe('sale_result_sums (migration 0034) follow results, lots, sessions and registrations', () => {
  let upstream: StartedUpstream;
  let db: Kysely<DB>;
  let houseId: number;
  let catalogId: number;
  let otherCatalogId: number;
  let lots: number[];
  let approvals: { inv: number; floor: number };

  const totals = () => loadResultTotals(db, houseId, [catalogId]);

  beforeAll(async () => {
    upstream = await startUpstream();
    db = upstream.db;
    houseId = (
      await db.selectFrom('houses').select('id').where('ref', '=', DEMO_HOUSE_REF).executeTakeFirstOrThrow()
    ).id;
    // A session of the test's own, so deleting it touches nothing else.
    catalogId = await copySession(db, houseId);
    await db
      .updateTable('catalogs')
      .set({ buyer_premium_rate: 25_000 })
      .where('id', '=', catalogId)
      .execute();
    otherCatalogId = (
      await db
        .selectFrom('catalogs')
        .select('id')
        .where('house_id', '=', houseId)
        .where('id', '<>', catalogId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const bidder = await db
      .selectFrom('bidders')
      .select('id')
      .where('house_id', '=', houseId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const registered = await db
      .insertInto('approvals')
      .values([
        { house_id: houseId, bidder_id: bidder.id, channel: 'INV', company_id: null },
        { house_id: houseId, bidder_id: bidder.id, channel: 'Floor', company_id: 9 },
      ])
      .returning('id')
      .execute();
    approvals = { inv: registered[0]!.id, floor: registered[1]!.id };
    lots = (
      await db
        .insertInto('lots')
        .values(
          [1, 2, 3].map((i) => ({
            house_id: houseId,
            catalog_id: catalogId,
            ref: `RESULTSUMLOT${i}`,
            lot_number: i,
            title: `Result sums lot ${i}`,
          })),
        )
        .returning('id')
        .execute()
    ).map((l) => l.id);
  }, 300_000);
  afterAll(() => upstream?.close());

  it('matches the seeded results', async () => {
    expect(await sumsOffTheSources(db)).toEqual(IN_STEP);
    const { rows } = await sql<{
      lots: number;
    }>`select sum(lot_count)::int as lots from sale_result_sums`.execute(db);
    expect(rows[0]!.lots).toBeGreaterThan(0);
  });

  it('adds won results, many in one statement, and leaves passed ones out', async () => {
    const [a, b, c] = lots as [number, number, number];
    await db
      .insertInto('sale_results')
      .values([
        // 25% premium and the 3% live fee, each rounded half up per lot: 1,001 → 250.25 and 30.03.
        { house_id: houseId, lot_id: a, approval_id: approvals.inv, hammer: 1_001 },
        // The floor pays no live fee: 2,002 → 500.5 rounds up to 501.
        { house_id: houseId, lot_id: b, approval_id: approvals.floor, hammer: 2_002 },
        { house_id: houseId, lot_id: c, approval_id: approvals.inv, hammer: 9_999, passed: true },
      ])
      .execute();
    expect(await totals()).toEqual({ lotCount: 2, hammer: 3_003, buyPrem: 751, liveFee: 30, payable: 3_784 });
    expect(await sumsOffTheSources(db)).toEqual(IN_STEP);
  });

  it('follows a result changed, passed, unpassed, moved to another registration or removed', async () => {
    const [a, b, c] = lots as [number, number, number];
    await db.updateTable('sale_results').set({ hammer: 10_000 }).where('lot_id', '=', a).execute();
    await db.updateTable('sale_results').set({ passed: false }).where('lot_id', '=', c).execute();
    await db
      .updateTable('sale_results')
      .set({ approval_id: approvals.inv })
      .where('lot_id', '=', b)
      .execute();
    expect(await totals()).toMatchObject({ lotCount: 3, hammer: 22_001 });
    expect(await sumsOffTheSources(db)).toEqual(IN_STEP);
    await db.updateTable('sale_results').set({ passed: true }).where('lot_id', '=', c).execute();
    await db.deleteFrom('sale_results').where('lot_id', '=', b).execute();
    expect(await totals()).toMatchObject({ lotCount: 1, hammer: 10_000 });
    expect(await sumsOffTheSources(db)).toEqual(IN_STEP);
  });

  it("follows a registration's channel and bidder, and a session's rate and sale type", async () => {
    await db
      .updateTable('approvals')
      .set({ channel: 'Floor', company_id: 9 })
      .where('id', '=', approvals.inv)
      .execute();
    expect(await totals()).toMatchObject({ liveFee: 0 });
    const other = await db
      .selectFrom('bidders')
      .select('id')
      .where('house_id', '=', houseId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db.updateTable('approvals').set({ bidder_id: other.id }).where('id', '=', approvals.inv).execute();
    expect(await sumsOffTheSources(db)).toEqual(IN_STEP);
    await db
      .updateTable('approvals')
      .set({ channel: 'INV', company_id: null })
      .where('id', '=', approvals.inv)
      .execute();
    await db
      .updateTable('catalogs')
      .set({ buyer_premium_rate: 10_000 })
      .where('id', '=', catalogId)
      .execute();
    expect(await totals()).toMatchObject({ buyPrem: 1_000, liveFee: 300 });
    await db.updateTable('catalogs').set({ sale_type: 'timed' }).where('id', '=', catalogId).execute();
    expect(await totals()).toMatchObject({ liveFee: 0 });
    expect(await sumsOffTheSources(db)).toEqual(IN_STEP);
  });

  it("follows a lot's move to another session; other lot edits change nothing", async () => {
    const [a] = lots as [number];
    await db
      .updateTable('lots')
      .set({ title: 'Renamed', deleted_at: new Date() })
      .where('id', 'in', lots)
      .execute();
    // A deleted lot's result is still a result (the endpoint never left them out).
    expect(await totals()).toMatchObject({ lotCount: 1 });
    await db
      .updateTable('lots')
      .set({ catalog_id: otherCatalogId, lot_number: 99_001 })
      .where('id', '=', a)
      .execute();
    expect(await totals()).toMatchObject({ lotCount: 0, hammer: 0 });
    expect(await sumsOffTheSources(db)).toEqual(IN_STEP);
    await db.updateTable('lots').set({ catalog_id: catalogId, lot_number: 1 }).where('id', '=', a).execute();
    expect(await totals()).toMatchObject({ lotCount: 1 });
  });

  it('drops a deleted lot and a deleted session', async () => {
    const [a] = lots as [number];
    await db.deleteFrom('lots').where('id', '=', a).execute();
    expect(await totals()).toMatchObject({ lotCount: 0 });
    expect(await sumsOffTheSources(db)).toEqual(IN_STEP);
    await db.deleteFrom('catalogs').where('id', '=', catalogId).execute();
    const { rows } = await sql`select lot_id from lot_result_lines where catalog_id = ${catalogId}`.execute(
      db,
    );
    expect(rows).toEqual([]);
    expect(await sumsOffTheSources(db)).toEqual(IN_STEP);
  });
});
