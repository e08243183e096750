import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_REQUEST_TIMEOUTS, requestTimeoutsFromEnv, type RequestTimeouts } from '@ah/schema/node';
import { isLogLevel, type Logger, type LogLevel } from './logger.js';
import {
  isTrustedDocumentsMode,
  MANIFEST_FILE_NAME,
  TRUSTED_DOCUMENTS_MODES,
  type TrustedDocumentsMode,
} from './limits/trustedDocuments/modes.js';
import type { UpstreamCallsEvent } from './rest/callLog.js';
import type { CircuitBreakerOptions } from './rest/circuitBreaker.js';
import { defaultTracingConfig, type TraceExporterName, type TracingConfig } from './telemetry/tracing.js';

/**
 * The gateway's configuration. `loadConfig(process.env)` reads it from the environment; tests pass
 * a partial object to `createGateway` / `startStack` instead.
 *
 * | Variable                | Default                                  | Meaning |
 * |-------------------------|------------------------------------------|---------|
 * | `PORT`                  | `4000`                                   | HTTP and WebSocket port. |
 * | `HOST`                  | `127.0.0.1`                              | Interface to listen on. |
 * | `UPSTREAM_URL`          | `http://127.0.0.1:4001`                  | Default base URL of every REST service. |
 * | `HOUSE_SERVICE_URL`     | `UPSTREAM_URL`                           | House app service (`/app/...`). |
 * | `CATALOG_SERVICE_URL`   | `UPSTREAM_URL`                           | Catalog service (`/cps/app/...`). |
 * | `SHIPPING_SERVICE_URL`  | `UPSTREAM_URL`                           | Shipping service (`/api/shipping/...`). |
 * | `BID_ADMIN_SERVICE_URL` | `UPSTREAM_URL`                           | Bid-admin service (`/auctions/bidAdmin/...`). |
 * | `UPSTREAM_TIMEOUT_MS`   | `10000`                                  | Time limit of one upstream call (each attempt). |
 * | `NODE_ENV`              | `production`                             | `development` shows stack traces, error details, suggestions and introspection to anyone; any other value masks them. |
 * | `WEB_DIST_DIR`          | `packages/web/dist` (from this module)   | The built web app served under `/ar` (and `graphiql.html`). |
 * | `ALLOWED_ORIGINS`       | empty: same origin only                  | Comma list of extra origins allowed to call `/graphql` (CORS, WebSocket `Origin`). |
 * | `GRAPHQL_MAX_DEPTH`     | `12`                                     | Deepest field nesting of an operation. |
 * | `GRAPHQL_MAX_ALIASES`   | `30`                                     | Aliased fields in an operation (fragments expanded). |
 * | `GRAPHQL_MAX_COST`      | `5000`                                   | Estimated fields resolved (list fields multiply their selections). |
 * | `COOKIE_SECURE`         | `false`                                  | Mark the session cookie `Secure` (set `true` behind HTTPS). |
 * | `SHUTDOWN_DELAY_MS`     | `3000`                                   | On SIGTERM, how long `/readyz` fails before connections are drained. |
 * | `SHUTDOWN_GRACE_MS`     | `25000`                                  | On SIGTERM, the most the whole stop may take (delay included): requests still in flight and WebSockets still open at its end are cut. |
 * | `VIEWER_CACHE_TTL_MS`   | `2000`                                   | How long the caller's user lookup is reused per session or token (0: off); logouts and revoked API tokens forget it at once on every replica; 401s and other writes on their own. |
 * | `LOG_LEVEL`             | `info`                                   | debug, info, warn, error or silent (JSON lines on stdout/stderr). |
 * | `SHIPPING_POLL_INTERVAL_MS` | `30000`                              | How often each pending shipping review is polled upstream while someone watches its catalog. |
 * | `BULK_BIDDING_POLL_INTERVAL_MS` | `5000`                           | How often a watched bulk-bidding sale's lots are polled upstream (one poll per sale for all its watchers). |
 * | `INVOICE_POLL_INTERVAL_MS` | `1000`                                | How often a watched invoice group is polled upstream for changes made outside the gateway (one poll per group for all its watchers, across replicas). |
 * | `REDIS_URL`             | —                                        | Redis for subscription events and poll leases across replicas; in-process without. |
 * | `REDIS_KEY_PREFIX`      | `ah:`                                    | Prefix of the gateway's Redis keys and channels. |
 * | `RATE_LIMIT_WINDOW_MS`  | `60000`                                  | The rate limits' window. |
 * | `RATE_LIMIT_SESSION`    | `6000`                                   | Requests per window per session or API token (0: off). |
 * | `RATE_LIMIT_ANONYMOUS`  | `600`                                    | Requests without a session or token per window per client address (0: off). |
 * | `RATE_LIMIT_SIGN_IN`    | `30`                                     | `login` mutations per window per client address (0: off). |
 * | `HEADERS_TIMEOUT_MS`    | `10000`                                  | A request's headers must arrive within this. |
 * | `REQUEST_TIMEOUT_MS`    | `30000`                                  | A whole request (upload routes aside) must arrive within this. |
 * | `UPLOAD_TIMEOUT_MS`     | `300000`                                 | A whole upload (`/uploads/...`, image PUT) must arrive within this. |
 * | `UPLOAD_MIN_BYTES_PER_SECOND` | `16384`                            | An upload slower than this on average (after `REQUEST_TIMEOUT_MS`) is cut. |
 * | `RATE_LIMIT_TOKEN_COST` | `50000`                                  | Estimated query cost per window (`RATE_LIMIT_WINDOW_MS`) per API token (0: off); sessions have none. |
 * | `METRICS_TOKEN`         | —                                        | Bearer token (16+ characters) that lets any address read `/metrics`; without it only loopback callers not behind a proxy may. |
 * | `OTEL_SDK_DISABLED`     | `false`                                  | `true` turns tracing off whatever the other `OTEL_*` say. |
 * | `OTEL_TRACES_EXPORTER`  | `none`                                   | Where trace spans go: `otlp`, `console` or `none` (comma list allowed); `none`: tracing off. |
 * | `OTEL_SERVICE_NAME`     | `ah-gateway`                             | The spans' `service.name`. |
 * | `OTEL_EXPORTER_OTLP_ENDPOINT` | `http://localhost:4318`            | OTLP/HTTP collector; spans are posted to `<endpoint>/v1/traces`. |
 * | `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` | —                           | Full URL for spans, instead of the above. |
 * | `OTEL_EXPORTER_OTLP_HEADERS` | —                                   | `name=value,...` headers sent to the collector (e.g. its API key). |
 * | `OTEL_TRACES_SAMPLER`   | `parentbased_always_on`                  | `always_on`, `always_off`, `traceidratio` or their `parentbased_` forms. |
 * | `OTEL_TRACES_SAMPLER_ARG` | `1`                                    | The ratio of the `traceidratio` samplers (0 to 1). |
 * | `BROADCAST_WHIP_URL`    | catalog service `/broadcast/whip`        | WHIP ingest of the streaming service; `/{eventId}` is appended. |
 * | `BROADCAST_WHEP_URL`    | catalog service `/broadcast/whep`        | WHEP playback of the streaming service; `/{eventId}` is appended. |
 * | `BROADCAST_WHEP_TOKEN`  | the event's publish token                | Bearer token of WHEP playback at an external streaming service. |
 * | `TRUSTED_DOCUMENTS`     | `off` in development, else `sessions`    | Who must send the web app's trusted documents (hashes) instead of query text: `off`, `sessions` (session-cookie requests), `all`. |
 * | `TRUSTED_DOCUMENTS_MANIFEST` | `WEB_DIST_DIR/persisted-documents.json` | The trusted documents (hash -> text) the web build wrote. |
 */
export interface GatewayConfig {
  port: number;
  host: string;
  services: ServiceUrls;
  upstreamTimeoutMs: number;
  /** Retries of idempotent (GET) upstream calls after a network error, timeout or 502/503/504. */
  upstreamRetries: number;
  /** Base of the jittered exponential backoff between retries. */
  upstreamRetryBaseDelayMs: number;
  /**
   * Consecutive failures that open a service's circuit, how many distinct callers they must come
   * from (one caller alone never opens it), and how long it stays open (rest/circuitBreaker.ts;
   * tests may pass a `now` clock to end the open period without waiting for it).
   */
  circuitBreaker: CircuitBreakerOptions;
  nodeEnv: string;
  webDistDir: string;
  /** Extra allowed origins (scheme://host[:port]); the gateway's own origin is always allowed. */
  allowedOrigins: string[];
  limits: GraphqlLimits;
  cookieSecure: boolean;
  shutdownDelayMs: number;
  /** The most a graceful stop may take, `shutdownDelayMs` included; what is still open then is cut. */
  shutdownGraceMs: number;
  /** How long a session's or token's user lookup is reused (auth/viewerCache.ts); 0 turns it off. */
  viewerCacheTtlMs: number;
  /** JSON body limit of `/graphql` (express `limit` syntax). */
  bodyLimit: string;
  logLevel: LogLevel;
  /** How often each pending shipping review is polled upstream while someone watches (sales §9: 30 s). */
  shippingPollIntervalMs: number;
  /** How often a watched bulk-bidding sale's lots are polled upstream (live current bids). */
  bulkBiddingPollIntervalMs: number;
  /**
   * How often the API token of every open token-authenticated WebSocket is looked up again (expiry,
   * revokes made elsewhere, lost flags: auth/tokenSocketWatch.ts); 0 turns the recheck off.
   */
  apiTokenRecheckMs: number;
  /** How often a watched invoice group is polled for changes made outside the gateway (the auto-charge job). */
  invoicePollIntervalMs: number;
  /** Redis for pub/sub and poll leases across gateway replicas; null: in-process. */
  redisUrl: string | null;
  /** Prefix of every Redis key and channel the gateway uses. */
  redisKeyPrefix: string;
  /** Requests per window per caller (limits/rateLimit/rateLimiter.ts); shared through Redis when `redisUrl` is set. */
  rateLimits: RateLimits;
  /** Header and body time-outs for slow clients (`@ah/schema/node` createGuardedServer). */
  requestTimeouts: RequestTimeouts;
  /** Bearer token for `/metrics` from any address; null: loopback callers only (telemetry/metricsRoute.ts). */
  metricsToken: string | null;
  /** OpenTelemetry traces from the `OTEL_*` variables (telemetry/tracing.ts); off by default. */
  tracing: TracingConfig;
  /** Overrides the JSON-lines logger built from `logLevel`. Not read from the environment. */
  logger?: Logger | undefined;
  /**
   * Called after each GraphQL operation with the upstream calls it made (tests count them; a
   * metrics exporter can use it). Not read from the environment.
   */
  onUpstreamCalls?: ((event: UpstreamCallsEvent) => void) | undefined;
  /** The clock API tokens' socket recheck reads expiries by (tests move it). Not read from the environment. */
  apiTokenClock?: (() => number) | undefined;
  /**
   * The streaming service (sales §2 Video Broadcast) the WHIP/WHEP proxy forwards to: the event id
   * is appended (`{url}/{eventId}`). Null: the upstream's embedded relay under the catalog service
   * (`/broadcast/whip`, `/broadcast/whep`). `whepToken` (BROADCAST_WHEP_TOKEN) is the bearer of
   * playback; null: the event's publish token, which the embedded relay accepts.
   */
  broadcast: { whipUrl: string | null; whepUrl: string | null; whepToken: string | null };
  /**
   * Who must send trusted documents (limits/trustedDocuments/policy.ts). `createGateway` without it:
   * `off` in development, else `sessions`.
   */
  trustedDocuments: TrustedDocumentsMode;
  /** The trusted documents' file; null: `persisted-documents.json` in `webDistDir`. */
  trustedDocumentsManifest: string | null;
}

export interface ServiceUrls {
  house: string;
  catalog: string;
  shipping: string;
  bidAdmin: string;
}

export interface GraphqlLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
}

/** Fixed-window request limits; 0 turns one off. */
export interface RateLimits {
  windowMs: number;
  /** Per session cookie or API token: every GraphQL request, WebSocket subscribe and file route. */
  perSession: number;
  /** Per client address, for requests without a session or token. */
  anonymousPerAddress: number;
  /** Per client address, for sign-in attempts (the `login` mutation), whoever sends them. */
  signInPerAddress: number;
  /** Per API token: estimated query cost (limits/costLimit.ts) per window (limits/rateLimit/costBudget.ts). */
  tokenCost: number;
}

export const DEFAULT_UPSTREAM_URL = 'http://127.0.0.1:4001';

/** packages/web/dist, whether this module runs from src or dist. */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function defaultConfig(): GatewayConfig {
  return {
    port: 4000,
    host: '127.0.0.1',
    services: {
      house: DEFAULT_UPSTREAM_URL,
      catalog: DEFAULT_UPSTREAM_URL,
      shipping: DEFAULT_UPSTREAM_URL,
      bidAdmin: DEFAULT_UPSTREAM_URL,
    },
    upstreamTimeoutMs: 10_000,
    upstreamRetries: 2,
    upstreamRetryBaseDelayMs: 100,
    circuitBreaker: { failureThreshold: 5, openMs: 10_000, minCallers: 2 },
    nodeEnv: 'production',
    webDistDir: DEFAULT_WEB_DIST_DIR,
    allowedOrigins: [],
    limits: { maxDepth: 12, maxAliases: 30, maxCost: 5000 },
    cookieSecure: false,
    shutdownDelayMs: 3000,
    shutdownGraceMs: 25_000,
    viewerCacheTtlMs: 2000,
    bodyLimit: '100kb',
    logLevel: 'info',
    shippingPollIntervalMs: 30_000,
    bulkBiddingPollIntervalMs: 5_000,
    apiTokenRecheckMs: 60_000,
    invoicePollIntervalMs: 1_000,
    redisUrl: null,
    redisKeyPrefix: 'ah:',
    // Generous for staff (a lot page loads hundreds of images); sign-ins are the guessable part.
    rateLimits: {
      windowMs: 60_000,
      perSession: 6000,
      anonymousPerAddress: 600,
      signInPerAddress: 30,
      // Ten operations at GRAPHQL_MAX_COST a minute, or thousands of small ones.
      tokenCost: 50_000,
    },
    requestTimeouts: { ...DEFAULT_REQUEST_TIMEOUTS },
    metricsToken: null,
    tracing: defaultTracingConfig(),
    broadcast: { whipUrl: null, whepUrl: null, whepToken: null },
    trustedDocuments: 'sessions',
    trustedDocumentsManifest: null,
  };
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): GatewayConfig {
  const d = defaultConfig();
  const upstream = nonEmpty(env.UPSTREAM_URL) ?? DEFAULT_UPSTREAM_URL;
  return {
    ...d,
    port: intFrom(env, 'PORT', d.port, 0),
    host: nonEmpty(env.HOST) ?? d.host,
    services: {
      house: nonEmpty(env.HOUSE_SERVICE_URL) ?? upstream,
      catalog: nonEmpty(env.CATALOG_SERVICE_URL) ?? upstream,
      shipping: nonEmpty(env.SHIPPING_SERVICE_URL) ?? upstream,
      bidAdmin: nonEmpty(env.BID_ADMIN_SERVICE_URL) ?? upstream,
    },
    upstreamTimeoutMs: intFrom(env, 'UPSTREAM_TIMEOUT_MS', d.upstreamTimeoutMs, 1),
    nodeEnv: nonEmpty(env.NODE_ENV) ?? d.nodeEnv,
    webDistDir: nonEmpty(env.WEB_DIST_DIR) ?? d.webDistDir,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter((o) => o.length > 0),
    limits: {
      maxDepth: intFrom(env, 'GRAPHQL_MAX_DEPTH', d.limits.maxDepth, 1),
      maxAliases: intFrom(env, 'GRAPHQL_MAX_ALIASES', d.limits.maxAliases, 0),
      maxCost: intFrom(env, 'GRAPHQL_MAX_COST', d.limits.maxCost, 1),
    },
    cookieSecure: boolFrom(env, 'COOKIE_SECURE', d.cookieSecure),
    shutdownDelayMs: intFrom(env, 'SHUTDOWN_DELAY_MS', d.shutdownDelayMs, 0),
    shutdownGraceMs: intFrom(env, 'SHUTDOWN_GRACE_MS', d.shutdownGraceMs, 1),
    viewerCacheTtlMs: intFrom(env, 'VIEWER_CACHE_TTL_MS', d.viewerCacheTtlMs, 0),
    logLevel: logLevelFrom(env.LOG_LEVEL, d.logLevel),
    shippingPollIntervalMs: intFrom(env, 'SHIPPING_POLL_INTERVAL_MS', d.shippingPollIntervalMs, 10),
    bulkBiddingPollIntervalMs: intFrom(env, 'BULK_BIDDING_POLL_INTERVAL_MS', d.bulkBiddingPollIntervalMs, 10),
    apiTokenRecheckMs: intFrom(env, 'API_TOKEN_RECHECK_MS', d.apiTokenRecheckMs, 0),
    invoicePollIntervalMs: intFrom(env, 'INVOICE_POLL_INTERVAL_MS', d.invoicePollIntervalMs, 10),
    redisUrl: nonEmpty(env.REDIS_URL) ?? d.redisUrl,
    redisKeyPrefix: nonEmpty(env.REDIS_KEY_PREFIX) ?? d.redisKeyPrefix,
    rateLimits: {
      windowMs: intFrom(env, 'RATE_LIMIT_WINDOW_MS', d.rateLimits.windowMs, 1),
      perSession: intFrom(env, 'RATE_LIMIT_SESSION', d.rateLimits.perSession, 0),
      anonymousPerAddress: intFrom(env, 'RATE_LIMIT_ANONYMOUS', d.rateLimits.anonymousPerAddress, 0),
      signInPerAddress: intFrom(env, 'RATE_LIMIT_SIGN_IN', d.rateLimits.signInPerAddress, 0),
      tokenCost: intFrom(env, 'RATE_LIMIT_TOKEN_COST', d.rateLimits.tokenCost, 0),
    },
    requestTimeouts: requestTimeoutsFromEnv(env),
    metricsToken: metricsTokenFrom(env.METRICS_TOKEN),
    tracing: tracingFrom(env, d.tracing),
    broadcast: {
      whipUrl: nonEmpty(env.BROADCAST_WHIP_URL) ?? null,
      whepUrl: nonEmpty(env.BROADCAST_WHEP_URL) ?? null,
      whepToken: nonEmpty(env.BROADCAST_WHEP_TOKEN) ?? null,
    },
    trustedDocuments: trustedDocumentsFrom(env.TRUSTED_DOCUMENTS, nonEmpty(env.NODE_ENV) ?? d.nodeEnv),
    trustedDocumentsManifest: nonEmpty(env.TRUSTED_DOCUMENTS_MANIFEST) ?? null,
  };
}

/** The settings a caller of `createGateway` may give: any top-level field, and part of each merged group. */
export type GatewayOverrides = Partial<
  Omit<GatewayConfig, 'services' | 'limits' | 'circuitBreaker' | 'rateLimits' | 'requestTimeouts' | 'tracing'>
> & {
  services?: Partial<GatewayConfig['services']>;
  limits?: Partial<GatewayConfig['limits']>;
  circuitBreaker?: Partial<GatewayConfig['circuitBreaker']>;
  rateLimits?: Partial<GatewayConfig['rateLimits']>;
  requestTimeouts?: Partial<GatewayConfig['requestTimeouts']>;
  tracing?: Partial<GatewayConfig['tracing']>;
};

/** `createGateway` accepts a partial config: the rest comes from the defaults (not the environment). */
export function resolveConfig(partial: GatewayOverrides = {}): GatewayConfig {
  const d = defaultConfig();
  return {
    ...d,
    ...partial,
    services: { ...d.services, ...partial.services },
    limits: { ...d.limits, ...partial.limits },
    circuitBreaker: { ...d.circuitBreaker, ...partial.circuitBreaker },
    rateLimits: { ...d.rateLimits, ...partial.rateLimits },
    requestTimeouts: { ...d.requestTimeouts, ...partial.requestTimeouts },
    tracing: { ...d.tracing, ...partial.tracing },
    trustedDocuments: partial.trustedDocuments ?? defaultTrustedDocuments(partial.nodeEnv ?? d.nodeEnv),
  };
}

export function isDevelopment(config: Pick<GatewayConfig, 'nodeEnv'>): boolean {
  return config.nodeEnv === 'development';
}

/** Development stays permissive; anywhere else browser sessions send trusted documents only. */
export function defaultTrustedDocuments(nodeEnv: string): TrustedDocumentsMode {
  return nodeEnv === 'development' ? 'off' : 'sessions';
}

/** The trusted documents' file: `trustedDocumentsManifest`, else the one beside the built web app. */
export function trustedDocumentsManifestPath(config: GatewayConfig): string {
  return config.trustedDocumentsManifest ?? path.join(config.webDistDir, MANIFEST_FILE_NAME);
}

function trustedDocumentsFrom(value: string | undefined, nodeEnv: string): TrustedDocumentsMode {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return defaultTrustedDocuments(nodeEnv);
  if (!isTrustedDocumentsMode(raw))
    throw new Error(`TRUSTED_DOCUMENTS must be ${TRUSTED_DOCUMENTS_MODES.join(', ')}, got "${raw}"`);
  return raw;
}

function nonEmpty(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}

function intFrom(env: Env, name: string, fallback: number, min: number): number {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return n;
}

function boolFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = nonEmpty(env[name])?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function logLevelFrom(value: string | undefined, fallback: LogLevel): LogLevel {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (!isLogLevel(raw)) throw new Error(`LOG_LEVEL must be debug, info, warn, error or silent, got "${raw}"`);
  return raw;
}

function metricsTokenFrom(value: string | undefined): string | null {
  const token = nonEmpty(value);
  if (token === undefined) return null;
  if (!/^[\x21-\x7e]{16,512}$/.test(token))
    throw new Error('METRICS_TOKEN must be 16 to 512 printable characters without spaces');
  return token;
}

const TRACE_EXPORTERS: readonly string[] = ['otlp', 'console', 'none'];
const TRACE_SAMPLERS: readonly string[] = ['always_on', 'always_off', 'traceidratio'];

/** The standard OpenTelemetry variables the gateway honours (gateway README: Telemetry). */
function tracingFrom(env: Env, fallback: TracingConfig): TracingConfig {
  const names = (nonEmpty(env.OTEL_TRACES_EXPORTER) ?? 'none')
    .toLowerCase()
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n.length > 0);
  for (const name of names)
    if (!TRACE_EXPORTERS.includes(name))
      throw new Error(`OTEL_TRACES_EXPORTER must be otlp, console or none, got "${name}"`);
  const disabled = boolFrom(env, 'OTEL_SDK_DISABLED', false);
  const endpoint = nonEmpty(env.OTEL_EXPORTER_OTLP_ENDPOINT)?.replace(/\/+$/, '');
  const sampler = (nonEmpty(env.OTEL_TRACES_SAMPLER) ?? 'parentbased_always_on').toLowerCase();
  if (!TRACE_SAMPLERS.includes(sampler.replace(/^parentbased_/, '')))
    throw new Error(
      `OTEL_TRACES_SAMPLER must be always_on, always_off, traceidratio or a parentbased_ form, got "${sampler}"`,
    );
  const ratio = Number(nonEmpty(env.OTEL_TRACES_SAMPLER_ARG) ?? '1');
  if (!(ratio >= 0 && ratio <= 1)) throw new Error('OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1');
  return {
    ...fallback,
    exporters: disabled ? [] : names.filter((n): n is TraceExporterName => n !== 'none'),
    serviceName: nonEmpty(env.OTEL_SERVICE_NAME) ?? fallback.serviceName,
    otlpTracesUrl:
      nonEmpty(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) ??
      (endpoint ? `${endpoint}/v1/traces` : fallback.otlpTracesUrl),
    otlpHeaders: headersFrom(env.OTEL_EXPORTER_OTLP_HEADERS),
    sampleRatio: sampler.endsWith('always_off') ? 0 : sampler.endsWith('traceidratio') ? ratio : 1,
  };
}

/** `name=value,name2=value2` (values URL-encoded), the OTLP exporters' header list. */
function headersFrom(value: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    headers[pair.slice(0, at).trim().toLowerCase()] = decodeURIComponent(pair.slice(at + 1).trim());
  }
  return headers;
}
