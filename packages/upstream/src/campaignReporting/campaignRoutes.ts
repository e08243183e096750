import { Router } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { callerOf } from '../viewer/caller.js';
import { campaignFilterOf, campaignScopeOf } from './campaignFilter.js';
import { analyticsEmbed, campaignReport } from './campaignReport.js';

/**
 * Campaign reporting, mounted under /app/house/{houseRef} (sales §2 /campaign-reporting, §7):
 * - GET /campaignReport?from&to&catalogRefs — `{data: {campaignReport}}`, every section of the
 *   dashboard; from and to are sale days (YYYY-MM-DD, inclusive), catalogRefs a comma-separated
 *   list of the house's sales (another's is 404 CATALOG_NOT_FOUND); a broken one 400 INVALID_FILTER;
 * - GET /domo — `{data: {embedToken, embedUrl}}`, the house's outside dashboard or nulls.
 */
export function campaignRoutes(db: Kysely<DB>): Router {
  const router = Router({ mergeParams: true });
  router.get('/campaignReport', async (req, res) => {
    const filter = campaignFilterOf(req);
    const scope = await campaignScopeOf(db, callerOf(req).houseId, filter);
    res.json({ data: { campaignReport: await campaignReport(db, scope) } });
  });
  router.get('/domo', async (req, res) => {
    res.json({ data: await analyticsEmbed(db, callerOf(req).houseId) });
  });
  return router;
}
