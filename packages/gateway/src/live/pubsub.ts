/**
 * Publish/subscribe of string messages on named channels. In-process by default; with REDIS_URL
 * the messages travel through Redis so every gateway replica's subscribers receive them.
 * Listeners of one channel in one process share one upstream subscription.
 */
export type MessageListener = (message: string) => void;

export interface PubSub {
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once the subscription is live; the returned function unsubscribes this listener. */
  subscribe(channel: string, listener: MessageListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Listeners by channel; delivery is asynchronous so a publisher never runs subscriber code inline. */
export class ListenerRegistry {
  readonly #channels = new Map<string, Set<MessageListener>>();

  /** Adds a listener; true when it is the channel's first (the caller then subscribes upstream). */
  add(channel: string, listener: MessageListener): boolean {
    let listeners = this.#channels.get(channel);
    const first = listeners === undefined;
    if (!listeners) {
      listeners = new Set();
      this.#channels.set(channel, listeners);
    }
    listeners.add(listener);
    return first;
  }

  /** Removes a listener; true when the channel has none left (the caller then unsubscribes upstream). */
  remove(channel: string, listener: MessageListener): boolean {
    const listeners = this.#channels.get(channel);
    if (!listeners) return false;
    listeners.delete(listener);
    if (listeners.size > 0) return false;
    this.#channels.delete(channel);
    return true;
  }

  deliver(channel: string, message: string): void {
    for (const listener of this.#channels.get(channel) ?? []) listener(message);
  }

  channels(): string[] {
    return [...this.#channels.keys()];
  }

  clear(): void {
    this.#channels.clear();
  }
}

/** One process: a publish reaches this process's listeners only. */
export class InProcessPubSub implements PubSub {
  readonly #listeners = new ListenerRegistry();

  publish(channel: string, message: string): Promise<void> {
    setImmediate(() => this.#listeners.deliver(channel, message));
    return Promise.resolve();
  }

  subscribe(channel: string, listener: MessageListener): Promise<() => Promise<void>> {
    this.#listeners.add(channel, listener);
    return Promise.resolve(() => {
      this.#listeners.remove(channel, listener);
      return Promise.resolve();
    });
  }

  close(): Promise<void> {
    this.#listeners.clear();
    return Promise.resolve();
  }
}
