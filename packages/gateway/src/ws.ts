import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  GraphQLError,
  Kind,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql/index.js';
import type { Disposable } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { bearerFrom, credentialsFromHeaders, type Credentials } from './auth/credentials.js';
import { GatewayContext } from './context.js';
import type { ContextFactory } from './contextFactory.js';
import { maskAndLog, rateLimited } from './errors.js';
import type { HealthState } from './http/health.js';
import { documentLimitError, MAX_TOKENS } from './limits/documentLimits.js';
import { isAllowedOrigin, type OriginRules } from './http/origin.js';
import { rootFieldCount } from './limits/callerGate.js';
import {
  SIGN_IN_FIELDS,
  type ClientAddresses,
  type CostBudget,
  type RateLimiter,
} from './limits/rateLimit/index.js';
import { documentCost } from './limits/costLimit.js';
import { costRefusal } from './http/costBudgetPlugin.js';
import type { Logger } from './logger.js';
import type { UpstreamCallsEvent } from './rest/callLog.js';
import { wsExecution } from './telemetry/graphqlTelemetry.js';
import type { Telemetry } from './telemetry/telemetry.js';
import { callerKindOf, type TrustedDocuments } from './limits/trustedDocuments/index.js';
import type { TokenSocketWatch } from './auth/tokenSocketWatch.js';
import type { AccessFlagName } from './shared/accessFlags.js';
import type { RootFieldGuards } from './auth/guards.js';

export const GRAPHQL_PATH = '/graphql';

export interface WsOptions {
  httpServer: HttpServer;
  schema: GraphQLSchema;
  /** The same limit rules Apollo uses on HTTP. */
  validationRules: readonly ValidationRule[];
  /** Each operation's context (and the connection's viewer lookup), as on HTTP: the modules' loaders and hubs. */
  contexts: ContextFactory;
  /** The subscription root fields' guards: a token socket's recheck needs their access flags. */
  subscriptionGuards: RootFieldGuards['Subscription'];
  originRules: OriginRules;
  development: boolean;
  health: HealthState;
  logger: Logger;
  maxPayloadBytes: number;
  onUpstreamCalls?: ((event: UpstreamCallsEvent) => void) | undefined;
  /** The same rate limits as HTTP: the upgrade and each subscribe message count for the caller. */
  rateLimiter: RateLimiter;
  /** Decides the client address of the upgrade request (trusted proxies), as on HTTP. */
  clientAddresses: ClientAddresses;
  /**
   * How often an open socket is pinged (WS_PING_INTERVAL_MS); one that has not answered by the next
   * ping is cut. The traffic also keeps a proxy's idle time-out from closing a quiet subscription.
   * 0: no pings.
   */
  pingIntervalMs: number;
  /** API tokens' cost budget: each subscribe message is charged its estimated cost. */
  costBudget?: CostBudget | undefined;
  /** GRAPHQL_MAX_COST, the estimate's ceiling. */
  maxCost?: number | undefined;
  /** Metrics and spans of each operation; the open-subscriptions gauge. */
  telemetry?: Telemetry | undefined;
  /** The same trusted-document policy as HTTP: a subscribe message may carry a hash instead of its query. */
  trustedDocuments: TrustedDocuments;
  /** Closes sockets opened with an API token once it is revoked, expires or loses a needed flag. */
  tokenSocketWatch?: TokenSocketWatch | undefined;
}

/** What a connection carries after `onConnect`: the verified caller's credentials. */
interface ConnectionExtra extends Record<PropertyKey, unknown> {
  credentials: Credentials;
  /** The access flag each open subscription's root field needs, by subscription id (token sockets' recheck). */
  neededFlags?: Map<string, AccessFlagName[]>;
  /** Stops watching this socket's API token (on close). */
  unwatchToken?: () => void;
}

/** `connectionParams` a non-browser client may send instead of headers: `{ authorization: 'Bearer …' }`. */
interface ConnectionParams extends Record<string, unknown> {
  authorization?: unknown;
}

/**
 * graphql-ws on the HTTP server's port at `/graphql`. The upgrade is refused for a foreign
 * `Origin`; the connection is refused (4403) unless its session cookie or bearer token is valid
 * upstream. Each operation is parsed and validated here with the same rules as HTTP (specified
 * rules + depth/alias/cost limits), runs with its own GatewayContext (fresh DataLoaders) and has
 * its errors masked like HTTP.
 */
export function attachGraphqlWs(options: WsOptions): {
  /** Closes every connection with 1001 Going Away; terminates those still open when `hardStop` aborts. */
  dispose(hardStop?: AbortSignal): Promise<void>;
} {
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayloadBytes });
  const rules = [...specifiedRules, ...options.validationRules];

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname !== GRAPHQL_PATH) return refuseUpgrade(socket, 404, 'Not Found');
    if (options.health.shuttingDown) return refuseUpgrade(socket, 503, 'Service Unavailable');
    if (!isAllowedOrigin(req.headers.origin, req.headers.host, options.originRules))
      return refuseUpgrade(socket, 403, 'Forbidden');
    options.rateLimiter.caller(credentialsFromHeaders(req.headers), options.clientAddresses.of(req)).then(
      (refusal) => {
        if (socket.destroyed) return;
        if (refusal)
          return refuseUpgrade(
            socket,
            429,
            'Too Many Requests',
            `Retry-After: ${refusal.retryAfterSeconds}\r\n`,
          );
        wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
      },
      () => socket.destroy(),
    );
  };
  options.httpServer.on('upgrade', onUpgrade);

  const newContext = (credentials: Credentials | null) =>
    options.contexts.forCaller({ credentials, cookies: null, transport: 'ws' });

  const server: Disposable = useServer<ConnectionParams, ConnectionExtra>(
    {
      schema: options.schema,
      ...(options.telemetry ? wsExecution(options.telemetry) : {}),
      onConnect: async (ctx) => {
        const fromParams = bearerFrom(
          typeof ctx.connectionParams?.authorization === 'string'
            ? ctx.connectionParams.authorization
            : undefined,
        );
        const credentials: Credentials | null = fromParams
          ? { kind: 'bearer', token: fromParams }
          : credentialsFromHeaders(ctx.extra.request.headers);
        if (!credentials) return false;
        const viewer = await newContext(credentials).viewer();
        if (!viewer) return false;
        ctx.extra.credentials = credentials;
        if (credentials.kind === 'bearer' && viewer.apiToken && options.tokenSocketWatch) {
          const neededFlags = new Map<string, AccessFlagName[]>();
          const socket = ctx.extra.socket;
          ctx.extra.neededFlags = neededFlags;
          ctx.extra.unwatchToken = options.tokenSocketWatch.watch(credentials.token, viewer, {
            close: (code, reason) => socket.close(code, reason),
            neededFlags: () => [...neededFlags.values()].flat(),
          });
        }
        return true;
      },
      onClose: (ctx) => ctx.extra.unwatchToken?.(),
      onComplete: (ctx, id) => void ctx.extra.neededFlags?.delete(id),
      onSubscribe: async (ctx, id, payload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
        const address = options.clientAddresses.of(ctx.extra.request);
        const refusal = await options.rateLimiter.caller(ctx.extra.credentials ?? null, address);
        if (refusal) return [rateLimited(refusal.retryAfterSeconds, 'ws')];
        const trusted = options.trustedDocuments.resolve(payload, callerKindOf(ctx.extra.credentials));
        if ('refusal' in trusted)
          return [new GraphQLError(trusted.refusal.message, { extensions: { code: trusted.refusal.code } })];
        const query = typeof trusted.query === 'string' ? trusted.query : '';
        let document: DocumentNode;
        try {
          document = parse(query, { maxTokens: MAX_TOKENS });
        } catch (error) {
          return [
            error instanceof GraphQLError
              ? new GraphQLError(error.message, {
                  nodes: error.nodes,
                  extensions: { code: 'GRAPHQL_PARSE_FAILED' },
                })
              : new GraphQLError('Syntax error', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } }),
          ];
        }
        const limited = documentLimitError(document);
        if (limited) return [limited];
        const errors = validate(options.schema, document, rules);
        if (errors.length > 0)
          return errors.map(
            (e) =>
              new GraphQLError(e.message, {
                nodes: e.nodes,
                extensions: { ...e.extensions, code: 'GRAPHQL_VALIDATION_FAILED' },
              }),
          );
        if (!getOperationAST(document, payload.operationName ?? undefined))
          return [
            new GraphQLError('Could not determine the operation to run', {
              extensions: { code: 'BAD_REQUEST' },
            }),
          ];
        const credentials = ctx.extra.credentials;
        if (!credentials)
          return [new GraphQLError('Not connected', { extensions: { code: 'UNAUTHENTICATED' } })];
        const signIns = rootFieldCount(document, payload.operationName, SIGN_IN_FIELDS);
        const signInRefusal = signIns > 0 ? await options.rateLimiter.signIn(address, signIns) : null;
        if (signInRefusal) return [rateLimited(signInRefusal.retryAfterSeconds, 'ws')];
        if (options.costBudget?.applies(credentials)) {
          const cost =
            documentCost(options.schema, document, payload.operationName, options.maxCost ?? 0) ?? 0;
          const spend = await options.costBudget.spend(credentials, cost);
          if (spend?.refused) return [costRefusal(spend, 'ws')];
        }
        ctx.extra.neededFlags?.set(
          id,
          subscriptionFlags(options.subscriptionGuards, document, payload.operationName),
        );
        return {
          schema: options.schema,
          document,
          variableValues: payload.variables ?? undefined,
          operationName: payload.operationName ?? undefined,
          contextValue: newContext(credentials),
        };
      },
      onNext: (_ctx, _id, payload, args, result) => {
        const context = args.contextValue;
        if (options.onUpstreamCalls && context instanceof GatewayContext)
          options.onUpstreamCalls({
            operationName: payload.operationName ?? null,
            calls: [...context.upstreamCalls.calls],
          });
        if (!result.errors) return undefined;
        return {
          ...result,
          errors: result.errors.map((e) => maskAndLog(e.toJSON(), e, options.development, options.logger)),
        };
      },
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((e) => maskAndLog(e.toJSON(), e, options.development, options.logger)),
    },
    wss,
    // graphql-ws pings each socket at this interval and terminates one whose pong has not come by the next.
    options.pingIntervalMs,
  );

  return {
    async dispose(hardStop?: AbortSignal) {
      options.httpServer.off('upgrade', onUpgrade);
      // A client that never answers the close handshake is cut off when the grace period ends.
      const terminate = () => {
        for (const socket of wss.clients) socket.terminate();
      };
      if (hardStop?.aborted) terminate();
      else hardStop?.addEventListener('abort', terminate, { once: true });
      try {
        // Sends 1001 Going Away to every client, then waits until each socket has closed.
        await server.dispose();
      } finally {
        hardStop?.removeEventListener('abort', terminate);
      }
    },
  };
}

/** The access flags the root fields of a subscription operation need (their guards); none for other operations. */
function subscriptionFlags(
  guards: RootFieldGuards['Subscription'],
  document: DocumentNode,
  operationName: string | null | undefined,
): AccessFlagName[] {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (operation?.operation !== 'subscription') return [];
  return operation.selectionSet.selections.flatMap((selection) => {
    if (selection.kind !== Kind.FIELD) return [];
    const rule = guards[selection.name.value];
    return rule && typeof rule === 'object' ? [rule.access] : [];
  });
}

function refuseUpgrade(socket: Duplex, status: number, text: string, extraHeaders = ''): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\n${extraHeaders}Content-Length: 0\r\n\r\n`);
}
