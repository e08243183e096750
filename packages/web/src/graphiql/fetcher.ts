import type { GraphiQLProps } from 'graphiql';
import type { ExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { graphqlWsKeepAlive } from '../platform/graphql/graphqlWsKeepAlive';

interface FetcherParams {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

interface FetcherOpts {
  headers?: Record<string, unknown>;
}

/** Subscriptions are the only operations that go over the WebSocket. */
export function isSubscription(query: string, operationName?: string | null): boolean {
  const stripped = query.replace(/#[^\n]*/g, '');
  const operations = [...stripped.matchAll(/\b(query|mutation|subscription)\b\s*([_A-Za-z][_0-9A-Za-z]*)?/g)];
  const chosen = operationName ? operations.find((m) => m[2] === operationName) : operations[0];
  return chosen?.[1] === 'subscription';
}

function wsUrlFor(url: string): string {
  const absolute = new URL(url, window.location.href);
  absolute.protocol = absolute.protocol === 'https:' ? 'wss:' : 'ws:';
  return absolute.toString();
}

function stringHeaders(headers: Record<string, unknown> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers ?? {})) if (value != null) result[key] = String(value);
  return result;
}

/**
 * A GraphiQL fetcher: HTTP POST with the session cookie (`credentials: 'include'`) for queries and
 * mutations, graphql-ws for subscriptions.
 */
export function createGraphiQLFetcher({ url }: { url: string }): GraphiQLProps['fetcher'] {
  let ws: Client | null = null;
  const wsClient = () => (ws ??= createClient({ url: wsUrlFor(url), lazy: true, ...graphqlWsKeepAlive() }));

  return (params: FetcherParams, opts?: FetcherOpts) => {
    if (isSubscription(params.query, params.operationName)) {
      // graphql-ws yields formatted (JSON) errors; GraphiQL only renders them, so the shapes agree at runtime.
      return wsClient().iterate({
        query: params.query,
        operationName: params.operationName ?? undefined,
        variables: params.variables ?? undefined,
      }) as AsyncIterableIterator<ExecutionResult>;
    }
    return fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...stringHeaders(opts?.headers),
      },
      body: JSON.stringify(params),
    }).then((response) => response.json() as Promise<ExecutionResult>);
  };
}
