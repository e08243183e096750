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
 * counts per client address (`ClientAddresses`: the socket's peer, or through trusted proxies the
 * forwarded client); sign-in attempts count per address too. Fixed windows in a `RateCounter`
 * (in-process, or Redis across replicas, which counts per replica while Redis is unreachable). When
 * the counter fails otherwise requests go through: the limits protect the service, they must not
 * stop it. The first refusal of a window is logged with the client's address, so an operator sees
 * who hit a limit without a line per request.
 */
export class RateLimiter {
  #lastWarningAt = 0;

  constructor(
    private readonly limits: RateLimits,
    private readonly counter: RateCounter,
    private readonly keyPrefix: string,
    private readonly logger: Logger,
  ) {}

  /**
   * One request (GraphQL, WebSocket subscribe or file route) of this caller; `address` is the
   * client's, as `ClientAddresses.of` decided it.
   */
  caller(credentials: Credentials | null, address: string): Promise<RateRefusal | null> {
    if (credentials)
      return this.take(
        'session',
        `${credentials.kind}:${digest(credentials.token)}`,
        this.limits.perSession,
        address,
      );
    return this.take('anonymous', address, this.limits.anonymousPerAddress, address);
  }

  /** `attempts` sign-in attempts (aliased `login` fields each count) from this client address. */
  signIn(address: string, attempts = 1): Promise<RateRefusal | null> {
    return this.take('sign-in', address, this.limits.signInPerAddress, address, attempts);
  }

  private async take(
    bucket: string,
    id: string,
    limit: number,
    address: string,
    by = 1,
  ): Promise<RateRefusal | null> {
    if (limit <= 0) return null;
    try {
      const { count, resetInMs } = await this.counter.hit(
        `${this.keyPrefix}rate:${bucket}:${id}`,
        this.limits.windowMs,
        by,
      );
      if (count <= limit) return null;
      // Only the hit that crossed the limit: one line per caller and window, however long the flood.
      if (count - by <= limit)
        this.logger.info('Rate limit reached', { limit: bucket, clientAddress: address });
      return { retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
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
