import { parseArgs } from 'node:util';
import { pgliteDirOf, readConfig } from '../config.js';
import { migrate } from '../db/migrate.js';
import { openDatabase, type Database } from '../db/openDatabase.js';
import { MIGRATE_AND_SEED_JOB } from '../jobs/migrateAndSeed.js';
import { runInTurn } from '../jobs/runExclusive.js';
import { isDatabaseEmpty, isSeedSize, seedDatabase, wipeDatabase, type SeedSize } from './index.js';

export const SEED_USAGE = 'usage: seed [--size small|large|huge] [--reset]';

/**
 * The seed command: migrates the configured database (DATABASE_URL, else PGlite under DATA_DIR)
 * and seeds it when empty; `--reset` wipes the data first. Returns what it did, line by line.
 */
export async function runSeedCommand(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  const { values } = parseArgs({
    args: argv,
    options: {
      size: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return [SEED_USAGE];
  const config = readConfig(env);
  const size = values.size ?? config.seedSize;
  if (!isSeedSize(size)) throw new Error(`--size must be small, large or huge, not "${size}"`);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: pgliteDirOf(config),
  });
  try {
    // Not while an upstream starting on the same database migrates or seeds it.
    return await runInTurn(database.db, MIGRATE_AND_SEED_JOB, () =>
      migrateAndSeed(database, size, values.reset === true),
    );
  } finally {
    await database.close();
  }
}

async function migrateAndSeed(database: Database, size: SeedSize, reset: boolean): Promise<string[]> {
  const lines: string[] = [];
  await migrate(database.db);
  if (reset) {
    await wipeDatabase(database.db);
    lines.push(`wiped ${database.kind} (${database.location})`);
  } else if (!(await isDatabaseEmpty(database.db))) {
    lines.push(`${database.kind} (${database.location}) already has data; use --reset to replace it`);
    return lines;
  }
  const summary = await seedDatabase(database.db, { size });
  const rows = Object.entries(summary.rows)
    .map(([table, count]) => `${table}=${count}`)
    .join(' ');
  lines.push(`seeded ${size} in ${(summary.milliseconds / 1000).toFixed(1)} s: ${rows}`);
  return lines;
}
