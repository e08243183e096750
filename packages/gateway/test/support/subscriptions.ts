import type { FormattedExecutionResult, GraphQLFormattedError } from 'graphql/index.js';
import WebSocket from 'ws';

/**
 * A graphql-transport-ws client for tests: one socket, one long-lived subscription, every event
 * kept in order with the time it arrived.
 */
export interface LiveSubscription {
  readonly events: Array<{ at: number; payload: FormattedExecutionResult<Record<string, unknown>> }>;
  readonly errors: GraphQLFormattedError[];
  /** Set when the socket closed. */
  closed: { code: number; reason: string } | null;
  /** Resolves once at least `count` events arrived (rejects after `timeoutMs`). */
  waitForEvents(count: number, timeoutMs?: number): Promise<void>;
  close(): void;
}

export function subscribe(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  options: { cookie?: string; origin?: string; bearer?: string } = {},
): Promise<LiveSubscription> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers['cookie'] = options.cookie;
  if (options.origin) headers['origin'] = options.origin;
  if (options.bearer) headers['authorization'] = `Bearer ${options.bearer}`;
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    headers,
  });
  const waiters = new Set<() => void>();
  const live: LiveSubscription = {
    events: [],
    errors: [],
    closed: null,
    waitForEvents(count, timeoutMs = 30_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (live.events.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve();
          } else if (live.closed || live.errors.length > 0) {
            waiters.delete(check);
            clearTimeout(timer);
            reject(new Error(`subscription ended: ${JSON.stringify(live.closed ?? live.errors)}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${live.events.length} of ${count} events after ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close() {
      if (socket.readyState === WebSocket.OPEN) {
        socket.send(JSON.stringify({ id: '1', type: 'complete' }));
        socket.close(1000);
      } else socket.terminate();
    },
  };
  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };
  return new Promise<LiveSubscription>((resolve) => {
    let settled = false;
    const settle = () => {
      if (!settled) {
        settled = true;
        resolve(live);
      }
    };
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as { type: string; payload?: unknown };
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables } }));
        settle();
      } else if (message.type === 'next') {
        live.events.push({
          at: performance.now(),
          payload: message.payload as FormattedExecutionResult<Record<string, unknown>>,
        });
        notify();
      } else if (message.type === 'error') {
        live.errors.push(...(message.payload as GraphQLFormattedError[]));
        notify();
        settle();
      }
    });
    socket.on('unexpected-response', (_req, res) => {
      live.closed = { code: res.statusCode ?? 0, reason: 'upgrade refused' };
      notify();
      settle();
    });
    socket.on('close', (code: number, reason: Buffer) => {
      live.closed = { code, reason: reason.toString() };
      notify();
      settle();
    });
    socket.on('error', () => {
      live.closed ??= { code: 0, reason: 'socket error' };
      notify();
      settle();
    });
  });
}
