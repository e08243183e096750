import { INVOICE_TEMPLATE_MESSAGES as M } from '@ah/schema';
import { Router } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { badRequest, notFound } from '../http/httpError.js';
import { parsePositiveInteger } from '../http/validate.js';
import { parseTemplateSave } from './templateBody.js';
import { findOwnTemplate, loadGroupSettings } from './templateView.js';
import { saveTemplate } from './templateWrites.js';

/**
 * The invoice templates (invoice group settings) of a house, mounted under /app/house/{houseRef}
 * (invoicing §7; sales §7 reads the same GET):
 * - GET /invoiceGroupSettings?groupSettingsID= — one template with taxes, fees and messages;
 * - POST /invoiceGroupSettings — the editor's whole-template save: `groupSettingsID` in the body
 *   changes that template, none creates one; answers `{groupSettingsID}`. A POST that names the
 *   template in the query is the fixed-price step's partial save (saleWizard/binDetailsRoutes.ts).
 */
export function invoiceTemplateRoutes(db: Kysely<DB>): Router {
  const router = Router({ mergeParams: true });

  router.get('/invoiceGroupSettings', async (req, res) => {
    const settingsId = parsePositiveInteger(req.query['groupSettingsID']);
    if (settingsId === null)
      throw badRequest(
        'INVALID_PARAMETER',
        'groupSettingsID must be a positive whole number.',
        'groupSettingsID',
      );
    const own = await findOwnTemplate(db, callerOf(req).houseId, settingsId);
    if (!own) throw notFound('GROUP_SETTINGS_NOT_FOUND', M.notFound);
    res.json({ groupSettings: await loadGroupSettings(db, own.id) });
  });

  router.post('/invoiceGroupSettings', async (req, res, next) => {
    if (req.query['groupSettingsID'] !== undefined) {
      next();
      return;
    }
    const input = parseTemplateSave(req.body);
    const groupSettingsId = await saveTemplate(db, callerOf(req).houseId, input);
    res.json({ groupSettingsID: groupSettingsId });
  });

  return router;
}
