import { ImagesApi } from './modules/lotImages/providers/imagesApi.js';
import type { Credentials } from './auth/credentials.js';
import type { ResponseCookies } from './auth/sessionCookie.js';
import { ErrorCode, unauthenticated } from './errors.js';
import { createLoaders, type Loaders } from './modules/loaders.js';
import type { ViewerCache } from './auth/viewerCache.js';
import { UpstreamCallLog, type UpstreamCall } from './rest/callLog.js';
import type { UpstreamClients } from './rest/clients.js';
import { UpstreamError } from './rest/errors.js';
import type { UpstreamSession } from './rest/house/session.js';
import { restServices, type RestServices } from './rest/services.js';
import type { BulkBiddingHub } from './modules/bulkBidding/live/bulkBiddingHub.js';
import type { ShippingReviewHub } from './modules/shippingReviews/live/shippingReviewHub.js';
import type { InvoiceGroupHub } from './modules/invoices/live/invoiceGroupHub.js';
import type { HouseUser } from './rest/house/models.js';
import type { TokenSocketWatch } from './auth/tokenSocketWatch.js';

export type Transport = 'http' | 'ws';

export interface ContextOptions {
  clients: UpstreamClients;
  /** The caller's credentials from the request (cookie or bearer), not yet verified. */
  credentials: Credentials | null;
  /** The HTTP response's cookies; null over WebSocket (login and logout need HTTP). */
  cookies: ResponseCookies | null;
  transport: Transport;
  development: boolean;
  /** Live shipping review updates (subscriptions); absent in contexts that never subscribe. */
  shippingReviewHub?: ShippingReviewHub | undefined;
  /** Live bulk-bidding lot updates (subscriptions). */
  bulkBiddingHub?: BulkBiddingHub | undefined;
  /** Ends open subscriptions of revoked API tokens on every replica (auth/tokenSocketWatch.ts). */
  tokenSocketWatch?: TokenSocketWatch | undefined;
  /** Live invoice group updates: subscriptions, and the invoice mutations that publish to them. */
  invoiceGroupHub?: InvoiceGroupHub | undefined;
  /** The client's address (the socket's peer): sign-in attempts are limited per address. */
  clientAddress?: string | undefined;
  /**
   * The origin the browser uses for the app (its `Origin` header, which the origin policy has
   * checked, else the Host): password-reset links point at it (the upstream's
   * PASSWORD_RESET_ORIGINS is what restricts it in production).
   */
  appOrigin?: string | undefined;
}

/**
 * Everything a resolver may use while answering one GraphQL operation: the caller's credentials
 * (forwarded upstream as the same cookie or Authorization header), the typed REST facades bound
 * to them, this request's DataLoaders and the lazily loaded viewer (GET /app/house/user, at most
 * once). The house and user always come from here, never from GraphQL arguments.
 */
export class GatewayContext {
  /** This request's upstream calls; each one also keeps the viewer cache true (see onUpstreamCall). */
  readonly upstreamCalls = new ObservedCallLog((call) => this.onUpstreamCall(call));
  /** The REST services (`rest.house.GET(...)`), typed by their contracts, bound to the caller's credentials. */
  readonly rest: RestServices;
  /** The images calls (uploads, registration, the lot page's images), with this request's loaders. */
  readonly images: ImagesApi;
  readonly transport: Transport;
  readonly shippingReviewHub: ShippingReviewHub | null;
  readonly bulkBiddingHub: BulkBiddingHub | null;
  readonly tokenSocketWatch: TokenSocketWatch | null;
  readonly invoiceGroupHub: InvoiceGroupHub | null;
  readonly development: boolean;
  readonly clientAddress: string | undefined;
  readonly appOrigin: string | undefined;
  /**
   * The request's session state in one holder object: Apollo Server shallow-copies the context
   * value per operation, so state kept in plain fields would change on the copy while the REST
   * clients (closures over the original) kept reading the old credentials.
   */
  private readonly session: {
    credentials: Credentials | null;
    viewer: Promise<HouseUser | null> | null;
    loaders: Loaders;
    /** Why the upstream refused the credentials, when it said something more useful than "sign in". */
    refusal: string | null;
  };
  private readonly cookies: ResponseCookies | null;
  private readonly viewerCache: ViewerCache;

  constructor(options: ContextOptions) {
    this.cookies = options.cookies;
    this.viewerCache = options.clients.viewerCache;
    this.transport = options.transport;
    this.development = options.development;
    this.clientAddress = options.clientAddress;
    this.appOrigin = options.appOrigin;
    // The closure reads the shared holder, so a copy's signedIn() reaches these clients too.
    this.rest = restServices(options.clients, () => ({
      credentials: this.session.credentials,
      log: this.upstreamCalls,
    }));
    this.images = new ImagesApi(
      this.rest.catalog,
      async () => (await this.requireViewer()).houseInfo.houseID,
    );
    this.shippingReviewHub = options.shippingReviewHub ?? null;
    this.bulkBiddingHub = options.bulkBiddingHub ?? null;
    this.tokenSocketWatch = options.tokenSocketWatch ?? null;
    this.invoiceGroupHub = options.invoiceGroupHub ?? null;
    this.session = {
      credentials: options.credentials,
      viewer: null,
      loaders: createLoaders(this),
      refusal: null,
    };
  }

  get credentials(): Credentials | null {
    return this.session.credentials;
  }

  get loaders(): Loaders {
    return this.session.loaders;
  }

  /**
   * The signed-in caller, or null when there are no credentials or the upstream refuses them
   * (an expired session cookie is then cleared). Other upstream failures propagate
   * (UPSTREAM_UNAVAILABLE): the gateway cannot tell who the caller is.
   */
  viewer(): Promise<HouseUser | null> {
    const session = this.session;
    const credentials = session.credentials;
    if (!credentials) return Promise.resolve(null);
    if (session.viewer) return session.viewer;
    const cached = this.viewerCache.get(credentials);
    if (cached) {
      session.viewer = Promise.resolve(cached);
      return session.viewer;
    }
    const startedAt = this.viewerCache.begin();
    session.viewer = this.rest.house.GET('/app/house/user').then(
      ({ data: { user } }) => {
        this.viewerCache.store(credentials, user, startedAt);
        return user;
      },
      (error: unknown) => {
        if (error instanceof UpstreamError && error.code === ErrorCode.UNAUTHENTICATED) {
          if (credentials.kind === 'session') this.cookies?.clearSession();
          // The one refusal worth its own words: a script's token expired (docs/API.md: Tokens).
          if (error.upstreamCode === 'API_TOKEN_EXPIRED') session.refusal = error.message;
          return null;
        }
        throw error;
      },
    );
    return session.viewer;
  }

  /** The signed-in caller, or UNAUTHENTICATED. */
  async requireViewer(): Promise<HouseUser> {
    const viewer = await this.viewer();
    if (!viewer) throw unauthenticated(this.session.refusal ?? undefined);
    return viewer;
  }

  /** The caller's house reference: always the session's house. */
  async houseRef(): Promise<string> {
    return (await this.requireViewer()).houseInfo.houseRef;
  }

  /** Whether the cookie can be set on this request's response (HTTP, not WebSocket). */
  get canSetCookies(): boolean {
    return this.cookies !== null;
  }

  /** After a login: later resolvers of this request act as the new session, and the browser gets the cookie. */
  signedIn(user: HouseUser, session: UpstreamSession): void {
    this.session.credentials = { kind: 'session', token: session.token };
    this.session.viewer = Promise.resolve(user);
    this.session.loaders = createLoaders(this);
    this.cookies?.setSession(session);
  }

  /**
   * After a logout: the rest of the request is anonymous and the cookie is cleared; resolves once
   * every replica has been told to forget the session (its cached user would still answer there).
   */
  signedOut(): Promise<void> {
    const credentials = this.session.credentials;
    this.session.credentials = null;
    this.session.viewer = null;
    this.session.loaders = createLoaders(this);
    this.cookies?.clearSession();
    // A lost publish (Redis down) only leaves the other replicas' entry to its short time to live.
    return credentials ? this.viewerCache.revoke(credentials).catch(() => undefined) : Promise.resolve();
  }

  /**
   * Keeps the viewer cache true: credentials the upstream refused (401) are forgotten, and so is
   * every cached user of the caller's house after a write (a non-GET call), which may have changed
   * access flags, tokens or settings.
   */
  private onUpstreamCall(call: UpstreamCall): void {
    const credentials = this.session.credentials;
    // Forgotten on this replica only: the upstream refuses it on every replica's own calls, and a
    // publish per 401 would let a caller with bad tokens flush every replica's cache (a logout is
    // what is published: signedOut).
    if (call.status === 401 && credentials) this.viewerCache.forget(credentials);
    if (call.method === 'GET') return;
    const houseRef = /^\/app\/house\/([^/?]+)/.exec(call.path)?.[1];
    if (houseRef && houseRef !== 'user') this.viewerCache.forgetHouse(decodeURIComponent(houseRef));
    void this.forgetViewerHouse();
  }

  /** Forgets the caller's house's cached users (also for writes whose path names no house). */
  private async forgetViewerHouse(): Promise<void> {
    const viewer = await this.session.viewer?.catch(() => null);
    if (viewer) this.viewerCache.forgetHouse(viewer.houseInfo.houseRef);
  }
}

/** An upstream call log that also tells its owner about each call as it is recorded. */
class ObservedCallLog extends UpstreamCallLog {
  constructor(private readonly observe: (call: UpstreamCall) => void) {
    super();
  }

  override record(call: UpstreamCall): void {
    super.record(call);
    this.observe(call);
  }
}
