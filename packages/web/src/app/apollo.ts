import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import { composeTypePolicies } from './composeTypePolicies';
import { FEATURES } from './features';
import { trustedDocumentLink, withoutTrustedQueryText } from '../platform/graphql/trustedDocuments';
import { graphqlWsKeepAlive } from '../platform/graphql/graphqlWsKeepAlive';

/**
 * The normalized cache keyed by the domain's ids. The viewer is a singleton (one per session), so it
 * is keyed by nothing; embedded objects without ids (house settings, access flags, page info) merge
 * into their parent. Each feature adds the policies of the types it owns (its `index.ts`).
 */
const appTypePolicies: TypePolicies = {
  Viewer: { keyFields: [] },
  User: { keyFields: ['id'] },
  House: { keyFields: ['id'] },
  Session: { keyFields: ['id'] },
  ApiToken: { keyFields: ['id'] },
  HouseSettings: { merge: true },
  AccessFlags: { merge: true },
  PageInfo: { merge: true },
};

export const typePolicies: TypePolicies = composeTypePolicies(appTypePolicies, FEATURES);

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}

export interface ApolloClientOptions {
  /** The GraphQL endpoint; `/graphql` (same origin, proxied in development) by default. */
  uri?: string;
  /** Extra headers on every HTTP request, e.g. `authorization: Bearer …` for scripts and tests. */
  headers?: Record<string, string>;
  /** The WebSocket endpoint for subscriptions; derived from the page's origin in the browser. Null disables it. */
  wsUrl?: string | null;
  /** Replaces the transport entirely (tests, tools). The error handling still wraps it. */
  link?: ApolloLink;
  /** Called when the gateway answers UNAUTHENTICATED (session ended or never started). */
  onUnauthenticated?: () => void;
  /** The fetch implementation; the global one by default. */
  fetch?: typeof fetch;
  /**
   * Send each operation's trusted-document hash instead of its text (docs/API.md: Trusted documents).
   * On in the built app; off under the Vite dev server, where the gateway runs permissive
   * (`npm run dev`) and the documents change as you edit them.
   */
  trustedDocuments?: boolean;
}

/**
 * An operation context flag (`context: { [OPTIONAL_SESSION]: true }`): an UNAUTHENTICATED answer is
 * an expected outcome (a public page asking whether someone is signed in), not an ended session.
 */
export const OPTIONAL_SESSION = 'optionalSession';

/** True when any GraphQL error of the response says the caller is not signed in. */
export function isUnauthenticated(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED')
  );
}

function defaultWsUrl(uri: string): string | null {
  if (typeof window === 'undefined' || typeof WebSocket === 'undefined') return null;
  const url = new URL(uri, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * A link whose code is loaded by its first operation (issue 23: the WebSocket transport of
 * subscriptions stays off the first page). Operations wait for the load; an unsubscribe before it
 * ends cancels them; a failed load fails them and is tried again by the next one.
 */
function lazyLink(load: () => Promise<ApolloLink>): ApolloLink {
  let loaded: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let subscription: Subscription | undefined;
        let closed = false;
        (loaded ??= load()).then(
          (link) => {
            if (!closed) subscription = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => {
            loaded = undefined; // the next operation tries again
            observer.error(error);
          },
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}

function createTransport(options: ApolloClientOptions): ApolloLink {
  const uri = options.uri ?? '/graphql';
  // Apollo Client sends `content-type: application/json`, which satisfies the gateway's CSRF prevention.
  const http = new HttpLink({
    uri,
    credentials: 'include',
    headers: options.headers ?? {},
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const wsUrl = options.wsUrl === undefined ? defaultWsUrl(uri) : options.wsUrl;
  if (!wsUrl) return http;
  const ws = lazyLink(async () => {
    const [{ GraphQLWsLink }, { createClient }] = await Promise.all([
      import('@apollo/client/link/subscriptions'),
      import('graphql-ws'),
    ]);
    return new GraphQLWsLink(
      withoutTrustedQueryText(
        createClient({
          url: wsUrl,
          lazy: true,
          retryAttempts: 5,
          // Pings keep a quiet subscription open through proxies' idle time-outs; a lost pong reconnects.
          ...graphqlWsKeepAlive(),
          // The gateway reads a script's bearer token from `connectionParams.authorization` (browsers use the cookie).
          connectionParams: options.headers?.['authorization']
            ? { authorization: options.headers['authorization'] }
            : undefined,
        }),
      ),
    );
  });
  return ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    ws,
    http,
  );
}

/** One Apollo Client configuration for the app, scripts and tests. */
export function createApolloClient(options: ApolloClientOptions = {}): ApolloClient {
  const errorLink = new ErrorLink(({ error, operation }) => {
    // A page open to everyone asks who is signed in without being sent to the login page.
    if (isUnauthenticated(error) && operation.getContext()[OPTIONAL_SESSION] !== true)
      options.onUnauthenticated?.();
  });
  const trusted = options.trustedDocuments ?? !import.meta.env.DEV;
  return new ApolloClient({
    link: ApolloLink.from([
      errorLink,
      ...(trusted ? [trustedDocumentLink()] : []),
      options.link ?? createTransport(options),
    ]),
    cache: createCache(),
  });
}
