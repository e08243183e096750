import type { Redis } from 'ioredis';
import { ListenerRegistry, type MessageListener, type PubSub } from './pubsub.js';

/**
 * Pub/sub through Redis: one connection publishes, one (in subscriber mode) listens; a channel is
 * SUBSCRIBEd once per process however many local listeners it has.
 */
export class RedisPubSub implements PubSub {
  readonly #listeners = new ListenerRegistry();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
  ) {
    subscriber.on('message', (channel: string, message: string) => this.#listeners.deliver(channel, message));
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.publisher.publish(channel, message);
  }

  async subscribe(channel: string, listener: MessageListener): Promise<() => Promise<void>> {
    if (this.#listeners.add(channel, listener)) await this.subscriber.subscribe(channel);
    return async () => {
      if (this.#listeners.remove(channel, listener)) await this.subscriber.unsubscribe(channel);
    };
  }

  async close(): Promise<void> {
    this.#listeners.clear();
  }
}
