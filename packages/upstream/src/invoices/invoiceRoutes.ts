import { Router, type Request } from 'express';
import type { Kysely, Transaction } from 'kysely';
import { callerOf, type Caller } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError, notFound } from '../http/httpError.js';
import { jsonObjectBody, parsePositiveInteger } from '../http/validate.js';
import {
  groupListRow,
  groupSummaryFields,
  groupTotals,
  loadPaymentMethods,
} from '../invoiceGroups/groupDetailView.js';
import { groupIdOf } from '../invoiceGroups/groupIdParam.js';
import {
  optionalBoolean,
  optionalMoneyCents,
  parseBoolean,
  parseId,
  parseIdList,
  parseMoneyCents,
  parseObjectList,
  parseOptionalShortDate,
} from './invoiceBodies.js';
import {
  EDITING_MESSAGES,
  requireGroupInvoices,
  withCallerInvoices,
  requireNotPending,
  saveCharges,
  saveFloorAmounts,
  savePaid,
  saveShipped,
  type PaidChange,
  type ShippedChange,
} from './invoiceWrites.js';
import { loadHouse, loadInvoices, requireInvoiceGroup, type LoadedInvoice } from './invoiceFactsQuery.js';
import { invoicePage, type PaidFilter } from './invoicePageQuery.js';
import { idempotencyKeyOf, onceFor } from '../invoiceGroups/idempotency.js';
import { formatIsoDate } from './usDate.js';
import { actorOf } from '../invoicePayments/audit.js';
import { auditPaidMarks } from '../invoicePayments/paidAudit.js';

/**
 * The create/edit invoices screen (invoicing §7; its group details are invoiceGroups'), mounted under
 * /app/house/{houseRef}. Every query is scoped by the caller's house; ids of another house are 404.
 */
export function invoiceRoutes({ db }: { db: Kysely<DB> }): Router {
  const router = Router({ mergeParams: true });

  router.get('/invoiceGroup/:invoiceGroupId/payment-methods', async (req, res) => {
    await requireInvoiceGroup(db, callerOf(req).houseId, groupIdOf(req));
    const methods = await loadPaymentMethods(db);
    res.json({
      data: { paymentMethods: methods.map((m) => ({ id: m.id, name: m.name, isOnline: m.is_online })) },
    });
  });

  async function costPerLotView(houseId: number, invoiceGroupId: number) {
    const group = await requireInvoiceGroup(db, houseId, invoiceGroupId);
    const rows = await db
      .selectFrom('invoices')
      .select(['id', 'apply_cost_per_lot'])
      .where('house_id', '=', houseId)
      .where('invoice_group_id', '=', invoiceGroupId)
      .orderBy('id')
      .execute();
    return {
      data: {
        applyCostPerLot: group.applyCostPerLot,
        invoiceBidders: rows.map((r) => ({ invoiceID: r.id, applyCostPerLot: r.apply_cost_per_lot })),
      },
    };
  }

  router.get('/invoiceGroup/:invoiceGroupId/applyCostPerLot', async (req, res) => {
    res.json(await costPerLotView(callerOf(req).houseId, groupIdOf(req)));
  });

  router.post('/invoiceGroup/:invoiceGroupId/applyCostPerLot', async (req, res) => {
    const caller = callerOf(req);
    const invoiceGroupId = groupIdOf(req);
    const body = jsonObjectBody(req.body, ['applyCostPerLot', 'invoiceIDs']);
    const apply = parseBoolean(body['applyCostPerLot'], 'applyCostPerLot');
    const listed = body['invoiceIDs'] === undefined ? null : parseIdList(body['invoiceIDs'], 'invoiceIDs');
    await requireInvoiceGroup(db, caller.houseId, invoiceGroupId);
    let targets: number[];
    if (listed) {
      const invoices = await requireGroupInvoices(db, caller, invoiceGroupId, listed);
      for (const invoice of invoices.values()) requireNotPending(invoice);
      targets = [...invoices.keys()];
    } else {
      // The group-wide answer leaves invoices with a pending online payment as they are.
      const rows = await db
        .selectFrom('invoices')
        .select('id')
        .where('house_id', '=', caller.houseId)
        .where('invoice_group_id', '=', invoiceGroupId)
        .where((eb) =>
          eb.or([
            eb('online_payment_stat', 'is', null),
            eb('online_payment_stat', 'not in', ['p', 'u', 'h', 'i']),
          ]),
        )
        .execute();
      targets = rows.map((r) => r.id);
    }
    await db.transaction().execute(async (trx) => {
      if (!listed)
        await trx
          .updateTable('invoice_groups')
          .set({ apply_cost_per_lot: apply })
          .where('id', '=', invoiceGroupId)
          .execute();
      if (targets.length > 0)
        await trx
          .updateTable('invoices')
          .set({ apply_cost_per_lot: apply })
          .where('id', 'in', targets)
          .execute();
    });
    res.json(await costPerLotView(caller.houseId, invoiceGroupId));
  });

  router.get('/invoiceGroup/:invoiceGroupId/groupInfo/processCards', async (req, res) => {
    const caller = callerOf(req);
    const invoiceGroupId = groupIdOf(req);
    await requireInvoiceGroup(db, caller.houseId, invoiceGroupId);
    const house = await loadHouse(db, caller.houseId);
    const [invoices, methods] = await Promise.all([
      loadInvoices(db, { houseId: caller.houseId, invoiceGroupId }),
      loadPaymentMethods(db),
    ]);
    const byId = new Map(methods.map((m) => [m.id, m]));
    const now = new Date();
    // ?summary=true (inferred): the rows also carry what group details and the editor derive over
    // every invoice, and the group its whole PriceTotals, so no caller needs every invoice's lines.
    const summary = parseSummaryFlag(req.query['summary']);
    const rows = invoices.map((invoice) => {
      const row = groupListRow(invoice, house, byId, now);
      return summary ? { ...row, ...groupSummaryFields(invoice) } : row;
    });
    res.json({
      data: {
        invoiceGroupInfo: {
          invoiceGroupID: invoiceGroupId,
          invoices: rows,
          ...(summary ? { totalPriceWithAdditionalCharges: groupTotals(invoices).price(true) } : {}),
        },
      },
    });
  });

  // Our extension (openapi/house.yaml): a page of the group's invoice ids by the group details
  // filter and search, the matching count and the whole group's figures, answered in SQL.
  router.get('/invoiceGroup/:invoiceGroupId/invoicePage', async (req, res) => {
    const caller = callerOf(req);
    const invoiceGroupId = groupIdOf(req);
    const query = invoicePageQueryOf(req.query);
    await requireInvoiceGroup(db, caller.houseId, invoiceGroupId);
    const house = await loadHouse(db, caller.houseId);
    const page = await invoicePage(db, {
      houseId: caller.houseId,
      invoiceGroupId,
      house,
      ...query,
      now: new Date(),
    });
    res.json({ data: page });
  });

  router.post('/invoiceMessage', async (req, res) => {
    const caller = callerOf(req);
    const body = jsonObjectBody(req.body, ['subject', 'message', 'houseUserRef', 'bidderID']);
    const subject = typeof body['subject'] === 'string' ? body['subject'].trim() : '';
    const message = typeof body['message'] === 'string' ? body['message'].trim() : '';
    if (!subject) throw badRequest('SUBJECT_REQUIRED', EDITING_MESSAGES.subjectRequired, 'subject');
    if (!message) throw badRequest('MESSAGE_REQUIRED', EDITING_MESSAGES.messageRequired, 'message');
    if (subject.length > 500)
      throw badRequest('SUBJECT_TOO_LONG', 'The subject can be at most 500 characters.', 'subject');
    if (message.length > 10_000)
      throw badRequest('MESSAGE_TOO_LONG', 'The message can be at most 10000 characters.', 'message');
    const bidderId = parseId(body['bidderID'], 'bidderID');
    const user = await db
      .selectFrom('users')
      .select(['id', 'house_user_ref'])
      .where('id', '=', caller.userId)
      .executeTakeFirstOrThrow();
    if (body['houseUserRef'] !== user.house_user_ref)
      throw new HttpError(
        403,
        'HOUSE_USER_MISMATCH',
        'houseUserRef must be your own user reference.',
        'houseUserRef',
      );
    const bidder = await db
      .selectFrom('bidders')
      .select('id')
      .where('id', '=', bidderId)
      .where('house_id', '=', caller.houseId)
      .executeTakeFirst();
    if (!bidder) throw notFound('BIDDER_NOT_FOUND', `No bidder ${bidderId} in your house.`);
    const inserted = await db
      .insertInto('invoice_messages')
      .values({
        house_id: caller.houseId,
        bidder_id: bidder.id,
        user_id: user.id,
        house_user_ref: user.house_user_ref,
        subject,
        message,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    res.json({ data: { success: true, messageID: inserted.id } });
  });

  /** The caller's invoice `invoiceId`; 404 when it is not their house's. */
  async function requireCallerInvoice(caller: Caller, invoiceId: number): Promise<LoadedInvoice> {
    const invoices = await requireGroupInvoices(db, caller, null, [invoiceId]);
    const invoice = invoices.get(invoiceId);
    if (!invoice) throw notFound('INVOICE_NOT_FOUND', `No invoice ${invoiceId} in your house.`);
    return invoice;
  }

  router.post('/additionalCharges', async (req, res) => {
    const caller = callerOf(req);
    // Session callers send the legacy marker; API-token callers are identified by their bearer token.
    if (caller.via === 'session' && req.headers.authorization !== `${caller.houseRef}*`)
      throw new HttpError(
        403,
        'HOUSE_AUTHORIZATION_REQUIRED',
        'The Authorization header must be your house ref followed by "*".',
        'Authorization',
      );
    const body = jsonObjectBody(req.body, [
      'suppress',
      'restricted',
      'paid',
      'tax',
      'shipping',
      'insurance',
      'other',
      'invoiceID',
      'lotID',
      'additionalCharge',
    ]);
    for (const echoed of ['suppress', 'restricted', 'paid']) optionalBoolean(body[echoed], echoed);
    const invoiceId = parseId(body['invoiceID'], 'invoiceID');
    const lotId =
      body['lotID'] === undefined || body['lotID'] === null ? null : parseId(body['lotID'], 'lotID');
    const additional = parseBoolean(body['additionalCharge'], 'additionalCharge');
    const change = {
      lotId,
      additional,
      tax: optionalMoneyCents(body['tax'], 'tax'),
      shipping: parseMoneyCents(body['shipping'], 'shipping'),
      insurance: parseMoneyCents(body['insurance'], 'insurance'),
      other: parseMoneyCents(body['other'], 'other', true),
    };
    const invoice = await requireCallerInvoice(caller, invoiceId);
    await saveCharges(db, await loadHouse(db, caller.houseId), { ...change, invoice });
    res.json({ data: { success: true } });
  });

  router.patch('/invoice/:invoiceId', async (req, res) => {
    const caller = callerOf(req);
    const invoiceId = parsePositiveInteger(req.params['invoiceId']);
    if (invoiceId === null)
      throw badRequest('INVALID_ID', 'invoiceId must be a positive whole number.', 'invoiceId');
    const body = jsonObjectBody(req.body, ['data']);
    const data = jsonObjectBody(body['data'], ['type', 'id', 'attributes']);
    if (data['type'] !== 'invoice') throw badRequest('INVALID_BODY', 'data.type must be "invoice".', 'type');
    if (parseId(data['id'], 'id') !== invoiceId)
      throw badRequest('ID_MISMATCH', 'data.id must be the invoice id of the path.', 'id');
    const attributes = jsonObjectBody(data['attributes'], ['invoiceDetails']);
    const changes = parseObjectList(attributes['invoiceDetails'], 'invoiceDetails', [
      'lotId',
      'hammer',
      'buyersPremium',
      'liveFee',
    ]).map((e) => ({
      lotId: parseId(e['lotId'], 'lotId'),
      hammer: optionalMoneyCents(e['hammer'], 'hammer'),
      premium: optionalMoneyCents(e['buyersPremium'], 'buyersPremium'),
      liveFee: optionalMoneyCents(e['liveFee'], 'liveFee'),
    }));
    await saveFloorAmounts(db, await requireCallerInvoice(caller, invoiceId), changes);
    res.json({ data: { success: true } });
  });

  /**
   * The `paidInvoices` entries of a mark body (paid or shipped, whose own fields are `fields`), and
   * today in the caller's house: the date of a mark that gives none.
   */
  async function markEntries(req: Request, fields: readonly string[]) {
    const caller = callerOf(req);
    const house = await loadHouse(db, caller.houseId);
    const today = formatIsoDate(new Date(), house.timeZone);
    const body = jsonObjectBody(req.body, ['paidInvoices']);
    const entries = parseObjectList(body['paidInvoices'], 'paidInvoices', [
      'invoiceID',
      'invoiceDetailID',
      ...fields,
    ]);
    return { caller, today, entries };
  }

  async function parsePaid(req: Request, byDetail: boolean): Promise<PaidChange[]> {
    const { caller, today, entries: marks } = await markEntries(req, ['paid', 'paidDate', 'paymentMethodID']);
    const entries = marks.map((e) => {
      const paid = parseBoolean(e['paid'], 'paid');
      const paidDate = paid ? parseOptionalShortDate(e['paidDate'], 'paidDate', today) : null;
      const methodValue = e['paymentMethodID'];
      const paymentMethodId =
        paid && methodValue !== undefined && methodValue !== null
          ? parseId(methodValue, 'paymentMethodID')
          : null;
      if (paid && paymentMethodId === null)
        throw badRequest(
          'PAYMENT_METHOD_REQUIRED',
          EDITING_MESSAGES.paymentMethodRequired,
          'paymentMethodID',
        );
      if (paid && paidDate === null)
        throw badRequest('PAID_DATE_REQUIRED', EDITING_MESSAGES.paidDateRequired, 'paidDate');
      return {
        ...markTarget(e, byDetail),
        paid,
        paidDate,
        paymentMethodId,
      };
    });
    const methodIds = [
      ...new Set(entries.flatMap((e) => (e.paymentMethodId === null ? [] : [e.paymentMethodId]))),
    ];
    if (methodIds.length > 0) {
      const known = await db
        .selectFrom('payment_methods')
        .select('id')
        .where('id', 'in', methodIds)
        .execute();
      if (known.length !== methodIds.length)
        throw badRequest('UNKNOWN_PAYMENT_METHOD', EDITING_MESSAGES.unknownPaymentMethod, 'paymentMethodID');
    }
    return withCallerInvoices(db, caller, entries);
  }

  /**
   * POST `/{path}` (marks by invoice) and `/{path}ByDetail` (by line), each written once per
   * Idempotency-Key so that a script's retry never applies twice; `prepare` checks the body and
   * returns the write.
   */
  function markRoutes(
    path: string,
    prepare: (req: Request, byDetail: boolean) => Promise<(trx: Transaction<DB>) => Promise<void>>,
  ): void {
    for (const [operation, byDetail] of [
      [path, false],
      [`${path}ByDetail`, true],
    ] as const)
      router.post(`/${operation}`, async (req, res) => {
        const key = idempotencyKeyOf(req);
        const write = await prepare(req, byDetail);
        await onceFor(db, callerOf(req).houseId, key, operation, req.body, write);
        res.json({ data: { success: true } });
      });
  }

  // Mark paid / not paid, with the audit trail in the same transaction.
  markRoutes('invoicePaidOnly', async (req, byDetail) => {
    const caller = callerOf(req);
    const changes = await parsePaid(req, byDetail);
    const actor = await actorOf(db, caller.userId);
    return async (trx) => {
      await savePaid(trx, changes);
      await auditPaidMarks(trx, caller.houseId, actor, changes);
    };
  });

  async function parseShipped(req: Request, byDetail: boolean): Promise<ShippedChange[]> {
    const { caller, today, entries: marks } = await markEntries(req, ['shipped', 'shippedDate']);
    const entries = marks.map((e) => ({
      ...markTarget(e, byDetail),
      shipped: parseBoolean(e['shipped'], 'shipped'),
      shippedDate: parseOptionalShortDate(e['shippedDate'], 'shippedDate', today) ?? today,
    }));
    return withCallerInvoices(db, caller, entries);
  }

  // Mark shipped / not shipped.
  markRoutes('invoiceShippedOnly', async (req, byDetail) => {
    const changes = await parseShipped(req, byDetail);
    return (trx) => saveShipped(trx, changes);
  });

  return router;
}

/** The invoice a mark entry names and, when marked by detail, the line. */
function markTarget(
  entry: Record<string, unknown>,
  byDetail: boolean,
): { invoiceId: number; lineId: number | null } {
  if (byDetail && (entry['invoiceDetailID'] === undefined || entry['invoiceDetailID'] === null))
    throw badRequest('INVALID_BODY', EDITING_MESSAGES.detailRequired, 'invoiceDetailID');
  return {
    invoiceId: parseId(entry['invoiceID'], 'invoiceID'),
    lineId: byDetail ? parseId(entry['invoiceDetailID'], 'invoiceDetailID') : null,
  };
}

/** The optional `summary` query flag: absent or false, or true. */
function parseSummaryFlag(raw: unknown): boolean {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw badRequest('INVALID_PARAMETER', 'summary must be true or false.', 'summary');
}

/** The most ids one invoicePage answers (the contract's maximum of `limit`). */
export const MAX_INVOICE_PAGE_LIMIT = 5000;
const MAX_SEARCH_LENGTH = 200;

function invoicePageQueryOf(query: Request['query']): {
  paid: PaidFilter;
  search: string;
  offset: number;
  limit: number;
  withSummary: boolean;
} {
  const paid = query['paid'] ?? 'ALL';
  if (paid !== 'ALL' && paid !== 'PAID' && paid !== 'UNPAID')
    throw badRequest('INVALID_PARAMETER', 'paid must be ALL, PAID or UNPAID.', 'paid');
  const search = query['search'] ?? '';
  if (typeof search !== 'string' || search.length > MAX_SEARCH_LENGTH)
    throw badRequest(
      'INVALID_PARAMETER',
      `search must be at most ${MAX_SEARCH_LENGTH} characters.`,
      'search',
    );
  const whole = (name: string, fallback: number, max: number): number => {
    const raw = query[name];
    if (raw === undefined) return fallback;
    const n = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!(n <= max))
      throw badRequest('INVALID_PARAMETER', `${name} must be a whole number from 0 to ${max}.`, name);
    return n;
  };
  return {
    paid,
    search: search.trim().toLowerCase(),
    offset: whole('offset', 0, 2_147_483_647),
    limit: whole('limit', 50, MAX_INVOICE_PAGE_LIMIT),
    withSummary: query['summary'] === undefined || parseSummaryFlag(query['summary']),
  };
}
