import type { Redis } from 'ioredis';

/** One hit on a fixed-window counter: the count in the current window and when that window ends. */
export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends and the count starts over. */
  resetInMs: number;
}

/**
 * Fixed-window counters: `hit` adds one to `key`'s count in its current window (which starts with
 * the key's first hit and lasts `windowMs`). In-process by default; in Redis across replicas (in
 * process again while Redis is unreachable).
 */
export interface RateCounter {
  /** Adds `by` (default 1) and returns the window's count. */
  hit(key: string, windowMs: number, by?: number): Promise<WindowCount>;
}

/** Counters in this process (one replica). Expired windows are swept once per window length. */
export class InProcessRateCounter implements RateCounter {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();
  #nextSweepAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, windowMs: number, by = 1): Promise<WindowCount> {
    const now = this.now();
    if (now >= this.#nextSweepAt) {
      for (const [k, w] of this.#windows) if (w.endsAt <= now) this.#windows.delete(k);
      this.#nextSweepAt = now + windowMs;
    }
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count += by;
    return Promise.resolve({ count: window.count, resetInMs: window.endsAt - now });
  }
}

/**
 * INCRBY, and PEXPIRE on the window's first hit, in one atomic script: every replica counts into the
 * same window. A key left without an expiry (never expected) gets one rather than counting forever.
 */
const HIT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/**
 * Counters in Redis, shared by every replica. While Redis is unreachable (the connection not ready,
 * or lost under a hit) this replica counts in process instead: the limits still hold, per replica,
 * when the load balancer sends everyone to gateways that are only alive (deploy/haproxy.cfg
 * `gateways_live`). Those windows are forgotten once Redis answers again. Other Redis errors throw:
 * the limiters log them and let the request through.
 */
export class RedisRateCounter implements RateCounter {
  #outage: InProcessRateCounter | null = null;

  constructor(private readonly redis: Redis) {}

  async hit(key: string, windowMs: number, by = 1): Promise<WindowCount> {
    // Not ready: a command would only queue behind the reconnection.
    if (this.redis.status !== 'ready') return this.countInProcess(key, windowMs, by);
    try {
      const [count, ttl] = (await this.redis.eval(HIT, 1, key, String(windowMs), String(by))) as [
        number,
        number,
      ];
      this.#outage = null;
      return { count, resetInMs: ttl };
    } catch (error) {
      if (this.redis.status !== 'ready') return this.countInProcess(key, windowMs, by);
      throw error;
    }
  }

  private countInProcess(key: string, windowMs: number, by: number): Promise<WindowCount> {
    this.#outage ??= new InProcessRateCounter();
    return this.#outage.hit(key, windowMs, by);
  }
}
