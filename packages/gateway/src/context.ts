import type { Credentials } from './auth/credentials.js';
import type { ResponseCookies } from './auth/sessionCookie.js';
import { ErrorCode, unauthenticated } from './errors.js';
import type { RequestLoaders } from './contextLoaders.js';
import type { ViewerCache } from './auth/viewerCache.js';
import { UpstreamCallLog, type UpstreamCall } from './rest/callLog.js';
import type { UpstreamClients } from './rest/clients.js';
import { UpstreamError } from './rest/errors.js';
import type { UpstreamSession } from './rest/house/session.js';
import { restServices, type RestServices } from './rest/services.js';
import type { HouseUser } from './rest/house/models.js';
import type { TokenSocketWatch } from './auth/tokenSocketWatch.js';

export type Transport = 'http' | 'ws';

/**
 * Each module's DataLoaders, by module name: `context.loaders.saleWizard.sessionDefinition`. A module
 * adds its entry beside its loaders' type (declaration merging), so the core names no module:
 *
 * ```ts
 * declare module '../../../context.js' {
 *   interface ModuleLoaders { bulkBidding: BulkBiddingLoaders }
 * }
 * ```
 *
 * A module reads only its own entry (eslint/gatewayBoundaries.mjs); what another module needs of it is
 * a function its index.ts exports (`forgetAuctionCalendar(context)`). modules/index.ts checks at
 * compile time that the entries are exactly the list's modules with loaders.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface ModuleLoaders {}

/** A request's loaders, one entry per module. */
export type Loaders = ModuleLoaders;

/**
 * The live hubs modules build (GatewayModule.live), by module name: `context.hubs.bulkBidding`. A
 * module adds its hub the same way: `interface ModuleHubs { bulkBidding: BulkBiddingHub }`, checked
 * against the list like ModuleLoaders.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface ModuleHubs {}

/** The hubs of this gateway; a context built without modules (a unit test's) has none. */
export type Hubs = Partial<ModuleHubs>;

/** What the modules add to the contexts of one gateway; the composition root passes it in. */
export interface ContextModules {
  /** Builds a request's loaders, one lazy entry per module (contextLoaders.ts). */
  readonly loaders: RequestLoaders<GatewayContext, Loaders>;
  readonly hubs: Hubs;
}

export interface ContextOptions {
  clients: UpstreamClients;
  /** The caller's credentials from the request (cookie or bearer), not yet verified. */
  credentials: Credentials | null;
  /** The HTTP response's cookies; null over WebSocket (login and logout need HTTP). */
  cookies: ResponseCookies | null;
  transport: Transport;
  development: boolean;
  /** The modules' loaders and live hubs; absent: no loaders and no hubs (a unit test's bare context). */
  modules?: ContextModules | undefined;
  /** Ends open subscriptions of revoked API tokens on every replica (auth/tokenSocketWatch.ts). */
  tokenSocketWatch?: TokenSocketWatch | undefined;
  /** The client's address (`ClientAddresses.of`: trusted proxies): sign-in attempts are limited per address. */
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
  readonly transport: Transport;
  /** The modules' live hubs (subscriptions, and the mutations that publish to them). */
  readonly hubs: Hubs;
  readonly tokenSocketWatch: TokenSocketWatch | null;
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
  private readonly buildLoaders: RequestLoaders<GatewayContext, Loaders>;

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
    this.hubs = options.modules?.hubs ?? {};
    this.buildLoaders = options.modules?.loaders ?? noLoaders;
    this.tokenSocketWatch = options.tokenSocketWatch ?? null;
    this.session = {
      credentials: options.credentials,
      viewer: null,
      loaders: this.newLoaders(),
      refusal: null,
    };
  }

  get credentials(): Credentials | null {
    return this.session.credentials;
  }

  get loaders(): Loaders {
    return this.session.loaders;
  }

  /** Fresh loaders: a new caller must not see the previous one's answers. */
  private newLoaders(): Loaders {
    return this.buildLoaders(this);
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
    this.session.loaders = this.newLoaders();
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
    this.session.loaders = this.newLoaders();
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

/** A bare context's loaders (no module list): a module's entry is undefined there. */
const noLoaders: RequestLoaders<GatewayContext, Loaders> = () => Object.create(null);

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
