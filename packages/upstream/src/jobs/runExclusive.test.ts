import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/openDatabase.js';
import { jobLockKey, runExclusive } from './runExclusive.js';

/** A run that holds its job until the test lets it finish. */
function heldRun() {
  let started!: () => void;
  let finish!: () => void;
  const isRunning = new Promise<void>((resolve) => (started = resolve));
  const mayFinish = new Promise<void>((resolve) => (finish = resolve));
  return {
    isRunning,
    finish,
    run: async () => {
      started();
      await mayFinish;
      return 'done';
    },
  };
}

describe('runExclusive on PGlite (one process, one session)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDataDir: 'memory://' });
  });
  afterAll(async () => {
    await database.close();
  });

  const heldAdvisoryLocks = async () =>
    (
      await sql<{ held: number }>`
        select count(*)::int as held from pg_locks where locktype = 'advisory' and granted`.execute(
        database.db,
      )
    ).rows[0]?.held;

  it('skips a turn while the job runs, lets a waiting run in after it, and keeps other jobs apart', async () => {
    const held = heldRun();
    const first = runExclusive(database.db, 'job-a', held.run);
    await held.isRunning;
    // The job's own queries still go through the one session while it holds the lock.
    expect(await heldAdvisoryLocks()).toBe(1);

    expect(await runExclusive(database.db, 'job-a', async () => 'twice')).toEqual({ ran: false });
    expect(await runExclusive(database.db, 'job-b', async () => 'other')).toEqual({
      ran: true,
      value: 'other',
    });
    const order: string[] = [];
    const waiting = runExclusive(database.db, 'job-a', async () => order.push('waited'), { wait: true });
    order.push('finishing');
    held.finish();

    expect(await first).toEqual({ ran: true, value: 'done' });
    expect(await waiting).toEqual({ ran: true, value: 2 });
    expect(order).toEqual(['finishing', 'waited']);
    expect(await heldAdvisoryLocks()).toBe(0);
  });

  it('gives the lock back when the job fails', async () => {
    await expect(
      runExclusive(database.db, 'job-c', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await heldAdvisoryLocks()).toBe(0);
    expect(await runExclusive(database.db, 'job-c', async () => 'again')).toEqual({
      ran: true,
      value: 'again',
    });
  });

  it('names each job by a stable 32-bit key', () => {
    expect(jobLockKey('auto-charge')).toBe(jobLockKey('auto-charge'));
    expect(jobLockKey('auto-charge')).not.toBe(jobLockKey('shipping-quotes'));
    expect(Number.isInteger(jobLockKey('auto-charge'))).toBe(true);
    expect(Math.abs(jobLockKey('auto-charge'))).toBeLessThan(2 ** 31);
  });
});
