import { AFTER_SALE_MESSAGES, canLeaveFeedback, isFloorChannel, lotFeedbackViolations } from '@ah/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest, notFound } from '../http/httpError.js';
import { loadDefaultFeedbacks } from './defaultFeedbacks.js';

/**
 * Feedback to the winning bidder of a lot (sales §4 Feedback modal, §5, §6, §7 POST /feedback and
 * /removeFeedback). A lot must be the house's and have an unpassed result; its winner must not be a
 * floor bidder; the sale must be inside the feedback window (afterSaleRules.canLeaveFeedback: more
 * than 4 and under 50 days after the sale, super users at any time, and for everyone under 180
 * days). A bulk request is all or nothing.
 */
export interface LotFeedbackJson {
  lotRef: string;
  positive: boolean;
  message: string;
  defaultFeedback: boolean;
  feedbackId: number | null;
}

export interface LeaveFeedbackBody {
  lotRefs: string[];
  feedbackType: 'p' | 'n';
  feedback: string;
  bin: boolean;
  defaultFeedbackId?: number;
}

interface WonLot {
  lotId: number;
  lotRef: string;
  bidderId: number;
  channel: string;
  saleDate: Date;
}

/** The house's lots by ref with their result; 404 for one not the house's, 400 for one without a result. */
async function wonLots(db: Kysely<DB>, houseId: number, refs: readonly string[]): Promise<WonLot[]> {
  const rows = await db
    .selectFrom('lots as l')
    .innerJoin('catalogs as c', 'c.id', 'l.catalog_id')
    .leftJoin('sale_results as sr', (join) =>
      join.onRef('sr.lot_id', '=', 'l.id').on('sr.passed', '=', false),
    )
    .leftJoin('approvals as a', 'a.id', 'sr.approval_id')
    .select([
      'l.id as lotId',
      'l.ref as lotRef',
      'c.starts_at',
      'a.channel',
      'a.bidder_id',
      'sr.id as resultId',
    ])
    .where('l.house_id', '=', houseId)
    .where('l.ref', 'in', refs)
    .execute();
  const byRef = new Map(rows.map((r) => [r.lotRef, r]));
  return refs.map((ref) => {
    const r = byRef.get(ref);
    if (!r) throw notFound('LOT_NOT_FOUND', `No lot ${ref} in this house.`);
    if (r.resultId === null || r.bidder_id === null || r.channel === null)
      throw badRequest('NO_RESULT', `Lot ${ref} has no winning bidder.`, 'lotRefs');
    return {
      lotId: r.lotId,
      lotRef: r.lotRef,
      bidderId: r.bidder_id,
      channel: r.channel,
      saleDate: new Date(r.starts_at),
    };
  });
}

async function isSuperUser(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('is_super_user')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.is_super_user === true;
}

async function checkWindowAndChannel(db: Kysely<DB>, userId: number, lots: readonly WonLot[], now: Date) {
  if (lots.some((lot) => isFloorChannel(lot.channel)))
    throw badRequest('FLOOR_BIDDER', AFTER_SALE_MESSAGES.floorFeedback, 'lotRefs');
  const superUser = await isSuperUser(db, userId);
  if (lots.some((lot) => !canLeaveFeedback(lot.saleDate, now, superUser)))
    throw badRequest('OUTSIDE_TIME_FRAME', AFTER_SALE_MESSAGES.outsideTimeFrame, 'lotRefs');
}

export async function leaveLotFeedback(
  db: Kysely<DB>,
  caller: { houseId: number; userId: number },
  body: LeaveFeedbackBody,
  now: Date,
): Promise<LotFeedbackJson[]> {
  const refs = [...new Set(body.lotRefs.map((r) => r.trim()))];
  const isDefault = body.defaultFeedbackId !== undefined;
  const [violation] = lotFeedbackViolations({
    lotRefs: refs,
    mode: isDefault ? 'default' : 'custom',
    type: body.feedbackType,
    message: body.feedback,
    defaultSlot: body.defaultFeedbackId ?? null,
  });
  if (violation) {
    const field = { message: 'feedback', type: 'feedbackType', defaultSlot: 'defaultFeedbackId' }[
      violation.field
    ];
    throw badRequest('INVALID_FEEDBACK', violation.message, field ?? violation.field);
  }
  if (isDefault && body.feedbackType !== 'p')
    throw badRequest('INVALID_FEEDBACK', 'Default feedback is positive only.', 'feedbackType');
  const lots = await wonLots(db, caller.houseId, refs);
  await checkWindowAndChannel(db, caller.userId, lots, now);
  let message = body.feedback.trim();
  if (isDefault) {
    const defaults = await loadDefaultFeedbacks(db, caller.houseId);
    message = defaults.find((d) => d.feedbackID === body.defaultFeedbackId)?.message ?? message;
  }
  await db
    .insertInto('lot_feedback')
    .values(
      lots.map((lot) => ({
        lot_id: lot.lotId,
        house_id: caller.houseId,
        bidder_id: lot.bidderId,
        feedback_type: body.feedbackType,
        message,
        default_feedback_id: body.defaultFeedbackId ?? null,
        user_id: caller.userId,
        updated_at: now,
      })),
    )
    .onConflict((oc) =>
      oc.column('lot_id').doUpdateSet((eb) => ({
        bidder_id: eb.ref('excluded.bidder_id'),
        feedback_type: eb.ref('excluded.feedback_type'),
        message: eb.ref('excluded.message'),
        default_feedback_id: eb.ref('excluded.default_feedback_id'),
        user_id: eb.ref('excluded.user_id'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  return lots.map((lot) => ({
    lotRef: lot.lotRef,
    positive: body.feedbackType === 'p',
    message,
    defaultFeedback: isDefault,
    feedbackId: body.defaultFeedbackId ?? null,
  }));
}

/** Removes the lot's feedback; success false when it had none. */
export async function removeLotFeedback(
  db: Kysely<DB>,
  caller: { houseId: number; userId: number },
  lotRef: string,
  now: Date,
): Promise<boolean> {
  const [lot] = await wonLots(db, caller.houseId, [lotRef.trim()]);
  await checkWindowAndChannel(db, caller.userId, [lot!], now);
  const result = await db
    .deleteFrom('lot_feedback')
    .where('lot_id', '=', lot!.lotId)
    .where('house_id', '=', caller.houseId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
