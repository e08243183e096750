import { Router } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { callerOf } from '../viewer/caller.js';
import { campaignFilterOf, campaignScopeOf } from './campaignFilter.js';
import {
  analyticsEmbedSettings,
  clearAnalyticsEmbedSettings,
  saveAnalyticsEmbedSettings,
} from './analyticsEmbedSettings.js';
import { analyticsEmbed, campaignReport } from './campaignReport.js';

/**
 * Campaign reporting, mounted under /app/house/{houseRef} (sales §2 /campaign-reporting, §7):
 * - GET /campaignReport?from&to&catalogRefs — `{data: {campaignReport}}`, every section of the
 *   dashboard; from and to are sale days (YYYY-MM-DD, inclusive), catalogRefs a comma-separated
 *   list of the house's sales (another's is 404 CATALOG_NOT_FOUND); a broken one 400 INVALID_FILTER;
 * - GET /domo — `{data: {embedToken, embedUrl}}`, the house's outside dashboard or nulls;
 * - GET, PUT, DELETE /domoSettings — `{data: {embedUrl, tokenHint}}`: the setting behind /domo, read
 *   (the token only hinted: it is write-only), saved (400 INVALID_SETTING naming the field) or removed.
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
  router.get('/domoSettings', async (req, res) => {
    res.json({ data: await analyticsEmbedSettings(db, callerOf(req).houseId) });
  });
  router.put('/domoSettings', async (req, res) => {
    // The body's shape is checked against the contract before this runs (http/contractBodies.ts).
    const body = req.body as { embedUrl: string; embedToken?: string | null };
    res.json({ data: await saveAnalyticsEmbedSettings(db, callerOf(req).houseId, body) });
  });
  router.delete('/domoSettings', async (req, res) => {
    res.json({ data: await clearAnalyticsEmbedSettings(db, callerOf(req).houseId) });
  });
  return router;
}
