/**
 * One answer per idempotency key (placeBulkBids: a double click on Confirm places once). The first
 * call's promise is kept for 10 minutes under the caller's house, user and key; a repeat with the
 * same request shares it, one with a different request is refused. Per gateway process: replicas
 * behind a load balancer each keep their own (a double click reaches one of them with its session).
 */
const TTL_MS = 10 * 60_000;
const MAX_KEYS = 10_000;

interface Entry {
  fingerprint: string;
  answer: Promise<unknown>;
  expires: number;
}

export class IdempotencyCache {
  readonly #entries = new Map<string, Entry>();

  /** Runs `work` once per key; `reused` is called when the key came with another request. */
  run<T>(key: string, fingerprint: string, work: () => Promise<T>, reused: () => Error): Promise<T> {
    const now = Date.now();
    for (const [k, entry] of this.#entries) {
      if (entry.expires > now && this.#entries.size < MAX_KEYS) break;
      this.#entries.delete(k);
    }
    const existing = this.#entries.get(key);
    if (existing && existing.expires > now) {
      if (existing.fingerprint !== fingerprint) return Promise.reject(reused());
      return existing.answer as Promise<T>;
    }
    const answer = work();
    this.#entries.set(key, { fingerprint, answer, expires: now + TTL_MS });
    // A failed call may be retried with the same key.
    answer.catch(() => {
      if (this.#entries.get(key)?.answer === answer) this.#entries.delete(key);
    });
    return answer;
  }
}

export const placeBidsIdempotency = new IdempotencyCache();
