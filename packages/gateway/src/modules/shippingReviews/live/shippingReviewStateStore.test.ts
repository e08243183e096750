import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestRedis } from '../../../../test/support/testRedis.js';
import {
  InMemoryReviewStateStore,
  RedisReviewStateStore,
  type ReviewStateStore,
} from './shippingReviewStateStore.js';

/** A state that must not lapse while the test looks at it, even on a busy machine. */
const HELD_MS = 60_000;
const { redis, prefix } = useTestRedis('state:');

const stores: Array<[string, () => ReviewStateStore]> = [
  ['in-process', () => new InMemoryReviewStateStore()],
  ['Redis', () => new RedisReviewStateStore(redis)],
];

describe.each(stores)('the shared review state (%s)', (_name, makeStore) => {
  it('keeps the first state, records changes with growing versions and the counters after them', async () => {
    const store = makeStore();
    const key = `${prefix}${randomBytes(3).toString('hex')}`;
    const initial = new Map([
      ['1', 'pending'],
      ['2', 'awaiting_approval'],
      ['3', 'failed'],
    ] as const);
    const state = await store.init(key, initial, HELD_MS);
    expect(state.statuses).toEqual(initial);
    // A second replica's init keeps what is there.
    expect((await store.init(key, new Map([['1', 'completed']]), HELD_MS)).statuses).toEqual(initial);

    const ready = await store.apply(key, '1', 'awaiting_approval', HELD_MS);
    expect(ready).toMatchObject({
      changed: true,
      previous: 'pending',
      counts: { all: 3, readyToConfirm: 2, needsReview: 1, inProgress: 0 },
    });
    const same = await store.apply(key, '1', 'awaiting_approval', HELD_MS);
    expect(same?.changed).toBe(false);
    expect(same?.version).toBe(ready?.version);
    const confirmed = await store.apply(key, '2', 'completed', HELD_MS);
    expect(confirmed?.version).toBeGreaterThan(ready?.version ?? Infinity);
    expect(confirmed?.counts).toEqual({ all: 3, readyToConfirm: 1, needsReview: 1, inProgress: 0 });

    // A review whose polling stopped is marked until a change puts it back.
    await store.stop(key, '3', HELD_MS);
    expect((await store.get(key))?.stopped.has('3')).toBe(true);
    await store.apply(key, '3', 'pending', HELD_MS);
    expect((await store.get(key))?.stopped.has('3')).toBe(false);

    // A new watcher puts every stopped review back to polling, and changes nothing else.
    await store.stop(key, '1', HELD_MS);
    await store.stop(key, '3', HELD_MS);
    const before = await store.get(key);
    await store.resume(key, HELD_MS);
    expect(await store.get(key)).toEqual({ ...before, stopped: new Set() });
  });

  it('has no state (and records nothing) when nobody watches, and expires when not renewed', async () => {
    const store = makeStore();
    const key = `${prefix}${randomBytes(3).toString('hex')}`;
    expect(await store.apply(key, '1', 'completed', HELD_MS)).toBeNull();
    expect(await store.get(key)).toBeNull();
    await store.init(key, new Map([['1', 'pending']]), 100);
    // Redis expires it: wait for that, however long the busy machine takes.
    await expect.poll(() => store.get(key), { timeout: 30_000 }).toBeNull();
  });
});
