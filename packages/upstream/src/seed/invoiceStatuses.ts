import type { OnlinePaymentStat } from '../invoices/tables.js';
import type { Random } from './random.js';
import type { SeedData } from './seedData.js';
import { addDays, isoDay, utcDay } from './zonedTime.js';

type InvoiceRow = SeedData['invoices'][number];
type LineRow = SeedData['invoice_lines'][number];

/** Invoice statuses of invoicing §4 ("group details"), with the online-payment codes behind them. */
type Status =
  | { kind: 'paid' }
  | { kind: 'pending'; stat: OnlinePaymentStat }
  | { kind: 'failed'; stat: OnlinePaymentStat }
  | { kind: 'partial' }
  | { kind: 'sent' }
  | { kind: 'notSent' };

type ShipState = 'shipped' | 'partial' | 'notShipped' | 'pickup';

/** Cycled through first, so every status and code appears even in a small seed. */
const STATUS_CYCLE: readonly Status[] = [
  { kind: 'paid' },
  { kind: 'pending', stat: 'p' },
  { kind: 'failed', stat: 'd' },
  { kind: 'partial' },
  { kind: 'sent' },
  { kind: 'notSent' },
  { kind: 'pending', stat: 'u' },
  { kind: 'failed', stat: 'f' },
  { kind: 'paid' },
  { kind: 'pending', stat: 'h' },
  { kind: 'pending', stat: 'i' },
  { kind: 'sent' },
];
const SHIP_CYCLE: readonly ShipState[] = ['shipped', 'partial', 'notShipped', 'pickup'];
/** Card and ACH methods (invoicing §9), plus cash and check. */
const PAYMENT_METHODS = [3, 4, 5, 6, 11, 11, 1, 2] as const;
const NOTES = [
  'Buyer will collect on Saturday.',
  'Called buyer about shipping quote.',
  'Combine with next sale.',
  'Resale certificate on file.',
];

/** Gives seeded invoices believable, varied states: older invoices are mostly paid and shipped. */
export class InvoiceStatusAssigner {
  #invoices = 0;
  #paid = 0;

  constructor(private readonly options: { now: Date; autoCharge: boolean }) {}

  /** Mutates the rows in place. */
  assign(invoice: InvoiceRow, lines: LineRow[], groupCreatedAt: Date, random: Random): void {
    const { now } = this.options;
    const index = this.#invoices++;
    const ageDays = (now.getTime() - groupCreatedAt.getTime()) / 86_400_000;
    let status: Status =
      index >= STATUS_CYCLE.length && ageDays > 90 && random.chance(0.75)
        ? { kind: 'paid' }
        : (STATUS_CYCLE[index % STATUS_CYCLE.length] ?? { kind: 'notSent' });

    // A hidden line now and then, never all of them.
    if (lines.length > 1) for (const line of lines.slice(1)) if (random.chance(0.04)) line.suppress = true;
    const visible = lines.filter((line) => !line.suppress);
    if (status.kind === 'partial' && visible.length < 2) status = { kind: 'sent' };

    const sentAt = new Date(
      Math.min(groupCreatedAt.getTime() + random.int(20, 48) * 3_600_000, now.getTime() - 3_600_000),
    );
    const laterDay = (from: Date, maxDays: number) =>
      isoDay(
        new Date(Math.min(addDays(utcDay(from), random.int(1, maxDays)).getTime(), utcDay(now).getTime())),
      );
    if (status.kind !== 'notSent') invoice.sent_at = sentAt;

    switch (status.kind) {
      case 'paid':
      case 'partial': {
        const paidLines =
          status.kind === 'paid' ? visible : visible.slice(0, Math.max(1, Math.floor(visible.length / 2)));
        const paidDate = laterDay(sentAt, 10);
        const method = random.pick(PAYMENT_METHODS);
        for (const line of paidLines) {
          line.paid = true;
          line.paid_date = paidDate;
          line.payment_method_id = method;
        }
        invoice.is_paid = status.kind === 'paid';
        break;
      }
      case 'pending':
      case 'failed':
        invoice.online_payment_stat = status.stat;
        break;
      case 'sent':
        if (this.options.autoCharge && random.chance(0.3))
          invoice.auto_charge_date = isoDay(addDays(utcDay(now), random.int(3, 6)));
        break;
      case 'notSent':
        break;
    }

    const ship: ShipState =
      status.kind === 'paid'
        ? (SHIP_CYCLE[this.#paid++ % SHIP_CYCLE.length] ?? 'notShipped')
        : random.chance(0.2)
          ? 'pickup'
          : 'notShipped';
    const shippedDate = laterDay(sentAt, 14);
    if (ship === 'pickup') invoice.pickup = true;
    else if (ship === 'shipped' || (ship === 'partial' && visible.length < 2)) {
      for (const line of visible) {
        line.shipped = true;
        line.shipped_date = shippedDate;
      }
      invoice.is_shipped = true;
    } else if (ship === 'partial') {
      const first = visible[0];
      if (first) {
        first.shipped = true;
        first.shipped_date = shippedDate;
      }
    }

    if (random.chance(0.1)) invoice.notes = random.pick(NOTES);
  }
}
