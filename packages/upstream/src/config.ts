import { resolve } from 'node:path';
import { isSeedSize, type SeedSize } from './seed/index.js';

/** The server's settings, from the environment (see README). */
export interface UpstreamConfig {
  host: string;
  port: number;
  /** PGlite files live in `${dataDir}/pglite`. */
  dataDir: string;
  databaseUrl: string | undefined;
  seedSize: SeedSize;
  secureCookies: boolean;
  /** How long a shipping quote takes (SHIPPING_QUOTE_DELAY_MS); undefined: the service's default. */
  shippingQuoteDelayMs: number | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): UpstreamConfig {
  const port = Number(env['UPSTREAM_PORT'] ?? 4001);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`UPSTREAM_PORT must be a port number, not "${env['UPSTREAM_PORT']}"`);
  const seedSize = env['SEED_SIZE'] ?? 'small';
  if (!isSeedSize(seedSize)) throw new Error(`SEED_SIZE must be small or large, not "${seedSize}"`);
  return {
    host: env['UPSTREAM_HOST'] || '127.0.0.1',
    port,
    dataDir: resolve(env['DATA_DIR'] || '.data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    seedSize,
    secureCookies: env['UPSTREAM_SECURE_COOKIES'] === '1' || env['UPSTREAM_SECURE_COOKIES'] === 'true',
    shippingQuoteDelayMs: shippingQuoteDelayFrom(env['SHIPPING_QUOTE_DELAY_MS']),
  };
}

function shippingQuoteDelayFrom(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`SHIPPING_QUOTE_DELAY_MS must be a whole number of ms, not "${raw}"`);
  return ms;
}

/** Where PGlite keeps its files for a data folder. */
export function pgliteDirOf(config: Pick<UpstreamConfig, 'dataDir'>): string {
  return resolve(config.dataDir, 'pglite');
}
