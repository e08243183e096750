import { parseIsoDate } from '@ah/schema';
import { Router, type Request, type Response } from 'express';
import type { Kysely } from 'kysely';
import { callerOf, type Caller } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError } from '../http/httpError.js';
import { jsonObjectBody, parsePositiveInteger } from '../http/validate.js';
import { parseIdList } from '../invoices/invoiceBodies.js';
import { requireInvoiceGroup, requireInvoices } from '../invoices/invoiceFactsQuery.js';
import {
  IDEMPOTENCY_REPLAYED_HEADER,
  idempotencyKeyOf,
  onceWithAnswer,
  type IdempotentAnswer,
} from '../invoiceGroups/idempotency.js';
import { actorOf, loadAuditTrail } from './audit.js';
import { eligibleInvoiceList, loadAutoChargeHouse, windowOf, autoChargeAvailable } from './autoCharge.js';
import type { AutoChargeScheduler } from './autoChargeScheduler.js';
import { chargeInvoices } from './chargeInvoices.js';
import { loadInvoicePreview } from './invoicePreview.js';
import type { Mailer } from '../mail/mailer.js';
import { sendInvoices } from './sendInvoices.js';

export interface PaymentRouteOptions {
  db: Kysely<DB>;
  mailer: Mailer;
  autoCharges: AutoChargeScheduler;
  /** Lets the auto-charge trigger take `asOf` (a simulated day); development and tests only. */
  devTools: boolean;
}

const MAX_INVOICES = 5000;
const MAX_OUTBOX_PAGE = 200;

/** Answers with the replay header when the answer repeats an earlier request's. */
function sendIdempotent<T>(res: Response, result: IdempotentAnswer<T>, body: (answer: T) => unknown): void {
  if (result.replayed) res.setHeader(IDEMPOTENCY_REPLAYED_HEADER, 'true');
  res.json(body(result.answer));
}

async function requireUserFlag(
  db: Kysely<DB>,
  caller: Caller,
  flag: 'access_payments' | 'is_super_user',
  message: string,
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select([flag])
    .where('id', '=', caller.userId)
    .executeTakeFirstOrThrow();
  if (!user[flag]) throw new HttpError(403, 'FORBIDDEN', message);
}

/**
 * Preview, send, charge cards, auto-charge eligibility, the e-mail outbox, the audit trail and the
 * auto-charge trigger (invoicing §7), mounted under /app/house/{houseRef}. Every query is scoped by
 * the caller's house; ids of another house answer 404.
 */
export function paymentRoutes(options: PaymentRouteOptions): Router {
  const { db, mailer } = options;
  const router = Router({ mergeParams: true });

  const groupIdOf = (req: Request): number => {
    const id = parsePositiveInteger(req.params['invoiceGroupId']);
    if (id === null)
      throw badRequest('INVALID_ID', 'invoiceGroupId must be a positive whole number.', 'invoiceGroupId');
    return id;
  };
  const idsOf = (req: Request): number[] => [...new Set(parseIdList(req.body, 'invoiceIDs', MAX_INVOICES))];

  router.post('/processCards', async (req, res) => {
    const key = idempotencyKeyOf(req);
    const caller = callerOf(req);
    const ids = idsOf(req);
    await requireUserFlag(db, caller, 'access_payments', 'Charging cards needs the payments access flag.');
    await requireInvoices(db, caller.houseId, ids);
    const actor = await actorOf(db, caller.userId);
    const result = await onceWithAnswer(db, caller.houseId, key, 'processCards', ids, (trx) =>
      chargeInvoices(trx, {
        houseId: caller.houseId,
        invoiceIds: ids,
        source: 'batch',
        actor,
        now: new Date(),
      }),
    );
    sendIdempotent(res, result, (invoiceConfirmations) => ({
      httpStatus: 200,
      data: { invoiceConfirmations },
    }));
  });

  router.post('/invoiceGroup/:invoiceGroupId/invoicePreview', async (req, res) => {
    const caller = callerOf(req);
    const { answer } = await loadInvoicePreview(db, caller.houseId, groupIdOf(req), idsOf(req));
    res.json({ data: { invoiceGroups: answer } });
  });

  router.post('/invoiceGroup/:invoiceGroupId/invoiceSend', async (req, res) => {
    const key = idempotencyKeyOf(req);
    const caller = callerOf(req);
    const invoiceGroupId = groupIdOf(req);
    const ids = idsOf(req);
    await requireInvoiceGroup(db, caller.houseId, invoiceGroupId);
    const actor = await actorOf(db, caller.userId);
    const result = await onceWithAnswer(
      db,
      caller.houseId,
      key,
      'invoiceSend',
      { invoiceGroupId, ids },
      (trx) =>
        sendInvoices(trx, {
          houseId: caller.houseId,
          invoiceGroupId,
          invoiceIds: ids,
          actor,
          mailer,
          now: new Date(),
        }),
    );
    sendIdempotent(res, result, (data) => ({ data }));
  });

  router.post('/invoiceGroup/:invoiceGroupId/autoCharge', async (req, res) => {
    const caller = callerOf(req);
    const invoiceGroupId = groupIdOf(req);
    const ids = idsOf(req);
    await requireInvoiceGroup(db, caller.houseId, invoiceGroupId);
    const house = await loadAutoChargeHouse(db, caller.houseId);
    const now = new Date();
    const inGroup = await db
      .selectFrom('invoices')
      .select('id')
      .where('house_id', '=', caller.houseId)
      .where('invoice_group_id', '=', invoiceGroupId)
      .where('id', 'in', ids)
      .execute();
    const wanted = new Set(inGroup.map((r) => r.id));
    res.json({
      data: {
        autoChargeAvailable: autoChargeAvailable(house),
        ...windowOf(house, now),
        eligibleInvoiceList: await eligibleInvoiceList(
          db,
          house,
          ids.filter((id) => wanted.has(id)),
          now,
        ),
      },
    });
  });

  router.post('/invoiceAuditTrail', async (req, res) => {
    const caller = callerOf(req);
    const body = jsonObjectBody(req.body, ['invoiceIDs']);
    const ids = [...new Set(parseIdList(body['invoiceIDs'], 'invoiceIDs', 500))];
    res.json({ data: { entries: await loadAuditTrail(db, caller.houseId, ids) } });
  });

  router.get('/invoiceEmails', async (req, res) => {
    const caller = callerOf(req);
    await requireUserFlag(
      db,
      caller,
      'is_super_user',
      'Only super users can read the invoice e-mail outbox.',
    );
    const filter = (name: string): number | null => {
      const raw = req.query[name];
      if (raw === undefined || raw === '') return null;
      const id = parsePositiveInteger(raw);
      if (id === null)
        throw badRequest('INVALID_PARAMETER', `${name} must be a positive whole number.`, name);
      return id;
    };
    const groupId = filter('invoiceGroupID');
    const invoiceId = filter('invoiceID');
    const page = filter('page') ?? 1;
    const size = filter('size') ?? 50;
    if (size > MAX_OUTBOX_PAGE)
      throw badRequest(
        'INVALID_PARAMETER',
        `size must be a whole number from 1 to ${MAX_OUTBOX_PAGE}.`,
        'size',
      );
    const base = db
      .selectFrom('invoice_emails')
      .where('house_id', '=', caller.houseId)
      .$if(groupId !== null, (q) => q.where('invoice_group_id', '=', groupId ?? 0))
      .$if(invoiceId !== null, (q) => q.where('invoice_id', '=', invoiceId ?? 0));
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
    ]);
    res.json({
      data: {
        totalRecords: Number(count.n),
        emails: rows.map((r) => ({
          id: r.id,
          invoiceID: r.invoice_id,
          invoiceGroupID: r.invoice_group_id,
          to: r.to_address,
          from: r.from_address,
          bcc: r.bcc,
          subject: r.subject,
          text: r.body,
          delivery: r.delivery,
          createdAt: r.created_at.toISOString(),
        })),
      },
    });
  });

  // The auto-charge job on demand (super users): as of today in the house's time zone, or, with dev
  // tools on, as of `asOf` (YYYY-MM-DD) to see a scheduled charge run on its date.
  router.post('/autoCharge/run', async (req, res) => {
    const caller = callerOf(req);
    await requireUserFlag(db, caller, 'is_super_user', 'Only super users can run the auto-charge job.');
    const body = jsonObjectBody(req.body ?? {}, ['asOf']);
    const asOf = body['asOf'];
    if (asOf !== undefined) {
      if (!options.devTools)
        throw badRequest('DEV_TOOLS_OFF', 'asOf is accepted only when UPSTREAM_DEV_TOOLS is on.', 'asOf');
      if (typeof asOf !== 'string' || parseIsoDate(asOf) === null)
        throw badRequest('INVALID_DATE', 'asOf must be a date as YYYY-MM-DD.', 'asOf');
    }
    const summary = await options.autoCharges.runNow({
      houseId: caller.houseId,
      ...(typeof asOf === 'string' ? { asOf } : {}),
    });
    res.json({ data: summary });
  });

  return router;
}
