import { chargeFailedMessage, chargeProcessedMessage, INVOICE_PAYMENT_MESSAGES } from '@ah/schema';
import { refusedAt } from '../../../argumentPaths.js';
import type { GatewayContext } from '../../../context.js';
import type {
  BatchChargeIneligibility,
  CardChargeResult,
  ChargeCardsInput,
  InvoiceChangeField,
  SendInvoicesInput,
} from '../../../__generated__/resolvers-types.js';
import { UpstreamError } from '../../../rest/errors.js';
import { badUserInput } from '../../../errors.js';
import {
  asGroupWrite,
  BATCH_CHARGE_INELIGIBILITIES,
  groupIdArg,
  groupInvoiceIds,
  INVOICE_EDITING_ERRORS,
  invoiceGroupDetails,
  type InvoiceModel,
  invoiceModels,
  loadGroupDetail,
  loadWholeGroup,
  orderedIds,
  publishGroupWrite,
  sentOfSendResult,
} from '../../invoices/index.js';
import type { InvoiceChargeConfirmation } from '../../../rest/house/invoicePaymentsModels.js';
import type { ChargeCardsPayloadModel, SendInvoicesPayloadModel } from '../models.js';
import { paymentsCall, requireIdempotencyKey, requireInvoicesAccess } from './common.js';
import { serviceNotFound } from '../../../input/ids.js';
import { invoicesLoadersOf } from '../../invoices/index.js';

/**
 * Charge cards and send (invoicing §2.3–§2.5): checked here (key, flags, the invoices belong to the
 * caller's group), decided and done by the upstream in one idempotent call, then the changed invoices
 * reloaded so a normalised cache updates in place.
 */

/** The listed invoices of the caller's group (all of them when `ids` is null), as they are now. */
async function groupInvoices(
  context: GatewayContext,
  invoiceGroupId: string,
  ids: readonly number[] | null,
): Promise<InvoiceModel[]> {
  if (!ids) return (await loadWholeGroup(context, invoiceGroupId)).invoices;
  const sorted = [...ids].sort((a, b) => a - b);
  const { detail, scope } = await loadGroupDetail(context, invoiceGroupId, sorted);
  const found = new Set(detail.invoiceBidders.map((i) => i.invoiceID));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0)
    throw serviceNotFound('house', INVOICE_EDITING_ERRORS.invoiceNotFound, `invoiceIds.${missing}`);
  return invoiceModels(detail, scope);
}

/**
 * After a write: this request's cached answers are stale, so the invoices are read again (all of the
 * group's when `ids` is null) and announced to the group's watchers.
 */
async function rereadAndAnnounce(
  context: GatewayContext,
  invoiceGroupId: string,
  ids: readonly number[] | null,
  fields: readonly InvoiceChangeField[],
): Promise<InvoiceModel[]> {
  invoicesLoadersOf(context).groupDetail.clearAll();
  invoicesLoadersOf(context).groupSummary.clearAll();
  invoicesLoadersOf(context).groupInvoicePage.clearAll();
  const invoices = await groupInvoices(context, invoiceGroupId, ids);
  await publishGroupWrite(
    context,
    invoiceGroupId,
    invoices.map((m) => m.invoice),
    fields,
  );
  return invoices;
}

const REASONS: ReadonlySet<string> = new Set(BATCH_CHARGE_INELIGIBILITIES);

export function chargeResultOf(c: InvoiceChargeConfirmation): CardChargeResult {
  const reason = c.ineligibilityReason;
  return {
    invoiceId: String(c.invoiceID),
    charged: c.charged,
    amountCharged: c.amountCharged,
    outcome: c.outcome,
    // A reason this schema does not know yet reads as "cannot process invoice".
    ineligibilityReason:
      reason === null
        ? null
        : REASONS.has(reason)
          ? (reason as BatchChargeIneligibility)
          : 'CANNOT_PROCESS_INVOICE',
    message: c.message,
    cardBrand: c.cardBrand,
    cardLast4: c.cardLast4,
  };
}

export async function chargeCards(
  context: GatewayContext,
  input: ChargeCardsInput,
): Promise<ChargeCardsPayloadModel> {
  const key = requireIdempotencyKey(input.idempotencyKey);
  await requireInvoicesAccess(context);
  const invoiceGroupId = groupIdArg(input.invoiceGroupId);
  const asked = input.invoiceIds ? orderedIds(input.invoiceIds) : null;
  const { scope, api } = await paymentsCall(context);
  // The listed invoices must be the group's; without a list, every invoice of the group (its ids
  // only: the whole group in full is read after the charge, a chunk at a time).
  if (asked) await groupInvoices(context, invoiceGroupId, asked);
  const ids = asked ?? (await groupInvoiceIds(context, scope.houseRef, invoiceGroupId));
  if (ids.length === 0) throw badUserInput(INVOICE_PAYMENT_MESSAGES.invoicesRequired, 'invoiceIds');

  const { answer, replayed, invoices } = await asGroupWrite(context, invoiceGroupId, async () => {
    const charged = await api.processCards(scope.houseRef, ids, key);
    const after = await rereadAndAnnounce(context, invoiceGroupId, asked, ['CHARGE_RESULT', 'PAID']);
    return { ...charged, invoices: after };
  });
  return {
    invoiceGroupId,
    results: answer.map(chargeResultOf),
    replayed,
    invoices,
    groupDetails: () => invoiceGroupDetails(context, invoiceGroupId),
  };
}

/** The counts and the three banners' texts of a charge (invoicing §8). */
export function chargeSummary(results: readonly CardChargeResult[]) {
  const attempted = results.filter((r) => r.outcome !== 'NOT_ELIGIBLE');
  const processed = attempted.filter((r) => r.charged).length;
  const failed = attempted.length - processed;
  return {
    attemptedCount: attempted.length,
    processedCount: processed,
    failedCount: failed,
    skippedCount: results.length - attempted.length,
    failedInvoiceIds: attempted.filter((r) => !r.charged).map((r) => r.invoiceId),
    processedMessage: processed > 0 ? chargeProcessedMessage(processed, attempted.length) : null,
    failedMessage: failed > 0 ? chargeFailedMessage(failed, attempted.length) : null,
    failedDetail: failed > 0 ? INVOICE_PAYMENT_MESSAGES.chargeFailedDetail : null,
  };
}

export async function sendInvoices(
  context: GatewayContext,
  input: SendInvoicesInput,
): Promise<SendInvoicesPayloadModel> {
  const key = requireIdempotencyKey(input.idempotencyKey);
  const invoiceGroupId = groupIdArg(input.invoiceGroupId);
  const ids = orderedIds(input.invoiceIds);
  const { scope, api } = await paymentsCall(context);
  // The upstream refuses (404) an id that is not in the group.
  const { answer, replayed } = await api
    .invoiceSend(scope.houseRef, invoiceGroupId, ids, key)
    .catch((error: unknown) => {
      throw error instanceof UpstreamError && error.upstreamCode === 'INVOICE_NOT_FOUND'
        ? refusedAt(error, 'invoiceIds')
        : refusedAt(error, 'invoiceGroupId');
    });
  const invoices = await rereadAndAnnounce(context, invoiceGroupId, ids, ['OTHER']);
  return {
    success: answer.success,
    sent: sentOfSendResult(invoiceGroupId, ids, answer),
    replayed,
    invoices,
  };
}
