import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { isUniqueViolation } from '../db/errors.js';
import { actOnDisputesIn, openDisputesIn, type DisputeActor } from '../disputes/disputeWrites.js';
import { HttpError } from '../http/httpError.js';
import type { Mailer } from '../mail/mailer.js';
import { AFTER_SALE_MESSAGES as M } from '@ah/schema';
import {
  addMonths,
  isInPipeline,
  type InvoiceFacts,
  type PipelineSettings,
  type PlannedStep,
} from './pipelineRules.js';
import { auditStep } from './invoiceAudit.js';
import { sendReminder } from './reminders.js';
import { expireOffer, offerSecondChance } from './secondChance.js';
import { StepSkipped } from './stepSkipped.js';
import { expireStrike } from './strikes.js';
import type { UnpaidItemEventKind } from './tables.js';

/** A step a run took or skipped, as POST /run answers it. */
export interface RunStep {
  invoiceId: number;
  kind: UnpaidItemEventKind;
  outcome: 'DONE' | 'SKIPPED';
  reason: string;
  lotId?: number;
}

/**
 * One step of the pipeline, in its own transaction: the invoice row is locked and its state read
 * again (a payment or a pause since the facts were read stops the step), the step's event is
 * claimed by its idempotency key (invoice, kind, step key) — a step another run took is not taken
 * again — and the step's writes go in the same transaction, so an event stands for exactly what
 * was done. A step taken is also written to the invoice's audit trail with its reason
 * (invoiceAudit.ts), in the same transaction. A step the disputes' rules refuse is recorded as skipped
 * with their text.
 */

/** The disputes' non-payment reason (0014 dispute_types 4, "Buyer has not paid"). */
export const NON_PAYMENT_REASON_ID = 4;

export interface StepContext {
  db: Kysely<DB>;
  mailer: Mailer;
  houseId: number;
  settings: PipelineSettings;
  now: Date;
}

/** What the step wrote besides its event, linked from it (the dispute's ref for the audit trail). */
interface StepLinks {
  disputeId?: number;
  disputeRef?: string;
  offerId?: number;
}

/** The house's automation, acting as no staff member and with no super-user rights. */
const automation = (houseId: number): DisputeActor => ({ houseId, userId: null, superUser: false });

/** Steps that act on the buyer stop with a payment or a pause; expiries happen whatever. */
const ACTS_ON_BUYER = new Set(['REMIND', 'OPEN_DISPUTE', 'CLOSE_DISPUTE', 'OFFER_SECOND_CHANCE']);

/** What a step reads of its invoice: the id, and the lots with their sale results. */
export type StepSubject = Pick<InvoiceFacts, 'invoiceId' | 'lots'>;

/** Takes (or records as skipped) one due step; null when it no longer applies or was taken already. */
export async function applyStep(
  ctx: StepContext,
  facts: StepSubject,
  step: PlannedStep,
): Promise<RunStep | null> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      if (ACTS_ON_BUYER.has(step.kind) && !(await stillInPipeline(trx, ctx, facts))) return null;
      const claimed = await claim(
        trx,
        ctx,
        facts.invoiceId,
        step,
        step.outcome === 'DO' ? 'DONE' : 'SKIPPED',
      );
      if (claimed === null) return null;
      if (step.outcome === 'DO') {
        const links = await perform(trx, ctx, facts, step);
        await linkEvent(trx, claimed, links);
        await auditTaken(trx, ctx, facts.invoiceId, step, links);
      }
      return runStep(facts.invoiceId, step, step.outcome === 'DO' ? 'DONE' : 'SKIPPED', step.reason);
    });
  } catch (error) {
    const reason = refusalOf(error);
    if (reason === null) throw error;
    const recorded = await ctx.db
      .transaction()
      .execute((trx) => claim(trx, ctx, facts.invoiceId, step, 'SKIPPED', reason));
    return recorded === null ? null : runStep(facts.invoiceId, step, 'SKIPPED', reason);
  }
}

const runStep = (
  invoiceId: number,
  step: PlannedStep,
  outcome: RunStep['outcome'],
  reason: string,
): RunStep => ({
  invoiceId,
  kind: step.kind,
  outcome,
  reason,
  ...(step.lotId ? { lotId: step.lotId } : {}),
});

/** The refusal text of an error a step may meet, or null for a failure that must surface. */
function refusalOf(error: unknown): string | null {
  if (error instanceof StepSkipped) return error.message;
  if (error instanceof HttpError && error.status < 500) return error.message;
  // A dispute someone opened on the lot at the same moment (0014 disputes_one_blocking_per_lot).
  if (isUniqueViolation(error)) return M.disputeExists;
  return null;
}

/** Locks the invoice and reads again what stops the pipeline: a payment, a pause, an exclusion. */
async function stillInPipeline(
  trx: Transaction<DB>,
  ctx: StepContext,
  facts: Pick<InvoiceFacts, 'invoiceId'>,
): Promise<boolean> {
  const invoice = await trx
    .selectFrom('invoices')
    .select(['is_paid', 'sent_at', 'bidder_id'])
    .where('id', '=', facts.invoiceId)
    .where('house_id', '=', ctx.houseId)
    .forUpdate()
    .executeTakeFirst();
  if (!invoice) return false;
  const pause = await trx
    .selectFrom('unpaid_item_pauses')
    .select('id')
    .where('house_id', '=', ctx.houseId)
    .where((eb) => eb.or([eb('invoice_id', '=', facts.invoiceId), eb('bidder_id', '=', invoice.bidder_id)]))
    .executeTakeFirst();
  const excluded = await trx
    .selectFrom('unpaid_item_exclusions')
    .select('bidder_id')
    .where('house_id', '=', ctx.houseId)
    .where('bidder_id', '=', invoice.bidder_id)
    .executeTakeFirst();
  return isInPipeline(
    {
      sentAt: invoice.sent_at,
      isPaid: invoice.is_paid,
      paused: pause ? 'INVOICE' : null,
      excluded: excluded !== undefined,
    },
    ctx.settings,
  );
}

/** Writes the step's event unless its key is taken; the event's id, or null when it was. */
async function claim(
  trx: Transaction<DB>,
  ctx: StepContext,
  invoiceId: number,
  step: PlannedStep,
  outcome: 'DONE' | 'SKIPPED',
  reason = step.reason,
): Promise<number | null> {
  const row = await trx
    .insertInto('unpaid_item_events')
    .values({
      house_id: ctx.houseId,
      invoice_id: invoiceId,
      lot_id: step.lotId ?? null,
      kind: step.kind,
      step_key: step.stepKey,
      outcome,
      reason,
      at: ctx.now,
    })
    .onConflict((oc) => oc.columns(['invoice_id', 'kind', 'step_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The taken step in the invoice's audit trail, naming its lot and dispute. */
async function auditTaken(
  trx: Transaction<DB>,
  ctx: StepContext,
  invoiceId: number,
  step: PlannedStep,
  links: StepLinks,
): Promise<void> {
  const lot =
    step.lotId === undefined
      ? undefined
      : await trx
          .selectFrom('lots')
          .select(['ref', 'lot_number', 'lot_number_ext'])
          .where('id', '=', step.lotId)
          .executeTakeFirst();
  await auditStep(trx, {
    houseId: ctx.houseId,
    invoiceId,
    kind: step.kind,
    reason: step.reason,
    lot: lot && (lot.lot_number === null ? lot.ref : `${lot.lot_number}${lot.lot_number_ext}`),
    disputeRef: links.disputeRef ?? null,
    at: ctx.now,
  });
}

async function linkEvent(trx: Transaction<DB>, eventId: number, links: StepLinks): Promise<void> {
  if (links.disputeId === undefined && links.offerId === undefined) return;
  await trx
    .updateTable('unpaid_item_events')
    .set({ dispute_id: links.disputeId ?? null, offer_id: links.offerId ?? null })
    .where('id', '=', eventId)
    .execute();
}

/** The step's own writes, through the domains that own them. */
async function perform(
  trx: Transaction<DB>,
  ctx: StepContext,
  facts: StepSubject,
  step: PlannedStep,
): Promise<StepLinks> {
  const lot = facts.lots.find((l) => l.lotId === step.lotId);
  switch (step.kind) {
    case 'REMIND':
      await sendReminder(trx, ctx.mailer, {
        houseId: ctx.houseId,
        invoiceId: facts.invoiceId,
        settings: ctx.settings,
      });
      return {};
    case 'OPEN_DISPUTE': {
      if (!lot) throw new StepSkipped('The lot is no longer on the invoice');
      const [opened] = await openDisputesIn(
        trx,
        automation(ctx.houseId),
        {
          transactionIDs: [lot.saleResultId],
          message: `Invoice #${facts.invoiceId} is unpaid past its payment deadline.`,
          reasonID: NON_PAYMENT_REASON_ID,
        },
        ctx.now,
      );
      return opened ? { disputeId: opened.disputeID, disputeRef: opened.disputeRef } : {};
    }
    case 'CLOSE_DISPUTE': {
      const disputeId = step.targetId ?? 0;
      const [closed] = await actOnDisputesIn(
        trx,
        automation(ctx.houseId),
        { action: 'close', disputeIDs: [disputeId], message: 'Closed: the invoice is still unpaid.' },
        ctx.now,
      );
      // The disputes' close records the strike; the automation's strikes last the house's months.
      await trx
        .updateTable('unpaid_item_strikes')
        .set({ expires_at: addMonths(ctx.now, ctx.settings.strikeExpiryMonths) })
        .where('dispute_id', '=', disputeId)
        .where('expires_at', 'is', null)
        .execute();
      return { disputeId, ...(closed ? { disputeRef: closed.disputeRef } : {}) };
    }
    case 'OFFER_SECOND_CHANCE': {
      if (!lot?.underbidder) throw new StepSkipped('No other bidder bid on this lot');
      const offerId = await offerSecondChance(trx, ctx.mailer, {
        houseId: ctx.houseId,
        invoiceId: facts.invoiceId,
        lotId: lot.lotId,
        underbidder: lot.underbidder,
        offerDays: ctx.settings.offerDays,
        now: ctx.now,
      });
      return { offerId };
    }
    case 'EXPIRE_OFFER':
      await expireOffer(trx, step.targetId ?? 0, ctx.now);
      return { offerId: step.targetId ?? 0 };
    case 'EXPIRE_STRIKE':
      await expireStrike(trx, step.targetId ?? 0, ctx.now);
      return {};
  }
}
