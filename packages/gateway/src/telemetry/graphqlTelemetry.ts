import type { ApolloServerPlugin, GraphQLResponse } from '@apollo/server';
import type { RequestHandler } from 'express';
import {
  execute,
  getOperationAST,
  Kind,
  subscribe,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLFormattedError,
} from 'graphql/index.js';
import type { GatewayContext } from '../context.js';
import { activeOperation, type OperationTelemetry, type Telemetry } from './telemetry.js';

/** An operation's outcome label: 'ok', or the code of its first error (what the client was told). */
export function outcomeOf(
  errors:
    readonly (GraphQLFormattedError | { extensions?: Record<string, unknown> | undefined })[] | undefined,
): string {
  const first = errors?.[0];
  if (!first) return 'ok';
  const code = first.extensions?.['code'];
  return typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR';
}

/**
 * Express, before Apollo on `/graphql`, when tracing: the operation's span is active while Apollo
 * runs it (so the upstream calls' spans are its children and log lines carry its ids). A request
 * Apollo refuses before any plugin runs (CSRF) only ends the span.
 */
export function operationSpan(telemetry: Telemetry): RequestHandler {
  if (!telemetry.tracing) return (_req, _res, next) => next();
  return (_req, res, next) => {
    const operation = telemetry.startOperation('http');
    res.once('close', () => operation.abandon(res.statusCode));
    operation.run(() => next());
  };
}

/** Apollo: names the operation once resolved and counts it with its outcome when answered. */
export function telemetryPlugin(telemetry: Telemetry): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      const operation = activeOperation() ?? telemetry.startOperation('http');
      return {
        async didResolveOperation({ operation: resolved }) {
          if (resolved) operation.identify(resolved.operation, resolved.name?.value ?? null);
        },
        async willSendResponse({ response }) {
          operation.end(outcomeOf(formattedErrors(response)));
        },
      };
    },
  };
}

function formattedErrors(response: GraphQLResponse): readonly GraphQLFormattedError[] | undefined {
  return response.body.kind === 'single'
    ? response.body.singleResult.errors
    : response.body.initialResult.errors;
}

/**
 * graphql-ws's `execute` and `subscribe`: each operation gets its span and metrics; a subscription
 * counts as open from when it is set up until it ends (client complete, socket closed, or the
 * server's end), and its duration is its set-up.
 */
export function wsExecution(telemetry: Telemetry): {
  execute(args: ExecutionArgs): Promise<ExecutionResult>;
  subscribe(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult>;
} {
  const begin = (args: ExecutionArgs): OperationTelemetry => {
    const operation = telemetry.startOperation('ws');
    const ast = getOperationAST(args.document, args.operationName);
    if (ast) operation.identify(ast.operation, ast.name?.value ?? null);
    return operation;
  };
  return {
    async execute(args) {
      const operation = begin(args);
      try {
        const result = await operation.run(() => execute(args));
        operation.end(outcomeOf(result.errors));
        return result;
      } catch (error) {
        operation.end('INTERNAL_SERVER_ERROR');
        throw error;
      }
    },
    async subscribe(args) {
      const operation = begin(args);
      try {
        const result = await operation.run(() => subscribe(args));
        if (!isAsyncIterable(result)) {
          operation.end(outcomeOf(result.errors));
          return result;
        }
        operation.end('ok');
        const field = rootFieldOf(args);
        telemetry.metrics.subscriptionOpened(field);
        return onceClosed(result, () => telemetry.metrics.subscriptionClosed(field));
      } catch (error) {
        operation.end('INTERNAL_SERVER_ERROR');
        throw error;
      }
    },
  };
}

/** The subscription's root field (a schema name: bounded), for the open-subscriptions gauge. */
function rootFieldOf(args: ExecutionArgs): string {
  const selection = getOperationAST(args.document, args.operationName)?.selectionSet.selections[0];
  return selection?.kind === Kind.FIELD ? selection.name.value : '(unknown)';
}

function isAsyncIterable<T>(value: unknown): value is AsyncIterable<T> {
  return typeof Object(value)[Symbol.asyncIterator] === 'function';
}

/**
 * The same events, with `onClose` called exactly once when the iteration ends for any reason. An
 * iterator object rather than an async generator: a generator never started would skip its
 * `finally` when graphql-ws calls `return()` on it.
 */
export function onceClosed<T>(source: AsyncIterable<T>, onClose: () => void): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    onClose();
  };
  const wrapper: AsyncIterableIterator<T> = {
    async next() {
      try {
        const step = await iterator.next();
        if (step.done) close();
        return step;
      } catch (error) {
        close();
        throw error;
      }
    },
    async return(value?: unknown) {
      close();
      return (await iterator.return?.(value)) ?? { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      close();
      if (iterator.throw) return iterator.throw(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return wrapper;
    },
  };
  return wrapper;
}
