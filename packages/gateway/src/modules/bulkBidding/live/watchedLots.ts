import type { Redis } from 'ioredis';

/**
 * Which lots of a sale the watchers need, across replicas, so the one replica that polls the sale
 * reads those lots and not every page of it: each replica announces its own watchers' lots every
 * interval (null: someone watches every lot), kept in a Redis hash under the sale's key with an
 * expiry, so a replica that went away stops counting. One replica (no Redis): its own watchers only.
 */
export class WatchedLots {
  constructor(
    private readonly redis: Redis | null,
    private readonly replicaId: string,
    /** How long an announcement counts (a few poll intervals). */
    private readonly ttlMs: number,
  ) {}

  /** This replica's watchers' lots for the sale (null: every lot). */
  async announce(saleKey: string, lots: ReadonlySet<string> | null): Promise<void> {
    if (!this.redis) return;
    const value = JSON.stringify({ lots: lots ? [...lots] : null, until: Date.now() + this.ttlMs });
    await this.redis
      .multi()
      .hset(keyOf(saleKey), this.replicaId, value)
      .pexpire(keyOf(saleKey), this.ttlMs)
      .exec();
  }

  /** This replica no longer watches the sale. */
  async withdraw(saleKey: string): Promise<void> {
    await this.redis?.hdel(keyOf(saleKey), this.replicaId);
  }

  /**
   * The lots every replica's watchers need: `own` (this replica's, always current) with the other
   * replicas' announcements that have not expired; null when any watches every lot.
   */
  async union(saleKey: string, own: ReadonlySet<string> | null): Promise<ReadonlySet<string> | null> {
    if (own === null) return null;
    const all = new Set(own);
    if (!this.redis) return all;
    const now = Date.now();
    const stale: string[] = [];
    for (const [replica, text] of Object.entries(await this.redis.hgetall(keyOf(saleKey)))) {
      if (replica === this.replicaId) continue;
      const announced = parsed(text);
      if (!announced || announced.until < now) {
        stale.push(replica);
        continue;
      }
      if (announced.lots === null) return null;
      for (const lot of announced.lots) all.add(lot);
    }
    if (stale.length > 0) await this.redis.hdel(keyOf(saleKey), ...stale);
    return all;
  }
}

const keyOf = (saleKey: string) => `${saleKey}:watchedLots`;

function parsed(text: string): { lots: string[] | null; until: number } | null {
  try {
    const value = JSON.parse(text) as { lots?: unknown; until?: unknown };
    const lots = value.lots === null ? null : Array.isArray(value.lots) ? value.lots.map(String) : undefined;
    if (lots === undefined || typeof value.until !== 'number') return null;
    return { lots, until: value.until };
  } catch {
    return null;
  }
}
