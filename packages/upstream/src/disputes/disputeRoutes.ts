import {
  BLOCKING_DISPUTE_STATUSES,
  DISPUTE_FILTERS,
  disputeActionSuccess,
  isDisputeAction,
  openDisputeRefusal,
  type DisputeFilter,
  type DisputeStatus,
} from '@ah/schema';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError, notFound } from '../http/httpError.js';
import { callerOf } from '../viewer/caller.js';
import { lotPrices, priceInfoJson } from './disputePrices.js';
import { disputePageQueryOf } from './disputePages.js';
import {
  disputeJson,
  disputeMessages,
  findDispute,
  listDisputePage,
  listDisputes,
  lotNumberText,
} from './disputeViews.js';
import { acceptDisputeTerms, actOnDisputes, openDisputes, type DisputeActor } from './disputeWrites.js';
import { settleMutualResolutions } from './mutualResolution.js';

/**
 * Unpaid-item disputes under /app/house/{houseRef} (sales §7 Results, feedback, disputes; the
 * contract in openapi/house.yaml, tag `disputes`). The user and house are the caller's; every id is
 * looked up in the caller's house (404 otherwise). `now` is the app's clock (tests inject it).
 */
const MAX_LOT_REFS = 100;

export function disputeRoutes(db: Kysely<DB>, clock: () => Date): Router {
  const router = Router({ mergeParams: true });

  const actorOf = async (req: Request): Promise<DisputeActor> => {
    const { houseId, userId } = callerOf(req);
    const user = await db
      .selectFrom('users')
      .select('is_super_user')
      .where('id', '=', userId)
      .executeTakeFirst();
    return { houseId, userId, superUser: user?.is_super_user ?? false };
  };

  router.get('/disputeTypes', async (_req, res) => {
    const types = await db.selectFrom('dispute_types').selectAll().orderBy('id').execute();
    res.json({
      data: {
        disputeTypes: types.map((t) => ({ disputeTypeID: t.id, disputeTypeName: t.name })),
        mutualResolution: types.filter((t) => t.mutual_resolution).map((t) => t.id),
      },
    });
  });

  router.get('/disputes/:filter', async (req, res) => {
    const filter = req.params['filter'] ?? '';
    if (!Object.prototype.hasOwnProperty.call(DISPUTE_FILTERS, filter))
      throw badRequest('INVALID_FILTER', 'The filter must be open, past6Months, pastYear or all.', 'filter');
    const page = disputePageQueryOf(req.query);
    const actor = await actorOf(req);
    const now = clock();
    await settleMutualResolutions(db, actor.houseId, now);
    const [listed, house] = await Promise.all([
      page === null
        ? listDisputes(db, actor.houseId, filter as DisputeFilter, now).then((rows) => ({ rows }))
        : listDisputePage(db, actor.houseId, filter as DisputeFilter, now, page),
      db
        .selectFrom('houses')
        .select('dispute_terms_accepted_at')
        .where('id', '=', actor.houseId)
        .executeTakeFirstOrThrow(),
    ]);
    res.json({
      data: {
        disputes: listed.rows.map((r) => disputeJson(r, { superUser: actor.superUser, now })),
        disputeTermsAccepted: house.dispute_terms_accepted_at !== null,
        ...('totalCount' in listed ? { totalCount: listed.totalCount } : {}),
      },
    });
  });

  // GET /dispute/credits belongs to the sale results (sales §7): this route passes it on.
  router.get('/dispute/:disputeRef', async (req: Request, res: Response, next: NextFunction) => {
    if (req.params['disputeRef'] === 'credits') return next();
    const actor = await actorOf(req);
    const now = clock();
    await settleMutualResolutions(db, actor.houseId, now);
    const row = await findDispute(db, actor.houseId, String(req.params['disputeRef'] ?? ''));
    if (!row) throw notFound('NOT_FOUND', 'No such dispute in your house.');
    res.json({ data: { dispute: disputeJson(row, { superUser: actor.superUser, now }) } });
  });

  router.get('/dispute/messages/:disputeRef', async (req, res) => {
    const { houseId } = callerOf(req);
    const row = await findDispute(db, houseId, String(req.params['disputeRef'] ?? ''));
    if (!row) throw notFound('NOT_FOUND', 'No such dispute in your house.');
    res.json({ data: { messages: await disputeMessages(db, row.id) } });
  });

  router.get('/disputeCandidates', async (req, res) => {
    const raw = typeof req.query['lotRefs'] === 'string' ? req.query['lotRefs'] : '';
    const refs = raw.split(',').map((r) => r.trim());
    if (raw.trim() === '' || refs.some((r) => r === '') || refs.length > MAX_LOT_REFS)
      throw badRequest('INVALID_LOT_REFS', `Give 1 to ${MAX_LOT_REFS} lot refs joined with ",".`, 'lotRefs');
    const actor = await actorOf(req);
    const now = clock();
    await settleMutualResolutions(db, actor.houseId, now);
    res.json({ data: { candidates: await candidates(db, actor, refs, now) } });
  });

  router.post('/disputes', async (req, res) => {
    const body = req.body as {
      action: string;
      transactionIDs?: number[];
      disputeIDs?: number[];
      message?: string;
      reasonID?: number;
    };
    const actor = await actorOf(req);
    const now = clock();
    if (body.action === 'open') {
      if (!body.transactionIDs)
        throw badRequest('INVALID_DISPUTE', 'Select the lots to dispute.', 'transactionIDs');
      if (body.disputeIDs)
        throw badRequest('INVALID_DISPUTE', 'Opening takes transactionIDs only.', 'disputeIDs');
      const opened = await openDisputes(
        db,
        actor,
        { transactionIDs: body.transactionIDs, message: body.message ?? '', reasonID: body.reasonID ?? null },
        now,
      );
      res.json({
        data: { action: 'open', message: 'Your dispute(s) have been successfully opened!', disputes: opened },
      });
      return;
    }
    const action = body.action;
    if (!isDisputeAction(action)) throw badRequest('INVALID_DISPUTE', 'Unknown action.', 'action');
    if (!body.disputeIDs) throw badRequest('INVALID_DISPUTE', 'Select a dispute.', 'disputeIDs');
    if (body.transactionIDs || body.reasonID !== undefined)
      throw badRequest('INVALID_DISPUTE', 'An action takes disputeIDs and a message only.', 'action');
    const done = await actOnDisputes(
      db,
      actor,
      { action, disputeIDs: body.disputeIDs, message: body.message ?? '' },
      now,
    );
    res.json({ data: { action, message: disputeActionSuccess(action), disputes: done } });
  });

  router.post('/acceptDisputeTerms', async (req, res) => {
    if ((req.body as { accepted?: unknown }).accepted !== true)
      throw new HttpError(400, 'INVALID_TERMS', 'The terms must be accepted.', 'accepted');
    const acceptedAt = await acceptDisputeTerms(db, await actorOf(req), clock());
    res.json({ data: { disputeTermsAccepted: true, acceptedAt: acceptedAt.toISOString() } });
  });

  return router;
}

/** The Open New File rows (sales §2): each lot's result, bidder, prices and why it is blocked. */
async function candidates(db: Kysely<DB>, actor: DisputeActor, refs: readonly string[], now: Date) {
  const rows = await db
    .selectFrom('sale_results as r')
    .innerJoin('lots as l', 'l.id', 'r.lot_id')
    .innerJoin('catalogs as c', 'c.id', 'l.catalog_id')
    .innerJoin('approvals as a', 'a.id', 'r.approval_id')
    .innerJoin('bidders as b', 'b.id', 'a.bidder_id')
    .leftJoin('invoice_lines as il', 'il.lot_id', 'r.lot_id')
    .leftJoin('disputes as d', (join) =>
      join.onRef('d.lot_id', '=', 'r.lot_id').on('d.status', 'in', [...BLOCKING_DISPUTE_STATUSES]),
    )
    .where('r.house_id', '=', actor.houseId)
    .where('r.passed', '=', false)
    .where('l.ref', 'in', [...refs])
    .select([
      'r.id as transactionId',
      'r.hammer',
      'l.ref as lotRef',
      'l.lot_number as lotNumber',
      'l.lot_number_ext as lotNumberExt',
      'l.title as lotTitle',
      'c.ref as catalogRef',
      'c.title as catalogTitle',
      'c.starts_at as catalogDate',
      'c.sale_type as saleType',
      'c.buyer_premium_rate as buyerPremiumRate',
      'c.currency_code as currencyCode',
      'a.channel',
      'b.id as bidderId',
      'b.first_name as firstName',
      'b.last_name as lastName',
      'b.is_ebay as ebay',
      'il.hammer as invoicedHammer',
      'il.premium as invoicedPremium',
      'il.live_fee as invoicedLiveFee',
      'd.ref as disputeRef',
      'd.status as disputeStatus',
    ])
    .execute();
  const byRef = new Map(rows.map((r) => [r.lotRef, r]));
  return refs.map((ref, index) => {
    const row = byRef.get(ref);
    if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such sold lot in your house.', `lotRefs.${index}`);
    const status: DisputeStatus | null = row.disputeStatus ?? null;
    return {
      transactionID: row.transactionId,
      lotRef: row.lotRef,
      lotNumber: lotNumberText(row),
      lotTitle: row.lotTitle,
      catalogRef: row.catalogRef,
      catalogTitle: row.catalogTitle,
      catalogDate: row.catalogDate.toISOString(),
      memberID: row.bidderId,
      firstName: row.firstName,
      lastName: row.lastName,
      channel: row.channel,
      ebay: row.ebay,
      priceInfo: priceInfoJson(lotPrices({ ...row, saleType: row.saleType }), row.currencyCode),
      disputeRef: row.disputeRef,
      disputeStat: status,
      blockedReason: openDisputeRefusal({
        channel: row.channel,
        blockingStatus: status,
        saleDate: row.catalogDate,
        now,
        superUser: actor.superUser,
      }),
    };
  });
}
