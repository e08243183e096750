import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { Mutex } from '../db/mutex.js';

/**
 * One run of a named job at a time across every upstream process on one database (a fleet).
 *
 * Why PostgreSQL advisory locks and not a job table: our scheduled jobs scan rows that already say
 * what is due (invoices with an auto-charge date, reviews still pending), and each item is claimed
 * by its own row lock or idempotency key. What must be exclusive is the scan, not a queue of items.
 * A session-level advisory lock is held by the runner's connection and PostgreSQL drops it the moment
 * that connection ends, so a runner killed mid-run never leaves a stale claim behind (a lease row
 * would have to expire first, and a long run would have to keep renewing it).
 *
 * PGlite has advisory locks too, but one session for the whole process: there the lock is taken on
 * that session (held and uncontended), and the in-process guard below keeps two runs apart (a
 * session's advisory locks are re-entrant, so the lock alone would let a second run in).
 */

/** The first key of the two-key advisory lock space: "AHJB", so our job locks never meet others'. */
const JOB_LOCK_SPACE = 0x41_48_4a_42;

/** The lock's second key: a stable 32-bit number per job name. */
export function jobLockKey(jobName: string): number {
  return createHash('sha256').update(jobName).digest().readInt32BE(0);
}

/** Databases with a single session for the whole process (PGlite): no connection can be reserved. */
const singleSession = new WeakSet<Kysely<DB>>();

/** Marks a database whose queries all share one session (openDatabase does it for PGlite). */
export function markSingleSession(db: Kysely<DB>): void {
  singleSession.add(db);
}

/** Runs of this process, per database and job name. */
const localRuns = new WeakMap<Kysely<DB>, Map<string, { mutex: Mutex; holders: number }>>();

function localRunOf(db: Kysely<DB>, jobName: string): { mutex: Mutex; holders: number } {
  let byName = localRuns.get(db);
  if (!byName) localRuns.set(db, (byName = new Map()));
  let entry = byName.get(jobName);
  if (!entry) byName.set(jobName, (entry = { mutex: new Mutex(), holders: 0 }));
  return entry;
}

export type ExclusiveRun<T> = { ran: true; value: T } | { ran: false };

export interface RunExclusiveOptions {
  /**
   * Wait for the run in progress (anywhere in the fleet) to finish, then run: for a run someone asked
   * for and waits on. Without it a busy job is skipped: for timers, whose work the other runner does.
   */
  wait?: boolean;
}

/**
 * Runs `run` while holding the fleet-wide lock of `jobName`; `{ ran: false }` when another run holds
 * it and `wait` is off. The job's own queries go through `db` as usual (on PostgreSQL the lock sits
 * on one reserved pool connection for the whole run).
 */
export async function runExclusive<T>(
  db: Kysely<DB>,
  jobName: string,
  run: () => Promise<T>,
  options: RunExclusiveOptions = {},
): Promise<ExclusiveRun<T>> {
  const local = localRunOf(db, jobName);
  if (!options.wait && local.holders > 0) return { ran: false };
  local.holders++;
  const release = await local.mutex.acquire();
  try {
    const key = jobLockKey(jobName);
    if (singleSession.has(db)) return await holdingLock(db, key, options.wait ?? false, run);
    // Session locks belong to a connection: take and give back the lock on the same one.
    return await db
      .connection()
      .execute((connection) => holdingLock(connection, key, options.wait ?? false, run));
  } finally {
    local.holders--;
    release();
  }
}

/** `runExclusive` for a run someone waits on: after the run in progress anywhere in the fleet. */
export async function runInTurn<T>(db: Kysely<DB>, jobName: string, run: () => Promise<T>): Promise<T> {
  const done = await runExclusive(db, jobName, run, { wait: true });
  if (!done.ran) throw new Error(`job "${jobName}": a run that waits always runs`);
  return done.value;
}

async function holdingLock<T>(
  lockSession: Kysely<DB>,
  key: number,
  wait: boolean,
  run: () => Promise<T>,
): Promise<ExclusiveRun<T>> {
  if (wait) await sql`select pg_advisory_lock(${JOB_LOCK_SPACE}::int4, ${key}::int4)`.execute(lockSession);
  else {
    const { rows } = await sql<{ got: boolean }>`
      select pg_try_advisory_lock(${JOB_LOCK_SPACE}::int4, ${key}::int4) as got`.execute(lockSession);
    if (rows[0]?.got !== true) return { ran: false };
  }
  try {
    return { ran: true, value: await run() };
  } finally {
    // A lock whose connection died (PostgreSQL restarted) went with it: the run's own outcome stands.
    await sql`select pg_advisory_unlock(${JOB_LOCK_SPACE}::int4, ${key}::int4)`
      .execute(lockSession)
      .catch(() => undefined);
  }
}
