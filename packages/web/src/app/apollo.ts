import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';

/**
 * The normalized cache keyed by the domain's ids. The viewer is a singleton (one per session), so it
 * is keyed by nothing; embedded objects without ids (house settings, access flags, page info) merge
 * into their parent.
 */
export const typePolicies: TypePolicies = {
  Viewer: { keyFields: [] },
  User: { keyFields: ['id'] },
  House: { keyFields: ['id'] },
  Session: { keyFields: ['id'] },
  // A group's session list is always fetched whole: the newest answer replaces the old one.
  SaleGroup: { keyFields: ['id'], fields: { sessions: { merge: false } } },
  InvoiceGroup: { keyFields: ['id'], fields: { sessions: { merge: false } } },
  InvoiceTemplate: { keyFields: ['id'] },
  ApiToken: { keyFields: ['id'] },
  // Invoice editing (issue 3). An editor's id carries its shown invoice ids ("12" or "12:5,9").
  InvoiceGroupEditor: { keyFields: ['id'], fields: { sessions: { merge: false } } },
  InvoiceGroupDetails: {
    keyFields: ['id'],
    fields: { sessions: { merge: false }, csvRows: { merge: false } },
  },
  Invoice: { keyFields: ['id'] },
  InvoiceLine: { keyFields: ['id'] },
  PaymentMethod: { keyFields: ['id'] },
  InvoicePage: { merge: true },
  InvoiceTotals: { merge: true },
  ChargeAmounts: { merge: true },
  AdditionalCharges: { merge: true },
  HouseSettings: { merge: true },
  AccessFlags: { merge: true },
  PageInfo: { merge: true },
  // Sales setup (issue 5). The wizard's steps read different fields of one session: normalized by
  // their ids so the answers merge. Channel states and payment choices belong to one sale, so they
  // stay inside it (the same channel id has another state in another session).
  // One calendar per period, search and page: kept under its query's arguments, not merged by period.
  AuctionCalendar: { keyFields: false, fields: { groups: { merge: false } } },
  CalendarGroup: { keyFields: ['id'], fields: { sessions: { merge: false } } },
  AddSaleForm: { keyFields: [] },
  SessionWizard: { keyFields: ['groupId', 'catalogId'] },
  FixedPriceSaleDetails: { keyFields: ['groupId', 'catalogId'] },
  SaleChannel: { keyFields: false },
  PaymentMethodChoice: { keyFields: false },
  FixedPriceTerm: { keyFields: false },
  SessionContacts: { merge: true },
  TimedOptions: { merge: true },
  InvoiceEmailSettings: { merge: true },
  ShipToRules: { merge: true },
  BuyerPremiumSchedule: { merge: true },
  LocationDefaults: { merge: true },
  // Shipping review (issue 8): live updates land on these ids and change the page in place.
  ShippingReviewCatalog: { keyFields: ['id'], fields: { lots: { merge: false } } },
  ShippingReviewCounts: { merge: true },
  ShippingReviewLot: { keyFields: ['id'] },
  ShippingReview: {
    keyFields: ['id'],
    fields: { objects: { merge: false }, objectsImages: { merge: false } },
  },
  ShippingObject: { keyFields: ['id'] },
  ShippingObjectType: { keyFields: ['id'] },
  // Images, preview, review & publish (issue 7): a mutation's payload updates the page by itself.
  ImageUploadStep: { keyFields: ['groupId', 'catalogId'], fields: { lots: { merge: false } } },
  LotImage: { keyFields: ['photoId'] },
  SalePreview: { keyFields: ['groupId', 'catalogId'], fields: { lots: { merge: false } } },
  SaleReview: { keyFields: ['groupId', 'catalogId'], fields: { banners: { merge: false } } },
  FeaturedLots: { keyFields: ['catalogId'] },
  CoverPhoto: { keyFields: ['catalogId'] },
};

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
}

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
  const ws = new GraphQLWsLink(
    createClient({
      url: wsUrl,
      lazy: true,
      retryAttempts: 5,
      // The gateway reads a script's bearer token from `connectionParams.authorization` (browsers use the cookie).
      connectionParams: options.headers?.['authorization']
        ? { authorization: options.headers['authorization'] }
        : undefined,
    }),
  );
  return ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    ws,
    http,
  );
}

/** One Apollo Client configuration for the app, scripts and tests. */
export function createApolloClient(options: ApolloClientOptions = {}): ApolloClient {
  const errorLink = new ErrorLink(({ error }) => {
    if (isUnauthenticated(error)) options.onUnauthenticated?.();
  });
  return new ApolloClient({
    link: ApolloLink.from([errorLink, options.link ?? createTransport(options)]),
    cache: createCache(),
  });
}
