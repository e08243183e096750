import { Random } from '../seed/random.js';
import type { SeedData } from '../seed/seedData.js';

type LineRow = SeedData['invoice_lines'][number];
type InvoiceRow = SeedData['invoices'][number];

/** Card methods and ACH (invoicing §9): payments that make additional charges possible. */
const CARD_OR_ACH = new Set([3, 4, 5, 6, 8, 11]);

const regularTotal = (l: LineRow): number =>
  (l.hammer ?? 0) +
  (l.premium ?? 0) +
  (l.live_fee ?? 0) +
  (l.tax ?? 0) +
  (l.shipping ?? 0) +
  (l.insurance ?? 0) +
  (l.other ?? 0);

const HOUR = 3_600_000;
const toDate = (value: Date | string | null | undefined): Date | null =>
  value === null || value === undefined ? null : new Date(value);
const isoDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The facts the create/edit and group-details screens show beyond the invoice statuses: amounts paid,
 * per-invoice and additional charges in each of their states, disputes, partial payments, edits after
 * sending, pending ACH, and the card facts behind batch-charge eligibility. Runs after the generator on
 * its rows with its own random stream, so the rest of the seed stays as it was.
 */
export function addInvoiceFacts(data: SeedData, now: Date): void {
  // The stream keeps its first name: a new name would change every seeded invoice.
  const random = new Random('invoice-editing-facts');
  const processingHouses = new Set(
    data.houses.filter((h) => h.payment_processing_enabled && h.processor_type === 'p').map((h) => h.id),
  );

  // The first two houses' rows draw first, then the rest: a house added to the plans never changes
  // the facts of the houses before it (tests read the demo house's seeded disputes).
  const firstTwo = new Set(data.houses.slice(0, 2).map((h) => h.id));
  const inTurn = <T extends { house_id: number }>(rows: readonly T[]): T[] => [
    ...rows.filter((r) => firstTwo.has(r.house_id)),
    ...rows.filter((r) => !firstTwo.has(r.house_id)),
  ];
  const laterApprovals = inTurn(data.approvals).filter((a) => !firstTwo.has(a.house_id));
  const laterBidders = data.bidders.filter((b) => !firstTwo.has(b.house_id));
  const approvalFacts = (approvals: readonly (typeof data.approvals)[number][]) => {
    for (const approval of approvals) {
      if (approval.channel === 'Floor') continue;
      approval.has_card_on_file = random.chance(0.85);
      if (random.chance(0.1)) approval.credit_card_limit = random.pick([25_000, 50_000, 100_000]);
    }
  };
  approvalFacts(data.approvals.filter((a) => firstTwo.has(a.house_id)));
  for (const bidder of data.bidders)
    if (firstTwo.has(bidder.house_id) && random.chance(0.03)) bidder.address_valid = false;

  const linesByInvoice = new Map<number, LineRow[]>();
  for (const line of data.invoice_lines) {
    if (line.paid) line.amount_paid = Math.max(0, regularTotal(line));
    const list = linesByInvoice.get(line.invoice_id) ?? [];
    list.push(line);
    linesByInvoice.set(line.invoice_id, list);
  }

  let disputes = 0;
  const invoices = inTurn(data.invoices);
  const laterStart = invoices.findIndex((i) => !firstTwo.has(i.house_id));
  for (const [index, invoice] of invoices.entries()) {
    if (index === laterStart) {
      approvalFacts(laterApprovals);
      for (const bidder of laterBidders) if (random.chance(0.03)) bidder.address_valid = false;
    }
    const lines = linesByInvoice.get(invoice.id) ?? [];
    const sentAt = toDate(invoice.sent_at);
    addDisputes(lines, sentAt !== null, random, () => `DSP${String(++disputes).padStart(6, '0')}`);
    const visible = lines.filter((l) => !l.suppress);
    const allPaid = visible.length > 0 && visible.every((l) => l.paid);
    const stat = invoice.online_payment_stat ?? null;

    if (stat !== null && ['p', 'u', 'h', 'i'].includes(stat) && random.chance(0.3))
      invoice.pending_payment_method_id = 11;

    // Some paid pickup invoices were collected: Picked Up.
    if (allPaid && invoice.pickup && !invoice.is_shipped && random.chance(0.6)) {
      const day = isoDay(
        new Date(Math.min((sentAt ?? now).getTime() + random.int(2, 9) * 24 * HOUR, now.getTime())),
      );
      invoice.is_shipped = true;
      invoice.shipped_date = day;
      for (const l of visible) Object.assign(l, { shipped: true, shipped_date: day });
    }
    if (allPaid && processingHouses.has(invoice.house_id)) {
      const cardPaid = visible.some(
        (l) => l.payment_method_id != null && CARD_OR_ACH.has(l.payment_method_id),
      );
      if (cardPaid && random.chance(0.45)) addAdditionalCharges(invoice, visible, sentAt, now, random);
      continue;
    }
    if (allPaid || stat !== null) continue;

    // Unpaid, not pending: a per-invoice shipping charge now and then, an edit after sending, a deposit.
    if (random.chance(0.15)) {
      invoice.charge_shipping = random.pick([1_500, 2_500, 4_000]);
      invoice.charge_insurance = random.chance(0.3) ? 500 : 0;
    }
    if (sentAt !== null && random.chance(0.1))
      invoice.edited_at = new Date(Math.min(sentAt.getTime() + random.int(2, 30) * HOUR, now.getTime()));
    const unpaid = visible.filter((l) => !l.paid);
    const deposit = unpaid[0];
    if (deposit && unpaid.length > 1 && random.chance(0.05))
      deposit.amount_paid = Math.floor(regularTotal(deposit) / 2);
  }
}

function addDisputes(lines: LineRow[], sent: boolean, random: Random, nextRef: () => string): void {
  for (const line of lines) {
    if (sent && random.chance(0.04)) {
      line.dispute_ref = nextRef();
      line.can_open_dispute = false;
    } else if (random.chance(0.15)) line.can_open_dispute = false;
  }
}

/** Additional ("Add'l") charges after payment, in every state: not sent, sent, pending, failed, paid. */
function addAdditionalCharges(
  invoice: InvoiceRow,
  visible: LineRow[],
  sentAt: Date | null,
  now: Date,
  random: Random,
): void {
  const target = random.chance(0.5) ? random.pick(visible) : null;
  const shipping = random.pick([2_000, 3_500, 6_000]);
  const insurance = random.chance(0.4) ? 750 : 0;
  const other = random.chance(0.2) ? -500 : 0;
  const state = random.pick(['notSent', 'sent', 'pending', 'failed', 'paid'] as const);
  const after = sentAt ?? new Date(now.getTime() - 10 * 24 * HOUR);
  const sent = new Date(Math.min(after.getTime() + random.int(24, 200) * HOUR, now.getTime() - HOUR));
  const facts = {
    add_shipping: shipping,
    add_insurance: insurance,
    add_other: other,
    ...(state !== 'notSent' ? { add_sent_at: sent } : {}),
    ...(state === 'pending' ? { add_online_payment_stat: 'u' as const } : {}),
    ...(state === 'failed' ? { add_online_payment_stat: 'd' as const } : {}),
    ...(state === 'paid'
      ? {
          add_paid: true,
          add_paid_date: isoDay(new Date(Math.min(sent.getTime() + 24 * HOUR, now.getTime()))),
        }
      : {}),
  };
  Object.assign(target ?? invoice, facts);
}
