import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RequestTimeouts } from '@ah/schema/node';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import sharp from 'sharp';
import type { DB } from './db/schema.js';
import { ImageService } from './lotImages/imageService.js';
import { LocalImageStorage } from './lotImages/imageStorage.js';
import type { AutoChargeRunSummary } from './invoicePayments/autoCharge.js';
import { silentLogger } from './logger.js';
import { loadSeedSnapshot } from './seed/seedSnapshot.js';
import type { SeedSize } from './seed/housePlans.js';
import { bootUpstream } from './server.js';

/** Raw SQL over `StartedUpstream.db`, for benchmarks and tests outside this package. */
export { sql } from 'kysely';
export {
  DEMO_HOUSE_REF,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  INSTANT_HOUSE_REF,
  OTHER_HOUSE_REF,
} from './seed/demoLogins.js';

/** A real JPEG or PNG for upload tests: the left half red, the right half blue. */
export async function makeTestImage(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const right = await sharp({ create: { width: width - half, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([
    { input: right, left: half, top: 0 },
  ]);
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

export interface StartUpstreamOptions {
  /** A PostgreSQL database to use (the caller creates a fresh one); in-memory PGlite otherwise. */
  databaseUrl?: string;
  /** Demo data to seed; `small` by default, false for an empty (migrated) database. */
  seed?: SeedSize | false;
  /** How long a shipping quote takes; tests hold quotes with a long delay and `flushShippingQuotes`. */
  shippingQuoteDelayMs?: number;
  /** SMTP server for invoice e-mails; without it they are only kept in the outbox table. */
  smtpUrl?: string;
  /** Lifetime of signed image upload URLs in seconds (default 30 minutes). */
  imageUrlTtlSeconds?: number;
  /** The image service's clock (tests move it forward to expire signed upload URLs). */
  imageClock?: () => Date;
  /** Header and body time-outs (default: the production ones). */
  requestTimeouts?: RequestTimeouts;
  /** The app's clock (disputes, unpaid items, strikes); tests move it instead of waiting. */
  clock?: () => Date;
}

export interface StartedUpstream {
  /** Base URL, e.g. http://127.0.0.1:53211 (no trailing slash). */
  url: string;
  close(): Promise<void>;
  /** Resolves when background jobs (invoice builds) have finished. */
  waitForJobs(): Promise<void>;
  /** The upstream's database, for tests that look up their fixtures (never to fake an answer). */
  db: Kysely<DB>;
  /** The image service (local files in a temporary folder removed on close). */
  images: ImageService;
  /** Runs the waiting shipping quotes now (all, or those of the given review ids) and waits for them. */
  flushShippingQuotes(reviewIds?: readonly number[]): Promise<void>;
  /**
   * Runs the scheduled auto-charge job now and waits for it: charges invoices whose date is on or
   * before `asOf` (YYYY-MM-DD; default today in each house's time zone).
   */
  runAutoCharges(options?: { asOf?: string; houseId?: number }): Promise<AutoChargeRunSummary>;
  /**
   * A digest of every table's rows by table name (sessions aside: reading refreshes them), so a
   * test can assert that a refused call wrote nothing anywhere.
   */
  tableDigests(): Promise<Record<string, string>>;
}

/** Tables that change on reads or sign-ins, not on writes to the house's data. */
const VOLATILE_TABLES = new Set(['sessions', 'schema_migrations']);

async function tableDigests(db: Kysely<DB>): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const digests: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (VOLATILE_TABLES.has(name)) continue;
    const row = await sql<{ digest: string | null }>`
      select md5(string_agg(md5(t::text), '' order by md5(t::text))) as digest from ${sql.table(name)} t`.execute(
      db,
    );
    digests[name] = row.rows[0]?.digest ?? 'empty';
  }
  return digests;
}

/** The real upstream for tests: migrated, seeded, listening on 127.0.0.1 with a free port. */
export async function startUpstream(opts: StartUpstreamOptions = {}): Promise<StartedUpstream> {
  const seed = opts.seed ?? 'small';
  // In a test run, PGlite starts from the run's seeded snapshot (seed/seedSnapshot.ts) with a copy
  // of its images, instead of migrating and seeding for every file.
  const snapshot = seed && !opts.databaseUrl ? await loadSeedSnapshot(seed) : undefined;
  // Images live in a temporary folder of their own, so uploads work and leave nothing behind.
  const imageDir = await mkdtemp(join(tmpdir(), 'ah-upstream-images-'));
  const images = new ImageService({
    storage: new LocalImageStorage(join(imageDir, 'images')),
    secret: randomBytes(32).toString('hex'),
    ...(opts.imageUrlTtlSeconds !== undefined ? { urlTtlSeconds: opts.imageUrlTtlSeconds } : {}),
    ...(opts.imageClock ? { now: opts.imageClock } : {}),
  });
  if (snapshot) await cp(snapshot.imagesDir, join(imageDir, 'images'), { recursive: true });
  const upstream = await bootUpstream({
    host: '127.0.0.1',
    port: 0,
    databaseUrl: opts.databaseUrl,
    pgliteDataDir: 'memory://',
    ...(snapshot ? { pgliteLoadDataDir: snapshot.dump } : {}),
    seed,
    logger: silentLogger,
    shippingQuoteDelayMs: opts.shippingQuoteDelayMs,
    smtpUrl: opts.smtpUrl,
    devTools: true,
    images,
    ...(opts.requestTimeouts ? { requestTimeouts: opts.requestTimeouts } : {}),
    ...(opts.clock ? { clock: opts.clock } : {}),
  }).catch(async (error: unknown) => {
    await rm(imageDir, { recursive: true, force: true });
    throw error;
  });
  let closing: Promise<void> | undefined;
  return {
    url: upstream.url,
    close: () => (closing ??= upstream.close().finally(() => rm(imageDir, { recursive: true, force: true }))),
    images,
    waitForJobs: upstream.waitForJobs,
    db: upstream.database.db,
    flushShippingQuotes: (reviewIds) => upstream.app.shippingQuotes.flush(reviewIds),
    runAutoCharges: (options) => upstream.app.autoCharges.runNow(options),
    tableDigests: () => tableDigests(upstream.database.db),
  };
}

/** Whole copies for `growInvoiceGroupTo`: what to copy, and where the copied lines' lots go. */
export interface WholeInvoiceCopies {
  /** The group whose invoices are copied, round after round in id order. */
  from: number;
  /** The catalog that receives a copy of each copied line's lot (a lot is on one invoice only). */
  lotsCatalogId: number;
}

/**
 * Grows an invoice group to at least `size` invoices, for tests and benchmarks of groups larger than
 * the seed's; returns the group's size. By default the copies are blank: copies without lines of the
 * group's first invoice, each with its own copy of that invoice's approval (a group holds one invoice
 * per approval). With `copies`, they are whole (growWithWholeCopies).
 */
export async function growInvoiceGroupTo(
  db: Kysely<DB>,
  invoiceGroupId: number,
  size: number,
  copies?: WholeInvoiceCopies,
): Promise<number> {
  const countNow = async () =>
    Number(
      (
        await db
          .selectFrom('invoices')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('invoice_group_id', '=', invoiceGroupId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const missing = size - (await countNow());
  if (missing <= 0) return size - missing;
  if (copies) {
    await growWithWholeCopies(db, invoiceGroupId, missing, copies);
    return countNow();
  }
  const first = await db
    .selectFrom('invoices')
    .select(['house_id', 'approval_id', 'bidder_id'])
    .where('invoice_group_id', '=', invoiceGroupId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await sql`
    with copies as (
      insert into approvals (house_id, bidder_id, channel, company_id, paddle_number)
      select house_id, bidder_id, channel, company_id, paddle_number
      from approvals, generate_series(1, ${missing}) where id = ${first.approval_id}
      returning id)
    insert into invoices (house_id, invoice_group_id, approval_id, bidder_id)
    select ${first.house_id}, ${invoiceGroupId}, copies.id, ${first.bidder_id} from copies`.execute(db);
  return countNow();
}

/** Invoices copied per statement: PGlite's memory stays flat however large the group grows. */
const COPY_BATCH = 1_000;

/**
 * Adds `missing` whole copies of `from`'s invoices to the group: every column (paid, sent, charges),
 * a copy of the approval, and a copy of every line, each on a copy of its lot (fresh ref, lot and
 * inventory number) in `lotsCatalogId`. Ids are taken from the tables' sequences in blocks, so a
 * copy's approval, lines and lots are joined by arithmetic instead of a row-by-row lookup.
 */
async function growWithWholeCopies(
  db: Kysely<DB>,
  invoiceGroupId: number,
  missing: number,
  { from, lotsCatalogId }: WholeInvoiceCopies,
): Promise<void> {
  const sources = (
    await db.selectFrom('invoices').select('id').where('invoice_group_id', '=', from).orderBy('id').execute()
  ).map((r) => r.id);
  if (sources.length === 0) throw new Error(`invoice group ${from} has no invoices to copy`);
  const columns = async (table: string, leaveOut: readonly string[]) => {
    const { rows } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
    const kept = rows.map((r) => r.column_name).filter((c) => !leaveOut.includes(c));
    return {
      list: sql.raw(kept.map((c) => `"${c}"`).join(', ')),
      of: (alias: string) => sql.raw(kept.map((c) => `${alias}."${c}"`).join(', ')),
    };
  };
  const approvalColumns = await columns('approvals', ['id']);
  const invoiceColumns = await columns('invoices', ['id', 'invoice_group_id', 'approval_id']);
  const lineColumns = await columns('invoice_lines', ['id', 'invoice_id', 'lot_id']);
  const lotColumns = await columns('lots', [
    'id',
    'catalog_id',
    'ref',
    'lot_number',
    'lot_number_ext',
    'inv_number',
  ]);
  /** The first of `count` ids taken from `table`'s id sequence. */
  const takeIds = async (trx: Kysely<DB>, table: string, count: number) => {
    const { rows } = await sql<{ first: number }>`
      select setval(pg_get_serial_sequence(${table}, 'id'), nextval(pg_get_serial_sequence(${table}, 'id')) + ${count} - 1) - ${count} + 1 as first`.execute(
      trx,
    );
    return Number(rows[0]?.first);
  };
  for (let done = 0; done < missing; done += COPY_BATCH) {
    const batch = Array.from(
      { length: Math.min(COPY_BATCH, missing - done) },
      (_, k) => sources[(done + k) % sources.length] ?? 0,
    );
    await db.transaction().execute(async (trx) => {
      // m(src, k): the k-th copy of the batch (from 1) is a copy of invoice src.
      const m = sql`unnest(${batch}::int[]) with ordinality as m(src, k)`;
      const approvalBase = (await takeIds(trx, 'approvals', batch.length)) - 1;
      await sql`
        insert into approvals (id, ${approvalColumns.list})
        select ${approvalBase} + m.k, ${approvalColumns.of('a')}
        from ${m} join invoices i on i.id = m.src join approvals a on a.id = i.approval_id`.execute(trx);
      const invoiceBase = (await takeIds(trx, 'invoices', batch.length)) - 1;
      await sql`
        insert into invoices (id, invoice_group_id, approval_id, ${invoiceColumns.list})
        select ${invoiceBase} + m.k, ${invoiceGroupId}, ${approvalBase} + m.k, ${invoiceColumns.of('i')}
        from ${m} join invoices i on i.id = m.src`.execute(trx);
      // n: the line's place among the batch's copied lines, which numbers its lot copy.
      const lines = sql`(select m.k, l.*, row_number() over (order by m.k, l.id) as n
        from ${m} join invoice_lines l on l.invoice_id = m.src)`;
      const { rows } = await sql<{ n: string }>`
        select count(*) as n from ${m} join invoice_lines l on l.invoice_id = m.src`.execute(trx);
      const lineCount = Number(rows[0]?.n ?? 0);
      if (lineCount === 0) return;
      const lotBase = (await takeIds(trx, 'lots', lineCount)) - 1;
      await sql`
        insert into lots (id, catalog_id, ref, lot_number, lot_number_ext, inv_number, ${lotColumns.list})
        select ${lotBase} + c.n, ${lotsCatalogId}, 'GL' || (${lotBase} + c.n), ${lotBase} + c.n, '',
          'G' || (${lotBase} + c.n), ${lotColumns.of('lot')}
        from ${lines} c join lots lot on lot.id = c.lot_id`.execute(trx);
      await sql`
        insert into invoice_lines (invoice_id, lot_id, ${lineColumns.list})
        select ${invoiceBase} + c.k, ${lotBase} + c.n, ${lineColumns.of('c')} from ${lines} c`.execute(trx);
    });
  }
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
