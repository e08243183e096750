import { statSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { APP_VERSION } from '@ah/schema';
import { createGuardedServer } from '@ah/schema/node';
import express, { type Express } from 'express';
import type { GraphQLFormattedError } from 'graphql/index.js';
import {
  isDevelopment,
  trustedDocumentsManifestPath,
  type GatewayConfig,
  type GatewayOverrides,
} from './config.js';
import type { GatewayContext } from './context.js';
import { contextFactory } from './contextFactory.js';
import { resolveConfig } from './gatewayConfig.js';
import { gracefulStop } from './http/gracefulStop.js';
import { graphiqlForBrowsers } from './graphiqlGate.js';
import { ensureBody, errorHandler, sendHttpError } from './http/httpErrors.js';
import { maskAndLog } from './errors.js';
import {
  anonymousSchemaPrivacyPlugin,
  documentLimitsPlugin,
  signInLimitPlugin,
  upstreamCallsPlugin,
} from './http/apolloPlugins.js';
import { bytesOf, refuseDeclaredOver } from './limits/declaredBody.js';
import { trackHttpConnections } from './http/drain.js';
import { healthRoutes, type HealthState } from './http/health.js';
import { createLeanGraphql } from './http/leanGraphql.js';
import { noStorePlugins } from './http/noStorePlugin.js';
import { rateLimitRoutes } from './http/rateLimitRoutes.js';
import { isAllowedOrigin, originPolicy } from './http/origin.js';
import { securityHeaders } from './http/securityHeaders.js';
import { buildModuleRoutes } from './routes/moduleRoutes.js';
import { webAppRoutes } from './http/webApp.js';
import { limitRules, MAX_TOKENS } from './limits/index.js';
import {
  ClientAddresses,
  InProcessRateCounter,
  RateLimiter,
  RedisRateCounter,
} from './limits/rateLimit/index.js';
import { CostBudget } from './limits/rateLimit/index.js';
import { costBudgetPlugin } from './http/costBudgetPlugin.js';
import { createLiveBackend } from './live/liveBackend.js';
import { startModuleLives } from './moduleLive.js';
import { TokenSocketWatch } from './auth/tokenSocketWatch.js';
import { createLogger, type Logger } from './logger.js';
import { gatewayModules, MODULE_LOADERS, ROOT_FIELD_GUARDS } from './modules/index.js';
import { buildGatewaySchema } from './schema.js';
import { createUpstreamClients } from './rest/clients.js';
import {
  loadTrustedDocuments,
  trustedDocumentsMiddleware,
  type TrustedDocuments,
} from './limits/trustedDocuments/index.js';
import { attachGraphqlWs, GRAPHQL_PATH } from './ws.js';
import { operationSpan, telemetryPlugin } from './telemetry/graphqlTelemetry.js';
import { metricsRoute } from './telemetry/metricsRoute.js';
import { Telemetry } from './telemetry/telemetry.js';

export interface Gateway {
  /** The express app (HTTP routes); usable with supertest right away. */
  app: Express;
  /**
   * The HTTP server the app and graphql-ws share (not listening until `start`); known queries skip
   * express here (http/leanGraphql.ts), everything else reaches `app`.
   */
  httpServer: HttpServer;
  config: GatewayConfig;
  logger: Logger;
  /** Listens; resolves with the base URL (e.g. http://127.0.0.1:4000). Port 0 picks a free port. */
  start(port?: number, host?: string): Promise<string>;
  /**
   * Graceful stop within `shutdownGraceMs`: readiness fails first, then (after `shutdownDelayMs`)
   * HTTP requests in flight are answered and WebSockets closed with 1001; the rest is cut at the end.
   */
  stop(): Promise<void>;
  /** The trusted-document policy (docs/API.md: Trusted documents) and its counts. */
  trustedDocuments: TrustedDocuments;
}

/** The build time reported by /version.json: when this module was built (its file's mtime). */
const BUILT_AT = (() => {
  try {
    return statSync(fileURLToPath(import.meta.url)).mtime.toISOString();
  } catch {
    return new Date().toISOString();
  }
})();

/**
 * The gateway: Apollo Server 5 on express 5 at `/graphql` (POST and GET), graphql-ws on the same
 * port and path, the web app under `/ar`, GraphiQL for signed-in browsers, `/version.json`,
 * `/healthz` and `/readyz`. `config` fields not given take their defaults (not the environment;
 * `loadConfig()` reads the environment). On `httpServer`, a POST of a query Apollo has already
 * validated is answered by the lean path (http/leanGraphql.ts) before express.
 */
export function createGateway(partial: GatewayOverrides = {}): Gateway {
  const config = resolveConfig(partial);
  const development = isDevelopment(config);
  const logger = config.logger ?? createLogger(config.logLevel);
  // Metrics and (when configured) traces: before the clients, which report every call to it.
  const telemetry = new Telemetry(config.tracing);
  const clients = createUpstreamClients(config, telemetry);
  // Trusted documents (docs/API.md): read before anything starts, so a missing manifest stops the gateway cleanly.
  const trustedDocuments = loadTrustedDocuments(
    config.trustedDocuments,
    trustedDocumentsManifestPath(config),
  );
  logger.info('Trusted documents', { mode: trustedDocuments.mode, documents: trustedDocuments.size });
  // Subscriptions' pub/sub and poll leases: in-process, or through Redis across replicas.
  const live = createLiveBackend({ redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix, logger });
  // The modules' live hubs (subscriptions): each module builds its own from its settings.
  const moduleLive = startModuleLives(gatewayModules, { backend: live, clients, config, logger });
  // Token-authenticated sockets end when their token is revoked or expires (docs/API.md: Tokens).
  const tokenSocketWatch = new TokenSocketWatch({
    pubsub: live.pubsub,
    channel: `${config.redisKeyPrefix}apiTokenRevoked`,
    // A revoked token's cached user goes at once too, on every replica (auth/viewerCache.ts).
    onRevoked: (tokenId) => clients.viewerCache.forgetToken(tokenId),
    // `contexts` is declared below (its contexts carry this watch): the watch calls lookup only once
    // sockets are open, after createGateway has returned, so the binding is set by then.
    lookup: (bearer) =>
      contexts
        .forCaller({ credentials: { kind: 'bearer', token: bearer }, cookies: null, transport: 'ws' })
        .viewer(),
    recheckIntervalMs: config.apiTokenRecheckMs,
    now: config.apiTokenClock,
    logger,
  });
  telemetry.watch({
    breakers: () => clients.all().map((client) => ({ service: client.service, state: client.breaker.state })),
    pollers: moduleLive.pollers,
  });
  // Rate limits per session, token or client address: shared through Redis when set.
  const rateCounter = live.redis ? new RedisRateCounter(live.redis) : new InProcessRateCounter();
  const rateLimiter = new RateLimiter(config.rateLimits, rateCounter, config.redisKeyPrefix, logger);
  // The one decider of a request's client address (TRUSTED_PROXIES): rate limits, sign-ins, logs.
  const clientAddresses = new ClientAddresses(config.trustedProxies);
  // Every other context of this gateway, whatever the path: the modules' loaders and live hubs.
  const contexts = contextFactory({
    clients,
    development,
    modules: { loaders: MODULE_LOADERS, hubs: moduleLive.hubs },
    tokenSocketWatch,
    cookieSecure: config.cookieSecure,
    clientAddresses,
  });
  // API tokens' query cost budget, in the same counters (docs/API.md: Limits, Tokens).
  const costBudget = new CostBudget(
    { perToken: config.rateLimits.tokenCost, windowMs: config.rateLimits.windowMs },
    rateCounter,
    config.redisKeyPrefix,
    logger,
  );
  const schema = buildGatewaySchema();
  const validationRules = limitRules(config.limits);
  const health: HealthState = { shuttingDown: false };
  const originRules = { allowed: config.allowedOrigins, allowLoopback: development };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  const formatError = (formatted: GraphQLFormattedError, error: unknown) =>
    maskAndLog(formatted, error, development, logger);
  // Queries Apollo has already validated skip express and Apollo's pipeline (http/leanGraphql.ts).
  const lean = createLeanGraphql({
    schema,
    bodyLimit: config.bodyLimit,
    originRules,
    development,
    context: contexts.forHttp,
    formatError,
    onUpstreamCalls: config.onUpstreamCalls,
    sendHttpError: (res, status, error) => sendHttpError(res, status, error, logger),
    telemetry,
    trustedDocuments,
  });
  // Headers and bodies that never finish arriving are answered 408 (docs/API.md: Limits).
  const limitRate = rateLimitRoutes(rateLimiter, clientAddresses);
  // GET /metrics first: a scrape is neither rate-limited nor counted (telemetry/metricsRoute.ts).
  const serveMetrics = metricsRoute(telemetry.metrics, config.metricsToken, logger);
  // Built before the server: their uploads get the upload time-outs (createGuardedServer).
  const moduleRoutes = buildModuleRoutes(gatewayModules, {
    config,
    clients,
    logger,
    allowsOrigin: (req) => isAllowedOrigin(req.headers.origin, req.headers.host, originRules),
    observer: telemetry,
    contextFor: contexts.forHttp,
  });
  const httpServer = createGuardedServer(
    config.requestTimeouts,
    moduleRoutes.isUploadRequest,
    (req, res) =>
      serveMetrics(req, res) || limitRate(req, res, () => lean.handle(req, res, () => app(req, res))),
  );
  // Idle keep-alive sockets outlive the clients' own idle time-outs (undici: 4 s), so a client never
  // reuses a socket the server is closing at that moment ("fetch failed" / ECONNRESET under load).
  httpServer.keepAliveTimeout = 65_000;
  const httpDrain = trackHttpConnections(httpServer);

  const apollo = new ApolloServer<GatewayContext>({
    schema,
    validationRules,
    parseOptions: { maxTokens: MAX_TOKENS },
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // Hashes are the trusted documents' only (trustedDocumentsMiddleware); nobody registers new ones.
    persistedQueries: false,
    // Introspection is decided per caller (anonymousSchemaPrivacyPlugin), not globally.
    introspection: true,
    includeStacktraceInErrorResponses: development,
    formatError,
    logger,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ...noStorePlugins(),
      documentLimitsPlugin(),
      anonymousSchemaPrivacyPlugin(development),
      signInLimitPlugin(rateLimiter),
      costBudgetPlugin(costBudget, schema, config.limits.maxCost),
      ...(config.onUpstreamCalls ? [upstreamCallsPlugin(config.onUpstreamCalls)] : []),
      lean.plugin,
      telemetryPlugin(telemetry),
    ],
  });
  apollo.startInBackgroundHandlingStartupErrorsByLoggingAndFailingAllRequests();

  const ws = attachGraphqlWs({
    httpServer,
    schema,
    validationRules,
    contexts,
    subscriptionGuards: ROOT_FIELD_GUARDS.Subscription,
    originRules,
    development,
    health,
    logger,
    maxPayloadBytes: 100 * 1024,
    rateLimiter,
    clientAddresses,
    pingIntervalMs: config.wsPingIntervalMs,
    costBudget,
    maxCost: config.limits.maxCost,
    onUpstreamCalls: config.onUpstreamCalls,
    tokenSocketWatch,
    telemetry,
    trustedDocuments,
  });

  app.use(securityHeaders);
  app.use(healthRoutes(health, clients, Math.min(2000, config.upstreamTimeoutMs), live.redisReady));
  app.get('/version.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ version: APP_VERSION, builtAt: BUILT_AT });
  });
  app.use(
    GRAPHQL_PATH,
    originPolicy(originRules),
    graphiqlForBrowsers({ webDistDir: config.webDistDir, cookieSecure: config.cookieSecure, contexts }),
    refuseDeclaredOver(bytesOf(config.bodyLimit), (res) =>
      sendHttpError(res, 413, new Error('declared body too large'), logger),
    ),
    express.json({ limit: config.bodyLimit }),
    ensureBody,
    // Hashes become their query text first, so the operation's span and metrics name it.
    trustedDocumentsMiddleware(trustedDocuments),
    operationSpan(telemetry),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => contexts.forHttp(req, res),
    }),
  );
  // The modules' own routes (files, relays), after /graphql: same session, access flag, Origin and
  // CSRF rules as GraphQL (modules/<name>/http/).
  for (const router of moduleRoutes.routers) app.use(router);
  app.use(webAppRoutes(config.webDistDir));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(errorHandler(logger));

  let unshareViewerCache: (() => Promise<void>) | null = null;
  const stop = gracefulStop({
    graceMs: config.shutdownGraceMs,
    delayMs: config.shutdownDelayMs,
    health,
    logger,
    // Ends the subscriptions and hands this replica's poll leases back at once.
    beforeDrain: [moduleLive.close, () => tokenSocketWatch.stop(), async () => unshareViewerCache?.()],
    // No new connections; requests in flight are answered; WebSockets get 1001 Going Away.
    drain: async (hardStop) => {
      const [graceful] = await Promise.all([httpDrain.drain(hardStop), ws.dispose(hardStop)]);
      return graceful;
    },
    afterDrain: [
      () => apollo.stop(),
      () => clients.close(),
      () => moduleRoutes.close(),
      () => live.close(),
      () => telemetry.shutdown(),
    ],
  });
  return {
    app,
    httpServer,
    config,
    logger,
    trustedDocuments,
    start: async (port = config.port, host = config.host) => {
      await tokenSocketWatch.start();
      // Logouts and refused sessions reach every replica's viewer cache at once (auth/viewerCache.ts).
      unshareViewerCache = await clients.viewerCache.share(
        live.pubsub,
        `${config.redisKeyPrefix}sessionRevoked`,
      );
      return new Promise<string>((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          httpServer.off('error', reject);
          const address = httpServer.address() as AddressInfo;
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve(`http://${shownHost}:${address.port}`);
        });
      });
    },
    stop,
  };
}
