import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { runExclusive, runInTurn } from '../jobs/runExclusive.js';
import type { Logger } from '../logger.js';
import { runDueAutoCharges, type AutoChargeRunSummary } from './autoCharge.js';

/** How often the upstream looks for due auto-charges by default (AUTO_CHARGE_INTERVAL_MS). */
export const DEFAULT_AUTO_CHARGE_INTERVAL_MS = 15 * 60_000;

/** The job's name for its fleet-wide lock (jobs/runExclusive). */
export const AUTO_CHARGE_JOB = 'auto-charge';

/**
 * The scheduled auto-charge job: every `intervalMs` it charges the invoices whose date has come (see
 * runDueAutoCharges). With several upstream processes on one database, one run at a time across the
 * fleet (runExclusive): a timer that finds a run in progress skips its turn, the runner charges for
 * everyone. Each charge is also idempotent per invoice and date, so even runs that raced past the lock
 * (a run asked for by hand, a retried one) charge an invoice once. `runNow` is the seam tests and the
 * dev route use.
 */
export class AutoChargeScheduler {
  #timer: NodeJS.Timeout | null = null;
  /** Settles when every run started so far has (runs take turns in runExclusive). */
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
      this.runScheduled().then(
        (summary) => {
          if (summary && summary.confirmations.length > 0)
            this.logger.info(`auto-charge: ${summary.confirmations.length} invoice(s) charged or attempted`);
        },
        (error: unknown) => this.logger.error('auto-charge run failed', error),
      );
    }, intervalMs);
    // The timer never keeps the process alive on its own.
    this.#timer.unref();
  }

  /**
   * One timer turn: runs the job unless a run is in progress anywhere in the fleet (then null: that
   * run charges what is due).
   */
  runScheduled(options: { asOf?: string; now?: Date } = {}): Promise<AutoChargeRunSummary | null> {
    return this.#track(
      runExclusive(this.db, AUTO_CHARGE_JOB, () => runDueAutoCharges(this.db, options)).then((run) =>
        run.ran ? run.value : null,
      ),
    );
  }

  /**
   * Runs the job now, after the run in progress anywhere in the fleet (someone waits for this
   * summary); `asOf` charges as if that day had come.
   */
  runNow(options: { asOf?: string; houseId?: number; now?: Date } = {}): Promise<AutoChargeRunSummary> {
    return this.#track(runInTurn(this.db, AUTO_CHARGE_JOB, () => runDueAutoCharges(this.db, options)));
  }

  /** close() waits for every run started. */
  #track<T>(run: Promise<T>): Promise<T> {
    const before = this.#tail;
    this.#tail = Promise.all([before, run.catch(() => undefined)]);
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
