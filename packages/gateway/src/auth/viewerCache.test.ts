import { describe, expect, it } from 'vitest';
import { InProcessPubSub } from '../live/pubsub.js';
import { houseUserFixture } from '../testing/fixtures.js';
import { credentialsFingerprint, ViewerCache } from './viewerCache.js';

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

  it('forgets a revoked session on every cache sharing the channel, by a fingerprint that is not the secret', async () => {
    const pubsub = new InProcessPubSub();
    const [here, there] = [cacheAt(60_000).cache, cacheAt(60_000).cache];
    const heard: string[] = [];
    await pubsub.subscribe('sessionRevoked', (message) => heard.push(message));
    await here.share(pubsub, 'sessionRevoked');
    await there.share(pubsub, 'sessionRevoked');
    there.store(session, user, there.begin());
    await here.revoke(session);
    await expect.poll(() => there.get(session)).toBeNull();
    expect(heard).toEqual([credentialsFingerprint(session)]);
    expect(heard[0]).not.toContain(session.token);
  });

  it('forgets a revoked API token by its id', () => {
    const { cache } = cacheAt(60_000);
    const tokenUser = houseUserFixture({
      apiToken: { id: 't9', expiresAt: '2999-01-01T00:00:00Z', readOnly: false, scopes: null },
    });
    cache.store(bearer, tokenUser, cache.begin());
    cache.store(session, user, cache.begin());
    cache.forgetToken('t9');
    expect(cache.get(bearer)).toBeNull();
    expect(cache.get(session)).toBe(user);
  });
});
