import type { Database } from '../../../packages/upstream/src/db/openDatabase.ts';
import { DEMO_HOUSE_REF } from '../../../packages/upstream/src/seed/demoLogins.ts';
import type { WriteAttempt } from './load.ts';

/**
 * The fleet test's view of the demo house's invoices, read and changed in the database directly:
 * the ones the seed scheduled for auto-charge (made due during the faults), the biggest group
 * (watched; one of its invoices is the marker the watchers wait for), and every other invoice as a
 * writers' lane.
 */
export interface DemoInvoices {
  chargeable: number[];
  groupId: string;
  markerId: string;
  lanes: Array<{ groupId: string; invoiceId: string }>;
  timeZone: string;
}

export async function readDemoInvoices(db: Database): Promise<DemoInvoices> {
  const invoices = await db.db
    .selectFrom('invoices as i')
    .innerJoin('houses as h', 'h.id', 'i.house_id')
    .select(['i.id', 'i.invoice_group_id', 'i.auto_charge_date', 'h.time_zone'])
    .where('h.ref', '=', DEMO_HOUSE_REF)
    .orderBy('i.id')
    .execute();
  const chargeable = invoices.filter((i) => i.auto_charge_date !== null).map((i) => i.id);
  const groupSizes = new Map<number, number>();
  for (const i of invoices) groupSizes.set(i.invoice_group_id, (groupSizes.get(i.invoice_group_id) ?? 0) + 1);
  const watchedGroup = [...groupSizes].sort((a, b) => b[1] - a[1])[0]![0];
  const marker = invoices.find((i) => i.invoice_group_id === watchedGroup && !chargeable.includes(i.id))!;
  return {
    chargeable,
    groupId: String(watchedGroup),
    markerId: String(marker.id),
    lanes: invoices
      .filter((i) => i.id !== marker.id && !chargeable.includes(i.id))
      .map((i) => ({ groupId: String(i.invoice_group_id), invoiceId: String(i.id) })),
    timeZone: invoices[0]!.time_zone,
  };
}

/** The invoices fall due now: today in the house's time zone, unchanged for 3 days (so the date is valid). */
export async function makeDue(db: Database, ids: number[], timeZone: string): Promise<void> {
  if (ids.length === 0) return;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const settled = new Date(Date.now() - 3 * 86_400_000);
  await db.db.updateTable('invoices').set({ auto_charge_date: today }).where('id', 'in', ids).execute();
  await db.db
    .updateTable('invoices')
    .set({ created_at: settled })
    .where('id', 'in', ids)
    .where('created_at', '>', settled)
    .execute();
  await db.db
    .updateTable('invoices')
    .set({ edited_at: settled })
    .where('id', 'in', ids)
    .where('edited_at', '>', settled)
    .execute();
}

/** Of the invoices still due, those whose auto-charge date is still set (not charged yet). */
export async function stillDue(db: Database, ids: number[]): Promise<number[]> {
  const rows = await db.db
    .selectFrom('invoices')
    .select('id')
    .where('id', 'in', ids)
    .where('auto_charge_date', 'is not', null)
    .execute();
  return rows.map((r) => r.id);
}

/** Auto-charges per invoice. */
export async function autoChargesPerInvoice(db: Database, ids: number[]): Promise<Map<number, number>> {
  const rows = await db.db
    .selectFrom('card_charges')
    .select(['invoice_id', (eb) => eb.fn.countAll<number>().as('charges')])
    .where('invoice_id', 'in', ids)
    .where('source', '=', 'auto')
    .groupBy('invoice_id')
    .execute();
  return new Map(rows.map((r) => [r.invoice_id, Number(r.charges)]));
}

/**
 * Lanes whose last acknowledged note (as of the writes answered so far) is not in the database. A
 * later write of the lane may have landed too (its answer still on the way), never an older one.
 */
export async function lostWrites(
  db: Database,
  lanes: DemoInvoices['lanes'],
  writes: readonly WriteAttempt[],
): Promise<number> {
  const lastAcked = new Map<number, number>();
  for (const w of writes) if (w.ok) lastAcked.set(w.lane, Math.max(w.seq, lastAcked.get(w.lane) ?? 0));
  const rows = await db.db
    .selectFrom('invoices')
    .select(['id', 'notes'])
    .where(
      'id',
      'in',
      lanes.map((l) => Number(l.invoiceId)),
    )
    .execute();
  const noteById = new Map(rows.map((r) => [String(r.id), r.notes]));
  let lost = 0;
  for (const [lane, seq] of lastAcked) {
    const stored = /^fleet (\d+):(\d+)$/.exec(noteById.get(lanes[lane]!.invoiceId) ?? '');
    if (!stored || Number(stored[1]) !== lane || Number(stored[2]) < seq) lost += 1;
  }
  return lost;
}
