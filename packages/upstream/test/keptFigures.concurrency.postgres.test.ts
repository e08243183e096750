import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  startUpstream,
  type StartedUpstream,
  type TestDatabase,
} from '../src/testing.js';

/**
 * Two writers changing sources of the same kept row at once (migrations 0031, 0032 and 0034): the
 * first holds the row, the second waits for it; once both committed, the kept rows and their sums
 * equal figures computed afresh. Without the refresh functions' lock-then-recompute, the second
 * writes figures computed before the first committed (e.g. a sold lot's hammer is lost).
 */

/** What PostgreSQL computes from the sources now, against what the triggers kept. */
const OFF_THE_SOURCES = `
  select 'lot_campaign_figures' as kept, count(*)::int as rows from (
    (select * from lot_campaign_figures_of(array(select id from lots)) except select * from lot_campaign_figures)
    union all
    (select * from lot_campaign_figures except select * from lot_campaign_figures_of(array(select id from lots)))
  ) d
  union all
  select 'sale_campaign_figures', count(*)::int from (
    (select * from sale_campaign_figures_of(array(select f from lot_campaign_figures f), 1)
      except select * from sale_campaign_figures)
    union all
    (select s.* from sale_campaign_figures s
      where s.catalog_id in (select catalog_id from lot_campaign_figures)
      except select * from sale_campaign_figures_of(array(select f from lot_campaign_figures f), 1))
  ) d
  union all
  select 'lot_result_lines', count(*)::int from (
    (select * from lot_result_lines_of(array(select lot_id from sale_results)) except select * from lot_result_lines)
    union all
    (select * from lot_result_lines except select * from lot_result_lines_of(array(select lot_id from sale_results)))
  ) d
  union all
  select 'sale_result_sums', count(*)::int from (
    select k.catalog_id from lot_result_lines k
    group by k.catalog_id
    having (count(*), sum(k.hammer)::bigint, sum(k.premium)::bigint, sum(k.live_fee)::bigint)
      is distinct from (select (s.lot_count, s.hammer, s.premium, s.live_fee) from sale_result_sums s
        where s.catalog_id = k.catalog_id)
  ) d
  union all
  select 'invoice_figures', count(*)::int from (
    (select * from invoice_figures_of(array(select id from invoices)) except select * from invoice_figures)
    union all
    (select * from invoice_figures except select * from invoice_figures_of(array(select id from invoices)))
  ) d
  union all
  select 'invoice_group_figures', count(*)::int from (
    select * from invoice_group_figures_of(array(select f from invoice_figures f), 1)
    except select * from invoice_group_figures
  ) d`;

const IN_STEP = [
  { kept: 'lot_campaign_figures', rows: 0 },
  { kept: 'sale_campaign_figures', rows: 0 },
  { kept: 'lot_result_lines', rows: 0 },
  { kept: 'sale_result_sums', rows: 0 },
  { kept: 'invoice_figures', rows: 0 },
  { kept: 'invoice_group_figures', rows: 0 },
];

describe('kept figures under two concurrent writers (PostgreSQL, READ COMMITTED)', () => {
  let database: TestDatabase;
  let upstream: StartedUpstream;
  let first: pg.Client;
  let second: pg.Client;
  let observer: pg.Client;

  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
    (await observer.query(sql, params)).rows[0] as T;

  beforeAll(async () => {
    database = await createTestDatabase();
    upstream = await startUpstream({ databaseUrl: database.url, seed: 'small' });
    const connect = () => new pg.Client({ connectionString: database.url });
    [first, second, observer] = [connect(), connect(), connect()];
    await Promise.all([first.connect(), second.connect(), observer.connect()]);
  }, 300_000);
  afterAll(async () => {
    await Promise.all([first?.end(), second?.end(), observer?.end()]);
    await upstream?.close();
    await database?.drop();
  });

  /**
   * `first` runs its change and holds its transaction open; `second` runs its change meanwhile. Once
   * `second` waits for a lock (or, without the waiting, has finished), `first` commits, then `second`.
   */
  async function race(firstChange: [string, unknown[]], secondChange: [string, unknown[]]): Promise<void> {
    await first.query('begin');
    await first.query(...firstChange);
    await second.query('begin');
    const secondPid = (await second.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    let secondDone = false;
    const secondRun = second.query(...secondChange).then(() => {
      secondDone = true;
    });
    // Waits for the state (second blocked on a lock, or through), never for a time.
    for (;;) {
      const { waiting } = await one<{ waiting: boolean }>(
        `select coalesce(bool_or(wait_event_type = 'Lock'), false) as waiting
         from pg_stat_activity where pid = $1`,
        [secondPid],
      );
      if (waiting || secondDone) break;
    }
    await first.query('commit');
    await secondRun;
    await second.query('commit');
  }

  it('starts in step with the seed', async () => {
    expect((await observer.query(OFF_THE_SOURCES)).rows).toEqual(IN_STEP);
  });

  it("keeps a new result's hammer when the lot's estimates change meanwhile (0032)", async () => {
    const lot = await one<{ id: number; house_id: number; catalog_id: number }>(
      `select l.id, l.house_id, l.catalog_id from lots l
       where l.deleted_at is null and not exists (select 1 from sale_results r where r.lot_id = l.id)
       order by l.id limit 1`,
    );
    const approval = await one<{ id: number }>(
      `select id from approvals where house_id = $1 order by id limit 1`,
      [lot.house_id],
    );
    await race(
      [
        `insert into sale_results (house_id, lot_id, approval_id, hammer) values ($1, $2, $3, 123400)`,
        [lot.house_id, lot.id, approval.id],
      ],
      [`update lots set low_estimate = 100000, high_estimate = 200000 where id = $1`, [lot.id]],
    );
    expect(
      await one(`select won, hammer::int, low_estimate::int from lot_campaign_figures where lot_id = $1`, [
        lot.id,
      ]),
    ).toEqual({ won: true, hammer: 123_400, low_estimate: 100_000 });
    expect((await observer.query(OFF_THE_SOURCES)).rows).toEqual(IN_STEP);
  });

  it("keeps a result's new hammer and a new first line when the session's premium changes meanwhile (0034)", async () => {
    const won = await one<{ lot_id: number; catalog_id: number; house_id: number }>(
      `select k.lot_id, k.catalog_id, k.house_id from lot_result_lines k
       where exists (select 1 from lots l where l.catalog_id = k.catalog_id and l.deleted_at is null
         and not exists (select 1 from sale_results r where r.lot_id = l.id))
       order by k.lot_id limit 1`,
    );
    await race(
      [`update sale_results set hammer = hammer + 100000 where lot_id = $1`, [won.lot_id]],
      [`update catalogs set buyer_premium_rate = buyer_premium_rate + 1000 where id = $1`, [won.catalog_id]],
    );
    expect((await observer.query(OFF_THE_SOURCES)).rows).toEqual(IN_STEP);

    // A lot's first line: the other writer has no line to wait for unless the refresh makes one.
    const unsold = await one<{ id: number }>(
      `select l.id from lots l where l.catalog_id = $1 and l.deleted_at is null
         and not exists (select 1 from sale_results r where r.lot_id = l.id)
       order by l.id limit 1`,
      [won.catalog_id],
    );
    const approval = await one<{ id: number }>(
      `select id from approvals where house_id = $1 order by id limit 1`,
      [won.house_id],
    );
    await race(
      [
        `insert into sale_results (house_id, lot_id, approval_id, hammer) values ($1, $2, $3, 50000)`,
        [won.house_id, unsold.id, approval.id],
      ],
      [`update catalogs set buyer_premium_rate = buyer_premium_rate + 1000 where id = $1`, [won.catalog_id]],
    );
    expect((await observer.query(OFF_THE_SOURCES)).rows).toEqual(IN_STEP);
  });

  it("keeps a line's new hammer when its invoice's charges change meanwhile (0031)", async () => {
    const line = await one<{ id: number; invoice_id: number }>(
      `select id, invoice_id from invoice_lines where not suppress order by id limit 1`,
    );
    await race(
      [`update invoice_lines set hammer = hammer + 100000 where id = $1`, [line.id]],
      [`update invoices set charge_tax = charge_tax + 500 where id = $1`, [line.invoice_id]],
    );
    expect((await observer.query(OFF_THE_SOURCES)).rows).toEqual(IN_STEP);
  });
});
