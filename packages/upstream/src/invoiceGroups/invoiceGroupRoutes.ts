import { Router, type Request } from 'express';
import { sql, type Kysely } from 'kysely';
import { callerOf, type Caller } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError } from '../http/httpError.js';
import { parsePositiveInteger } from '../http/validate.js';
import type { JobQueue } from '../jobs/jobQueue.js';
import { buildInvoiceGroup, type InvoiceBuildHooks } from './buildInvoiceGroup.js';
import { insertInvoiceGroup, parseCreateInvoiceGroup } from './createInvoiceGroup.js';
import { listUninvoicedSaleGroups } from './invoiceCatalogsQuery.js';
import { requireInvoiceGroup } from '../invoices/invoiceFactsQuery.js';
import { listInvoiceGroups } from './invoiceGroupsQuery.js';
import { usDateToIso } from '../invoices/usDate.js';

export interface InvoiceRouteOptions {
  db: Kysely<DB>;
  jobs: JobQueue;
  buildHooks?: InvoiceBuildHooks | undefined;
}

/** With only an end date, the range starts here (invoicing §5). */
const DEFAULT_RANGE_START = '1989-01-01';
const MAX_PAGE_SIZE = 100;

function queryValue(req: Request, name: string): unknown {
  return req.query[name];
}

/** size, page, startDate, endDate of GET /invoiceGroups, refused with a 400 naming the field. */
export function parseInvoiceGroupsQuery(req: Request): {
  size: number;
  page: number;
  range: { start: string; end: string | null } | null;
} {
  const size = parsePositiveInteger(queryValue(req, 'size'));
  if (size === null || size > MAX_PAGE_SIZE)
    throw badRequest('INVALID_PARAMETER', `size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`, 'size');
  const page = parsePositiveInteger(queryValue(req, 'page'));
  if (page === null) throw badRequest('INVALID_PARAMETER', 'page must be a whole number from 1.', 'page');

  const dates: Record<'startDate' | 'endDate', string | null> = { startDate: null, endDate: null };
  for (const field of ['startDate', 'endDate'] as const) {
    const raw = queryValue(req, field);
    if (raw === undefined || raw === '') continue;
    const iso = typeof raw === 'string' ? usDateToIso(raw) : null;
    if (iso === null) throw badRequest('INVALID_DATE', `${field} must be a date as MM/DD/YYYY.`, field);
    dates[field] = iso;
  }
  const { startDate, endDate } = dates;
  if (startDate === null && endDate === null) return { size, page, range: null };
  const start = startDate ?? DEFAULT_RANGE_START;
  if (endDate !== null && endDate < start)
    throw badRequest('DATE_RANGE_INVALID', 'TO date cannot be before FROM date', 'endDate');
  return { size, page, range: { start, end: endDate } };
}

async function houseOf(
  db: Kysely<DB>,
  caller: Caller,
): Promise<{ timeZone: string; processorType: 'p' | 's' | 'w' }> {
  const house = await db
    .selectFrom('houses')
    .select(['time_zone', 'processor_type'])
    .where('id', '=', caller.houseId)
    .executeTakeFirstOrThrow();
  return { timeZone: house.time_zone, processorType: house.processor_type };
}

function pathGroupId(req: Request): number {
  const id = parsePositiveInteger(req.params['invoiceGroupId']);
  if (id === null)
    throw badRequest('INVALID_PARAMETER', 'invoiceGroupId must be a whole number.', 'invoiceGroupId');
  return id;
}

const invoicesAlreadyCreated = () =>
  new HttpError(409, 'INVOICES_ALREADY_CREATED', 'The invoices of this group have already been created.');

/** The invoices hub (invoicing §7), mounted under /app/house/{houseRef}. */
export function invoiceRoutes({ db, jobs, buildHooks }: InvoiceRouteOptions): Router {
  const router = Router({ mergeParams: true });

  router.get('/invoiceGroups', async (req, res) => {
    const query = parseInvoiceGroupsQuery(req);
    const caller = callerOf(req);
    const { timeZone } = await houseOf(db, caller);
    res.json({ data: await listInvoiceGroups(db, { houseId: caller.houseId, timeZone, ...query }) });
  });

  router.get('/paymentProcessorType', async (req, res) => {
    const { processorType } = await houseOf(db, callerOf(req));
    res.json({ 'processor-type': processorType });
  });

  router.get('/invoiceCatalogs', async (req, res) => {
    const caller = callerOf(req);
    const { timeZone } = await houseOf(db, caller);
    res.json({ data: { auctionGroups: await listUninvoicedSaleGroups(db, caller.houseId, timeZone) } });
  });

  router.get('/invoiceSettings', async (req, res) => {
    const rows = await db
      .selectFrom('invoice_settings')
      .select(['id', 'name', 'payrix_template'])
      .where('house_id', '=', callerOf(req).houseId)
      .orderBy('id')
      .execute();
    res.json({
      data: {
        invoiceSettings: rows.map((r) => ({ id: r.id, name: r.name, payrixTemplate: r.payrix_template })),
      },
    });
  });

  router.post('/invoiceGroup', async (req, res) => {
    const input = parseCreateInvoiceGroup(req.body);
    const invoiceGroupId = await insertInvoiceGroup(db, callerOf(req), input);
    // The invoices are built after the answer; the group shows invoiceCreated=false until then.
    jobs.enqueue(`build invoice group ${invoiceGroupId}`, async () => {
      await buildInvoiceGroup(db, invoiceGroupId, buildHooks);
    });
    res.json({ data: { invoiceGroupID: invoiceGroupId } });
  });

  // The way out of a creation that stalled (inferred, invoicing §2.2 'Creating Invoices'): build again,
  // or delete the group so its sessions are uninvoiced again. Neither touches a group whose invoices exist.
  router.post('/invoiceGroup/:invoiceGroupId/build', async (req, res) => {
    const caller = callerOf(req);
    const invoiceGroupId = pathGroupId(req);
    await requireInvoiceGroup(db, caller.houseId, invoiceGroupId);
    const queued = await db
      .updateTable('invoice_groups')
      .set({ build_pending: true, created_at: sql`now()` })
      .where('id', '=', invoiceGroupId)
      .where('house_id', '=', caller.houseId)
      .where('invoice_created', '=', false)
      .executeTakeFirst();
    if (queued.numUpdatedRows === 0n) throw invoicesAlreadyCreated();
    jobs.enqueue(`build invoice group ${invoiceGroupId}`, async () => {
      await buildInvoiceGroup(db, invoiceGroupId, buildHooks);
    });
    res.json({ data: { invoiceGroupID: invoiceGroupId } });
  });

  router.delete('/invoiceGroup/:invoiceGroupId', async (req, res) => {
    const caller = callerOf(req);
    const invoiceGroupId = pathGroupId(req);
    await requireInvoiceGroup(db, caller.houseId, invoiceGroupId);
    // A build that is running holds the group's row: this waits for it, then finds the invoices built.
    const deleted = await db
      .deleteFrom('invoice_groups')
      .where('id', '=', invoiceGroupId)
      .where('house_id', '=', caller.houseId)
      .where('invoice_created', '=', false)
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw invoicesAlreadyCreated();
    res.json({ data: { success: true } });
  });

  return router;
}
