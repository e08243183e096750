import type { Timestamp } from './columnTypes.js';

/**
 * Kysely's view of the tables in ../../migrations. Each domain adds its own tables from its
 * `<domain>/tables.ts` (`declare module '../db/schema.js' { interface DB { ... } }`), so a new
 * domain's tables touch nothing outside its folder. Migrations keep their history names, so a
 * table's domain and the migration that created it may differ. bigint columns arrive as JS numbers
 * (see typeParsers.ts).
 */
export interface DB {
  schema_migrations: SchemaMigrationsTable;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: Timestamp;
}
