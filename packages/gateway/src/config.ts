import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_REQUEST_TIMEOUTS, requestTimeoutsFromEnv, type RequestTimeouts } from '@ah/schema/node';
import { isLogLevel, type Logger, type LogLevel } from './logger.js';
import {
  NO_TRUSTED_PROXIES,
  parseTrustedProxies,
  type TrustedProxies,
} from './limits/rateLimit/clientAddress.js';
import {
  isTrustedDocumentsMode,
  MANIFEST_FILE_NAME,
  TRUSTED_DOCUMENTS_MODES,
  type TrustedDocumentsMode,
} from './limits/trustedDocuments/modes.js';
import type { UpstreamCallsEvent } from './rest/callLog.js';
import {
  boolFrom,
  intFrom,
  nonEmpty,
  type DeclaredVariable,
  type Env,
  type ModuleSettings,
  type ModuleSettingsSpec,
} from './settings.js';
import type { CircuitBreakerOptions } from './rest/circuitBreaker.js';
import { CORE_VARIABLES } from './coreVariables.js';
import { defaultTracingConfig, type TraceExporterName, type TracingConfig } from './telemetry/tracing.js';

/**
 * The gateway's own configuration (the modules' settings are theirs: settings.ts ModuleSettings).
 * `loadConfig(process.env)` (gatewayConfig.ts) reads it from the environment, whose variables are
 * listed in coreVariables.ts and in each module's `settings`; tests pass a partial object to
 * `createGateway` / `startStack` instead.
 */
export interface CoreConfig {
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
  /**
   * How often the API token of every open token-authenticated WebSocket is looked up again (expiry,
   * revokes made elsewhere, lost flags: auth/tokenSocketWatch.ts); 0 turns the recheck off.
   */
  apiTokenRecheckMs: number;
  /** Redis for pub/sub and poll leases across gateway replicas; null: in-process. */
  redisUrl: string | null;
  /** Prefix of every Redis key and channel the gateway uses. */
  redisKeyPrefix: string;
  /** Requests per window per caller (limits/rateLimit/rateLimiter.ts); shared through Redis when `redisUrl` is set. */
  rateLimits: RateLimits;
  /**
   * Who may name the client in `X-Forwarded-For` (limits/rateLimit/clientAddress.ts): the address
   * the rate limits, the sign-in limit and the logs use. None by default: the header is ignored.
   */
  trustedProxies: TrustedProxies;
  /**
   * WebSocket ping interval (ws.ts): a quiet subscription still carries traffic, so a proxy's idle
   * time-out (60 s is typical) does not cut it, and a peer gone silent is closed; 0: no pings.
   */
  wsPingIntervalMs: number;
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
   * Who must send trusted documents (limits/trustedDocuments/policy.ts). `createGateway` without it:
   * `off` in development, else `sessions`.
   */
  trustedDocuments: TrustedDocumentsMode;
  /** The trusted documents' file; null: `persisted-documents.json` in `webDistDir`. */
  trustedDocumentsManifest: string | null;
}

/** The core's configuration and every module's settings, side by side. */
export type GatewayConfig = CoreConfig & ModuleSettings;

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

/** The core's values without an environment. */
export function coreDefaults(): CoreConfig {
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
    apiTokenRecheckMs: 60_000,
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
    trustedProxies: NO_TRUSTED_PROXIES,
    // A third of a typical 60 s proxy idle time-out: two pings fit in it even if one is late.
    wsPingIntervalMs: 20_000,
    requestTimeouts: { ...DEFAULT_REQUEST_TIMEOUTS },
    metricsToken: null,
    tracing: defaultTracingConfig(),
    trustedDocuments: 'sessions',
    trustedDocumentsManifest: null,
  };
}

/** The core's values from the environment (CORE_VARIABLES). */
export function loadCoreConfig(env: Env): CoreConfig {
  const d = coreDefaults();
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
    apiTokenRecheckMs: intFrom(env, 'API_TOKEN_RECHECK_MS', d.apiTokenRecheckMs, 0),
    redisUrl: nonEmpty(env.REDIS_URL) ?? d.redisUrl,
    redisKeyPrefix: nonEmpty(env.REDIS_KEY_PREFIX) ?? d.redisKeyPrefix,
    rateLimits: {
      windowMs: intFrom(env, 'RATE_LIMIT_WINDOW_MS', d.rateLimits.windowMs, 1),
      perSession: intFrom(env, 'RATE_LIMIT_SESSION', d.rateLimits.perSession, 0),
      anonymousPerAddress: intFrom(env, 'RATE_LIMIT_ANONYMOUS', d.rateLimits.anonymousPerAddress, 0),
      signInPerAddress: intFrom(env, 'RATE_LIMIT_SIGN_IN', d.rateLimits.signInPerAddress, 0),
      tokenCost: intFrom(env, 'RATE_LIMIT_TOKEN_COST', d.rateLimits.tokenCost, 0),
    },
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    wsPingIntervalMs: intFrom(env, 'WS_PING_INTERVAL_MS', d.wsPingIntervalMs, 0),
    requestTimeouts: requestTimeoutsFromEnv(env),
    metricsToken: metricsTokenFrom(env.METRICS_TOKEN),
    tracing: tracingFrom(env, d.tracing),
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

/** What config.ts needs of a module: its name and settings (GatewayModule has both). */
export interface SettingsSource {
  readonly name: string;
  readonly settings?: ModuleSettingsSpec | undefined;
}

/** The whole configuration of a list of modules: the core's and every module's settings. */
export interface ConfigReader {
  /** Every value at its default (not the environment). */
  defaultConfig(): GatewayConfig;
  /** The configuration from the environment. */
  loadConfig(env?: Env): GatewayConfig;
  /** A partial configuration (createGateway's argument) completed with the defaults, not the environment. */
  resolveConfig(partial?: GatewayOverrides): GatewayConfig;
  /** Every environment variable read, the core's first, as docs/CONFIGURATION.md's gateway table lists them. */
  readonly variables: readonly DeclaredVariable[];
}

/**
 * The configuration of the given modules. The core knows no module: the composition root
 * (gatewayConfig.ts) passes the list. The modules' settings sit flat beside the core's, so a
 * module's value is one spread. A setting named like a core one or another module's stops the boot.
 */
export function configReader(modules: readonly SettingsSource[]): ConfigReader {
  const specs = modules.flatMap((module) => (module.settings ? [module.settings] : []));
  refuseSettingClashes(modules);
  // The casts stand for ModuleSettings, which modules/index.ts checks equals these specs' values.
  const moduleDefaults = (): ModuleSettings =>
    Object.assign({}, ...specs.map((spec) => spec.defaults())) as ModuleSettings;
  const defaultConfig = (): GatewayConfig => ({ ...coreDefaults(), ...moduleDefaults() });
  return {
    defaultConfig,
    loadConfig: (env = process.env) =>
      Object.assign(
        loadCoreConfig(env),
        ...specs.map((spec) => spec.fromEnv(env, spec.defaults())),
      ) as GatewayConfig,
    resolveConfig: (partial = {}) => {
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
    },
    variables: [
      ...CORE_VARIABLES.map((variable) => ({ ...variable, module: 'core' })),
      ...modules.flatMap((module) =>
        (module.settings?.variables ?? []).map((variable) => ({ ...variable, module: module.name })),
      ),
    ],
  };
}

/** Each setting has one owner: the core or one module (a second one would silently win the spread). */
function refuseSettingClashes(modules: readonly SettingsSource[]): void {
  const owners = new Map<string, string>(Object.keys(coreDefaults()).map((key) => [key, 'core']));
  for (const module of modules)
    for (const key of Object.keys(module.settings?.defaults() ?? {})) {
      const owner = owners.get(key);
      if (owner) throw new Error(`the setting ${key} of module ${module.name} is already the ${owner}'s`);
      owners.set(key, module.name);
    }
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
