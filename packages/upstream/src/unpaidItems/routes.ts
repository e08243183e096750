import { Router } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { offerRoutes } from './offerRoutes.js';
import { pauseRoutes } from './pauseRoutes.js';
import { pipelineRoutes } from './pipelineRoutes.js';
import { settingsRoutes } from './settingsRoutes.js';
import type { RunStep } from './pipelineSteps.js';

export interface UnpaidItemsRouteOptions {
  db: Kysely<DB>;
  /** The app's clock (tests move it). */
  clock: () => Date;
  /** Runs the job now at the clock (POST /run); mounted only with dev tools on. */
  runNow?: (() => Promise<readonly RunStep[]>) | undefined;
}

/**
 * Everything under /app/house/{houseRef}/unpaidItems (openapi/house.yaml, tag `unpaidItems`): the
 * settings, the pipeline screen, the dry run, an invoice's timeline, pauses and offers.
 */
export function unpaidItemsRoutes({ db, clock, runNow }: UnpaidItemsRouteOptions): Router {
  const routes = Router({ mergeParams: true });
  routes.use(settingsRoutes(db, clock), pipelineRoutes(db, clock), pauseRoutes(db, clock), offerRoutes(db, clock));
  if (runNow)
    routes.post('/run', async (_req, res) => {
      res.json({ data: { steps: await runNow() } });
    });
  return Router({ mergeParams: true }).use('/unpaidItems', routes);
}
