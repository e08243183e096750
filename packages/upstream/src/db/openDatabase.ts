import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { markSingleSession } from '../jobs/runExclusive.js';
import { PGliteDialect } from './pgliteDialect.js';
import type { DB } from './schema.js';
import { parseDateOnly, parseInt8, PG_OID } from './typeParsers.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  readonly db: Kysely<DB>;
  readonly kind: DatabaseKind;
  /** Where the data lives, without credentials: a folder, `memory://` or host/database. */
  readonly location: string;
  /** PGlite only: the whole cluster as a tarball, for `pgliteLoadDataDir` (test seed snapshots). */
  readonly dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when given, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder, or `memory://` (the default) for a throw-away database. */
  pgliteDataDir?: string | undefined;
  /** Start PGlite from this dump (see PGlite's dumpDataDir) instead of an empty cluster. */
  pgliteLoadDataDir?: Blob | undefined;
  /** pg pool size. */
  maxConnections?: number | undefined;
}

/** The one storage seam: a real PostgreSQL when a URL is given, embedded PGlite otherwise. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.maxConnections ?? 10);
  return openPGlite(options.pgliteDataDir ?? 'memory://', options.pgliteLoadDataDir);
}

async function openPGlite(dataDir: string, loadDataDir: Blob | undefined): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(inMemory ? {} : { dataDir }),
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: { [pgliteTypes.INT8]: parseInt8, [pgliteTypes.DATE]: parseDateOnly },
  });
  // PGlite has no autovacuum: bulk inserts gather their planner statistics themselves (migration 0033).
  await pglite.exec(`set ah.analyze_bulk_inserts = 'on'`);
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  // One session for every query: job locks (jobs/runExclusive) cannot reserve a connection of their own.
  markSingleSession(db);
  return {
    db,
    kind: 'pglite',
    location: inMemory ? 'memory://' : dataDir,
    dumpDataDir: async () => {
      // PGlite's own Blob type differs from Node's global one only in name.
      const dump: Blob = await pglite.dumpDataDir('none');
      return dump;
    },
    close: () => db.destroy(),
  };
}

async function openPostgres(databaseUrl: string, max: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === PG_OID.INT8) return parseInt8;
        if (oid === PG_OID.DATE) return parseDateOnly;
        return format === 'binary'
          ? pg.types.getTypeParser(oid, 'binary')
          : pg.types.getTypeParser(oid, 'text');
      }) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.warn('[upstream] idle PostgreSQL client error:', error.message));
  // Nor one checked out between two queries (a transaction's, a job's lock session) when the server
  // restarts: pg emits 'error' on it with no listener left; its next query fails and the pool drops it.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn('[upstream] PostgreSQL client error:', error.message));
  });
  // Fail fast on a wrong URL instead of on the first request.
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const url = new URL(databaseUrl);
  return { db, kind: 'postgres', location: `${url.host}${url.pathname}`, close: () => db.destroy() };
}
