import type { Credentials } from './auth/credentials.js';
import type { ResponseCookies } from './auth/sessionCookie.js';
import { ErrorCode, unauthenticated } from './errors.js';
import { createLoaders, type Loaders } from './modules/loaders.js';
import { UpstreamCallLog } from './upstream/callLog.js';
import type { UpstreamClients } from './upstream/clients.js';
import { UpstreamError } from './upstream/errors.js';
import { HouseApi, type UpstreamSession } from './upstream/house/houseApi.js';
import type { HouseUser } from './upstream/house/models.js';

export type Transport = 'http' | 'ws';

export interface ContextOptions {
  clients: UpstreamClients;
  /** The caller's credentials from the request (cookie or bearer), not yet verified. */
  credentials: Credentials | null;
  /** The HTTP response's cookies; null over WebSocket (login and logout need HTTP). */
  cookies: ResponseCookies | null;
  transport: Transport;
  development: boolean;
}

/**
 * Everything a resolver may use while answering one GraphQL operation: the caller's credentials
 * (forwarded upstream as the same cookie or Authorization header), the typed REST clients bound
 * to them, this request's DataLoaders and the lazily loaded viewer (GET /app/house/user, at most
 * once). The house and user always come from here, never from GraphQL arguments.
 */
export class GatewayContext {
  readonly upstreamCalls = new UpstreamCallLog();
  readonly house: HouseApi;
  readonly transport: Transport;
  readonly development: boolean;
  private currentCredentials: Credentials | null;
  private viewerPromise: Promise<HouseUser | null> | null = null;
  private currentLoaders: Loaders;
  private readonly cookies: ResponseCookies | null;

  constructor(options: ContextOptions) {
    this.currentCredentials = options.credentials;
    this.cookies = options.cookies;
    this.transport = options.transport;
    this.development = options.development;
    this.house = new HouseApi(options.clients.house, () => ({
      credentials: this.currentCredentials,
      log: this.upstreamCalls,
    }));
    this.currentLoaders = createLoaders(this.house);
  }

  get credentials(): Credentials | null {
    return this.currentCredentials;
  }

  get loaders(): Loaders {
    return this.currentLoaders;
  }

  /**
   * The signed-in caller, or null when there are no credentials or the upstream refuses them
   * (an expired session cookie is then cleared). Other upstream failures propagate
   * (UPSTREAM_UNAVAILABLE): the gateway cannot tell who the caller is.
   */
  viewer(): Promise<HouseUser | null> {
    if (!this.currentCredentials) return Promise.resolve(null);
    this.viewerPromise ??= this.house.currentUser().catch((error: unknown) => {
      if (error instanceof UpstreamError && error.code === ErrorCode.UNAUTHENTICATED) {
        if (this.currentCredentials?.kind === 'session') this.cookies?.clearSession();
        return null;
      }
      throw error;
    });
    return this.viewerPromise;
  }

  /** The signed-in caller, or UNAUTHENTICATED. */
  async requireViewer(): Promise<HouseUser> {
    const viewer = await this.viewer();
    if (!viewer) throw unauthenticated();
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
    this.currentCredentials = { kind: 'session', token: session.token };
    this.viewerPromise = Promise.resolve(user);
    this.currentLoaders = createLoaders(this.house);
    this.cookies?.setSession(session);
  }

  /** After a logout: the rest of the request is anonymous and the cookie is cleared. */
  signedOut(): void {
    this.currentCredentials = null;
    this.viewerPromise = null;
    this.currentLoaders = createLoaders(this.house);
    this.cookies?.clearSession();
  }
}
