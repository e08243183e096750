import request from 'supertest';
import type { FormattedExecutionResult, GraphQLFormattedError } from 'graphql/index.js';
import WebSocket from 'ws';

export interface GraphqlResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
  };
}

export interface Caller {
  cookie?: string;
  bearer?: string;
}

/** POST /graphql over HTTP (supertest) as a cookie or bearer caller, or anonymously. */
export async function gql(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  caller: Caller = {},
): Promise<GraphqlResponse> {
  let req = request(baseUrl).post('/graphql').set('content-type', 'application/json');
  if (caller.cookie) req = req.set('cookie', caller.cookie);
  if (caller.bearer) req = req.set('authorization', `Bearer ${caller.bearer}`);
  const res = await req.send({ query, variables });
  return { status: res.status, headers: res.headers, body: res.body as GraphqlResponse['body'] };
}

/** The data of a response that must have no errors. */
export function dataOf<T = Record<string, unknown>>(res: GraphqlResponse): T {
  if (res.body.errors?.length) throw new Error(`unexpected errors: ${JSON.stringify(res.body.errors)}`);
  return res.body.data as T;
}

/** The first error's code and message. */
export function firstError(res: GraphqlResponse): {
  code: unknown;
  message: string;
  field: unknown;
  path: unknown;
} {
  const e = res.body.errors?.[0];
  if (!e) throw new Error(`expected an error, got ${JSON.stringify(res.body)}`);
  return { code: e.extensions?.['code'], message: e.message, field: e.extensions?.['field'], path: e.path };
}

export type WsOutcome =
  | { kind: 'result'; result: FormattedExecutionResult<Record<string, unknown>, unknown> }
  | { kind: 'errors'; errors: readonly GraphQLFormattedError[] }
  | { kind: 'closed'; code: number; reason: string };

/**
 * Runs one operation over the graphql-transport-ws protocol at `${baseUrl}/graphql`: connection
 * headers (cookie, origin) or a bearer in `connectionParams`, then one `subscribe`; resolves with
 * its first result, its errors, or how the socket closed.
 */
export function wsExecute(
  baseUrl: string,
  query: string,
  options: {
    cookie?: string;
    origin?: string;
    bearerParam?: string;
    extensions?: Record<string, unknown>;
  } = {},
): Promise<WsOutcome> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers['cookie'] = options.cookie;
  if (options.origin) headers['origin'] = options.origin;
  return new Promise<WsOutcome>((resolve) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      headers,
    });
    let settled = false;
    const settle = (outcome: WsOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
      if (socket.readyState === WebSocket.OPEN) socket.close(1000);
    };
    socket.on('open', () => {
      socket.send(
        JSON.stringify({
          type: 'connection_init',
          ...(options.bearerParam ? { payload: { authorization: `Bearer ${options.bearerParam}` } } : {}),
        }),
      );
    });
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as { type: string; payload?: unknown };
      if (message.type === 'connection_ack')
        socket.send(
          JSON.stringify({ id: '1', type: 'subscribe', payload: { query, extensions: options.extensions } }),
        );
      else if (message.type === 'next')
        settle({
          kind: 'result',
          result: message.payload as FormattedExecutionResult<Record<string, unknown>, unknown>,
        });
      else if (message.type === 'error')
        settle({ kind: 'errors', errors: message.payload as GraphQLFormattedError[] });
    });
    socket.on('unexpected-response', (_req, res) =>
      settle({ kind: 'closed', code: res.statusCode ?? 0, reason: 'upgrade refused' }),
    );
    socket.on('close', (code: number, reason: Buffer) =>
      settle({ kind: 'closed', code, reason: reason.toString() }),
    );
    socket.on('error', () => settle({ kind: 'closed', code: 0, reason: 'socket error' }));
  });
}
