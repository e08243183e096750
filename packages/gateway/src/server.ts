import { statSync } from 'node:fs';
import type { Server as HttpServer, IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { APP_VERSION } from '@ah/schema';
import { createGuardedServer } from '@ah/schema/node';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { GraphQLFormattedError } from 'graphql/index.js';
import { credentialsFromHeaders } from './auth/credentials.js';
import { expressResponseCookies } from './auth/sessionCookie.js';
import { isDevelopment, resolveConfig, trustedDocumentsManifestPath, type GatewayConfig, type GatewayOverrides } from './config.js';
import { GatewayContext } from './context.js';
import { maskAndLog } from './errors.js';
import {
  anonymousSchemaPrivacyPlugin,
  documentLimitsPlugin,
  signInLimitPlugin,
  upstreamCallsPlugin,
} from './http/apolloPlugins.js';
import { bytesOf, refuseDeclaredOver } from './http/declaredBody.js';
import { trackHttpConnections } from './http/drain.js';
import { healthRoutes, type HealthState } from './http/health.js';
import { createLeanGraphql } from './http/leanGraphql.js';
import { noStorePlugins } from './http/noStorePlugin.js';
import { rateLimitRoutes } from './http/rateLimitRoutes.js';
import { originPolicy } from './http/origin.js';
import { SECURITY_HEADERS, securityHeaders } from './http/securityHeaders.js';
import { itemDownloadRoutes } from './http/itemDownloads.js';
import { saleResultDownloadRoutes } from './http/saleResultDownloads.js';
import { reportDownloadRoutes } from './http/reportDownloads.js';
import { broadcastRelayRoutes } from './http/broadcastRelay.js';
import { itemUploadRoutes } from './http/itemUploads.js';
import { realizedPriceUploadRoutes } from './http/realizedPriceUploads.js';
import { imageProxyRoutes } from './http/imageProxy.js';
import { isUploadRequest } from './http/uploadRoutes.js';
import { sendGraphiql, wantsHtml, webAppRoutes } from './http/webApp.js';
import { limitRules, MAX_TOKENS } from './limits/index.js';
import { InProcessRateCounter, RateLimiter, RedisRateCounter } from './limits/rateLimit/index.js';
import { CostBudget } from './limits/rateLimit/index.js';
import { costBudgetPlugin } from './http/costBudgetPlugin.js';
import { createLiveBackend } from './live/liveBackend.js';
import { TokenSocketWatch } from './auth/tokenSocketWatch.js';
import { createLogger, type Logger } from './logger.js';
import { BulkBiddingHub } from './modules/bulkBidding/live/bulkBiddingHub.js';
import { InvoiceGroupHub } from './modules/invoices/live/invoiceGroupHub.js';
import { createShippingReviewHub } from './modules/shippingReviews/live/createShippingReviewHub.js';
import { buildGatewaySchema } from './schema.js';
import { createUpstreamClients, type UpstreamClients } from './rest/clients.js';
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
  const shippingReviewHub = createShippingReviewHub({
    backend: live,
    clients,
    pollIntervalMs: config.shippingPollIntervalMs,
    logger,
  });
  const bulkBiddingHub = new BulkBiddingHub({
    backend: live,
    clients,
    pollIntervalMs: config.bulkBiddingPollIntervalMs,
    logger,
  });
  // Token-authenticated sockets end when their token is revoked or expires (docs/API.md: Tokens).
  const tokenSocketWatch = new TokenSocketWatch({
    pubsub: live.pubsub,
    channel: `${config.redisKeyPrefix}apiTokenRevoked`,
    // A revoked token's cached user goes at once too, on every replica (auth/viewerCache.ts).
    onRevoked: (tokenId) => clients.viewerCache.forgetToken(tokenId),
    lookup: (bearer) =>
      new GatewayContext({
        clients,
        credentials: { kind: 'bearer', token: bearer },
        cookies: null,
        transport: 'ws',
        development,
      }).viewer(),
    recheckIntervalMs: config.apiTokenRecheckMs,
    now: config.apiTokenClock,
    logger,
  });
  const invoiceGroupHub = new InvoiceGroupHub({
    backend: live,
    clients,
    pollIntervalMs: config.invoicePollIntervalMs,
    logger,
  });
  telemetry.watch({
    breakers: () => clients.all().map((client) => ({ service: client.service, state: client.breaker.state })),
    pollers: () => ({
      shippingReview: shippingReviewHub.watchedCatalogs,
      bulkBidding: bulkBiddingHub.watchedSales,
      invoiceGroup: invoiceGroupHub.watchedGroups,
    }),
  });
  // Rate limits per session, token or client address: shared through Redis when set.
  const rateCounter = live.redis ? new RedisRateCounter(live.redis) : new InProcessRateCounter();
  const rateLimiter = new RateLimiter(config.rateLimits, rateCounter, config.redisKeyPrefix, logger);
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
    context: (req, res) =>
      new GatewayContext({
        clients,
        credentials: credentialsFromHeaders(req.headers),
        cookies: expressResponseCookies(res, config.cookieSecure),
        transport: 'http',
        development,
        shippingReviewHub,
        bulkBiddingHub,
        tokenSocketWatch,
        invoiceGroupHub,
        clientAddress: req.socket.remoteAddress,
        appOrigin: appOriginOf(req.headers),
      }),
    formatError,
    onUpstreamCalls: config.onUpstreamCalls,
    sendHttpError: (res, status, error) => sendHttpError(res, status, error, logger),
    telemetry,
    trustedDocuments,
  });
  // Headers and bodies that never finish arriving are answered 408 (docs/API.md: Limits).
  const limitRate = rateLimitRoutes(rateLimiter);
  // GET /metrics first: a scrape is neither rate-limited nor counted (telemetry/metricsRoute.ts).
  const serveMetrics = metricsRoute(telemetry.metrics, config.metricsToken, logger);
  const httpServer = createGuardedServer(
    config.requestTimeouts,
    isUploadRequest,
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
    clients,
    originRules,
    development,
    health,
    logger,
    maxPayloadBytes: 100 * 1024,
    rateLimiter,
    costBudget,
    maxCost: config.limits.maxCost,
    onUpstreamCalls: config.onUpstreamCalls,
    shippingReviewHub,
    bulkBiddingHub,
    tokenSocketWatch,
    invoiceGroupHub,
    telemetry,
    trustedDocuments,
  });

  app.use(securityHeaders);
  app.use(healthRoutes(health, clients, Math.min(2000, config.upstreamTimeoutMs)));
  app.get('/version.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ version: APP_VERSION, builtAt: BUILT_AT });
  });
  app.use(
    GRAPHQL_PATH,
    originPolicy(originRules),
    graphiqlForBrowsers(config, clients, development),
    refuseDeclaredOver(bytesOf(config.bodyLimit), (res) =>
      sendHttpError(res, 413, new Error('declared body too large'), logger),
    ),
    express.json({ limit: config.bodyLimit }),
    ensureBody,
    // Hashes become their query text first, so the operation's span and metrics name it.
    trustedDocumentsMiddleware(trustedDocuments),
    operationSpan(telemetry),
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        new GatewayContext({
          clients,
          credentials: credentialsFromHeaders(req.headers),
          cookies: expressResponseCookies(res, config.cookieSecure),
          transport: 'http',
          development,
          shippingReviewHub,
          bulkBiddingHub,
          tokenSocketWatch,
          invoiceGroupHub,
          clientAddress: req.socket.remoteAddress,
          appOrigin: appOriginOf(req.headers),
        }),
    }),
  );
  // Items (sales §2): the spreadsheet upload and large review-table save stream past the GraphQL body
  // limit; downloads are plain GETs. Same session, access flag, Origin and CSRF rules as /graphql.
  const itemFileDeps = {
    clients,
    originRules,
    development,
    cookieSecure: config.cookieSecure,
    catalogServiceUrl: config.services.catalog,
    logger,
  };
  const itemUploads = itemUploadRoutes({
    ...itemFileDeps,
    restOptions: {
      timeoutMs: config.upstreamTimeoutMs,
      retries: config.upstreamRetries,
      retryBaseDelayMs: config.upstreamRetryBaseDelayMs,
      circuitBreaker: config.circuitBreaker,
      observer: telemetry,
    },
  });
  const itemDownloads = itemDownloadRoutes(itemFileDeps);
  // Realized prices (sales §2 Edit Realized Prices): the file crosses like the items spreadsheet.
  const realizedUploads = realizedPriceUploadRoutes(itemFileDeps);
  app.use(itemUploads.router, itemDownloads.router, realizedUploads.router);
  // Sale results (sales §7): the four result spreadsheets, plain GETs with the reports flag.
  const saleResultDownloads = saleResultDownloadRoutes({
    ...itemFileDeps,
    houseServiceUrl: config.services.house,
  });
  app.use(saleResultDownloads.router);
  // Report files (sales §2 Sales Tax Reports, Your Customers): CSV and Excel, same rules as GraphQL.
  const reportDownloads = reportDownloadRoutes({ ...itemFileDeps, houseServiceUrl: config.services.house });
  app.use(reportDownloads.router);
  // Video broadcast (sales §2): the WHIP/WHEP offers and answers, same origin; media goes over UDP.
  app.use(
    broadcastRelayRoutes({
      ...itemFileDeps,
      whipUrl: config.broadcast.whipUrl ?? `${config.services.catalog.replace(/\/+$/, '')}/broadcast/whip`,
      whepUrl: config.broadcast.whepUrl ?? `${config.services.catalog.replace(/\/+$/, '')}/broadcast/whep`,
      whepToken: config.broadcast.whepToken,
      timeoutMs: config.upstreamTimeoutMs,
    }),
  );
  // Images (sales §2): the signed PUT and the stored files, streamed to the image service unchanged.
  const imageProxy = imageProxyRoutes({ imageServiceUrl: config.services.catalog, logger });
  app.use(imageProxy.router);
  app.use(webAppRoutes(config.webDistDir));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(errorHandler(logger));

  let stopping: Promise<void> | null = null;
  let unshareViewerCache: (() => Promise<void>) | null = null;
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
    stop: () => {
      stopping ??= (async () => {
        // Everything below happens within the grace period; what is still open at its end is cut.
        const hardStop = AbortSignal.timeout(config.shutdownGraceMs);
        health.shuttingDown = true;
        // Readiness fails first, while requests are still served, so load balancers move away.
        const delay = Math.min(config.shutdownDelayMs, config.shutdownGraceMs);
        if (delay > 0) await sleep(delay);
        // Ends the subscriptions and hands this replica's poll leases back at once.
        await shippingReviewHub.close();
        await bulkBiddingHub.close();
        await tokenSocketWatch.stop();
        await unshareViewerCache?.();
        await invoiceGroupHub.close();
        // No new connections; requests in flight are answered; WebSockets get 1001 Going Away.
        const [graceful] = await Promise.all([httpDrain.drain(hardStop), ws.dispose(hardStop)]);
        if (!graceful) logger.warn('Shutdown grace period ended with requests in flight');
        await apollo.stop();
        await clients.close();
        await itemUploads.close();
        await itemDownloads.close();
        await realizedUploads.close();
        await saleResultDownloads.close();
        await reportDownloads.close();
        await imageProxy.close();
        await live.close();
        await telemetry.shutdown();
      })();
      return stopping;
    },
  };
}

/**
 * GET /graphql from a browser that wants HTML: GraphiQL for a signed-in session, otherwise a
 * redirect to the login page (which comes back here).
 */
function graphiqlForBrowsers(
  config: GatewayConfig,
  clients: UpstreamClients,
  development: boolean,
): RequestHandler {
  return async (req, res, next) => {
    if (!wantsHtml(req)) return next();
    const credentials = credentialsFromHeaders(req.headers);
    const context = new GatewayContext({
      clients,
      credentials: credentials?.kind === 'session' ? credentials : null,
      cookies: expressResponseCookies(res, config.cookieSecure),
      transport: 'http',
      development,
    });
    let signedIn: boolean;
    try {
      signedIn = (await context.viewer()) !== null;
    } catch {
      res.status(503).type('text/plain').send('The sign-in service is unavailable. Please try again later.');
      return;
    }
    if (!signedIn) {
      res.redirect(302, `/ar/login?next=${encodeURIComponent(GRAPHQL_PATH)}`);
      return;
    }
    sendGraphiql(config.webDistDir, res);
  };
}

/**
 * Apollo's express integration needs `req.body` set. Bodies the JSON parser skips (text/plain,
 * forms) become `{}`, so Apollo's CSRF prevention refuses them (400) rather than a 500.
 */
const ensureBody: RequestHandler = (req, _res, next) => {
  if (req.body === undefined) req.body = {};
  next();
};

/** Body-parser and other express errors as GraphQL-shaped JSON, never with a stack trace. */
function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    sendHttpError(res, httpStatusOf(error), error, logger);
  };
}

/** An HTTP-level failure (bad body, unexpected error) as GraphQL-shaped JSON: express's and the lean path's. */
function sendHttpError(res: ServerResponse, status: number, error: unknown, logger: Logger): void {
  if (status >= 500) logger.error('Unhandled HTTP error', error);
  const message =
    status === 413
      ? 'The request body is too large.'
      : status === 400
        ? 'The request body is not valid JSON.'
        : status < 500
          ? 'Bad request.'
          : 'Internal server error';
  const json = JSON.stringify({
    errors: [{ message, extensions: { code: status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR' } }],
  });
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(json));
  res.writeHead(status);
  res.end(json);
}

function httpStatusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const status =
      (error as { status?: unknown; statusCode?: unknown }).status ??
      (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 600) return status;
  }
  return 500;
}

/** The app's origin as the browser sees it: its Origin header, else http(s)://Host (context.appOrigin). */
function appOriginOf(headers: IncomingHttpHeaders): string | undefined {
  const origin = headers.origin;
  if (origin && origin !== 'null') return origin;
  const host = headers.host;
  if (!host) return undefined;
  const proto =
    String(headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() === 'https'
      ? 'https'
      : 'http';
  return `${proto}://${host}`;
}
