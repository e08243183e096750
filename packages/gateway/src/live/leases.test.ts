import { describe, expect, it } from 'vitest';
import { useTestRedis } from '../../test/support/testRedis.js';
import { InMemoryLeases, RedisLeases, type Leases } from './leases.js';

const { redis, prefix } = useTestRedis('lease:');

describe('Redis leases (SET NX PX, renewal, takeover)', () => {
  // Leases that must hold while the test looks are long (a busy machine may take seconds between
  // two calls); only the one that must lapse is short, and the test waits for it to lapse.
  const HELD_MS = 60_000;

  it('gives a lease to one owner, renews it for that owner only, and hands it over when it lapses', async () => {
    const a: Leases = new RedisLeases(redis, 'replica-a');
    const b: Leases = new RedisLeases(redis, 'replica-b');
    const key = `${prefix}review-1`;
    expect(await a.acquire(key, HELD_MS)).toBe(true);
    expect(await b.acquire(key, HELD_MS)).toBe(false);
    // Renewal extends the holder's lease; another owner's attempt changes nothing.
    expect(await a.acquire(key, HELD_MS * 2)).toBe(true);
    expect(await redis.pttl(key)).toBeGreaterThan(HELD_MS);
    expect(await b.acquire(key, 1)).toBe(false);
    expect(await redis.pttl(key)).toBeGreaterThan(HELD_MS);
    expect(await a.holder(key)).toBe('replica-a');
    // The holder's last renewal was short and it stops renewing (it died): the other takes over once it lapses.
    expect(await a.acquire(key, 50)).toBe(true);
    await expect.poll(() => b.acquire(key, HELD_MS), { timeout: 30_000 }).toBe(true);
    expect(await a.acquire(key, HELD_MS)).toBe(false);
    // Release only by the holder.
    await a.release(key);
    expect(await b.holder(key)).toBe('replica-b');
    await b.release(key);
    expect(await a.holder(key)).toBeNull();
  });
});

describe('in-process leases', () => {
  it('behave the same within one process', async () => {
    const a = new InMemoryLeases('a');
    expect(await a.acquire('k', 50)).toBe(true);
    expect(await a.acquire('k', 50)).toBe(true);
    expect(await a.holder('k')).toBe('a');
    await a.release('k');
    expect(await a.holder('k')).toBeNull();
  });
});
