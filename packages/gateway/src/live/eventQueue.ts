/**
 * A subscriber's queue: events pushed by the hub, pulled by graphql-ws through the async iterator
 * protocol. Bounded: a subscriber that does not keep up loses its oldest events (every event
 * carries the latest counters, so the newest ones matter).
 */
export class EventQueue<T> implements AsyncIterableIterator<T> {
  readonly #items: T[] = [];
  #waiting: ((result: IteratorResult<T>) => void) | null = null;
  #done = false;

  constructor(
    private readonly onClose: () => void,
    private readonly capacity = 500,
  ) {}

  push(item: T): void {
    if (this.#done) return;
    if (this.#waiting) {
      const resolve = this.#waiting;
      this.#waiting = null;
      resolve({ value: item, done: false });
      return;
    }
    this.#items.push(item);
    if (this.#items.length > this.capacity) this.#items.shift();
  }

  next(): Promise<IteratorResult<T>> {
    const item = this.#items.shift();
    if (item !== undefined) return Promise.resolve({ value: item, done: false });
    if (this.#done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => {
      this.#waiting = resolve;
    });
  }

  /** The client unsubscribed (or the socket closed). */
  return(): Promise<IteratorResult<T>> {
    this.close();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error?: unknown): Promise<IteratorResult<T>> {
    this.close();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }

  /** Ends the iteration (idempotent); the hub forgets the subscriber. */
  close(): void {
    if (this.#done) return;
    this.#done = true;
    this.#items.length = 0;
    const resolve = this.#waiting;
    this.#waiting = null;
    resolve?.({ value: undefined, done: true });
    this.onClose();
  }

  get closed(): boolean {
    return this.#done;
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
