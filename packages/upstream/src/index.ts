/** @ah/upstream: the reference implementation of the legacy REST services. */
export { createUpstreamApp, type UpstreamApp, type UpstreamAppOptions } from './app.js';
export { bootUpstream, type BootOptions, type RunningUpstream } from './server.js';
export { readConfig, pgliteDirOf, upstreamVariables, type UpstreamConfig } from './config.js';
export type { Env, EnvVariable } from './settings.js';
export {
  openDatabase,
  type Database,
  type DatabaseKind,
  type OpenDatabaseOptions,
} from './db/openDatabase.js';
export { migrate, loadMigrations, MIGRATIONS_DIR, type Migration } from './db/migrate.js';
export type { DB } from './db/schema.js';
export { JobQueue } from './jobs/jobQueue.js';
export { consoleLogger, silentLogger, type Logger } from './logger.js';
export { APP_VERSION } from './version.js';
export type { InvoiceBuildHooks } from './invoiceGroups/buildInvoiceGroup.js';
export {
  buildInvoices,
  buildLine,
  LIVE_FEE_RATE,
  type BuiltInvoice,
  type BuiltLine,
  type ChargeRule,
  type WonLot,
} from './invoices/invoiceBuilder.js';
export {
  DEMO_HOUSE_REF,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  OTHER_HOUSE_REF,
  generateSeed,
  isDatabaseEmpty,
  seedDatabase,
  wipeDatabase,
  type DemoLogin,
  type SeedOptions,
  type SeedSize,
  type SeedSummary,
} from './seed/index.js';
