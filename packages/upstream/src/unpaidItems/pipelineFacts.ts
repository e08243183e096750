import { BLOCKING_DISPUTE_STATUSES } from '@ah/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { loadInvoices, type LoadedInvoice } from '../invoices/invoiceFactsQuery.js';
import { invoiceSums } from '../invoices/invoiceState.js';
import { stepId, type InvoiceFacts, type LotFacts, type StepKind } from './pipelineRules.js';

/**
 * The facts the pipeline rules read (pipelineRules.ts InvoiceFacts) for a house's invoices, with
 * what the pipeline screen shows of each, in a fixed number of queries whatever their number.
 */

export interface PipelineInvoice {
  facts: InvoiceFacts;
  invoiceGroupId: number;
  bidderId: number;
  bidderName: string;
  bidderRef: string;
  /** Cents still owed (the invoices domain's sums). */
  amountDue: number;
  /** The refs of the disputes on its lots that block a new one (open or closed). */
  disputeRefs: string[];
  offerIds: number[];
}

export type InvoiceScope =
  /** The house's sent, unpaid invoices: the pipeline's candidates. */
  | { unpaid: true }
  /** These invoices of the house, whatever their state (the timeline). */
  | { invoiceIds: readonly number[] };

async function invoiceIdsOf(db: Kysely<DB>, houseId: number, scope: InvoiceScope): Promise<number[]> {
  if ('invoiceIds' in scope) return [...scope.invoiceIds];
  const rows = await db
    .selectFrom('invoices')
    .select('id')
    .where('house_id', '=', houseId)
    .where('sent_at', 'is not', null)
    .where('is_paid', '=', false)
    .execute();
  return rows.map((r) => r.id);
}

/** The house-wide facts: who is paused or excluded, whether the dispute terms are accepted. */
async function houseFacts(db: Kysely<DB>, houseId: number) {
  const [pauses, exclusions, house] = await Promise.all([
    db.selectFrom('unpaid_item_pauses').select(['invoice_id', 'bidder_id']).where('house_id', '=', houseId).execute(),
    db.selectFrom('unpaid_item_exclusions').select('bidder_id').where('house_id', '=', houseId).execute(),
    db
      .selectFrom('houses')
      .select('dispute_terms_accepted_at')
      .where('id', '=', houseId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    pausedInvoices: new Set(pauses.flatMap((p) => (p.invoice_id === null ? [] : [p.invoice_id]))),
    pausedBidders: new Set(pauses.flatMap((p) => (p.bidder_id === null ? [] : [p.bidder_id]))),
    excluded: new Set(exclusions.map((x) => x.bidder_id)),
    termsAccepted: house.dispute_terms_accepted_at !== null,
  };
}

/** Per lot: its sale date and winning result, blocking dispute, best other bid, offer and strike. */
async function lotFacts(db: Kysely<DB>, lotIds: number[]) {
  if (lotIds.length === 0) return { sales: [], disputes: [], bids: [], offers: [], strikes: [] };
  const [sales, disputes, bids, offers] = await Promise.all([
    db
      .selectFrom('lots')
      .innerJoin('catalogs', 'catalogs.id', 'lots.catalog_id')
      .leftJoin('sale_results', 'sale_results.lot_id', 'lots.id')
      .select(['lots.id as lot_id', 'catalogs.starts_at', 'sale_results.id as sale_result_id'])
      .where('lots.id', 'in', lotIds)
      .execute(),
    db
      .selectFrom('disputes')
      .select(['id', 'ref', 'lot_id', 'status', 'opened_at', 'status_changed_at'])
      .where('lot_id', 'in', lotIds)
      .where('status', 'in', [...BLOCKING_DISPUTE_STATUSES])
      .execute(),
    db
      .selectFrom('order_bids')
      .select(['lot_id', 'bidder_id'])
      .select((eb) => eb.fn.max('amount').as('amount'))
      .where('lot_id', 'in', lotIds)
      .where('cancelled_at', 'is', null)
      .where('bidder_id', 'is not', null)
      .groupBy(['lot_id', 'bidder_id'])
      .execute(),
    db
      .selectFrom('second_chance_offers')
      .select(['id', 'lot_id', 'state', 'expires_at'])
      .where('lot_id', 'in', lotIds)
      .execute(),
  ]);
  const strikes =
    disputes.length === 0
      ? []
      : await db
          .selectFrom('unpaid_item_strikes')
          .select(['id', 'dispute_id', 'expires_at'])
          .where(
            'dispute_id',
            'in',
            disputes.map((d) => d.id),
          )
          .execute();
  return { sales, disputes, bids, offers, strikes };
}

/** Rows by a key, for lookups in the loops below (a house may have thousands of lots). */
function byKey<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

type LotRows = Awaited<ReturnType<typeof lotFacts>>;

/** The lot tables' rows by lot id (and strikes by dispute id). */
function indexLots(lots: LotRows) {
  return {
    sales: byKey(lots.sales, (s) => s.lot_id),
    disputes: byKey(lots.disputes, (d) => d.lot_id),
    bids: byKey(lots.bids, (b) => b.lot_id),
    offers: byKey(lots.offers, (o) => o.lot_id),
    strikes: byKey(lots.strikes, (s) => s.dispute_id),
  };
}
type LotIndex = ReturnType<typeof indexLots>;

/** The underbidder: the highest bid on the lot by someone other than the winner (ties: the lower bidder id). */
function underbidderOf(
  bids: readonly { bidder_id: number | null; amount: number | string | bigint }[],
  winnerId: number,
): LotFacts['underbidder'] {
  let best: { bidderId: number; amount: number } | null = null;
  for (const bid of bids) {
    if (bid.bidder_id === null || bid.bidder_id === winnerId) continue;
    const amount = Number(bid.amount);
    if (!best || amount > best.amount || (amount === best.amount && bid.bidder_id < best.bidderId))
      best = { bidderId: bid.bidder_id, amount };
  }
  return best;
}

/** The pipeline's facts of the house's invoices in `scope`, in invoice id order. */
export async function loadPipelineInvoices(
  db: Kysely<DB>,
  houseId: number,
  scope: InvoiceScope,
): Promise<PipelineInvoice[]> {
  const ids = await invoiceIdsOf(db, houseId, scope);
  if (ids.length === 0) return [];
  const [invoices, house, ebay, events] = await Promise.all([
    loadInvoices(db, { houseId, invoiceIds: ids }),
    houseFacts(db, houseId),
    db
      .selectFrom('invoices')
      .innerJoin('bidders', 'bidders.id', 'invoices.bidder_id')
      .select(['invoices.id', 'bidders.is_ebay'])
      .where('invoices.id', 'in', ids)
      .execute(),
    db
      .selectFrom('unpaid_item_events')
      .select(['invoice_id', 'kind', 'step_key', 'dispute_id'])
      .where('invoice_id', 'in', ids)
      .execute(),
  ]);
  const lots = indexLots(
    await lotFacts(
      db,
      invoices.flatMap((i) => i.lines.map((l) => l.lotId)),
    ),
  );
  const eventsOf = byKey(events, (e) => e.invoice_id);
  const ebayOf = new Map(ebay.map((e) => [e.id, e.is_ebay]));
  // Disputes the pipeline opened: its OPEN_DISPUTE events name them.
  const automatic = new Set(events.flatMap((e) => (e.kind === 'OPEN_DISPUTE' && e.dispute_id ? [e.dispute_id] : [])));
  return invoices.map((invoice) => {
    const lotsOf = invoice.lines.map((line) => lotOf(line.lotId, invoice, lots, automatic));
    const done = new Set(
      (eventsOf.get(invoice.id) ?? [])
        .filter((e) => e.kind !== 'PAUSE' && e.kind !== 'RESUME')
        .map((e) => stepId(e.kind as StepKind, e.step_key)),
    );
    const lotIds = invoice.lines.map((l) => l.lotId);
    return {
      facts: {
        invoiceId: invoice.id,
        sentAt: invoice.sentAt,
        isPaid: invoice.isPaid,
        channel: invoice.channel,
        ebay: ebayOf.get(invoice.id) ?? false,
        paused: house.pausedInvoices.has(invoice.id)
          ? 'INVOICE'
          : house.pausedBidders.has(invoice.bidderId)
            ? 'BIDDER'
            : null,
        excluded: house.excluded.has(invoice.bidderId),
        disputeTermsAccepted: house.termsAccepted,
        lots: lotsOf,
        done,
      },
      invoiceGroupId: invoice.invoiceGroupId,
      bidderId: invoice.bidderId,
      bidderName: `${invoice.firstName} ${invoice.lastName}`,
      bidderRef: invoice.bidderRef,
      amountDue: invoiceSums(invoice).outstanding,
      disputeRefs: lotIds.flatMap((id) => (lots.disputes.get(id) ?? []).map((d) => d.ref)),
      offerIds: lotIds.flatMap((id) => (lots.offers.get(id) ?? []).map((o) => o.id)),
    };
  });
}

function lotOf(
  lotId: number,
  invoice: LoadedInvoice,
  lots: LotIndex,
  automatic: ReadonlySet<number>,
): LotFacts {
  const [sale] = lots.sales.get(lotId) ?? [];
  // At most one blocking dispute and one offer per lot (unique indexes), one strike per dispute.
  const [dispute] = lots.disputes.get(lotId) ?? [];
  const [offer] = lots.offers.get(lotId) ?? [];
  const [strike] = dispute ? (lots.strikes.get(dispute.id) ?? []) : [];
  return {
    lotId,
    saleResultId: sale?.sale_result_id ?? 0,
    saleDate: sale?.starts_at ?? new Date(0),
    dispute: dispute
      ? {
          id: dispute.id,
          status: dispute.status,
          openedAt: dispute.opened_at,
          statusChangedAt: dispute.status_changed_at,
          automatic: automatic.has(dispute.id),
        }
      : null,
    underbidder: underbidderOf(lots.bids.get(lotId) ?? [], invoice.bidderId),
    offer: offer ? { id: offer.id, state: offer.state, expiresAt: offer.expires_at } : null,
    strike: strike ? { id: strike.id, expiresAt: strike.expires_at } : null,
  };
}
