export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** How long the circuit stays open before one trial call is let through. */
  openMs: number;
  /**
   * How many distinct callers those failures must come from (default 2): the failures of one
   * caller alone, however many, never open the circuit for everyone else.
   */
  minCallers?: number;
  now?: () => number;
}

/**
 * A per-service circuit breaker: after `failureThreshold` consecutive failures seen by at least
 * `minCallers` distinct callers, calls fail fast for `openMs`; then a single trial call decides
 * between closing the circuit again and another open period.
 *
 * Why one breaker per service, shared by every house: what it detects (the service's process, its
 * database or the network being down or overloaded) is shared by every house too. A breaker per
 * house or per caller would make each one rediscover an outage with its own failed calls (more
 * load on a service that is struggling, and every house waits out its own time-outs), and one per
 * route would keep probing a dead service through its other routes. What must not be shared is the
 * blame, so the breaker is told only about the service's own failures (RestClient decides: no
 * answer, a time-out or a 5xx; never a 4xx, which is the service saying no to one request) and
 * never opens on one caller's failures alone: a caller who floods it, or who found an input that
 * makes the service fail, cannot lock the other houses out.
 */
export class CircuitBreaker {
  private failures = 0;
  /** The callers behind the current run of failures (opaque keys, see RestClient's callerKey). */
  private readonly failingCallers = new Set<string>();
  private openedAt = 0;
  private current: CircuitState = 'closed';
  private trialInFlight = false;
  private readonly now: () => number;
  private readonly minCallers: number;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? Date.now;
    this.minCallers = Math.max(1, options.minCallers ?? 2);
  }

  get state(): CircuitState {
    return this.current;
  }

  /** Whether a call may go out now. In half-open state only one trial call is allowed at a time. */
  tryAcquire(): boolean {
    if (this.current === 'closed') return true;
    if (this.current === 'open') {
      if (this.now() - this.openedAt < this.options.openMs) return false;
      this.current = 'half-open';
      this.trialInFlight = false;
    }
    if (this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  /** The service answered (any 2xx–4xx): it is up. */
  onSuccess(): void {
    this.failures = 0;
    this.failingCallers.clear();
    this.trialInFlight = false;
    this.current = 'closed';
  }

  /** The service failed a call of `caller` by its own fault (no answer, a time-out, a 5xx). */
  onFailure(caller: string): void {
    this.trialInFlight = false;
    this.failures += 1;
    this.failingCallers.add(caller);
    const quorum =
      this.failures >= this.options.failureThreshold && this.failingCallers.size >= this.minCallers;
    if (this.current === 'half-open' || quorum) {
      this.current = 'open';
      this.openedAt = this.now();
    }
  }
}
