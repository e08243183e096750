import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/openDatabase.js';
import { createTestDatabase, type TestDatabase } from '../testing.js';
import { runSeedCommand, SEED_USAGE } from './seedCommand.js';

describe('seed command', () => {
  let target: TestDatabase;
  let database: Database;
  const seed = (...args: string[]) => runSeedCommand(args, { DATABASE_URL: target.url });
  const counts = async () => ({
    houses: (await database.db.selectFrom('houses').select('id').execute()).length,
    tokens: (await database.db.selectFrom('api_tokens').select('id').execute()).length,
  });

  beforeAll(async () => {
    target = await createTestDatabase();
    database = await openDatabase({ databaseUrl: target.url, maxConnections: 1 });
  });
  afterAll(async () => {
    await database?.close();
    await target?.drop();
  });

  it('migrates and seeds an empty database, leaves a seeded one alone, and reseeds with --reset', async () => {
    expect((await seed('--size', 'small'))[0]).toMatch(/^seeded small in [\d.]+ s: houses=3 /);
    expect((await seed())[0]).toContain('already has data');

    await database.db
      .insertInto('api_tokens')
      .values({
        house_id: 1,
        user_id: 1,
        name: 'temp',
        prefix: 'ahk_x',
        secret_hash: 'x',
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
    expect(await counts()).toEqual({ houses: 3, tokens: 1 });
    const reset = await seed('--reset');
    expect(reset[0]).toMatch(/^wiped postgres/);
    expect(await counts()).toEqual({ houses: 3, tokens: 0 });
    // Ids restart, so the demo house is house 1 again.
    expect(
      (await database.db.selectFrom('houses').select('id').orderBy('id').execute()).map((h) => h.id),
    ).toEqual([1, 2, 3]);
  });

  it('refuses an unknown size and prints usage on --help', async () => {
    await expect(seed('--size', 'gigantic')).rejects.toThrow(/--size must be small, large or huge/);
    await expect(seed('--bogus')).rejects.toThrow();
    expect(await seed('--help')).toEqual([SEED_USAGE]);
  });
});
