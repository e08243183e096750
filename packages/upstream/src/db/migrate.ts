import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.js';

/** packages/upstream/migrations, the same from src/db and dist/db. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .map((file) => ({ file, match: FILE_NAME.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({
      version: Number(match[1]),
      name: match[2] ?? file,
      sql: readFileSync(`${dir}/${file}`, 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++)
    if (migrations[i]?.version === migrations[i - 1]?.version)
      throw new Error(`Two migrations have version ${migrations[i]?.version}`);
  return migrations;
}

/**
 * Applies, in order, the migrations not yet recorded in schema_migrations; each in its own
 * transaction together with its record, so a failed one leaves nothing half-applied.
 * Returns the versions applied now.
 */
export async function migrate(db: Kysely<DB>, migrations: Migration[] = loadMigrations()): Promise<number[]> {
  await sql`create table if not exists schema_migrations (
    version integer primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`.execute(db);
  const applied = new Set(
    (await db.selectFrom('schema_migrations').select('version').execute()).map((r) => r.version),
  );
  const done: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await db.transaction().execute(async (trx) => {
      // Two processes migrating one PostgreSQL at once: the second waits, then skips.
      await sql`lock table schema_migrations in exclusive mode`.execute(trx);
      const again = await trx
        .selectFrom('schema_migrations')
        .select('version')
        .where('version', '=', migration.version)
        .executeTakeFirst();
      if (again) return;
      await sql.raw(migration.sql).execute(trx);
      await trx
        .insertInto('schema_migrations')
        .values({ version: migration.version, name: migration.name })
        .execute();
      done.push(migration.version);
    });
  }
  return done;
}
