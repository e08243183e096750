import type { Credentials } from '../auth/credentials.js';
import { ErrorCode } from '../errors.js';
import type { Logger } from '../logger.js';
import { UpstreamError } from '../rest/errors.js';
import { EventQueue } from './eventQueue.js';
import type { LiveBackend } from './liveBackend.js';

/**
 * Who watches a topic: their queue, the credentials a poll may use on their behalf, and what the
 * hub keeps about them (`M`, e.g. the page of lots they see).
 */
export interface Watcher<E, M = null> {
  queue: EventQueue<E>;
  credentials: Credentials;
  meta: M;
}

/** A topic watched on this replica: its state, its subscribers, its channel and its poll loop. */
export interface Topic<S, E, M = null> {
  key: string;
  state: S;
  watchers: Set<Watcher<E, M>>;
  timer: NodeJS.Timeout | null;
  /** How long this replica's last poll round of the topic took (ms). */
  lastRoundMs: number;
  stopped: boolean;
  unsubscribe: (() => Promise<void>) | null;
}

export interface WatchedTopicsOptions<S, E, M = null> {
  backend: LiveBackend;
  logger: Logger;
  pollIntervalMs: number;
  /** What the logs call one topic ("invoice group", "bulk-bidding sale", ...). */
  label: string;
  /** Events a slow subscriber may have waiting before the oldest are dropped. */
  queueCapacity?: number;
  /** A message on the topic's channel, from this replica or another. */
  deliver: (topic: Topic<S, E, M>, message: string) => void;
  /** One poll interval's work; a failure is logged and the next interval comes all the same. */
  tick: (topic: Topic<S, E, M>, startedAt: number) => Promise<void>;
  /**
   * Every interval, on every replica that watches the topic, before the lease decides which one
   * polls: for a hub whose poll depends on what each replica's watchers need (a failure is logged).
   */
  beforeRound?: (topic: Topic<S, E, M>) => Promise<void>;
  /**
   * One poller per topic across replicas: a round runs only on the replica holding the topic's lease
   * (`<key>:lease`), which this takes, renews and gives back. Off for hubs that lease finer things.
   */
  leasePerTopic?: boolean;
  /** What else to give back when the last watcher leaves, before the channel closes. */
  release?: (topic: Topic<S, E, M>) => Promise<void>;
}

/**
 * The lifecycle every live hub shares: while anyone on this replica watches a topic (an invoice
 * group, a sale, a catalog), the topic has one channel subscription and one poll loop, however
 * many watch; the last watcher to leave stops both. The hubs own what a poll does and what an
 * event holds; this owns when polls run, who they run as, and the clean-up.
 */
export class WatchedTopics<S, E, M = null> {
  readonly #topics = new Map<string, Promise<Topic<S, E, M>>>();
  #closed = false;

  constructor(private readonly options: WatchedTopicsOptions<S, E, M>) {}

  /** Topics watched on this replica (diagnostics, tests). */
  get size(): number {
    return this.#topics.size;
  }

  /**
   * Adds a watcher to the topic, starting it with `initial` when nobody on this replica watches it
   * yet. The caller has already checked the watcher's own access.
   */
  async watch(
    key: string,
    who: { credentials: Credentials; meta: M },
    initial: () => S | Promise<S>,
  ): Promise<AsyncIterableIterator<E>> {
    if (this.#closed) throw new Error('The live update hub is closed');
    let pending = this.#topics.get(key);
    const starting = !pending;
    if (!pending) {
      pending = this.#start(key, initial);
      this.#topics.set(key, pending);
      pending.catch(() => {
        if (this.#topics.get(key) === pending) this.#topics.delete(key);
      });
    }
    // Another watcher's start that failed (their session, their read) is theirs: this one starts again.
    const topic = await (starting ? pending : pending.catch(() => null));
    if (!topic) return this.watch(key, who, initial);
    // Its last watcher left while this one waited: start again.
    if (topic.stopped) return this.watch(key, who, initial);
    const watcher: Watcher<E, M> = {
      ...who,
      queue: new EventQueue<E>(() => this.#leave(topic, watcher), this.options.queueCapacity),
    };
    topic.watchers.add(watcher);
    return watcher.queue;
  }

  /** The topic when this replica watches it (a write announces itself to its local state). */
  async find(key: string): Promise<Topic<S, E, M> | null> {
    return (await this.#topics.get(key)?.catch(() => null)) ?? null;
  }

  /**
   * Runs an upstream call as the first watcher whose session still works. A watcher the upstream
   * refuses (`ends` says which refusals end a subscription) is closed and the next one is tried;
   * null when nobody is left.
   */
  async asWatcher<T>(
    topic: Topic<S, E, M>,
    call: (credentials: Credentials) => Promise<T>,
    ends: readonly ErrorCode[] = [ErrorCode.UNAUTHENTICATED, ErrorCode.FORBIDDEN],
  ): Promise<T | null> {
    for (;;) {
      const watcher = topic.watchers.values().next().value;
      if (!watcher || topic.stopped) return null;
      try {
        return await call(watcher.credentials);
      } catch (error) {
        if (error instanceof UpstreamError && ends.includes(error.code)) {
          // This subscriber lost their session or access: their subscription ends; poll for the others.
          watcher.queue.close();
          continue;
        }
        throw error;
      }
    }
  }

  /** Publishes on the topic's channel; a failure loses only this live update, so it is logged. */
  async publish(key: string, event: E): Promise<void> {
    try {
      await this.options.backend.pubsub.publish(key, JSON.stringify(event));
    } catch (error) {
      this.options.logger.warn(`Publishing a ${this.options.label} change failed`, {
        topic: key,
        error: String(error),
      });
    }
  }

  /** Stops every poll loop, gives back what each holds and ends every subscription. */
  async close(): Promise<void> {
    this.#closed = true;
    const topics = await Promise.allSettled([...this.#topics.values()]);
    this.#topics.clear();
    for (const result of topics)
      if (result.status === 'fulfilled') {
        for (const watcher of [...result.value.watchers]) watcher.queue.close();
        await this.#stop(result.value);
      }
  }

  async #start(key: string, initial: () => S | Promise<S>): Promise<Topic<S, E, M>> {
    const topic: Topic<S, E, M> = {
      key,
      state: await initial(),
      watchers: new Set(),
      timer: null,
      lastRoundMs: 0,
      stopped: false,
      unsubscribe: null,
    };
    topic.unsubscribe = await this.options.backend.pubsub.subscribe(key, (message) =>
      this.options.deliver(topic, message),
    );
    this.#schedule(topic, this.options.pollIntervalMs);
    return topic;
  }

  #leave(topic: Topic<S, E, M>, watcher: Watcher<E, M>): void {
    topic.watchers.delete(watcher);
    if (topic.watchers.size > 0 || topic.stopped) return;
    // The map's entry is this topic's (a topic leaves the map only when it stops).
    this.#topics.delete(topic.key);
    void this.#stop(topic);
  }

  async #stop(topic: Topic<S, E, M>): Promise<void> {
    if (topic.stopped) return;
    topic.stopped = true;
    if (topic.timer) clearTimeout(topic.timer);
    // Each step on its own: a lease that cannot be given back (it then lapses) must not keep the
    // channel subscribed. Given back at once, so another replica's watchers are served sooner.
    const steps = await Promise.allSettled([
      topic.unsubscribe?.(),
      this.options.leasePerTopic ? this.options.backend.leases.release(leaseKeyOf(topic.key)) : undefined,
      this.options.release?.(topic),
    ]);
    for (const step of steps)
      if (step.status === 'rejected')
        this.options.logger.warn(`Stopping a ${this.options.label} poll loop failed`, {
          topic: topic.key,
          error: String(step.reason),
        });
  }

  #schedule(topic: Topic<S, E, M>, delayMs: number): void {
    if (topic.stopped) return;
    topic.timer = setTimeout(() => void this.#tick(topic), Math.max(0, delayMs));
  }

  async #tick(topic: Topic<S, E, M>): Promise<void> {
    const started = Date.now();
    let held = !this.options.leasePerTopic;
    try {
      // The lease must outlast this round, whose length only the last one's can tell: a round far
      // longer than the last may outlive it, and another replica poll meanwhile (a change both find
      // at once would then be announced twice).
      await this.options.beforeRound?.(topic).catch((error: unknown) => {
        this.options.logger.warn(`Announcing a ${this.options.label}'s watchers failed`, {
          topic: topic.key,
          error: String(error),
        });
      });
      if (!held) held = await this.#lease(topic, topic.lastRoundMs);
      if (held) await this.options.tick(topic, started);
    } catch (error) {
      this.options.logger.warn(`${capitalised(this.options.label)} poll round failed`, {
        topic: topic.key,
        error: String(error),
      });
    } finally {
      // A round that took longer than half the interval (a very large group, a slow upstream) is
      // followed by a pause as long as itself, so one topic never keeps this replica polling non-stop.
      const took = Date.now() - started;
      // Only a round that ran tells how long the next may take (not a lost lease's quick return).
      if (held) topic.lastRoundMs = took;
      // Renewed now for the pause and the next round, so the pause after a long round never hands
      // the topic over. Not once the topic has stopped: its lease was given back.
      if (held && this.options.leasePerTopic && !topic.stopped) {
        await this.#lease(topic, took).catch(() => false);
        if (topic.stopped)
          await this.options.backend.leases.release(leaseKeyOf(topic.key)).catch(() => undefined);
      }
      this.#schedule(topic, Math.max(this.options.pollIntervalMs - took, took));
    }
  }

  /**
   * How long a poll lease taken or renewed now must last: through a round as long as `roundMs` (by
   * default the last one), the pause after it and the next round's start; at least three intervals.
   */
  leaseTtlMs(topic: Topic<S, E, M>, roundMs = topic.lastRoundMs): number {
    const interval = this.options.pollIntervalMs;
    return Math.max(interval * 3, roundMs * 2 + interval * 2);
  }

  #lease(topic: Topic<S, E, M>, roundMs: number): Promise<boolean> {
    return this.options.backend.leases.acquire(leaseKeyOf(topic.key), this.leaseTtlMs(topic, roundMs));
  }
}

const leaseKeyOf = (topicKey: string) => `${topicKey}:lease`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
