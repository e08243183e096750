import type { Logger } from '../logger.js';

interface Job {
  name: string;
  run: () => Promise<void>;
}

/**
 * An in-process background queue: jobs run one at a time, after the current request has been
 * answered, with a turn of the event loop between two jobs (requests are served in between).
 * `idle()` lets tests (and shutdown) wait until every queued job has finished.
 *
 * The queue is per process. With several upstream processes on one database the same job may be
 * queued in two of them (each resumes pending invoice groups and shipping quotes when it starts), so
 * every job claims its rows before acting: an invoice build locks its group's row and builds only a
 * group without invoices, a quote batch locks its reviews and quotes only those still waiting. A job
 * that scans for due work instead runs under runExclusive (one run at a time across the fleet).
 */
export class JobQueue {
  readonly #pending: Job[] = [];
  readonly #idleWaiters: Array<() => void> = [];
  /** A drain is scheduled or in progress. */
  #running = false;
  #current: Job | undefined;
  #closed = false;
  #failures = 0;

  constructor(private readonly logger: Logger) {}

  /** How many jobs failed since start (for tests and diagnostics). */
  get failures(): number {
    return this.#failures;
  }

  /** Jobs queued or running. */
  get size(): number {
    return this.#pending.length + (this.#current ? 1 : 0);
  }

  enqueue(name: string, run: () => Promise<void>): void {
    if (this.#closed) throw new Error(`job queue is closed; cannot run "${name}"`);
    this.#pending.push({ name, run });
    // setImmediate: never start inside the request that queued the job.
    if (!this.#running) {
      this.#running = true;
      setImmediate(() => void this.#drain());
    }
  }

  /** Resolves when nothing is queued or running. */
  idle(): Promise<void> {
    if (!this.#running && this.#pending.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Refuses new jobs and waits for the queued ones. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.idle();
  }

  async #drain(): Promise<void> {
    for (let job = this.#pending.shift(); job; job = this.#pending.shift()) {
      this.#current = job;
      try {
        await job.run();
      } catch (error) {
        this.#failures++;
        this.logger.error(`background job "${job.name}" failed`, error);
      } finally {
        this.#current = undefined;
      }
      // A job awaiting only promises (PGlite runs in this thread) never lets the event loop reach
      // its I/O: let it serve the requests that arrived before the next job starts.
      if (this.#pending.length > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    }
    this.#running = false;
    for (const resolve of this.#idleWaiters.splice(0)) resolve();
  }
}
