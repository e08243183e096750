import { resolve } from 'node:path';
import { DEFAULT_REQUEST_TIMEOUTS, requestTimeoutsFromEnv, type RequestTimeouts } from '@ah/schema/node';
import type { DomainMount, DomainOptions } from './domain.js';
import { DOMAINS } from './domains.js';
import { isSeedSize, type SeedSize } from './seed/index.js';
import { boolFrom, optionalValue, type Env, type EnvVariable } from './settings.js';

/** The server's settings, from the environment (docs/CONFIGURATION.md). */
export interface UpstreamConfig {
  host: string;
  port: number;
  /** PGlite files live in `${dataDir}/pglite`. */
  dataDir: string;
  databaseUrl: string | undefined;
  seedSize: SeedSize;
  /** Header and body time-outs for slow clients (HEADERS_TIMEOUT_MS, ...; the gateway reads the same). */
  requestTimeouts: RequestTimeouts;
  /** The app's options: its own (cookies, e-mail, dev tools) and every domain's settings. */
  options: Omit<DomainOptions, 'db'>;
}

/** The variables the core reads; each domain declares its own (its mount's `settings`). */
const CORE_VARIABLES: readonly EnvVariable[] = [
  { name: 'UPSTREAM_PORT', default: '4001', description: 'port' },
  { name: 'UPSTREAM_HOST', default: '127.0.0.1', description: 'interface to listen on' },
  { name: 'DATA_DIR', default: '.data', description: 'PGlite files live in $DATA_DIR/pglite' },
  { name: 'DATABASE_URL', default: '—', description: 'a PostgreSQL URL; when set, PGlite is not used' },
  { name: 'SEED_SIZE', default: 'small', description: 'demo data seeded into an empty database' },
  {
    name: 'SMTP_URL',
    default: '—',
    description: 'SMTP server for e-mails; without it they are only kept in the outbox',
  },
  {
    name: 'UPSTREAM_DEV_TOOLS',
    default: '—',
    description: '1 lets the auto-charge trigger take a simulated day; development and tests only',
  },
  {
    name: 'UPSTREAM_SECURE_COOKIES',
    default: '—',
    description: '1 marks the session cookie Secure (behind HTTPS)',
  },
  {
    name: 'HEADERS_TIMEOUT_MS',
    default: String(DEFAULT_REQUEST_TIMEOUTS.headersMs),
    description: "a request's headers must arrive within this, or 408",
  },
  {
    name: 'REQUEST_TIMEOUT_MS',
    default: String(DEFAULT_REQUEST_TIMEOUTS.requestMs),
    description: 'a whole request (upload routes aside) must arrive within this, or 408',
  },
  {
    name: 'UPLOAD_TIMEOUT_MS',
    default: String(DEFAULT_REQUEST_TIMEOUTS.uploadMs),
    description: 'a whole upload must arrive within this, or 408',
  },
  {
    name: 'UPLOAD_MIN_BYTES_PER_SECOND',
    default: String(DEFAULT_REQUEST_TIMEOUTS.uploadMinBytesPerSecond),
    description: 'after the first REQUEST_TIMEOUT_MS, a slower upload is answered 408 or cut',
  },
];

/** Every variable the upstream reads: the core's, then each listed domain's (docs/CONFIGURATION.md). */
export function upstreamVariables(domains: readonly DomainMount[] = DOMAINS): EnvVariable[] {
  return [...CORE_VARIABLES, ...domains.flatMap((mount) => mount.settings?.variables ?? [])];
}

export function readConfig(
  env: Env = process.env,
  domains: readonly DomainMount[] = DOMAINS,
): UpstreamConfig {
  const port = Number(env['UPSTREAM_PORT'] ?? 4001);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`UPSTREAM_PORT must be a port number, not "${env['UPSTREAM_PORT']}"`);
  const seedSize = env['SEED_SIZE'] ?? 'small';
  if (!isSeedSize(seedSize)) throw new Error(`SEED_SIZE must be small, large or huge, not "${seedSize}"`);
  const dataDir = resolve(env['DATA_DIR'] || '.data');
  const options: Omit<DomainOptions, 'db'> = {
    secureCookies: boolFrom(env, 'UPSTREAM_SECURE_COOKIES', false),
    smtpUrl: optionalValue(env, 'SMTP_URL'),
    devTools: boolFrom(env, 'UPSTREAM_DEV_TOOLS', false),
  };
  for (const mount of domains) Object.assign(options, mount.settings?.fromEnv(env, { dataDir }));
  return {
    host: env['UPSTREAM_HOST'] || '127.0.0.1',
    port,
    dataDir,
    databaseUrl: optionalValue(env, 'DATABASE_URL'),
    seedSize,
    requestTimeouts: requestTimeoutsFromEnv(env),
    options,
  };
}

/** Where PGlite keeps its files for a data folder. */
export function pgliteDirOf(config: Pick<UpstreamConfig, 'dataDir'>): string {
  return resolve(config.dataDir, 'pglite');
}
