import { Router } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { callerOf } from '../viewer/caller.js';
import { readExcludedBidders, readPipelineSettings, saveHouseSettings, settingsFromBody } from './houseSettings.js';

/** GET and PUT /unpaidItems/settings: the house's automation settings with its exclusion list. */
export function settingsRoutes(db: Kysely<DB>, clock: () => Date): Router {
  const router = Router({ mergeParams: true });

  const answer = async (houseId: number) => {
    const [settings, excludedBidders] = await Promise.all([
      readPipelineSettings(db, houseId),
      readExcludedBidders(db, houseId),
    ]);
    return { data: { settings: { ...settings, excludedBidders } } };
  };

  router.get('/settings', async (req, res) => {
    res.json(await answer(callerOf(req).houseId));
  });

  router.put('/settings', async (req, res) => {
    const { houseId } = callerOf(req);
    await saveHouseSettings(db, houseId, settingsFromBody(req.body), clock());
    res.json(await answer(houseId));
  });

  return router;
}
