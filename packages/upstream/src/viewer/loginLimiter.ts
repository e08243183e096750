/**
 * Counts failed sign-ins per (House ID, user name). After `maxFailures` failures within
 * `windowMs` the pair is refused for `lockMs`, even with the right password. In memory: a
 * restart forgets, which is acceptable for the reference service.
 */
export interface LoginLimiterOptions {
  maxFailures?: number;
  windowMs?: number;
  lockMs?: number;
  now?: () => number;
}

interface Entry {
  failures: number[];
  lockedUntil: number;
}

const MAX_TRACKED_KEYS = 10_000;

export class LoginLimiter {
  readonly #entries = new Map<string, Entry>();
  readonly #maxFailures: number;
  readonly #windowMs: number;
  readonly #lockMs: number;
  readonly #now: () => number;

  constructor(options: LoginLimiterOptions = {}) {
    this.#maxFailures = options.maxFailures ?? 5;
    this.#windowMs = options.windowMs ?? 15 * 60 * 1000;
    this.#lockMs = options.lockMs ?? 5 * 60 * 1000;
    this.#now = options.now ?? Date.now;
  }

  static key(houseUserName: string, userName: string): string {
    return `${houseUserName.trim().toLowerCase()}\u0000${userName.trim().toLowerCase()}`;
  }

  /** Seconds to wait before trying again, or 0 when an attempt is allowed now. */
  retryAfterSeconds(key: string): number {
    const entry = this.#entries.get(key);
    const now = this.#now();
    if (!entry || entry.lockedUntil <= now) return 0;
    return Math.ceil((entry.lockedUntil - now) / 1000);
  }

  recordFailure(key: string): void {
    const now = this.#now();
    if (this.#entries.size >= MAX_TRACKED_KEYS) this.#prune(now);
    const entry = this.#entries.get(key) ?? { failures: [], lockedUntil: 0 };
    entry.failures = entry.failures.filter((at) => at > now - this.#windowMs);
    entry.failures.push(now);
    if (entry.failures.length >= this.#maxFailures) {
      entry.lockedUntil = now + this.#lockMs;
      entry.failures = [];
    }
    this.#entries.set(key, entry);
  }

  reset(key: string): void {
    this.#entries.delete(key);
  }

  #prune(now: number): void {
    for (const [key, entry] of this.#entries)
      if (entry.lockedUntil <= now && entry.failures.every((at) => at <= now - this.#windowMs))
        this.#entries.delete(key);
    // Still full (an attack over many names): forget the oldest half rather than grow without bound.
    if (this.#entries.size >= MAX_TRACKED_KEYS)
      for (const key of [...this.#entries.keys()].slice(0, MAX_TRACKED_KEYS / 2)) this.#entries.delete(key);
  }
}
