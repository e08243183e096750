import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { JobQueue } from '../jobs/jobQueue.js';
import { generateQuote } from './reviewsQuote.js';

/** How long a quote takes by default: long enough to watch a review go from pending to ready. */
export const DEFAULT_SHIPPING_QUOTE_DELAY_MS = 15_000;

/**
 * Quote generation as a background job "after a delay" (issue 8): a timer per review, then the
 * quote runs on the shared job queue (never inside a request, never holding the queue while it
 * waits). A save queues a new revision; the job of an older revision does nothing.
 */
export class ShippingQuoteScheduler {
  readonly #timers = new Map<number, { timer: NodeJS.Timeout; revision: number }>();
  #closed = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly jobs: JobQueue,
    private readonly delayMs: number = DEFAULT_SHIPPING_QUOTE_DELAY_MS,
  ) {}

  /** Reviews waiting for their timer. */
  get scheduled(): number {
    return this.#timers.size;
  }

  schedule(reviewId: number, revision: number): void {
    if (this.#closed) return;
    const previous = this.#timers.get(reviewId);
    if (previous) clearTimeout(previous.timer);
    const timer = setTimeout(() => this.#enqueue(reviewId, revision), this.delayMs);
    // A waiting quote never keeps the process alive on its own.
    timer.unref();
    this.#timers.set(reviewId, { timer, revision });
  }

  /** After a restart: every review still pending or processing gets its quote again. */
  async resumePending(): Promise<number> {
    const rows = await this.db
      .selectFrom('shipping_reviews')
      .select(['id', 'revision'])
      .where('status', 'in', ['pending', 'processing'])
      .execute();
    for (const row of rows) this.schedule(row.id, row.revision);
    return rows.length;
  }

  /** Test seam: runs every waiting quote now (or only those of `reviewIds`); resolves when done. */
  async flush(reviewIds?: readonly number[]): Promise<void> {
    for (const [reviewId, { timer, revision }] of [...this.#timers]) {
      if (reviewIds && !reviewIds.includes(reviewId)) continue;
      clearTimeout(timer);
      this.#enqueue(reviewId, revision);
    }
    await this.jobs.idle();
  }

  /** Drops the waiting timers (their reviews stay pending and resume on the next start). */
  close(): void {
    this.#closed = true;
    for (const { timer } of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }

  #enqueue(reviewId: number, revision: number): void {
    const entry = this.#timers.get(reviewId);
    if (entry?.revision === revision) this.#timers.delete(reviewId);
    if (this.#closed) return;
    try {
      this.jobs.enqueue(`shipping quote for review ${reviewId}`, async () => {
        await generateQuote(this.db, reviewId, revision);
      });
    } catch {
      // The queue closed (shutdown): the review stays pending and resumes on the next start.
      this.close();
    }
  }
}
