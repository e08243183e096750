import { describe, expect, it } from 'vitest';
import { houseUserFixture } from '../testing/fixtures.js';
import { ViewerCache } from './viewerCache.js';

const session = { kind: 'session', token: 's1' } as const;
const bearer = { kind: 'bearer', token: 's1' } as const;
const user = houseUserFixture();
const otherHouse = houseUserFixture({ houseInfo: { ...user.houseInfo, houseRef: 'HOTHER' } });

function cacheAt(ttlMs: number) {
  let now = 1_000;
  const cache = new ViewerCache({ ttlMs, maxEntries: 3, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('the viewer cache', () => {
  it('reuses a lookup for its time to live, per credentials', () => {
    const { cache, advance } = cacheAt(2_000);
    cache.store(session, user, cache.begin());
    expect(cache.get(session)).toBe(user);
    expect(cache.get(bearer)).toBeNull();
    advance(1_999);
    expect(cache.get(session)).toBe(user);
    advance(1);
    expect(cache.get(session)).toBeNull();
  });

  it('is off with a time to live of 0', () => {
    const { cache } = cacheAt(0);
    cache.store(session, user, cache.begin());
    expect(cache.get(session)).toBeNull();
  });

  it('forgets credentials, and every user of a house after a write, but not other houses', () => {
    const { cache } = cacheAt(60_000);
    const other = { kind: 'session', token: 'o1' } as const;
    cache.store(session, user, cache.begin());
    cache.store(bearer, user, cache.begin());
    cache.store(other, otherHouse, cache.begin());
    cache.forget(session);
    expect(cache.get(session)).toBeNull();
    expect(cache.get(bearer)).toBe(user);
    cache.forgetHouse('HTEST');
    expect(cache.get(bearer)).toBeNull();
    expect(cache.get(other)).toBe(otherHouse);
  });

  it('never stores a lookup that began before a forget (it may predate the change)', () => {
    const { cache } = cacheAt(60_000);
    const began = cache.begin();
    cache.forgetHouse('HTEST');
    cache.store(session, user, began);
    expect(cache.get(session)).toBeNull();
    cache.store(session, user, cache.begin());
    expect(cache.get(session)).toBe(user);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const { cache } = cacheAt(60_000);
    for (const token of ['a', 'b', 'c', 'd']) cache.store({ kind: 'session', token }, user, cache.begin());
    expect(cache.size).toBe(3);
    expect(cache.get({ kind: 'session', token: 'a' })).toBeNull();
    expect(cache.get({ kind: 'session', token: 'd' })).toBe(user);
  });
});
