import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { loadHouse, loadInvoices, type HouseRow, type LoadedInvoice } from '../invoices/invoiceFactsQuery.js';
import {
  batchIneligibility,
  invoiceSums,
  lineRegularTotal,
  visibleLines,
  type BatchIneligibility,
} from '../invoices/invoiceState.js';
import { centsToDecimal } from '../invoices/money.js';
import { formatIsoDate } from '../invoices/usDate.js';
import { changesBetween, recordAudit, snapshotOf, type Actor } from './audit.js';
import type { CardChargeOutcome } from './tables.js';
import { chargeCard, outcomeMessage, PAYMENT_METHOD_ID_OF_BRAND, type ProcessorAnswer } from './testCards.js';

/**
 * The one path that charges cards, for the batch (POST processCards) and the scheduled auto-charge.
 * It runs inside the caller's transaction (the idempotent request's): it locks the invoices, decides
 * eligibility on what they are now, asks the simulated processor, and writes the outcome with its
 * audit entry. An approved charge pays every visible line and the extra charges (zero balance); a
 * declined one leaves the invoice unpaid with online status d (f for ACH only: Payment Failed).
 */

/** One invoice's result (the contract's InvoiceChargeConfirmation). */
export interface ChargeConfirmation {
  invoiceID: number;
  charged: boolean;
  amountCharged: string;
  outcome: CardChargeOutcome | 'NOT_ELIGIBLE';
  ineligibilityReason: BatchIneligibility | null;
  message: string;
  cardBrand: string | null;
  cardLast4: string | null;
}

export interface ChargeRun {
  houseId: number;
  /** In the order to answer; already checked to be the house's. */
  invoiceIds: readonly number[];
  source: 'batch' | 'auto';
  actor: Actor;
  now: Date;
  /** Why an invoice may not be charged now; the batch's §8 rules by default. */
  ineligibility?: (invoice: LoadedInvoice, house: HouseRow, now: Date) => string | null;
}

export async function chargeInvoices(trx: Transaction<DB>, run: ChargeRun): Promise<ChargeConfirmation[]> {
  const ids = [...new Set(run.invoiceIds)];
  if (ids.length === 0) return [];
  // A concurrent charge of the same invoices (another key) waits here, then finds them paid.
  await trx
    .selectFrom('invoices')
    .select('id')
    .where('house_id', '=', run.houseId)
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  const house = await loadHouse(trx, run.houseId);
  const invoices = new Map(
    (await loadInvoices(trx, { houseId: run.houseId, invoiceIds: ids })).map((i) => [i.id, i]),
  );
  const tokens = await paymentTokens(
    trx,
    [...invoices.values()].map((i) => i.approvalId),
  );
  const today = formatIsoDate(run.now, house.timeZone);
  const decide = run.ineligibility ?? batchIneligibility;

  const confirmations: ChargeConfirmation[] = [];
  for (const id of run.invoiceIds) {
    const invoice = invoices.get(id);
    if (!invoice) continue;
    const token = tokens.get(invoice.approvalId) ?? null;
    const reason = decide(invoice, house, run.now) ?? (token === null ? 'NO_CREDIT_CARD_FOR_APPROVAL' : null);
    if (reason !== null || token === null) {
      confirmations.push(notEligible(id, (reason ?? 'NO_CREDIT_CARD_FOR_APPROVAL') as BatchIneligibility));
      continue;
    }
    const amount = invoiceSums(invoice).outstanding;
    const answer = chargeCard(token, amount);
    confirmations.push(await applyAnswer(trx, run, invoice, answer, amount, today));
  }
  return confirmations;
}

function notEligible(invoiceId: number, reason: BatchIneligibility): ChargeConfirmation {
  return {
    invoiceID: invoiceId,
    charged: false,
    amountCharged: '0.00',
    outcome: 'NOT_ELIGIBLE',
    ineligibilityReason: reason,
    message: `Not charged: ${reason}`,
    cardBrand: null,
    cardLast4: null,
  };
}

async function paymentTokens(db: Kysely<DB>, approvalIds: readonly number[]): Promise<Map<number, string>> {
  if (approvalIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('approvals')
    .select(['id', 'payment_token'])
    .where('id', 'in', [...new Set(approvalIds)])
    .where('has_card_on_file', '=', true)
    .where('payment_token', 'is not', null)
    .execute();
  return new Map(rows.flatMap((r) => (r.payment_token === null ? [] : [[r.id, r.payment_token] as const])));
}

async function applyAnswer(
  trx: Transaction<DB>,
  run: ChargeRun,
  invoice: LoadedInvoice,
  answer: ProcessorAnswer,
  amountCents: number,
  today: string,
): Promise<ChargeConfirmation> {
  const amount = centsToDecimal(amountCents);
  const approved = answer.outcome === 'APPROVED';
  await trx
    .insertInto('card_charges')
    .values({
      house_id: run.houseId,
      invoice_id: invoice.id,
      amount: amountCents,
      outcome: answer.outcome,
      card_brand: answer.brand,
      card_last4: answer.last4,
      source: run.source,
      user_id: run.actor.userId,
    })
    .execute();
  if (approved) await markCharged(trx, invoice, PAYMENT_METHOD_ID_OF_BRAND[answer.brand], today);
  else
    await trx
      .updateTable('invoices')
      .set({
        online_payment_stat: answer.outcome === 'ACH_ONLY' ? 'f' : 'd',
        ...(run.source === 'auto' ? { auto_charge_date: null } : {}),
      })
      .where('id', '=', invoice.id)
      .execute();

  const [after] = await loadInvoices(trx, { houseId: run.houseId, invoiceIds: [invoice.id] });
  const message = outcomeMessage(answer, amount);
  await recordAudit(trx, run.actor, [
    {
      houseId: run.houseId,
      invoiceId: invoice.id,
      action: approved ? 'CARD_CHARGED' : 'CARD_DECLINED',
      summary: run.source === 'auto' ? `Auto-charge: ${message}` : message,
      changes: after ? changesBetween(snapshotOf(invoice), snapshotOf(after)) : [],
    },
  ]);
  return {
    invoiceID: invoice.id,
    charged: approved,
    amountCharged: approved ? amount : '0.00',
    outcome: answer.outcome,
    ineligibilityReason: null,
    message,
    cardBrand: answer.brand,
    cardLast4: answer.last4,
  };
}

/** Paid with a zero balance: every visible line and every extra charge, by the card's method, today. */
async function markCharged(
  trx: Transaction<DB>,
  invoice: LoadedInvoice,
  paymentMethodId: number,
  today: string,
): Promise<void> {
  for (const line of visibleLines(invoice)) {
    if (line.paid && line.add.paid) continue;
    await trx
      .updateTable('invoice_lines')
      .set({
        ...(line.paid
          ? {}
          : {
              paid: true,
              paid_date: today,
              payment_method_id: paymentMethodId,
              amount_paid: Math.max(0, lineRegularTotal(line)),
            }),
        ...(line.add.paid ? {} : { add_paid: true, add_paid_date: today }),
      })
      .where('id', '=', line.id)
      .execute();
  }
  await trx
    .updateTable('invoices')
    .set({
      is_paid: true,
      online_payment_stat: null,
      auto_charge_date: null,
      ...(invoice.add.paid ? {} : { add_paid: true, add_paid_date: today, add_online_payment_stat: null }),
    })
    .where('id', '=', invoice.id)
    .execute();
}
