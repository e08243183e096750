import { randomInt } from 'node:crypto';
import {
  AFTER_SALE_MESSAGES as M,
  BLOCKING_DISPUTE_STATUSES,
  DISPUTE_REFUSAL_CODES as CODES,
  DISPUTE_STATUSES,
  STATUS_AFTER_ACTION,
  STATUS_WHEN_OPENED,
  disputeActionMessageViolations,
  disputeActionRefusal,
  disputeActionSuccess,
  disputeSelectionRefusal,
  disputeTimeRefusal,
  needsDisputeTerms,
  openDisputeRefusal,
  openDisputeViolations,
  type DisputeAction,
  type DisputeStatus,
} from '@ah/schema';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { isUniqueViolation } from '../db/errors.js';
import { badRequest, HttpError } from '../http/httpError.js';
import { closeCredit } from './disputePrices.js';
import { disputeQuery, rowPrices, type DisputeRow } from './disputeViews.js';
import { syncInvoiceLines } from './invoiceLineSync.js';
import { settleMutualResolutions } from './mutualResolution.js';

/**
 * Opening and acting on disputes (sales §4 Disputes and feedback, §5, §6, §8, §9). All or nothing:
 * the first refused lot or dispute refuses the request, naming it (`transactionIDs.N`,
 * `disputeIDs.N`), before anything is written.
 */
export interface DisputeActor {
  houseId: number;
  /** Null for the house's own automation (unpaidItems), which acts as no staff member. */
  userId: number | null;
  superUser: boolean;
}

export interface DisputeOutcome {
  disputeID: number;
  disputeRef: string;
  disputeStat: DisputeStatus;
  disputeStatDescription: string;
}

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newDisputeRef(): string {
  let ref = 'D';
  for (let i = 0; i < 9; i++) ref += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return ref;
}

const outcome = (id: number, ref: string, status: DisputeStatus): DisputeOutcome => ({
  disputeID: id,
  disputeRef: ref,
  disputeStat: status,
  disputeStatDescription: DISPUTE_STATUSES[status].description,
});

const unique = (ids: readonly number[]) => [...new Set(ids)];
const refused = (code: string, message: string, field: string) => new HttpError(400, code, message, field);
const notHouses = (what: string, field: string) =>
  new HttpError(404, 'NOT_FOUND', `No such ${what} in your house.`, field);

export interface OpenDisputesBody {
  transactionIDs: readonly number[];
  message: string;
  reasonID: number | null;
}

/** POST /disputes {action: 'open', transactionIDs, message, reasonID}. */
export async function openDisputes(
  db: Kysely<DB>,
  actor: DisputeActor,
  body: OpenDisputesBody,
  now: Date,
): Promise<DisputeOutcome[]> {
  return db
    .transaction()
    .execute((trx) => openDisputesIn(trx, actor, body, now))
    .catch(refuseSecondBlockingDispute);
}

/**
 * `openDisputes` inside the caller's transaction (the unpaid-items job opens a dispute in the same
 * transaction as its step's record). A parallel open of the same lot fails on the unique index: the
 * caller maps it (isUniqueViolation) as refuseSecondBlockingDispute does.
 */
export async function openDisputesIn(
  trx: Transaction<DB>,
  actor: DisputeActor,
  body: OpenDisputesBody,
  now: Date,
): Promise<DisputeOutcome[]> {
  const [violation] = openDisputeViolations({ message: body.message, reasonId: body.reasonID });
  if (violation)
    throw badRequest(
      'INVALID_DISPUTE',
      violation.message,
      violation.field === 'reasonId' ? 'reasonID' : 'message',
    );
  const reason = await trx
    .selectFrom('dispute_types')
    .select('id')
    .where('id', '=', body.reasonID ?? 0)
    .executeTakeFirst();
  if (!reason) throw new HttpError(404, 'NOT_FOUND', 'No such dispute reason.', 'reasonID');
  const ids = unique(body.transactionIDs);
  await settleMutualResolutions(trx, actor.houseId, now);
  // Locking the results makes parallel opens of one lot wait for each other: the later one then
  // reads the dispute the earlier one committed and is refused below.
  const results = await trx
    .selectFrom('sale_results as r')
    .innerJoin('lots as l', 'l.id', 'r.lot_id')
    .innerJoin('catalogs as c', 'c.id', 'l.catalog_id')
    .innerJoin('approvals as a', 'a.id', 'r.approval_id')
    .where('r.house_id', '=', actor.houseId)
    .where('r.passed', '=', false)
    .where('r.id', 'in', ids)
    .select([
      'r.id',
      'r.lot_id as lotId',
      'r.approval_id as approvalId',
      'a.bidder_id as bidderId',
      'a.channel',
      'c.starts_at as saleDate',
    ])
    .forUpdate('r')
    .execute();
  const byId = new Map(results.map((r) => [r.id, r]));
  const blocking = await blockingStatuses(
    trx,
    results.map((r) => r.lotId),
  );
  const rows = ids.map((id, index) => {
    const result = byId.get(id);
    if (!result) throw notHouses('sale result', `transactionIDs.${index}`);
    const refusal = openDisputeRefusal({
      channel: result.channel,
      blockingStatus: blocking.get(result.lotId) ?? null,
      saleDate: result.saleDate,
      now,
      superUser: actor.superUser,
    });
    if (refusal) throw refused(CODES.openRefused, refusal, `transactionIDs.${index}`);
    return result;
  });
  const opened: DisputeOutcome[] = [];
  for (const result of rows) {
    const dispute = await trx
      .insertInto('disputes')
      .values({
        house_id: actor.houseId,
        ref: newDisputeRef(),
        lot_id: result.lotId,
        approval_id: result.approvalId,
        bidder_id: result.bidderId,
        status: STATUS_WHEN_OPENED,
        reason_id: reason.id,
        opened_by: actor.userId,
        opened_at: now,
        status_changed_at: now,
      })
      .returning(['id', 'ref'])
      .executeTakeFirstOrThrow();
    await addMessage(trx, dispute.id, actor.userId, body.message, now);
    opened.push(outcome(dispute.id, dispute.ref, STATUS_WHEN_OPENED));
  }
  await syncInvoiceLines(
    trx,
    rows.map((r) => r.lotId),
  );
  return opened;
}

/**
 * The last guard of one blocking dispute per lot (0014 disputes_one_blocking_per_lot): a write that
 * a parallel one beat to the lot is refused with the spec's text (sales §4), never a 500.
 */
function refuseSecondBlockingDispute(error: unknown): never {
  if (isUniqueViolation(error)) throw refused(CODES.openRefused, M.disputeExists, 'transactionIDs');
  throw error;
}

/** The blocking status of each lot's dispute, leaving out the disputes being acted on. */
async function blockingStatuses(
  trx: Transaction<DB>,
  lotIds: readonly number[],
  except: readonly number[] = [],
): Promise<Map<number, DisputeStatus>> {
  if (lotIds.length === 0) return new Map();
  let query = trx
    .selectFrom('disputes')
    .select(['lot_id', 'status'])
    .where('lot_id', 'in', [...lotIds])
    .where('status', 'in', [...BLOCKING_DISPUTE_STATUSES]);
  if (except.length > 0) query = query.where('id', 'not in', [...except]);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.lot_id, r.status]));
}

async function addMessage(
  trx: Transaction<DB>,
  disputeId: number,
  userId: number | null,
  message: string,
  now: Date,
) {
  const text = message.trim();
  if (text === '') return;
  await trx
    .insertInto('dispute_messages')
    .values({ dispute_id: disputeId, sender: 'house', user_id: userId, message: text, sent_at: now })
    .execute();
}

export interface DisputeActionBody {
  action: DisputeAction;
  disputeIDs: readonly number[];
  message: string;
}

/** POST /disputes {action: message|cancel|close|reopen, disputeIDs, message}. */
export async function actOnDisputes(
  db: Kysely<DB>,
  actor: DisputeActor,
  body: DisputeActionBody,
  now: Date,
): Promise<DisputeOutcome[]> {
  return db.transaction().execute((trx) => actOnDisputesIn(trx, actor, body, now));
}

/** `actOnDisputes` inside the caller's transaction (the unpaid-items job closes in its step's). */
export async function actOnDisputesIn(
  trx: Transaction<DB>,
  actor: DisputeActor,
  body: DisputeActionBody,
  now: Date,
): Promise<DisputeOutcome[]> {
  const { action } = body;
  const ids = unique(body.disputeIDs);
  await settleMutualResolutions(trx, actor.houseId, now);
  const found = await disputeQuery(trx, actor.houseId).where('d.id', 'in', ids).execute();
  const byId = new Map(found.map((d) => [d.id, d]));
  const rows = ids.map((id, index) => {
    const row = byId.get(id);
    if (!row) throw notHouses('dispute', `disputeIDs.${index}`);
    return row;
  });
  const selection = disputeSelectionRefusal(rows.map((r) => r.status));
  if (selection) throw refused(CODES.actionRefused, selection, 'disputeIDs');
  const [violation] = disputeActionMessageViolations(action, body.message);
  if (violation) throw badRequest('INVALID_DISPUTE', violation.message, 'message');
  // Reopening must not make a second blocking dispute on a lot (0014 disputes_one_blocking_per_lot).
  const blocking =
    action === 'reopen'
      ? await blockingStatuses(
          trx,
          rows.map((r) => r.lotId),
          ids,
        )
      : new Map<number, DisputeStatus>();
  rows.forEach((row, index) => {
    const refusal =
      disputeActionRefusal(action, row.status, { superUser: actor.superUser, ebayBidder: row.ebay }) ??
      disputeTimeRefusal(action, {
        saleDate: row.catalogDate,
        openedAt: row.openedAt,
        now,
        superUser: actor.superUser,
      }) ??
      (blocking.has(row.lotId) ? M.disputeExists : null);
    if (refusal) throw refused(CODES.actionRefused, refusal, `disputeIDs.${index}`);
  });
  if (action === 'close') {
    const house = await trx
      .selectFrom('houses')
      .select('dispute_terms_accepted_at')
      .where('id', '=', actor.houseId)
      .executeTakeFirstOrThrow();
    if (needsDisputeTerms(action, actor.superUser, house.dispute_terms_accepted_at !== null))
      throw new HttpError(409, CODES.termsRequired, M.termsRequired);
  }
  const status = STATUS_AFTER_ACTION[action];
  const done: DisputeOutcome[] = [];
  for (const row of rows) {
    await trx
      .updateTable('disputes')
      .set(action === 'message' ? { status } : { status, status_changed_at: now })
      .where('id', '=', row.id)
      .execute();
    await addMessage(trx, row.id, actor.userId, body.message, now);
    if (action === 'close') await recordClose(trx, actor.houseId, row, now);
    done.push(outcome(row.id, row.ref, status));
  }
  await syncInvoiceLines(
    trx,
    rows.map((r) => r.lotId),
  );
  return done;
}

/**
 * What closing records (sales §9): the house's credit (the lot's buyer's premium and live fee,
 * disputePrices.closeCredit), the bidder on the house's no-bid list, an unpaid-item strike, each
 * once per dispute however often it is reopened and closed again.
 */
async function recordClose(trx: Transaction<DB>, houseId: number, row: DisputeRow, now: Date): Promise<void> {
  const catalog = await trx
    .selectFrom('lots')
    .select('catalog_id')
    .where('id', '=', row.lotId)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('house_credits')
    .values({
      house_id: houseId,
      catalog_id: catalog.catalog_id,
      dispute_id: row.id,
      issued_at: now,
      amount: closeCredit(rowPrices(row)),
      notes: `Unpaid item dispute ${row.ref}, lot ${row.lotRef}`,
    })
    .onConflict((oc) => oc.column('dispute_id').where('dispute_id', 'is not', null).doNothing())
    .execute();
  await trx
    .insertInto('house_no_bid_list')
    .values({ house_id: houseId, bidder_id: row.bidderId, dispute_id: row.id, added_at: now })
    .onConflict((oc) => oc.columns(['house_id', 'bidder_id']).doNothing())
    .execute();
  await trx
    .insertInto('unpaid_item_strikes')
    .values({ bidder_id: row.bidderId, house_id: houseId, dispute_id: row.id, recorded_at: now })
    .onConflict((oc) => oc.column('dispute_id').doNothing())
    .execute();
  await trx.updateTable('disputes').set({ strike_recorded: true }).where('id', '=', row.id).execute();
}

/** POST /acceptDisputeTerms: the first acceptance is kept (date and user). */
export async function acceptDisputeTerms(db: Kysely<DB>, actor: DisputeActor, now: Date): Promise<Date> {
  const house = await db
    .selectFrom('houses')
    .select('dispute_terms_accepted_at')
    .where('id', '=', actor.houseId)
    .executeTakeFirstOrThrow();
  if (house.dispute_terms_accepted_at) return house.dispute_terms_accepted_at;
  await db
    .updateTable('houses')
    .set({ dispute_terms_accepted_at: now, dispute_terms_accepted_by: actor.userId })
    .where('id', '=', actor.houseId)
    .execute();
  return now;
}

export { disputeActionSuccess };
