import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './openDatabase.js';

describe('PGlite dialect', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ pgliteDataDir: 'memory://' });
    await sql`create table t (id int8 primary key, d date, n numeric, at timestamptz)`.execute(database.db);
  });
  afterAll(() => database.close());

  it('parses int8 as numbers, dates as YYYY-MM-DD, numeric as strings', async () => {
    const { rows } = await sql<{ big: number; d: string; n: string; at: Date; c: number }>`
      select 9007199254740991::int8 as big, date '2026-03-14' as d, 1.50::numeric as n,
             timestamptz '2026-03-14 14:00:00Z' as at, count(*) as c from t`.execute(database.db);
    expect(rows[0]).toEqual({
      big: 9007199254740991,
      d: '2026-03-14',
      n: '1.50',
      at: new Date('2026-03-14T14:00:00Z'),
      c: 0,
    });
  });

  it('refuses int8 values that a JS number cannot hold exactly', async () => {
    await expect(sql`select 9007199254740993::int8 as big`.execute(database.db)).rejects.toThrow(RangeError);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into t (id) values (1)`.execute(trx);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await sql<{ c: number }>`select count(*) as c from t`.execute(database.db);
    expect(rows[0]?.c).toBe(0);
  });

  it('gives a transaction the connection exclusively: other queries wait for its end', async () => {
    const events: string[] = [];
    let releaseTx!: () => void;
    const txHeld = new Promise<void>((resolve) => (releaseTx = resolve));
    let txStarted!: () => void;
    const inserted = new Promise<void>((resolve) => (txStarted = resolve));
    const tx = database.db.transaction().execute(async (trx) => {
      await sql`insert into t (id) values (2)`.execute(trx);
      events.push('tx inserted');
      txStarted();
      await txHeld;
      events.push('tx commits');
    });
    // Once the transaction holds the connection, query from outside it.
    await inserted;
    const outside = sql<{ c: number }>`select count(*) as c from t`.execute(database.db).then((r) => {
      events.push(`outside sees ${r.rows[0]?.c}`);
    });
    // A chance for the outside query to slip in (it must not); waiting longer could only hide a bug.
    await new Promise((resolve) => setTimeout(resolve, 20));
    events.push('released');
    releaseTx();
    await Promise.all([tx, outside]);
    expect(events).toEqual(['tx inserted', 'released', 'tx commits', 'outside sees 1']);
  });

  it('runs several statements in one parameterless query (migrations)', async () => {
    const { rows } = await sql
      .raw<{ x: number }>('create temp table m (x int); insert into m values (7); select x from m')
      .execute(database.db);
    expect(rows).toEqual([{ x: 7 }]);
  });

  it('reports affected rows', async () => {
    await sql`insert into t (id) values (30), (31)`.execute(database.db);
    const updated = await sql`update t set d = current_date where id >= 30`.execute(database.db);
    expect(updated.numAffectedRows).toBe(2n);
  });
});
