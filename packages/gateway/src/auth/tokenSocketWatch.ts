import type { AccessFlagName } from '../shared/accessFlags.js';
import { hasAccess } from '../shared/accessFlags.js';
import type { PubSub } from '../live/pubsub.js';
import type { Logger } from '../logger.js';
import type { HouseUser } from '../rest/house/models.js';

/** The close code of a token-authenticated socket whose token no longer lets it in (docs/API.md: Tokens). */
export const TOKEN_SOCKET_CLOSE_CODE = 4403;

export const TOKEN_SOCKET_CLOSE_REASONS = {
  revoked: 'API token revoked',
  expired: 'API token expired',
  accessLost: 'API token lost access',
} as const;

/** A graphql-ws socket opened with a bearer token, as the watch needs it. */
export interface TokenSocket {
  close(code: number, reason: string): void;
  /** The access flags its open subscriptions need (their root fields' guards). */
  neededFlags(): Iterable<AccessFlagName>;
}

/** What the upstream says of a token now: its user (flags already cut to its scopes), or null when refused. */
export type TokenLookup = (bearer: string) => Promise<HouseUser | null>;

export interface TokenSocketWatchOptions {
  pubsub: PubSub;
  /** The pub/sub channel of revocations (prefixed like every other channel). */
  channel: string;
  lookup: TokenLookup;
  /** Also told of every revocation, from any replica (the viewer cache forgets the token). */
  onRevoked?: (tokenId: string) => void;
  /** How often every open token socket's token is looked up again; 0 turns the timer off. */
  recheckIntervalMs: number;
  now?: () => number;
  logger: Logger;
}

interface WatchedToken {
  tokenId: string;
  expiresAt: number;
  sockets: Set<TokenSocket>;
}

/**
 * Keeps open graphql-ws sockets honest about the API token that opened them: a socket is closed
 * with 4403 when its token is revoked (at once on every replica when revoked through a gateway,
 * through pub/sub), expires, or its user loses a flag one of its subscriptions needs (at the next
 * recheck). A recheck looks each token up once, however many sockets and subscriptions use it.
 */
export class TokenSocketWatch {
  /** Watched tokens by bearer secret. */
  readonly #tokens = new Map<string, WatchedToken>();
  readonly #now: () => number;
  #timer: NodeJS.Timeout | null = null;
  #unsubscribe: (() => Promise<void>) | null = null;
  #rechecking: Promise<void> | null = null;

  constructor(private readonly options: TokenSocketWatchOptions) {
    this.#now = options.now ?? Date.now;
  }

  /** Listens for revocations from every replica and starts the periodic recheck. */
  async start(): Promise<void> {
    this.#unsubscribe = await this.options.pubsub.subscribe(this.options.channel, (tokenId) => {
      this.options.onRevoked?.(tokenId);
      this.#closeToken((t) => t.tokenId === tokenId, TOKEN_SOCKET_CLOSE_REASONS.revoked);
    });
    if (this.options.recheckIntervalMs > 0) {
      this.#timer = setInterval(() => void this.recheck(), this.options.recheckIntervalMs);
      this.#timer.unref();
    }
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  /** Tells every replica that a token was revoked: its sockets close now. */
  async revoked(tokenId: string): Promise<void> {
    await this.options.pubsub.publish(this.options.channel, tokenId);
  }

  /** Watches a socket opened with `bearer`, whose user is `viewer`; the returned function forgets it. */
  watch(bearer: string, viewer: HouseUser, socket: TokenSocket): () => void {
    const token = viewer.apiToken;
    if (!token) return () => undefined;
    let watched = this.#tokens.get(bearer);
    if (!watched) {
      watched = { tokenId: token.id, expiresAt: Date.parse(token.expiresAt), sockets: new Set() };
      this.#tokens.set(bearer, watched);
    }
    watched.sockets.add(socket);
    const entry = watched;
    return () => {
      entry.sockets.delete(socket);
      if (entry.sockets.size === 0 && this.#tokens.get(bearer) === entry) this.#tokens.delete(bearer);
    };
  }

  /** The number of tokens watched (one lookup each per recheck). */
  get watchedTokens(): number {
    return this.#tokens.size;
  }

  /** Looks every watched token up once and closes the sockets it no longer lets in; one run at a time. */
  recheck(): Promise<void> {
    this.#rechecking ??= this.#recheckAll().finally(() => {
      this.#rechecking = null;
    });
    return this.#rechecking;
  }

  async #recheckAll(): Promise<void> {
    await Promise.all([...this.#tokens].map(([bearer, watched]) => this.#recheckToken(bearer, watched)));
  }

  async #recheckToken(bearer: string, watched: WatchedToken): Promise<void> {
    if (watched.expiresAt <= this.#now()) return this.#close(bearer, TOKEN_SOCKET_CLOSE_REASONS.expired);
    let viewer: HouseUser | null;
    try {
      viewer = await this.options.lookup(bearer);
    } catch (error) {
      // The upstream is unreachable: the token is neither proven bad nor good; try again next time.
      this.options.logger.warn('API token recheck failed', { error: String(error) });
      return;
    }
    if (!viewer?.apiToken) {
      const expired = watched.expiresAt <= this.#now();
      return this.#close(
        bearer,
        expired ? TOKEN_SOCKET_CLOSE_REASONS.expired : TOKEN_SOCKET_CLOSE_REASONS.revoked,
      );
    }
    watched.expiresAt = Date.parse(viewer.apiToken.expiresAt);
    for (const socket of [...watched.sockets])
      for (const flag of socket.neededFlags())
        if (!hasAccess(viewer, flag)) {
          socket.close(TOKEN_SOCKET_CLOSE_CODE, TOKEN_SOCKET_CLOSE_REASONS.accessLost);
          watched.sockets.delete(socket);
          break;
        }
  }

  #closeToken(match: (watched: WatchedToken) => boolean, reason: string): void {
    for (const [bearer, watched] of this.#tokens) if (match(watched)) this.#close(bearer, reason);
  }

  #close(bearer: string, reason: string): void {
    const watched = this.#tokens.get(bearer);
    if (!watched) return;
    this.#tokens.delete(bearer);
    for (const socket of watched.sockets) socket.close(TOKEN_SOCKET_CLOSE_CODE, reason);
  }
}
