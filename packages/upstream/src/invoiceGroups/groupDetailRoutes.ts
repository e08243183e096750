import { Router, type Request } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest } from '../http/httpError.js';
import { jsonObjectBody } from '../http/validate.js';
import { parseBoolean, parseId, parseIdList, parseObjectList } from '../invoices/invoiceBodies.js';
import {
  EDITING_MESSAGES,
  requireGroupInvoices,
  setDeliveryModes,
  setLinesSuppressed,
  setNotes,
} from '../invoices/invoiceWrites.js';
import { loadHouse, loadInvoices, requireInvoiceGroup } from '../invoices/invoiceFactsQuery.js';
import { callerOf } from '../viewer/caller.js';
import { groupDetailView, loadGroupCatalogs, loadPaymentMethods } from './groupDetailView.js';
import { groupIdOf } from './groupIdParam.js';

/**
 * The group details screen (invoicing §2.3), mounted under /app/house/{houseRef}: the group's
 * invoices (all, or the ones named) and its edits of line visibility, notes and delivery modes.
 * Every query is scoped by the caller's house; ids of another house are 404.
 */
export function groupDetailRoutes({ db }: { db: Kysely<DB> }): Router {
  const router = Router({ mergeParams: true });

  async function groupDetail(req: Request, invoiceIds?: number[]) {
    const caller = callerOf(req);
    const invoiceGroupId = groupIdOf(req);
    const group = await requireInvoiceGroup(db, caller.houseId, invoiceGroupId);
    const house = await loadHouse(db, caller.houseId);
    const [catalogs, invoices, methods] = await Promise.all([
      loadGroupCatalogs(db, caller.houseId, invoiceGroupId, house.timeZone),
      loadInvoices(db, { houseId: caller.houseId, invoiceGroupId, ...(invoiceIds ? { invoiceIds } : {}) }),
      loadPaymentMethods(db),
    ]);
    return { data: groupDetailView({ group, catalogs, invoices, house, methods, now: new Date() }) };
  }

  router.get('/invoiceGroup/:invoiceGroupId/groupDetailInfo', async (req, res) => {
    res.json(await groupDetail(req));
  });

  router.post('/invoiceGroup/:invoiceGroupId/groupDetailInfoByInvoice', async (req, res) => {
    const ids = parseIdList(req.body, 'invoiceIDs');
    res.json(await groupDetail(req, [...new Set(ids)]));
  });

  router.post('/invoiceGroup/:invoiceGroupId/groupDetailInfo', async (req, res) => {
    const caller = callerOf(req);
    const invoiceGroupId = groupIdOf(req);
    const body = jsonObjectBody(req.body, [
      'invoiceDetails',
      'invoiceDetailPrice',
      'invoiceNotes',
      'invoiceItemDeliveryModes',
    ]);
    const forms = ['invoiceDetailPrice', 'invoiceNotes', 'invoiceItemDeliveryModes'].filter(
      (k) => body[k] !== undefined,
    );
    if (forms.length !== 1 || (body['invoiceDetails'] !== undefined && forms[0] !== 'invoiceDetailPrice'))
      throw badRequest(
        'INVALID_BODY',
        'Send exactly one of invoiceDetailPrice (with optional invoiceDetails), invoiceNotes or invoiceItemDeliveryModes.',
      );
    await requireInvoiceGroup(db, caller.houseId, invoiceGroupId);

    if (body['invoiceDetailPrice'] !== undefined) {
      const entries = parseObjectList(body['invoiceDetailPrice'], 'invoiceDetailPrice', [
        'invoiceID',
        'invoiceDetailID',
        'suppress',
      ]).map((e) => ({
        invoiceId: parseId(e['invoiceID'], 'invoiceID'),
        lineId: parseId(e['invoiceDetailID'], 'invoiceDetailID'),
        suppress: parseBoolean(e['suppress'], 'suppress'),
      }));
      if (body['invoiceDetails'] !== undefined) {
        const echoed = parseObjectList(body['invoiceDetails'], 'invoiceDetails', [
          'invoiceID',
          'invoiceDetailID',
        ]);
        for (const e of echoed) {
          const lineId = parseId(e['invoiceDetailID'], 'invoiceDetailID');
          const invoiceId = parseId(e['invoiceID'], 'invoiceID');
          if (!entries.some((x) => x.lineId === lineId && x.invoiceId === invoiceId))
            throw badRequest(
              'INVALID_BODY',
              `invoiceDetails names line ${lineId} without an invoiceDetailPrice entry.`,
              'invoiceDetails',
            );
        }
      }
      const invoices = await requireGroupInvoices(
        db,
        caller,
        invoiceGroupId,
        entries.map((e) => e.invoiceId),
      );
      await setLinesSuppressed(db, invoices, entries);
    } else if (body['invoiceNotes'] !== undefined) {
      const entries = parseObjectList(body['invoiceNotes'], 'invoiceNotes', ['notes', 'invoiceID']).map(
        (e) => {
          const notes = e['notes'];
          if (typeof notes !== 'string' || notes.trim() === '')
            throw badRequest('NOTE_REQUIRED', EDITING_MESSAGES.noteRequired, 'notes');
          if (notes.length > 2000)
            throw badRequest('NOTE_TOO_LONG', 'A note can be at most 2000 characters.', 'notes');
          return { invoiceId: parseId(e['invoiceID'], 'invoiceID'), notes: notes.trim() };
        },
      );
      await requireGroupInvoices(
        db,
        caller,
        invoiceGroupId,
        entries.map((e) => e.invoiceId),
      );
      await setNotes(db, entries);
    } else {
      const entries = parseObjectList(body['invoiceItemDeliveryModes'], 'invoiceItemDeliveryModes', [
        'deliveryMode',
        'invoiceID',
      ]).map((e) => {
        const mode = e['deliveryMode'];
        if (mode !== 'pickup' && mode !== 'shipping')
          throw badRequest('INVALID_BODY', 'deliveryMode must be "pickup" or "shipping".', 'deliveryMode');
        return { invoiceId: parseId(e['invoiceID'], 'invoiceID'), pickup: mode === 'pickup' };
      });
      const invoices = await requireGroupInvoices(
        db,
        caller,
        invoiceGroupId,
        entries.map((e) => e.invoiceId),
      );
      await setDeliveryModes(db, invoices, entries);
    }
    res.json({ data: { success: true } });
  });

  return router;
}
