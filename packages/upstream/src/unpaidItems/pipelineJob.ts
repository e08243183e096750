import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { runExclusive, runInTurn } from '../jobs/runExclusive.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../mail/mailer.js';
import { visitDueSteps } from './dueSteps.js';
import { readPipelineSettings } from './houseSettings.js';
import { applyStep } from './pipelineSteps.js';
import type { RunStep } from './pipelineSteps.js';

/** The job's name for its fleet-wide lock (jobs/runExclusive). */
export const UNPAID_ITEMS_JOB = 'unpaidItems';

export interface PipelineJobDeps {
  db: Kysely<DB>;
  mailer: Mailer;
  /** The app's clock (options.clock): tests move it instead of waiting. */
  clock: () => Date;
}

/**
 * One run of the pipeline: every house with the automation on, each step due (dueSteps.ts: its
 * candidate invoices page by page, then its strikes' expiries) in its own transaction
 * (pipelineSteps.applyStep). Runs only under the job's lock.
 */
async function runPipeline(deps: PipelineJobDeps): Promise<RunStep[]> {
  const now = deps.clock();
  const houses = await deps.db
    .selectFrom('unpaid_item_settings')
    .select('house_id')
    .where('enabled', '=', true)
    .orderBy('house_id')
    .execute();
  const taken: RunStep[] = [];
  for (const { house_id: houseId } of houses) {
    const settings = await readPipelineSettings(deps.db, houseId);
    const ctx = { db: deps.db, mailer: deps.mailer, houseId, settings, now };
    await visitDueSteps(deps.db, houseId, settings, now, async ({ subject, step }) => {
      const done = await applyStep(ctx, subject, step);
      if (done) taken.push(done);
    });
  }
  return taken;
}

/**
 * The scheduled pipeline: every `intervalMs` one run across the fleet (runExclusive: a timer that
 * finds a run in progress skips its turn, the runner does the work); each step is also idempotent
 * by its event's key, so even a run that raced past the lock takes a step once. `runNow` serves
 * POST /unpaidItems/run and the tests.
 */
export class UnpaidItemsJob {
  #timer: NodeJS.Timeout | null = null;
  /** Settles when every run started so far has. */
  #tail: Promise<unknown> = Promise.resolve();
  #closed = false;

  constructor(
    private readonly deps: PipelineJobDeps,
    private readonly logger: Logger,
  ) {}

  /** Starts the timer (0 or less: never; the job then runs only when triggered). */
  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.#timer || this.#closed) return;
    this.#timer = setInterval(() => {
      this.runScheduled().then(
        (steps) => {
          if (steps && steps.length > 0)
            this.logger.info(`unpaidItems: ${steps.length} step(s) taken or skipped`);
        },
        (error: unknown) => this.logger.error('unpaidItems run failed', error),
      );
    }, intervalMs);
    // The timer never keeps the process alive on its own.
    this.#timer.unref();
  }

  /** One timer turn; null when a run was in progress anywhere in the fleet. */
  runScheduled(): Promise<RunStep[] | null> {
    return this.#track(
      runExclusive(this.deps.db, UNPAID_ITEMS_JOB, () => runPipeline(this.deps)).then((run) =>
        run.ran ? run.value : null,
      ),
    );
  }

  /** Runs now at the clock, after the run in progress anywhere in the fleet. */
  runNow(): Promise<RunStep[]> {
    return this.#track(runInTurn(this.deps.db, UNPAID_ITEMS_JOB, () => runPipeline(this.deps)));
  }

  #track<T>(run: Promise<T>): Promise<T> {
    this.#tail = Promise.all([this.#tail, run.catch(() => undefined)]);
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
