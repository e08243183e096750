import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Logger } from '../logger.js';
import { runDueAutoCharges, type AutoChargeRunSummary } from './autoCharge.js';

/** How often the upstream looks for due auto-charges by default (AUTO_CHARGE_INTERVAL_MS). */
export const DEFAULT_AUTO_CHARGE_INTERVAL_MS = 15 * 60_000;

/**
 * The scheduled auto-charge job: every `intervalMs` it charges the invoices whose date has come (see
 * runDueAutoCharges; each charge is idempotent per invoice and date, so overlapping runs and several
 * upstream processes charge once). `runNow` is the seam tests and the dev route use. Runs never
 * overlap within one process.
 */
export class AutoChargeScheduler {
  #timer: NodeJS.Timeout | null = null;
  /** The last run queued: runs take turns. */
  #tail: Promise<unknown> = Promise.resolve();
  #closed = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly logger: Logger,
  ) {}

  /** Starts the timer (0 or less: never; the job then runs only when triggered). */
  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.#timer || this.#closed) return;
    this.#timer = setInterval(() => {
      this.runNow().then(
        (summary) => {
          if (summary.confirmations.length > 0)
            this.logger.info(`auto-charge: ${summary.confirmations.length} invoice(s) charged or attempted`);
        },
        (error: unknown) => this.logger.error('auto-charge run failed', error),
      );
    }, intervalMs);
    // The timer never keeps the process alive on its own.
    this.#timer.unref();
  }

  /** Runs the job now (after a run in progress); `asOf` charges as if that day had come. */
  runNow(options: { asOf?: string; houseId?: number; now?: Date } = {}): Promise<AutoChargeRunSummary> {
    const run = this.#tail.then(() => runDueAutoCharges(this.db, options));
    this.#tail = run.catch(() => undefined);
    return run;
  }

  /** Stops the timer and waits for a run in progress. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#tail;
  }
}
