import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveBackend } from './liveBackend.js';
import { WatchedTopics } from './watchedTopics.js';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };

describe('a topic’s poll loop', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls once per interval, and pauses as long as a round that took over half of it', async () => {
    vi.useFakeTimers();
    const INTERVAL = 1_000;
    const durations = [100, 100, 3_000, 100, 100];
    const starts: number[] = [];
    const topics = new WatchedTopics<null, never>({
      backend: createLiveBackend({ redisUrl: null, keyPrefix: 'test:', logger: quiet }),
      logger: quiet,
      pollIntervalMs: INTERVAL,
      label: 'test topic',
      deliver: () => {},
      // A round "takes" its duration: the clock moves on while it runs.
      tick: async () => {
        starts.push(Date.now());
        vi.setSystemTime(Date.now() + (durations[starts.length - 1] ?? 100));
      },
      release: () => Promise.resolve(),
    });
    const start = Date.now();
    const watching = await topics.watch(
      't',
      { credentials: { kind: 'session', token: 'x' }, meta: null },
      () => null,
    );
    while (starts.length < durations.length) await vi.advanceTimersToNextTimerAsync();
    await watching.return?.();
    await topics.close();

    const gaps = starts.map((at, i) => at - (starts[i - 1] ?? start));
    // Short rounds keep the interval; the 3 s round is followed by a 3 s pause, not an immediate round.
    expect(gaps).toEqual([INTERVAL, INTERVAL, INTERVAL, 3_000 + 3_000, INTERVAL]);
  });
});
