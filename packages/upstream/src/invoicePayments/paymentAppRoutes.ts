import { Router } from 'express';
import type { Kysely } from 'kysely';
import { requireCaller } from '../viewer/authenticate.js';
import { callerOf } from '../viewer/caller.js';
import { requireOwnHouse } from '../viewer/houseScope.js';
import type { DB } from '../db/schema.js';
import { badRequest } from '../http/httpError.js';
import { jsonObjectBody } from '../http/validate.js';
import { parseIdList } from '../invoices/invoiceBodies.js';
import { requireInvoices } from '../invoices/invoiceFactsQuery.js';
import {
  IDEMPOTENCY_REPLAYED_HEADER,
  idempotencyKeyOf,
  onceWithAnswer,
} from '../invoiceGroups/idempotency.js';
import { usDateToIso } from '../invoices/usDate.js';
import { actorOf } from './audit.js';
import { setAutoChargeDates } from './autoCharge.js';
import { loadPaymentOptions } from './paymentOptions.js';

/**
 * The two payment calls outside /app/house/{houseRef} (invoicing §7): POST /app/invoice/setAutoCharge
 * (the house is the caller's) and GET /house/{houseRef}/paymentInfo.
 */
export function paymentAppRoutes(db: Kysely<DB>): Router {
  const invoice = Router();
  invoice.use(requireCaller(db));
  invoice.post('/setAutoCharge', async (req, res) => {
    const key = idempotencyKeyOf(req);
    const caller = callerOf(req);
    const body = jsonObjectBody(req.body, ['autoChargeDate', 'invoiceIDs']);
    const ids = [...new Set(parseIdList(body['invoiceIDs'], 'invoiceIDs'))];
    const raw = body['autoChargeDate'];
    let date: string | null = null;
    if (raw !== null && raw !== undefined) {
      date = typeof raw === 'string' ? usDateToIso(raw) : null;
      if (date === null)
        throw badRequest(
          'INVALID_DATE',
          'autoChargeDate must be a date as MM/DD/YYYY, or null.',
          'autoChargeDate',
        );
    }
    await requireInvoices(db, caller.houseId, ids);
    const actor = await actorOf(db, caller.userId);
    const result = await onceWithAnswer(
      db,
      caller.houseId,
      key,
      'setAutoCharge',
      { date, ids },
      async (trx) => {
        const set = await setAutoChargeDates(trx, {
          houseId: caller.houseId,
          invoiceIds: ids,
          date,
          actor,
          now: new Date(),
        });
        // §7: the preview after setting a date, group details after removing.
        return { success: true, redirect: date === null ? 'groupDetails' : 'preview', ...set };
      },
    );
    if (result.replayed) res.setHeader(IDEMPOTENCY_REPLAYED_HEADER, 'true');
    res.json({ data: result.answer });
  });

  const house = Router({ mergeParams: true });
  house.use(requireCaller(db), requireOwnHouse);
  house.get('/paymentInfo', async (req, res) => {
    res.json({ data: await loadPaymentOptions(db, callerOf(req).houseId) });
  });
  return Router().use('/app/invoice', invoice).use('/house/:houseRef', house);
}
