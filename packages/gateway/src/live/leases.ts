import type { Redis } from 'ioredis';

/**
 * Leases: which replica does a piece of work (e.g. polls one shipping review). `acquire` takes a
 * free lease or renews one this owner holds, for `ttlMs`; a holder that dies stops renewing, so its
 * leases expire and another replica's next `acquire` takes them over.
 */
export interface Leases {
  /** This process's owner id (stored as the lease's value). */
  readonly owner: string;
  acquire(key: string, ttlMs: number): Promise<boolean>;
  release(key: string): Promise<void>;
  /** The current holder, or null (tests and diagnostics). */
  holder(key: string): Promise<string | null>;
}

/** Leases within one process (one replica: it always wins, expired or not). */
export class InMemoryLeases implements Leases {
  readonly #held = new Map<string, { owner: string; expiresAt: number }>();

  constructor(readonly owner: string) {}

  acquire(key: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    const current = this.#held.get(key);
    if (current && current.owner !== this.owner && current.expiresAt > now) return Promise.resolve(false);
    this.#held.set(key, { owner: this.owner, expiresAt: now + ttlMs });
    return Promise.resolve(true);
  }

  release(key: string): Promise<void> {
    if (this.#held.get(key)?.owner === this.owner) this.#held.delete(key);
    return Promise.resolve();
  }

  holder(key: string): Promise<string | null> {
    const current = this.#held.get(key);
    return Promise.resolve(current && current.expiresAt > Date.now() ? current.owner : null);
  }
}

/** SET NX PX when free; PEXPIRE when this owner already holds it. One round trip, atomic. */
const ACQUIRE = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
return 0`;
/** Deletes the lease only if this owner holds it. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/** Leases in Redis, shared by every replica. */
export class RedisLeases implements Leases {
  constructor(
    private readonly redis: Redis,
    readonly owner: string,
  ) {}

  async acquire(key: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.eval(ACQUIRE, 1, key, this.owner, String(Math.max(1, Math.round(ttlMs))))) === 1;
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, key, this.owner);
  }

  holder(key: string): Promise<string | null> {
    return this.redis.get(key);
  }
}
