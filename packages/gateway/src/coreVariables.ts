import type { SettingVariable } from './settings.js';

/**
 * The core's environment variables (loadCoreConfig reads them; config.test.ts checks it reads no
 * other). The modules' are in their `settings`.
 */
export const CORE_VARIABLES: readonly SettingVariable[] = [
  { name: 'PORT', default: '`4000`', description: 'HTTP and WebSocket port.' },
  { name: 'HOST', default: '`127.0.0.1`', description: 'Interface to listen on.' },
  {
    name: 'UPSTREAM_URL',
    default: '`http://127.0.0.1:4001`',
    description: 'Default base URL of every REST service.',
  },
  { name: 'HOUSE_SERVICE_URL', default: '`UPSTREAM_URL`', description: 'House app service (`/app/...`).' },
  {
    name: 'CATALOG_SERVICE_URL',
    default: '`UPSTREAM_URL`',
    description: 'Catalog service (`/cps/app/...`).',
  },
  {
    name: 'SHIPPING_SERVICE_URL',
    default: '`UPSTREAM_URL`',
    description: 'Shipping service (`/api/shipping/...`).',
  },
  {
    name: 'BID_ADMIN_SERVICE_URL',
    default: '`UPSTREAM_URL`',
    description: 'Bid-admin service (`/auctions/bidAdmin/...`).',
  },
  {
    name: 'UPSTREAM_TIMEOUT_MS',
    default: '`10000`',
    description: 'Time limit of one upstream call (each attempt).',
  },
  {
    name: 'NODE_ENV',
    default: '`production`',
    description:
      '`development` shows stack traces, error details, suggestions and introspection to anyone; any other value masks them.',
  },
  {
    name: 'WEB_DIST_DIR',
    default: '`packages/web/dist` (from this module)',
    description: 'The built web app served under `/ar` (and `graphiql.html`).',
  },
  {
    name: 'ALLOWED_ORIGINS',
    default: 'empty: same origin only',
    description: 'Comma list of extra origins allowed to call `/graphql` (CORS, WebSocket `Origin`).',
  },
  { name: 'GRAPHQL_MAX_DEPTH', default: '`12`', description: 'Deepest field nesting of an operation.' },
  {
    name: 'GRAPHQL_MAX_ALIASES',
    default: '`30`',
    description: 'Aliased fields in an operation (fragments expanded).',
  },
  {
    name: 'GRAPHQL_MAX_COST',
    default: '`5000`',
    description: 'Estimated fields resolved (list fields multiply their selections).',
  },
  {
    name: 'COOKIE_SECURE',
    default: '`false`',
    description: 'Mark the session cookie `Secure` (set `true` behind HTTPS).',
  },
  {
    name: 'SHUTDOWN_DELAY_MS',
    default: '`3000`',
    description: 'On SIGTERM, how long `/readyz` fails before connections are drained.',
  },
  {
    name: 'SHUTDOWN_GRACE_MS',
    default: '`25000`',
    description:
      'On SIGTERM, the most the whole stop may take (delay included): requests still in flight and WebSockets still open at its end are cut.',
  },
  {
    name: 'VIEWER_CACHE_TTL_MS',
    default: '`2000`',
    description:
      "How long the caller's user lookup is reused per session or token (0: off); logouts and revoked API tokens forget it at once on every replica; 401s and other writes on their own.",
  },
  {
    name: 'API_TOKEN_RECHECK_MS',
    default: '`60000`',
    description:
      'How often the API token of every open token-authenticated WebSocket is looked up again (0: off).',
  },
  {
    name: 'LOG_LEVEL',
    default: '`info`',
    description: 'debug, info, warn, error or silent (JSON lines on stdout/stderr).',
  },
  {
    name: 'REDIS_URL',
    default: '\u2014',
    description:
      'Redis for subscription events, poll leases and rate limits across replicas; in-process without. `/readyz` fails while it is unreachable.',
  },
  {
    name: 'REDIS_KEY_PREFIX',
    default: '`ah:`',
    description: "Prefix of the gateway's Redis keys and channels.",
  },
  { name: 'RATE_LIMIT_WINDOW_MS', default: '`60000`', description: "The rate limits' window." },
  {
    name: 'RATE_LIMIT_SESSION',
    default: '`6000`',
    description: 'Requests per window per session or API token (0: off).',
  },
  {
    name: 'RATE_LIMIT_ANONYMOUS',
    default: '`600`',
    description: 'Requests without a session or token per window per client address (0: off).',
  },
  {
    name: 'RATE_LIMIT_SIGN_IN',
    default: '`30`',
    description: '`login` mutations per window per client address (0: off).',
  },
  {
    name: 'TRUSTED_PROXIES',
    default: 'none',
    description:
      "Hops allowed to name the client in `X-Forwarded-For`: a count (`1` behind one load balancer) or a comma list of addresses/CIDRs; none: the socket's peer is the client.",
  },
  {
    name: 'WS_PING_INTERVAL_MS',
    default: '`20000`',
    description:
      "How often each WebSocket is pinged; one without a pong by the next ping is closed (0: off). Keep it under the proxies' idle time-out.",
  },
  {
    name: 'HEADERS_TIMEOUT_MS',
    default: '`10000`',
    description: "A request's headers must arrive within this.",
  },
  {
    name: 'REQUEST_TIMEOUT_MS',
    default: '`30000`',
    description: 'A whole request (upload routes aside) must arrive within this.',
  },
  {
    name: 'UPLOAD_TIMEOUT_MS',
    default: '`300000`',
    description: 'A whole upload (`/uploads/...`, image PUT) must arrive within this.',
  },
  {
    name: 'UPLOAD_MIN_BYTES_PER_SECOND',
    default: '`16384`',
    description: 'An upload slower than this on average (after `REQUEST_TIMEOUT_MS`) is cut.',
  },
  {
    name: 'RATE_LIMIT_TOKEN_COST',
    default: '`50000`',
    description:
      'Estimated query cost per window (`RATE_LIMIT_WINDOW_MS`) per API token (0: off); sessions have none.',
  },
  {
    name: 'METRICS_TOKEN',
    default: '\u2014',
    description:
      'Bearer token (16+ characters) that lets any address read `/metrics`; without it only loopback callers not behind a proxy may.',
  },
  {
    name: 'OTEL_SDK_DISABLED',
    default: '`false`',
    description: '`true` turns tracing off whatever the other `OTEL_*` say.',
  },
  {
    name: 'OTEL_TRACES_EXPORTER',
    default: '`none`',
    description:
      'Where trace spans go: `otlp`, `console` or `none` (comma list allowed); `none`: tracing off.',
  },
  { name: 'OTEL_SERVICE_NAME', default: '`ah-gateway`', description: "The spans' `service.name`." },
  {
    name: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    default: '`http://localhost:4318`',
    description: 'OTLP/HTTP collector; spans are posted to `<endpoint>/v1/traces`.',
  },
  {
    name: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
    default: '\u2014',
    description: 'Full URL for spans, instead of the above.',
  },
  {
    name: 'OTEL_EXPORTER_OTLP_HEADERS',
    default: '\u2014',
    description: '`name=value,...` headers sent to the collector (e.g. its API key).',
  },
  {
    name: 'OTEL_TRACES_SAMPLER',
    default: '`parentbased_always_on`',
    description: '`always_on`, `always_off`, `traceidratio` or their `parentbased_` forms.',
  },
  {
    name: 'OTEL_TRACES_SAMPLER_ARG',
    default: '`1`',
    description: 'The ratio of the `traceidratio` samplers (0 to 1).',
  },
  {
    name: 'TRUSTED_DOCUMENTS',
    default: '`off` in development, else `sessions`',
    description:
      "Who must send the web app's trusted documents (hashes) instead of query text: `off`, `sessions` (session-cookie requests), `all`.",
  },
  {
    name: 'TRUSTED_DOCUMENTS_MANIFEST',
    default: '`WEB_DIST_DIR/persisted-documents.json`',
    description: 'The trusted documents (hash -> text) the web build wrote.',
  },
];
