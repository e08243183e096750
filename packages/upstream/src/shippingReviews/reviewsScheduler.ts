import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { JobQueue } from '../jobs/jobQueue.js';
import { quoteReviews, type DueQuote } from './reviewsQuote.js';

/** How long a quote takes by default: long enough to watch a review go from pending to ready. */
export const DEFAULT_SHIPPING_QUOTE_DELAY_MS = 15_000;

/**
 * Reviews quoted by one job. A job is one transaction on the database's single connection (PGlite),
 * so it stays short (a few tens of ms for 250 reviews) and the page's reads wait little for it.
 */
export const QUOTE_BATCH_SIZE = 250;

/**
 * Times a batch is tried before its reviews wait for the next start (resumePending): a failure is
 * most likely the database being briefly unavailable, not the reviews.
 */
export const QUOTE_ATTEMPTS = 3;

/** The reviews scheduled together (by one call), waiting for one timer. */
interface TimerGroup {
  timer: NodeJS.Timeout;
  reviewIds: Set<number>;
}

/**
 * Quote generation as a background job "after a delay": one timer per call of `schedule` (a
 * catalog's new reviews wait together), then the quotes run on the shared job queue in batches of
 * QUOTE_BATCH_SIZE reviews, one job a batch (never inside a request, never holding the queue while
 * it waits). A save queues a new revision; a job of an older revision leaves the review alone.
 *
 * Several upstream processes on one database: every process resumes every pending review when it
 * starts, so two of them may hold the same review. No fleet-wide lock is needed for that: the
 * review's row is the claim. quoteReviews locks the batch's rows and quotes only reviews still
 * waiting at their revision, so the second runner waits for the first one's commit and finds them
 * quoted: each review is quoted once (a lock per job would instead make one process's batches skip
 * reviews only it was holding).
 */
export class ShippingQuoteScheduler {
  /** Each waiting review's revision and the timer group it waits in. */
  readonly #waiting = new Map<number, { revision: number; group: TimerGroup }>();
  /** Failed tries of a review's batch at its revision (dropped once quoted, or given up). */
  readonly #failures = new Map<number, { revision: number; count: number }>();
  #closed = false;
  #quoted = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly jobs: JobQueue,
    private readonly delayMs: number = DEFAULT_SHIPPING_QUOTE_DELAY_MS,
    private readonly batchSize: number = QUOTE_BATCH_SIZE,
  ) {}

  /** Reviews waiting for their timer. */
  get scheduled(): number {
    return this.#waiting.size;
  }

  /** Reviews this process quoted since it started (not those another process quoted first). */
  get quoted(): number {
    return this.#quoted;
  }

  /** Quotes the reviews (at these revisions) after the delay; a review already waiting is rescheduled. */
  schedule(reviews: readonly DueQuote[]): void {
    if (this.#closed || reviews.length === 0) return;
    for (const { id } of reviews) this.#forget(id);
    const group: TimerGroup = {
      timer: setTimeout(() => this.#fire(group), this.delayMs),
      reviewIds: new Set(reviews.map((r) => r.id)),
    };
    // A waiting quote never keeps the process alive on its own.
    group.timer.unref();
    for (const { id, revision } of reviews) this.#waiting.set(id, { revision, group });
  }

  /** After a restart: every review still pending or processing gets its quote again. */
  async resumePending(): Promise<number> {
    const rows = await this.db
      .selectFrom('shipping_reviews')
      .select(['id', 'revision'])
      .where('status', 'in', ['pending', 'processing'])
      .orderBy('id')
      .execute();
    this.schedule(rows);
    return rows.length;
  }

  /** Test seam: runs every waiting quote now (or only those of `reviewIds`); resolves when done. */
  async flush(reviewIds?: readonly number[]): Promise<void> {
    const only = reviewIds ? new Set(reviewIds) : null;
    const due: DueQuote[] = [];
    for (const [id, { revision }] of this.#waiting)
      if (!only || only.has(id)) {
        due.push({ id, revision });
        this.#forget(id);
      }
    this.#enqueue(due);
    await this.jobs.idle();
  }

  /** Drops the waiting timers (their reviews stay pending and resume on the next start). */
  close(): void {
    this.#closed = true;
    for (const { group } of this.#waiting.values()) clearTimeout(group.timer);
    this.#waiting.clear();
  }

  /** Takes a review out of its timer group; a group left empty loses its timer. */
  #forget(reviewId: number): void {
    const entry = this.#waiting.get(reviewId);
    if (!entry) return;
    this.#waiting.delete(reviewId);
    entry.group.reviewIds.delete(reviewId);
    if (entry.group.reviewIds.size === 0) clearTimeout(entry.group.timer);
  }

  /**
   * A failed batch is tried again after the delay, up to QUOTE_ATTEMPTS times per revision. A review
   * already waiting at this revision or a newer one (saved again meanwhile) is left to that wait.
   */
  #retry(batch: readonly DueQuote[]): void {
    const again = batch.filter(({ id, revision }) => {
      if ((this.#waiting.get(id)?.revision ?? -1) >= revision) return false;
      const before = this.#failures.get(id);
      // A newer revision's tries start again; an older revision's are forgotten.
      const count = before?.revision === revision ? before.count + 1 : 1;
      if (count >= QUOTE_ATTEMPTS) {
        this.#failures.delete(id);
        return false;
      }
      this.#failures.set(id, { revision, count });
      return true;
    });
    this.schedule(again);
  }

  #fire(group: TimerGroup): void {
    const due: DueQuote[] = [];
    for (const id of group.reviewIds) {
      const entry = this.#waiting.get(id);
      if (entry) due.push({ id, revision: entry.revision });
      this.#waiting.delete(id);
    }
    group.reviewIds.clear();
    this.#enqueue(due);
  }

  #enqueue(due: readonly DueQuote[]): void {
    if (this.#closed) return;
    const sorted = [...due].sort((a, b) => a.id - b.id);
    for (let start = 0; start < sorted.length; start += this.batchSize) {
      const batch = sorted.slice(start, start + this.batchSize);
      try {
        this.jobs.enqueue(`shipping quotes for ${batch.length} reviews from ${batch[0]?.id}`, async () => {
          try {
            this.#quoted += (await quoteReviews(this.db, batch)).length;
            for (const { id, revision } of batch)
              if ((this.#failures.get(id)?.revision ?? Infinity) <= revision) this.#failures.delete(id);
          } catch (error) {
            this.#retry(batch);
            throw error; // the queue logs it
          }
        });
      } catch {
        // The queue closed (shutdown): the reviews stay pending and resume on the next start.
        this.close();
        return;
      }
    }
  }
}
