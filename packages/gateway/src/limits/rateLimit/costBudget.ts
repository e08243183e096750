import { createHash } from 'node:crypto';
import type { Credentials } from '../../auth/credentials.js';
import type { Logger } from '../../logger.js';
import type { RateCounter } from './rateCounter.js';

/** One operation's charge on a token's budget: what `extensions.cost` and the RateLimit headers say. */
export interface CostSpend {
  /** The operation's estimated cost (limits/costLimit.ts). */
  requested: number;
  /** The budget per window. */
  limit: number;
  /** What is left of it in this window after this operation (0 once spent). */
  remaining: number;
  /** When the window ends and the budget is whole again (ISO 8601). */
  resetAt: string;
  /** Seconds until then (at least 1): `RateLimit-Reset` and, when refused, `Retry-After`. */
  resetInSeconds: number;
  /** The window's length in seconds (`RateLimit-Policy`'s `w`). */
  windowSeconds: number;
  /** True when the operation did not fit in what was left: answered 429 RATE_LIMITED, not run. */
  refused: boolean;
}

export interface CostBudgetOptions {
  /** Estimated cost per window per API token; 0 turns the budget off. */
  perToken: number;
  windowMs: number;
}

/**
 * A script's budget of query cost (docs/API.md: Limits, Tokens): each API token may spend `perToken` of
 * estimated cost per window, counted in the rate limits' fixed-window counter (in process, or in
 * Redis so every replica spends from one budget). Browser sessions have no cost budget: their
 * screens send the web app's own bounded queries and are held by the per-session request limit.
 * A refused operation still counts (the window is spent anyway). Like the rate limits: per replica
 * while Redis is unreachable, and uncounted when the counter fails otherwise.
 */
export class CostBudget {
  #lastWarningAt = 0;

  constructor(
    private readonly options: CostBudgetOptions,
    private readonly counter: RateCounter,
    private readonly keyPrefix: string,
    private readonly logger: Logger,
  ) {}

  /** Whether these credentials have a budget at all (API tokens, when the budget is on). */
  applies(credentials: Credentials | null): credentials is Credentials & { kind: 'bearer' } {
    return credentials?.kind === 'bearer' && this.options.perToken > 0;
  }

  /** Charges `cost` to the token's budget; null when it has none or the counter failed. */
  async spend(credentials: Credentials | null, cost: number): Promise<CostSpend | null> {
    if (!this.applies(credentials)) return null;
    const limit = this.options.perToken;
    try {
      const { count, resetInMs } = await this.counter.hit(
        `${this.keyPrefix}cost:token:${digest(credentials.token)}`,
        this.options.windowMs,
        cost,
      );
      return {
        requested: cost,
        limit,
        remaining: Math.max(0, limit - count),
        resetAt: new Date(Date.now() + resetInMs).toISOString(),
        resetInSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
        windowSeconds: Math.max(1, Math.round(this.options.windowMs / 1000)),
        refused: count > limit,
      };
    } catch (error) {
      if (Date.now() - this.#lastWarningAt > this.options.windowMs) {
        this.#lastWarningAt = Date.now();
        this.logger.warn('Cost budget counter failed; operations go through uncounted', {
          error: String(error),
        });
      }
      return null;
    }
  }
}

/**
 * The IETF httpapi draft's headers (draft-ietf-httpapi-ratelimit-headers-07: `RateLimit-Limit`,
 * `RateLimit-Remaining`, `RateLimit-Reset` in delta seconds, and `RateLimit-Policy`), plus
 * `Retry-After` on a refusal.
 */
export function costBudgetHeaders(spend: CostSpend): [string, string][] {
  return [
    ['ratelimit-limit', String(spend.limit)],
    ['ratelimit-remaining', String(spend.remaining)],
    ['ratelimit-reset', String(spend.resetInSeconds)],
    ['ratelimit-policy', `${spend.limit};w=${spend.windowSeconds}`],
    ...(spend.refused ? [['retry-after', String(spend.resetInSeconds)] as [string, string]] : []),
  ];
}

/** `extensions.cost` of an answer. */
export function costExtension(spend: CostSpend): Record<string, unknown> {
  return {
    requested: spend.requested,
    limit: spend.limit,
    remaining: spend.remaining,
    resetAt: spend.resetAt,
  };
}

/** Tokens never reach the counter's keys (Redis) in clear. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('base64url').slice(0, 32);
}
