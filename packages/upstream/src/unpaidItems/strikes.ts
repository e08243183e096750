import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { strikeExpiryStep, type PlannedStep } from './pipelineRules.js';
import { StepSkipped } from './stepSkipped.js';

/**
 * Strikes that expire (issue 36): the automation's close records the disputes' strike with an
 * expiry (the house's strikeExpiryMonths); past it the strike no longer counts. Older strikes and
 * those staff record have none and count for ever.
 */

/** The EXPIRE_STRIKE step: checks the strike's date has come (its event is the audit trail). */
export async function expireStrike(trx: Transaction<DB>, strikeId: number, now: Date): Promise<void> {
  const strike = await trx
    .selectFrom('unpaid_item_strikes')
    .select('expires_at')
    .where('id', '=', strikeId)
    .executeTakeFirst();
  if (!strike?.expires_at || strike.expires_at.getTime() > now.getTime())
    throw new StepSkipped('The strike no longer expires at this date');
}

/**
 * The house's automatic strikes whose date has come and whose expiry is not yet recorded, with the
 * invoice whose close recorded them: read apart from the invoices' lines, since an accepted second
 * chance moves the lot (and its line) away from that invoice.
 */
export async function dueStrikeExpiries(
  db: Kysely<DB>,
  houseId: number,
  now: Date,
): Promise<{ invoiceId: number; step: PlannedStep }[]> {
  const rows = await db
    .selectFrom('unpaid_item_events as e')
    .innerJoin('unpaid_item_strikes as s', 's.dispute_id', 'e.dispute_id')
    .select(['e.invoice_id', 'e.lot_id', 's.id', 's.expires_at'])
    .where('e.house_id', '=', houseId)
    .where('e.kind', '=', 'CLOSE_DISPUTE')
    .where('e.outcome', '=', 'DONE')
    .where('s.expires_at', '<=', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('unpaid_item_events as x')
            .select('x.id')
            .whereRef('x.invoice_id', '=', 'e.invoice_id')
            .where('x.kind', '=', 'EXPIRE_STRIKE')
            .whereRef('x.step_key', '=', 'e.step_key'),
        ),
      ),
    )
    .orderBy('e.id')
    .execute();
  return rows.flatMap((r) =>
    r.lot_id !== null && r.expires_at !== null
      ? [{ invoiceId: r.invoice_id, step: strikeExpiryStep(r.lot_id, { id: r.id, expiresAt: r.expires_at }) }]
      : [],
  );
}
