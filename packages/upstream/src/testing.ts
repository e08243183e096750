import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { DB } from './db/schema.js';
import type { AutoChargeRunSummary } from './payments/autoCharge.js';
import { silentLogger } from './logger.js';
import { bootUpstream } from './server.js';

export { DEMO_HOUSE_REF, DEMO_LOGINS, DEMO_PASSWORD, OTHER_HOUSE_REF } from './seed/demoLogins.js';

export interface StartUpstreamOptions {
  /** A PostgreSQL database to use (the caller creates a fresh one); in-memory PGlite otherwise. */
  databaseUrl?: string;
  /** Demo data to seed; `small` by default, false for an empty (migrated) database. */
  seed?: 'small' | 'large' | false;
  /** How long a shipping quote takes; tests hold quotes with a long delay and `flushShippingQuotes`. */
  shippingQuoteDelayMs?: number;
  /** SMTP server for invoice e-mails; without it they are only kept in the outbox table. */
  smtpUrl?: string;
}

export interface StartedUpstream {
  /** Base URL, e.g. http://127.0.0.1:53211 (no trailing slash). */
  url: string;
  close(): Promise<void>;
  /** Resolves when background jobs (invoice builds) have finished. */
  waitForJobs(): Promise<void>;
  /** The upstream's database, for tests that look up their fixtures (never to fake an answer). */
  db: Kysely<DB>;
  /** Runs the waiting shipping quotes now (all, or those of the given review ids) and waits for them. */
  flushShippingQuotes(reviewIds?: readonly number[]): Promise<void>;
  /**
   * Runs the scheduled auto-charge job now and waits for it: charges invoices whose date is on or
   * before `asOf` (YYYY-MM-DD; default today in each house's time zone).
   */
  runAutoCharges(options?: { asOf?: string; houseId?: number }): Promise<AutoChargeRunSummary>;
}

/** The real upstream for tests: migrated, seeded, listening on 127.0.0.1 with a free port. */
export async function startUpstream(opts: StartUpstreamOptions = {}): Promise<StartedUpstream> {
  const upstream = await bootUpstream({
    host: '127.0.0.1',
    port: 0,
    databaseUrl: opts.databaseUrl,
    pgliteDataDir: 'memory://',
    seed: opts.seed ?? 'small',
    logger: silentLogger,
    shippingQuoteDelayMs: opts.shippingQuoteDelayMs,
    smtpUrl: opts.smtpUrl,
    devTools: true,
  });
  return {
    url: upstream.url,
    close: upstream.close,
    waitForJobs: upstream.waitForJobs,
    db: upstream.database.db,
    flushShippingQuotes: (reviewIds) => upstream.app.shippingQuotes.flush(reviewIds),
    runAutoCharges: (options) => upstream.app.autoCharges.runNow(options),
  };
}

export interface TestDatabase {
  /** Connection string of the new database. */
  url: string;
  /** Drops it (closing any connection still open). */
  drop(): Promise<void>;
}

/** The local PostgreSQL 15 with trust auth; override with TEST_DATABASE_ADMIN_URL. */
const ADMIN_URL = process.env['TEST_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates a uniquely named, empty database on the local PostgreSQL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `ah_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`create database "${name}"`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  let dropped: Promise<void> | undefined;
  return {
    url: url.toString(),
    drop: () =>
      (dropped ??= withAdmin(async (client) => {
        await client.query(`drop database if exists "${name}" with (force)`);
      })),
  };
}
