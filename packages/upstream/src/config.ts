import { resolve } from 'node:path';
import { requestTimeoutsFromEnv, type RequestTimeouts } from '@ah/schema/node';
import { DEFAULT_AUTO_CHARGE_INTERVAL_MS } from './invoicePayments/autoChargeScheduler.js';
import { isSeedSize, type SeedSize } from './seed/index.js';
import type { ImageConfig } from './lotImages/mount.js';

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
  /** SMTP server for invoice e-mails (SMTP_URL); undefined: the outbox table only. */
  smtpUrl: string | undefined;
  /** Signs password-reset links (PASSWORD_RESET_SECRET); undefined: a fresh one per start. */
  passwordResetSecret: string | undefined;
  /** The app origins reset links may open (PASSWORD_RESET_ORIGINS, comma-separated); empty: any. */
  passwordResetOrigins: string[];
  /** How often the auto-charge job runs (AUTO_CHARGE_INTERVAL_MS, default 15 minutes; 0: never). */
  autoChargeIntervalMs: number;
  /** UPSTREAM_DEV_TOOLS=1: the auto-charge trigger accepts a simulated day (`asOf`). */
  devTools: boolean;
  /** Image uploads: signing secret, URL lifetime and S3 bucket (IMAGE_* variables; see README). */
  images: Omit<ImageConfig, 'dataDir'>;
  /** Header and body time-outs for slow clients (HEADERS_TIMEOUT_MS, ...; the gateway reads the same). */
  requestTimeouts: RequestTimeouts;
  /** Signs broadcast publish tokens (BROADCAST_TOKEN_SECRET); undefined: a fresh one per start. */
  broadcastTokenSecret: string | undefined;
  /** The broadcast relay's UDP ports (BROADCAST_RTC_PORTS, "min-max"); undefined: any free port. */
  broadcastPortRange: [number, number] | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): UpstreamConfig {
  const port = Number(env['UPSTREAM_PORT'] ?? 4001);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`UPSTREAM_PORT must be a port number, not "${env['UPSTREAM_PORT']}"`);
  const seedSize = env['SEED_SIZE'] ?? 'small';
  if (!isSeedSize(seedSize)) throw new Error(`SEED_SIZE must be small, large or huge, not "${seedSize}"`);
  return {
    host: env['UPSTREAM_HOST'] || '127.0.0.1',
    port,
    dataDir: resolve(env['DATA_DIR'] || '.data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    seedSize,
    secureCookies: env['UPSTREAM_SECURE_COOKIES'] === '1' || env['UPSTREAM_SECURE_COOKIES'] === 'true',
    shippingQuoteDelayMs: shippingQuoteDelayFrom(env['SHIPPING_QUOTE_DELAY_MS']),
    smtpUrl: env['SMTP_URL'] || undefined,
    passwordResetSecret: passwordResetSecretFrom(env['PASSWORD_RESET_SECRET']),
    passwordResetOrigins: (env['PASSWORD_RESET_ORIGINS'] ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    autoChargeIntervalMs: autoChargeIntervalFrom(env['AUTO_CHARGE_INTERVAL_MS']),
    devTools: env['UPSTREAM_DEV_TOOLS'] === '1' || env['UPSTREAM_DEV_TOOLS'] === 'true',
    images: {
      signingSecret: env['IMAGE_SIGNING_SECRET'] || undefined,
      urlTtlSeconds: imageUrlTtlFrom(env['IMAGE_UPLOAD_URL_TTL_SECONDS']),
      s3Bucket: env['IMAGE_S3_BUCKET'] || undefined,
      s3Endpoint: env['IMAGE_S3_ENDPOINT'] || undefined,
      s3Region: env['IMAGE_S3_REGION'] || undefined,
    },
    requestTimeouts: requestTimeoutsFromEnv(env),
    broadcastTokenSecret: broadcastSecretFrom(env['BROADCAST_TOKEN_SECRET']),
    broadcastPortRange: portRangeFrom(env['BROADCAST_RTC_PORTS']),
  };
}

function imageUrlTtlFrom(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 604_800)
    throw new Error(
      `IMAGE_UPLOAD_URL_TTL_SECONDS must be a whole number of seconds from 1 to 604800, not "${raw}"`,
    );
  return seconds;
}

function shippingQuoteDelayFrom(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`SHIPPING_QUOTE_DELAY_MS must be a whole number of ms, not "${raw}"`);
  return ms;
}

function autoChargeIntervalFrom(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_AUTO_CHARGE_INTERVAL_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`AUTO_CHARGE_INTERVAL_MS must be a whole number of ms, not "${raw}"`);
  return ms;
}

/** Where PGlite keeps its files for a data folder. */
export function pgliteDirOf(config: Pick<UpstreamConfig, 'dataDir'>): string {
  return resolve(config.dataDir, 'pglite');
}

function passwordResetSecretFrom(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 32) throw new Error('PASSWORD_RESET_SECRET must be at least 32 characters');
  return raw;
}

function broadcastSecretFrom(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 32) throw new Error('BROADCAST_TOKEN_SECRET must be at least 32 characters');
  return raw;
}

/** "40000-40100": the relay's UDP ports (a firewall opens just these). */
function portRangeFrom(raw: string | undefined): [number, number] | undefined {
  if (raw === undefined || raw === '') return undefined;
  const match = /^(\d{1,5})-(\d{1,5})$/.exec(raw.trim());
  const [min, max] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(min >= 1 && max <= 65_535 && min < max))
    throw new Error(`BROADCAST_RTC_PORTS must be two ports "min-max" with min below max, not "${raw}"`);
  return [min, max];
}
