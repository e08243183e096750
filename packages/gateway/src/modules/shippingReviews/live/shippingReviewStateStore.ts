import type { Redis } from 'ioredis';
import {
  countShippingReviews,
  isShippingReviewStatus,
  type ShippingReviewCounts,
  type ShippingReviewStatus,
} from '../domain/shippingReviewStatus.js';

/**
 * What the pollers of one catalog share across replicas: each review's last known status, the
 * reviews whose polling stopped (error or missing data), and a version that grows with every change
 * (events carry it, so a replica never shows older counters after newer ones). It expires when no
 * replica renews it (nobody watches the catalog any more).
 */
export interface CatalogReviewState {
  statuses: Map<string, ShippingReviewStatus>;
  stopped: Set<string>;
  version: number;
}

export interface AppliedChange {
  changed: boolean;
  previous: ShippingReviewStatus | null;
  counts: ShippingReviewCounts;
  version: number;
}

export interface ReviewStateStore {
  /** Stores `statuses` as the catalog's state unless one exists; returns the state now stored. */
  init(
    key: string,
    statuses: ReadonlyMap<string, ShippingReviewStatus>,
    ttlMs: number,
  ): Promise<CatalogReviewState>;
  get(key: string): Promise<CatalogReviewState | null>;
  /** Records a review's status (and polls it again if it had stopped); null when the catalog has no state. */
  apply(
    key: string,
    reviewId: string,
    status: ShippingReviewStatus,
    ttlMs: number,
  ): Promise<AppliedChange | null>;
  /** Polling of the review stopped (an error or missing data). */
  stop(key: string, reviewId: string, ttlMs: number): Promise<void>;
  /** A new watcher came: every stopped review is polled again. */
  resume(key: string, ttlMs: number): Promise<void>;
  /** Keeps the state alive while someone watches. */
  touch(key: string, ttlMs: number): Promise<void>;
}

/** The state in this process (no Redis: one replica). */
export class InMemoryReviewStateStore implements ReviewStateStore {
  readonly #states = new Map<string, CatalogReviewState & { expiresAt: number }>();

  #live(key: string) {
    const state = this.#states.get(key);
    if (state && state.expiresAt <= Date.now()) {
      this.#states.delete(key);
      return undefined;
    }
    return state;
  }

  init(
    key: string,
    statuses: ReadonlyMap<string, ShippingReviewStatus>,
    ttlMs: number,
  ): Promise<CatalogReviewState> {
    let state = this.#live(key);
    if (!state) {
      state = { statuses: new Map(statuses), stopped: new Set(), version: 1, expiresAt: 0 };
      this.#states.set(key, state);
    }
    state.expiresAt = Date.now() + ttlMs;
    return Promise.resolve(copy(state));
  }

  get(key: string): Promise<CatalogReviewState | null> {
    const state = this.#live(key);
    return Promise.resolve(state ? copy(state) : null);
  }

  apply(
    key: string,
    reviewId: string,
    status: ShippingReviewStatus,
    ttlMs: number,
  ): Promise<AppliedChange | null> {
    const state = this.#live(key);
    if (!state) return Promise.resolve(null);
    const previous = state.statuses.get(reviewId) ?? null;
    state.stopped.delete(reviewId);
    const changed = previous !== status;
    if (changed) {
      state.statuses.set(reviewId, status);
      state.version += 1;
    }
    state.expiresAt = Date.now() + ttlMs;
    return Promise.resolve({
      changed,
      previous,
      counts: countShippingReviews(state.statuses.values()),
      version: state.version,
    });
  }

  stop(key: string, reviewId: string, ttlMs: number): Promise<void> {
    const state = this.#live(key);
    if (state) {
      state.stopped.add(reviewId);
      state.expiresAt = Date.now() + ttlMs;
    }
    return Promise.resolve();
  }

  resume(key: string, ttlMs: number): Promise<void> {
    const state = this.#live(key);
    if (state) {
      state.stopped.clear();
      state.expiresAt = Date.now() + ttlMs;
    }
    return Promise.resolve();
  }

  touch(key: string, ttlMs: number): Promise<void> {
    const state = this.#live(key);
    if (state) state.expiresAt = Date.now() + ttlMs;
    return Promise.resolve();
  }
}

function copy(state: CatalogReviewState): CatalogReviewState {
  return { statuses: new Map(state.statuses), stopped: new Set(state.stopped), version: state.version };
}

// KEYS: statuses (hash), version (string; its existence means "the state exists"), stopped (set).
const EXPIRE_ALL = `
redis.call('PEXPIRE', KEYS[1], ARGV[1])
redis.call('PEXPIRE', KEYS[2], ARGV[1])
redis.call('PEXPIRE', KEYS[3], ARGV[1])`;
const INIT = `
if redis.call('EXISTS', KEYS[2]) == 0 then
  redis.call('DEL', KEYS[1], KEYS[3])
  for i = 2, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
  redis.call('SET', KEYS[2], 1)
end
${EXPIRE_ALL}
return {redis.call('GET', KEYS[2]), redis.call('HGETALL', KEYS[1]), redis.call('SMEMBERS', KEYS[3])}`;
const APPLY = `
if redis.call('EXISTS', KEYS[2]) == 0 then return false end
local previous = redis.call('HGET', KEYS[1], ARGV[2])
redis.call('SREM', KEYS[3], ARGV[2])
local changed = 0
if previous ~= ARGV[3] then
  redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
  redis.call('INCR', KEYS[2])
  changed = 1
end
${EXPIRE_ALL}
return {changed, previous or '', redis.call('GET', KEYS[2]), redis.call('HVALS', KEYS[1])}`;
const STOP = `
if redis.call('EXISTS', KEYS[2]) == 0 then return 0 end
redis.call('SADD', KEYS[3], ARGV[2])
${EXPIRE_ALL}
return 1`;
const RESUME = `
if redis.call('EXISTS', KEYS[2]) == 0 then return 0 end
redis.call('DEL', KEYS[3])
${EXPIRE_ALL}
return 1`;
const TOUCH = `
if redis.call('EXISTS', KEYS[2]) == 0 then return 0 end
${EXPIRE_ALL}
return 1`;

/** The state in Redis, shared by every replica; each change is one atomic script. */
export class RedisReviewStateStore implements ReviewStateStore {
  constructor(private readonly redis: Redis) {}

  #keys(key: string): [string, string, string] {
    return [`${key}:statuses`, `${key}:version`, `${key}:stopped`];
  }

  async init(
    key: string,
    statuses: ReadonlyMap<string, ShippingReviewStatus>,
    ttlMs: number,
  ): Promise<CatalogReviewState> {
    const pairs = [...statuses].flat();
    const reply = (await this.redis.eval(INIT, 3, ...this.#keys(key), ttl(ttlMs), ...pairs)) as [
      string,
      string[],
      string[],
    ];
    return stateOf(reply[0], reply[1], reply[2]);
  }

  async get(key: string): Promise<CatalogReviewState | null> {
    const [statuses, version, stopped] = this.#keys(key);
    const reply = await this.redis.multi().get(version).hgetall(statuses).smembers(stopped).exec();
    const versionValue = reply?.[0]?.[1];
    if (typeof versionValue !== 'string') return null;
    const hash = (reply?.[1]?.[1] ?? {}) as Record<string, string>;
    return stateOf(versionValue, Object.entries(hash).flat(), (reply?.[2]?.[1] ?? []) as string[]);
  }

  async apply(
    key: string,
    reviewId: string,
    status: ShippingReviewStatus,
    ttlMs: number,
  ): Promise<AppliedChange | null> {
    const reply = (await this.redis.eval(APPLY, 3, ...this.#keys(key), ttl(ttlMs), reviewId, status)) as
      [number, string, string, string[]] | null;
    if (!reply) return null;
    const [changed, previous, version, values] = reply;
    return {
      changed: changed === 1,
      previous: isShippingReviewStatus(previous) ? previous : null,
      counts: countShippingReviews(values.filter(isShippingReviewStatus)),
      version: Number(version),
    };
  }

  async stop(key: string, reviewId: string, ttlMs: number): Promise<void> {
    await this.redis.eval(STOP, 3, ...this.#keys(key), ttl(ttlMs), reviewId);
  }

  async resume(key: string, ttlMs: number): Promise<void> {
    await this.redis.eval(RESUME, 3, ...this.#keys(key), ttl(ttlMs));
  }

  async touch(key: string, ttlMs: number): Promise<void> {
    await this.redis.eval(TOUCH, 3, ...this.#keys(key), ttl(ttlMs));
  }
}

const ttl = (ms: number) => String(Math.max(1, Math.round(ms)));

function stateOf(version: string, flatHash: string[], stopped: string[]): CatalogReviewState {
  const statuses = new Map<string, ShippingReviewStatus>();
  for (let i = 0; i + 1 < flatHash.length; i += 2) {
    const status = flatHash[i + 1];
    if (flatHash[i] !== undefined && isShippingReviewStatus(status))
      statuses.set(flatHash[i] as string, status);
  }
  return { statuses, stopped: new Set(stopped), version: Number(version) };
}
