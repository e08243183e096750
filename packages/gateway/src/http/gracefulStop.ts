import { setTimeout as sleep } from 'node:timers/promises';
import type { HealthState } from './health.js';
import type { Logger } from '../logger.js';

/** The order a gateway stops in (Gateway.stop), everything within `graceMs`. */
export interface StopPlan {
  graceMs: number;
  /** How long readiness fails, while requests are still served, before anything closes. */
  delayMs: number;
  health: HealthState;
  logger: Logger;
  /** Ended before the connections drain: live hubs (their subscriptions end), shared channels. */
  beforeDrain: readonly (() => Promise<void>)[];
  /** Answers what is in flight and closes the sockets; false when the grace period cut something. */
  drain(hardStop: AbortSignal): Promise<boolean>;
  /** Closed once nothing is served: Apollo, pools, the live backend, telemetry. */
  afterDrain: readonly (() => Promise<void>)[];
}

/** The gateway's stop: the first call runs the plan, later calls wait for the same run. */
export function gracefulStop(plan: StopPlan): () => Promise<void> {
  let stopping: Promise<void> | null = null;
  return () => {
    stopping ??= (async () => {
      // Everything below happens within the grace period; what is still open at its end is cut.
      const hardStop = AbortSignal.timeout(plan.graceMs);
      plan.health.shuttingDown = true;
      // Readiness fails first, while requests are still served, so load balancers move away.
      const delay = Math.min(plan.delayMs, plan.graceMs);
      if (delay > 0) await sleep(delay);
      for (const close of plan.beforeDrain) await close();
      if (!(await plan.drain(hardStop)))
        plan.logger.warn('Shutdown grace period ended with requests in flight');
      for (const close of plan.afterDrain) await close();
    })();
    return stopping;
  };
}
