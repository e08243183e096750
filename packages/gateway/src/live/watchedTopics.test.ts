import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveBackend } from './liveBackend.js';
import { WatchedTopics } from './watchedTopics.js';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };

describe('a topic’s poll loop', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls once per interval, pauses as long as a round that took over half of it, and keeps its lease through the pause', async () => {
    vi.useFakeTimers();
    const INTERVAL = 1_000;
    const durations = [100, 600, 100, 3_000, 100];
    const starts: number[] = [];
    const backend = createLiveBackend({ redisUrl: null, keyPrefix: 'test:', logger: quiet });
    // Every take or renewal of the topic's lease: when, and until when.
    const leases: Array<{ at: number; until: number }> = [];
    const acquire = backend.leases.acquire.bind(backend.leases);
    vi.spyOn(backend.leases, 'acquire').mockImplementation((key, ttlMs) => {
      leases.push({ at: Date.now(), until: Date.now() + ttlMs });
      return acquire(key, ttlMs);
    });
    const topics = new WatchedTopics<null, never>({
      backend,
      leasePerTopic: true,
      logger: quiet,
      pollIntervalMs: INTERVAL,
      label: 'test topic',
      deliver: () => {},
      // A round "takes" its duration: the clock moves on while it runs.
      tick: async () => {
        starts.push(Date.now());
        vi.setSystemTime(Date.now() + (durations[starts.length - 1] ?? 100));
      },
    });
    const start = Date.now();
    try {
      const watching = await topics.watch(
        't',
        { credentials: { kind: 'session', token: 'x' }, meta: null },
        () => null,
      );
      while (starts.length < durations.length) await vi.advanceTimersToNextTimerAsync();
      await watching.return?.();
    } finally {
      await topics.close();
    }

    const gaps = starts.map((at, i) => at - (starts[i - 1] ?? start));
    // Short rounds keep the interval; the 600 ms and 3 s rounds are followed by pauses as long.
    expect(gaps).toEqual([INTERVAL, INTERVAL, 600 + 600, INTERVAL, 3_000 + 3_000]);
    // Renewed after each round: the lease is still held when the next round starts, after any pause.
    for (const next of starts.slice(1))
      expect(leases.filter((l) => l.at < next).at(-1)?.until ?? 0).toBeGreaterThan(next);
    expect(await backend.leases.holder('t:lease')).toBeNull();
  });

  it('lets a watcher that joined a failed start begin the topic itself', async () => {
    const topics = new WatchedTopics<string, never>({
      backend: createLiveBackend({ redisUrl: null, keyPrefix: 'test:', logger: quiet }),
      logger: quiet,
      pollIntervalMs: 60_000,
      label: 'test topic',
      deliver: () => {},
      tick: () => Promise.resolve(),
    });
    const who = { credentials: { kind: 'session' as const, token: 'x' }, meta: null };
    let failFirst!: (error: Error) => void;
    try {
      const first = topics.watch('t', who, () => new Promise<string>((_, reject) => (failFirst = reject)));
      const second = topics.watch('t', who, () => 'second');
      failFirst(new Error('the first watcher’s session expired'));
      await expect(first).rejects.toThrow('session expired');
      const watching = await second;
      expect(topics.size).toBe(1);
      expect((await topics.find('t'))?.state).toBe('second');
      await watching.return?.();
    } finally {
      await topics.close();
    }
  });
});
