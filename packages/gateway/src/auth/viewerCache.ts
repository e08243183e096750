import { createHash } from 'node:crypto';
import type { PubSub } from '../live/pubsub.js';
import type { HouseUser } from '../rest/house/models.js';
import type { Credentials } from './credentials.js';

export interface ViewerCacheOptions {
  /** How long a looked-up user is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Most sessions remembered at once (the oldest is dropped first). */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  user: HouseUser;
  expiresAt: number;
}

/**
 * The caller's user (GET /app/house/user) per session or API token, reused for a few seconds so
 * a screen's requests do not each repeat the lookup. Correctness first:
 * - entries live `ttlMs` (2 s by default), so a change made elsewhere shows within that time;
 * - a logout, a 401 from any upstream call with those credentials, and any write (non-GET call)
 *   made for a house forget the house's entries at once (permissions, tokens and settings change
 *   through writes);
 * - a lookup that started before a forget never stores its (possibly stale) answer;
 * - an API token's entry ends at the token's expiry at the latest; a revoked token is forgotten at
 *   once on every replica (`forgetToken`, called from the revocation channel: auth/tokenSocketWatch.ts);
 * - a logout forgets the session or token at once on every replica (`revoke`, published on the
 *   `sessionRevoked` channel by its fingerprint, never the secret itself, through Redis when set); a
 *   401 forgets it on the replica that saw it (the others' own calls are refused upstream anyway);
 * - the upstream still checks the credentials on every call, so the cache can never grant data
 *   the upstream would refuse; it only saves the gateway's own lookup.
 */
export class ViewerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** Bumped by every forget: lookups that started under an older epoch do not store. */
  private epoch = 0;
  /** Where revocations are published once `share` has run. */
  private shared: { pubsub: PubSub; channel: string } | null = null;

  constructor(private readonly options: ViewerCacheOptions) {
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /** The cached user of these credentials, when still fresh. */
  get(credentials: Credentials): HouseUser | null {
    if (!this.enabled) return null;
    const key = credentialsFingerprint(credentials);
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.user;
  }

  /** Marks the start of a lookup; pass the result to `store` with the lookup's answer. */
  begin(): number {
    return this.epoch;
  }

  /** Remembers a lookup's answer, unless something was forgotten since it began. */
  store(credentials: Credentials, user: HouseUser, startedAt: number): void {
    if (!this.enabled || startedAt !== this.epoch) return;
    const key = credentialsFingerprint(credentials);
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    // An API token's user is never reused past the token's own expiry.
    const tokenExpiry = user.apiToken ? Date.parse(user.apiToken.expiresAt) : Number.POSITIVE_INFINITY;
    this.entries.set(key, { user, expiresAt: Math.min(this.now() + this.options.ttlMs, tokenExpiry) });
  }

  /** Forgets one session or token on this replica only (see `revoke` for every replica). */
  forget(credentials: Credentials): void {
    this.forgetFingerprint(credentialsFingerprint(credentials));
  }

  /**
   * Forgets one session or token on every replica that shares this cache's channel (a logout):
   * resolves once the revocation is published, so the caller's answer comes
   * after it. A failed publish is reported; the other replicas then drop it within `ttlMs`.
   */
  async revoke(credentials: Credentials): Promise<void> {
    const fingerprint = credentialsFingerprint(credentials);
    this.forgetFingerprint(fingerprint);
    if (this.shared) await this.shared.pubsub.publish(this.shared.channel, fingerprint);
  }

  /**
   * Listens on `channel` for the revocations of every replica (this one's too); the returned function
   * stops listening.
   */
  async share(pubsub: PubSub, channel: string): Promise<() => Promise<void>> {
    const unsubscribe = await pubsub.subscribe(channel, (fingerprint) => this.forgetFingerprint(fingerprint));
    this.shared = { pubsub, channel };
    return async () => {
      this.shared = null;
      await unsubscribe();
    };
  }

  /** Forgets the entry of one session or token by its fingerprint (a revocation from any replica). */
  forgetFingerprint(fingerprint: string): void {
    this.epoch += 1;
    this.entries.delete(fingerprint);
  }

  /** Forgets an API token by its id (revoked: the revocation names the token, not its secret). */
  forgetToken(tokenId: string): void {
    this.epoch += 1;
    for (const [key, entry] of this.entries)
      if (entry.user.apiToken?.id === tokenId) this.entries.delete(key);
  }

  /** Forgets every user of a house (after a write for that house: flags, tokens, settings may have changed). */
  forgetHouse(houseRef: string): void {
    this.epoch += 1;
    for (const [key, entry] of this.entries)
      if (entry.user.houseInfo.houseRef === houseRef) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The cache's key of a session or token: a digest, so a revocation can travel between replicas (and
 * the cache be inspected) without the secret itself.
 */
export function credentialsFingerprint(credentials: Credentials): string {
  let fingerprint = fingerprints.get(credentials);
  if (fingerprint === undefined) {
    fingerprint = createHash('sha256').update(`${credentials.kind}:${credentials.token}`).digest('base64url');
    fingerprints.set(credentials, fingerprint);
  }
  return fingerprint;
}

/** A request's credentials are read from the cache, then stored: hashed once per request, not twice. */
const fingerprints = new WeakMap<Credentials, string>();
