import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { LoadedInvoice } from '../invoices/invoiceFactsQuery.js';
import { invoiceStatusLabel, invoiceSums } from '../invoices/invoiceState.js';
import { centsToDecimal } from '../invoices/money.js';
import type { AuditChange, InvoiceAuditAction } from './tables.js';

/**
 * The audit trail of an invoice's money: who, when, what, and the values before and
 * after. Entries are written in the same transaction as the change they describe, so a rolled-back or
 * replayed request leaves none.
 */

/** Who acted: a user, or the scheduled auto-charge job. */
export interface Actor {
  userId: number | null;
  name: string;
  userName: string | null;
}

export const AUTO_CHARGE_ACTOR: Actor = { userId: null, name: 'Auto-charge', userName: null };

export async function actorOf(db: Kysely<DB>, userId: number): Promise<Actor> {
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'user_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const name = `${user.first_name} ${user.last_name}`.trim();
  return { userId, name: name || user.user_name, userName: user.user_name };
}

/** The values of an invoice an audit entry compares. */
export type InvoiceSnapshot = Record<
  'status' | 'outstandingBalance' | 'paymentsMade' | 'autoChargeDate' | 'sentAt' | 'onlinePaymentStatus',
  string | null
>;

export function snapshotOf(invoice: LoadedInvoice): InvoiceSnapshot {
  const sums = invoiceSums(invoice);
  return {
    status: invoiceStatusLabel(invoice),
    outstandingBalance: centsToDecimal(sums.outstanding),
    paymentsMade: centsToDecimal(sums.paymentsMade),
    autoChargeDate: invoice.autoChargeDate,
    sentAt: invoice.sentAt ? invoice.sentAt.toISOString() : null,
    onlinePaymentStatus: invoice.onlineStat,
  };
}

/** The fields whose value differs between two snapshots. */
export function changesBetween(before: InvoiceSnapshot, after: InvoiceSnapshot): AuditChange[] {
  return (Object.keys(before) as (keyof InvoiceSnapshot)[])
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

export interface AuditEntry {
  houseId: number;
  invoiceId: number;
  action: InvoiceAuditAction;
  summary: string;
  changes: AuditChange[];
  /** When it happened by the caller's clock (an injected one in tests and the seed); default: now. */
  at?: Date;
}

export async function recordAudit(
  db: Kysely<DB>,
  actor: Actor,
  entries: readonly AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('invoice_audit')
    .values(
      entries.map((e) => ({
        house_id: e.houseId,
        invoice_id: e.invoiceId,
        user_id: actor.userId,
        actor: actor.name,
        actor_user_name: actor.userName,
        action: e.action,
        summary: e.summary,
        changes: JSON.stringify(e.changes),
        ...(e.at ? { created_at: e.at } : {}),
      })),
    )
    .execute();
}

/** The audit entries of some invoices of one house, oldest first (POST invoiceAuditTrail). */
export async function loadAuditTrail(db: Kysely<DB>, houseId: number, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return [];
  const rows = await db
    .selectFrom('invoice_audit')
    .select(['id', 'invoice_id', 'created_at', 'action', 'actor', 'actor_user_name', 'summary', 'changes'])
    .where('house_id', '=', houseId)
    .where('invoice_id', 'in', [...invoiceIds])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    invoiceID: r.invoice_id,
    at: r.created_at.toISOString(),
    action: r.action,
    actor: r.actor,
    actorUserName: r.actor_user_name,
    summary: r.summary,
    changes: r.changes,
  }));
}
