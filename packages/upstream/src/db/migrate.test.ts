import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate, type Migration } from './migrate.js';
import { openDatabase, type Database } from './openDatabase.js';

describe('migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase();
  });
  afterAll(() => database.close());

  it('loads the package migrations in version order', () => {
    const migrations = loadMigrations();
    expect(migrations.length).toBeGreaterThanOrEqual(3);
    expect(migrations.map((m) => m.version)).toEqual(
      [...migrations.map((m) => m.version)].sort((a, b) => a - b),
    );
    expect(migrations[0]).toMatchObject({ version: 1, name: 'core' });
  });

  it('applies each migration once and records it', async () => {
    const first = await migrate(database.db);
    expect(first).toEqual(loadMigrations().map((m) => m.version));
    expect(await migrate(database.db)).toEqual([]);
    const recorded = await database.db
      .selectFrom('schema_migrations')
      .select(['version', 'name'])
      .orderBy('version')
      .execute();
    expect(recorded.map((r) => r.version)).toEqual(first);
    const methods = await database.db.selectFrom('payment_methods').select('id').execute();
    expect(methods.map((m) => m.id)).toContain(11);
  });

  it('rolls back a failing migration entirely and keeps the earlier ones', async () => {
    const migrations: Migration[] = [
      ...loadMigrations(),
      { version: 9001, name: 'ok', sql: 'create table a (x int);' },
      { version: 9002, name: 'broken', sql: 'create table b (x int); insert into nowhere values (1);' },
      { version: 9003, name: 'after', sql: 'create table c (x int);' },
    ];
    await expect(migrate(database.db, migrations)).rejects.toThrow();
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables where table_name in ('a', 'b', 'c')`.execute(
      database.db,
    );
    expect(tables.rows.map((r) => r.name)).toEqual(['a']);
    const recorded = await database.db
      .selectFrom('schema_migrations')
      .select('version')
      .where('version', '>', 9000)
      .execute();
    expect(recorded.map((r) => r.version)).toEqual([9001]);
  });
});
