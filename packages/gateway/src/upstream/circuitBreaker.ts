export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** How long the circuit stays open before one trial call is let through. */
  openMs: number;
  now?: () => number;
}

/**
 * A per-service circuit breaker: after `failureThreshold` consecutive failures (5xx, timeout,
 * network) calls fail fast for `openMs`; then a single trial call decides between closing the
 * circuit again and another open period. 4xx answers count as successes (the service is up).
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;
  private current: CircuitState = 'closed';
  private trialInFlight = false;
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? Date.now;
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

  onSuccess(): void {
    this.failures = 0;
    this.trialInFlight = false;
    this.current = 'closed';
  }

  onFailure(): void {
    this.trialInFlight = false;
    this.failures += 1;
    if (this.current === 'half-open' || this.failures >= this.options.failureThreshold) {
      this.current = 'open';
      this.openedAt = this.now();
    }
  }
}
