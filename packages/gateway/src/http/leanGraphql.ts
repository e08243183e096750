import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Response } from 'express';
import {
  execute,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql/index.js';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { GatewayContext } from '../context.js';
import { usesIntrospection, withoutSuggestions } from '../limits/callerGate.js';
import type { UpstreamCallsEvent } from '../rest/callLog.js';
import { outcomeOf } from '../telemetry/graphqlTelemetry.js';
import type { Telemetry } from '../telemetry/telemetry.js';
import {
  markResolved,
  resolveBody,
  sendTrustedDocumentRefusal,
  type TrustedDocuments,
} from '../limits/trustedDocuments/index.js';
import { bytesOf } from '../limits/declaredBody.js';
import { isAllowedOrigin, type OriginRules } from './origin.js';
import { SECURITY_HEADERS } from './securityHeaders.js';

/**
 * The lean path of `POST /graphql` (performance, bench/README.md): a query whose document Apollo Server has
 * already parsed, checked against the limits and validated is answered straight from Node's HTTP
 * server: no express routing or body parser, no Apollo request pipeline (query hashing, plugin
 * hooks, content negotiation per request). Every other request — unknown or invalid documents,
 * mutations, introspection, batches, GET, other content types, foreign origins, bad variables —
 * goes to express and Apollo Server untouched, before anything was executed. So the guards,
 * limits, CSRF prevention and error texts stay Apollo's; what this path does itself (error
 * formatting, status, headers) mirrors Apollo Server 5 and the gateway's plugins.
 */

/** The `Accept` headers served here and the content type Apollo answers each with. */
const CONTENT_TYPES = new Map<string | undefined, string>([
  [undefined, 'application/json; charset=utf-8'],
  ['*/*', 'application/json; charset=utf-8'],
  ['application/json', 'application/json; charset=utf-8'],
  [
    'application/graphql-response+json, application/json;q=0.9',
    'application/graphql-response+json; charset=utf-8',
  ],
  [
    'application/graphql-response+json,application/json;q=0.9',
    'application/graphql-response+json; charset=utf-8',
  ],
]);

const JSON_CONTENT_TYPE = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/**
 * Bounds of the remembered documents (the web app sends ~100 distinct ones): how many, their total
 * text, and the largest text. Full, the memo starts over, so callers sending endless distinct valid
 * documents cost memory no more than this, and the screens' own queries come back at once.
 */
const MAX_DOCUMENTS = 500;
const MAX_TOTAL_SOURCE_LENGTH = 5_000_000;
const MAX_SOURCE_LENGTH = 100_000;

interface KnownDocument {
  document: DocumentNode;
  /** Per operation name asked: the query operation, or null when this path must not serve it. */
  operations: Map<string | null, OperationDefinitionNode | null>;
  /** Per operation name: the query compiled by graphql-jit, or null when it would not compile. */
  compiled: Map<string | null, CompiledQuery | null>;
}

export interface LeanGraphqlOptions {
  schema: GraphQLSchema;
  /** The JSON body limit (`GatewayConfig.bodyLimit`, e.g. "100kb"); larger bodies go to express (0: this path is off). */
  bodyLimit: string;
  originRules: OriginRules;
  development: boolean;
  context(req: IncomingMessage, cookies: Response): GatewayContext;
  /** Apollo Server's `formatError` (the gateway's masking). */
  formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError;
  onUpstreamCalls?: ((event: UpstreamCallsEvent) => void) | undefined;
  /** Writes a failure of this path itself the way express's error handler would. */
  sendHttpError(res: ServerResponse, status: number, error: unknown): void;
  /** Metrics and the operation's span, as on Apollo's path. */
  telemetry?: Telemetry | undefined;
  /**
   * Resolves trusted-document hashes (and refuses what the policy refuses) before anything else,
   * so a hash of a remembered query is served here like its text.
   */
  trustedDocuments: TrustedDocuments;
}

export interface LeanGraphql {
  /** Apollo plugin: remembers each query document that passed parsing, the limits and validation. */
  plugin: ApolloServerPlugin<GatewayContext>;
  /**
   * Serves the request, or hands it to `fallback` (express) untouched — or, once its JSON body
   * was read, with `req.body` set (express's JSON parser then skips it).
   */
  handle(req: IncomingMessage, res: ServerResponse, fallback: () => void): void;
}

export function createLeanGraphql(options: LeanGraphqlOptions): LeanGraphql {
  const { schema, originRules, development } = options;
  const bodyLimit = bytesOf(options.bodyLimit);
  const documents = new Map<string, KnownDocument>();
  let totalSourceLength = 0;

  const remember = (source: string, document: DocumentNode) => {
    if (documents.has(source) || source.length > MAX_SOURCE_LENGTH) return;
    if (documents.size >= MAX_DOCUMENTS || totalSourceLength + source.length > MAX_TOTAL_SOURCE_LENGTH) {
      documents.clear();
      totalSourceLength = 0;
    }
    documents.set(source, { document, operations: new Map(), compiled: new Map() });
    totalSourceLength += source.length;
  };

  const queryOperation = (known: KnownDocument, name: string | null): OperationDefinitionNode | null => {
    let operation = known.operations.get(name);
    if (operation === undefined) {
      const found = getOperationAST(known.document, name);
      operation =
        found && found.operation === 'query' && !usesIntrospection(known.document, name) ? found : null;
      known.operations.set(name, operation);
    }
    return operation;
  };

  /** What the request's headers allow: the content type to answer with, or null (express serves it). */
  const contentTypeFor = (req: IncomingMessage): string | null => {
    if (req.method !== 'POST' || req.url !== '/graphql') return null;
    const headers = req.headers;
    const type = headers['content-type'];
    if (type === undefined || !JSON_CONTENT_TYPE.test(type)) return null;
    const encoding = headers['content-encoding'];
    if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return null;
    // API tokens go through Apollo: their cost budget and its headers live in a plugin there.
    if (headers.authorization !== undefined) return null;
    const length = Number(headers['content-length']);
    if (!(length > 0 && length <= bodyLimit)) return null;
    const origin = headers.origin;
    // No CORS here: a listed cross-origin caller gets its headers from express's origin policy.
    if (
      origin !== undefined &&
      (originRules.allowed.includes(origin) || !isAllowedOrigin(origin, headers.host, originRules))
    )
      return null;
    return CONTENT_TYPES.get(headers.accept) ?? null;
  };

  const formatErrors = async (
    errors: readonly GraphQLError[],
    context: GatewayContext,
  ): Promise<{ formatted: GraphQLFormattedError[]; status: number; headers: [string, string][] }> => {
    // anonymousSchemaPrivacyPlugin: no field suggestions for anonymous callers outside development.
    if (!development && errors.some((e) => withoutSuggestions(e.message) !== e.message)) {
      const signedIn = await context.viewer().then(
        (viewer) => viewer !== null,
        () => false,
      );
      if (!signedIn) for (const error of errors) error.message = withoutSuggestions(error.message);
    }
    let status = 200;
    const headers: [string, string][] = [];
    // Apollo Server's normalizeAndFormatErrors: a code on every error, `extensions.http` moved to
    // the response, the stack only in development, then formatError (a failing one masks).
    const enrich = (error: GraphQLError): GraphQLFormattedError => {
      const extensions: Record<string, unknown> = {
        ...error.extensions,
        // graphql-jit's errors carry no extensions object when the original error had none.
        code: error.extensions?.['code'] ?? 'INTERNAL_SERVER_ERROR',
      };
      const http = extensions['http'];
      if (isHttpHead(http)) {
        if (http.status) status = http.status;
        if (http.headers) for (const [name, value] of http.headers) headers.push([name, value]);
        delete extensions['http'];
      }
      if (development) extensions['stacktrace'] = error.stack?.split('\n');
      return { ...error.toJSON(), extensions };
    };
    const formatted = errors.map((error) => {
      try {
        return options.formatError(enrich(error), error);
      } catch (formattingError) {
        if (development)
          return enrich(
            formattingError instanceof GraphQLError
              ? formattingError
              : new GraphQLError(String((formattingError as Error | undefined)?.message ?? formattingError)),
          );
        return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
    });
    return { formatted, status, headers };
  };

  /**
   * graphql-jit turns the operation into one JavaScript function (no per-field lookups, argument
   * objects or completion by type at run time: ~30% of the CPU of the hub queries). It calls the
   * schema's own resolvers (guards included) and serializers; an operation it cannot compile runs on
   * graphql-js.
   */
  const compiledQuery = (known: KnownDocument, name: string | null): CompiledQuery | null => {
    let compiled = known.compiled.get(name);
    if (compiled === undefined) {
      const result = compileQuery(schema, known.document, name ?? undefined, {
        disablingCapturingStackErrors: !development,
      });
      compiled = isCompiledQuery(result) ? result : null;
      known.compiled.set(name, compiled);
    }
    return compiled;
  };

  const serve = async (
    req: IncomingMessage,
    res: ServerResponse,
    contentType: string,
    known: KnownDocument,
    operation: OperationDefinitionNode,
    body: LeanBody,
  ): Promise<void> => {
    const context = options.context(req, cookieAppender(res));
    const compiled = compiledQuery(known, body.operationName);
    const telemetry = options.telemetry?.startOperation('http');
    telemetry?.identify('query', operation.name?.value ?? null);
    const run = async () =>
      compiled
        ? await compiled.query(undefined, context, body.variables)
        : await execute({
            schema,
            document: known.document,
            contextValue: context,
            variableValues: body.variables,
            operationName: body.operationName,
          });
    let result;
    try {
      result = telemetry ? await telemetry.run(run) : await run();
    } catch (error) {
      telemetry?.end('INTERNAL_SERVER_ERROR');
      throw error;
    }
    let status = 200;
    let json: string;
    if (result.errors && result.errors.length > 0) {
      // Inside the span: the masking's log lines carry its ids.
      const errors = result.errors;
      const formatted = await (telemetry
        ? telemetry.run(() => formatErrors(errors, context))
        : formatErrors(errors, context));
      telemetry?.end(outcomeOf(formatted.formatted));
      status = formatted.status;
      for (const [name, value] of formatted.headers) res.setHeader(name, value);
      json = `${JSON.stringify({ errors: formatted.formatted, data: result.data })}\n`;
    } else {
      telemetry?.end('ok');
      json = `${JSON.stringify({ data: result.data })}\n`;
    }
    options.onUpstreamCalls?.({
      operationName: operation.name?.value ?? null,
      calls: [...context.upstreamCalls.calls],
    });
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    res.setHeader('cache-control', 'no-store');
    res.setHeader('content-type', contentType);
    res.setHeader('content-length', Buffer.byteLength(json));
    res.writeHead(status);
    res.end(json);
  };

  return {
    plugin: {
      async requestDidStart() {
        return {
          async didResolveOperation({ source, document, operation }) {
            if (operation?.operation === 'query') remember(source, document);
          },
        };
      },
    },
    handle(req, res, fallback) {
      const contentType = contentTypeFor(req);
      if (contentType === null) {
        fallback();
        return;
      }
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('error', () => undefined);
      req.on('end', () => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch (error) {
          options.sendHttpError(res, 400, error);
          return;
        }
        // express.json() is strict: only objects and arrays.
        if (typeof parsed !== 'object' || parsed === null) {
          options.sendHttpError(res, 400, new SyntaxError('strict JSON'));
          return;
        }
        const trusted = resolveBody(options.trustedDocuments, req, parsed);
        markResolved(req);
        if ('refusal' in trusted) {
          sendTrustedDocumentRefusal(res, trusted.refusal);
          return;
        }
        const resolvedBody = trusted.body as object;
        const body = leanBody(resolvedBody);
        const known = body ? documents.get(body.query) : undefined;
        const operation = body && known ? queryOperation(known, body.operationName) : null;
        // Bad variables are Apollo's to report (400 BAD_USER_INPUT), before anything runs. The
        // coerced values (defaults applied) are what runs: graphql-jit refuses a missing non-null
        // variable even when it has a default.
        const coerced =
          body && operation
            ? getVariableValues(schema, operation.variableDefinitions ?? [], body.variables, { maxErrors: 1 })
            : null;
        if (!body || !known || !operation || !coerced || 'errors' in coerced) {
          (req as IncomingMessage & { body?: unknown }).body = resolvedBody;
          fallback();
          return;
        }
        serve(req, res, contentType, known, operation, { ...body, variables: coerced.coerced }).catch(
          (error: unknown) => {
            if (!res.headersSent) options.sendHttpError(res, 500, error);
            else res.destroy();
          },
        );
      });
    },
  };
}

interface LeanBody {
  query: string;
  operationName: string | null;
  variables: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request, when it is a plain single operation (no batch, no extensions, well-typed fields). */
function leanBody(parsed: object): LeanBody | null {
  if (!isRecord(parsed) || parsed['extensions'] !== undefined) return null;
  const { query, operationName, variables } = parsed;
  if (typeof query !== 'string' || query === '') return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
  if (variables !== undefined && variables !== null && !isRecord(variables)) return null;
  return { query, operationName: operationName ?? null, variables: variables ?? {} };
}

function isHttpHead(value: unknown): value is { status?: number; headers?: Map<string, string> } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (!('status' in value) || typeof value.status === 'number') &&
    (!('headers' in value) || value.headers instanceof Map)
  );
}

/**
 * The one express response method the session cookie helpers use (`append`), on a plain Node
 * response: a signed-out caller's expired cookie is cleared on this path too.
 */
function cookieAppender(res: ServerResponse): Response {
  const appender = {
    append(field: string, value: string) {
      const previous = res.getHeader(field);
      const list = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
      res.setHeader(field, [...list, value]);
      return appender;
    },
  };
  return appender as unknown as Response;
}
