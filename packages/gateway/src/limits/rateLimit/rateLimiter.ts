import { createHash } from 'node:crypto';
import type { Credentials } from '../../auth/credentials.js';
import type { RateLimits } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { RateCounter } from './rateCounter.js';

/** A refused request: how long until the caller's window starts over (the `Retry-After` header). */
export interface RateRefusal {
  retryAfterSeconds: number;
}

/** The root fields that try a password: limited per client address whoever sends them. */
export const SIGN_IN_FIELDS: ReadonlySet<string> = new Set([
  'login',
  'requestPasswordReset',
  'resetPassword',
]);

/**
 * The gateway's rate limits (docs/API.md: Limits): a signed-in caller's requests count per session
 * cookie or API token, so one house's flood never refuses another house; a caller without either
 * counts per client address (the socket's peer address); sign-in attempts count per address too.
 * Fixed windows in a `RateCounter` (in-process, or Redis across replicas). When the counter fails
 * (Redis down) requests go through: the limits protect the service, they must not stop it.
 */
export class RateLimiter {
  #lastWarningAt = 0;

  constructor(
    private readonly limits: RateLimits,
    private readonly counter: RateCounter & { readonly ready?: boolean },
    private readonly keyPrefix: string,
    private readonly logger: Logger,
  ) {}

  /** One request (GraphQL, WebSocket subscribe or file route) of this caller. */
  caller(credentials: Credentials | null, address: string | undefined): Promise<RateRefusal | null> {
    if (credentials)
      return this.take('session', `${credentials.kind}:${digest(credentials.token)}`, this.limits.perSession);
    return this.take('anonymous', clientAddress(address), this.limits.anonymousPerAddress);
  }

  /** `attempts` sign-in attempts (aliased `login` fields each count) from this client address. */
  signIn(address: string | undefined, attempts = 1): Promise<RateRefusal | null> {
    return this.take('sign-in', clientAddress(address), this.limits.signInPerAddress, attempts);
  }

  private async take(bucket: string, id: string, limit: number, by = 1): Promise<RateRefusal | null> {
    if (limit <= 0 || this.counter.ready === false) return null;
    try {
      const { count, resetInMs } = await this.counter.hit(
        `${this.keyPrefix}rate:${bucket}:${id}`,
        this.limits.windowMs,
        by,
      );
      return count > limit ? { retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) } : null;
    } catch (error) {
      if (Date.now() - this.#lastWarningAt > this.limits.windowMs) {
        this.#lastWarningAt = Date.now();
        this.logger.warn('Rate limit counter failed; requests go through unlimited', {
          error: String(error),
        });
      }
      return null;
    }
  }
}

/** Tokens never reach the counter's keys (Redis) in clear. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('base64url').slice(0, 32);
}

/** IPv4 callers arrive on a dual-stack socket as `::ffff:a.b.c.d`: one address, one key. */
function clientAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
