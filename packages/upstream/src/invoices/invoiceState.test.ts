import { describe, expect, it } from 'vitest';
import {
  batchIneligibility,
  chargeMode,
  deliveryModeLocked,
  invoiceStatusLabel,
  invoiceSums,
  isFloorLocked,
  shipStatusLabel,
  taxEditable,
  type AdditionalFacts,
  type InvoiceFacts,
  type LineFacts,
} from './invoiceState.js';
import { parseMoneyCents, shortUsDateToIso } from './invoiceBodies.js';

const none: AdditionalFacts = {
  tax: 0,
  shipping: 0,
  insurance: 0,
  other: 0,
  paid: false,
  paidDate: null,
  onlineStat: null,
  sentAt: null,
};
let nextId = 1;
const line = (o: Partial<LineFacts> = {}): LineFacts => ({
  id: nextId++,
  lotId: nextId,
  suppress: false,
  restricted: false,
  hammer: 10_000,
  premium: 2_500,
  liveFee: 300,
  tax: 1_000,
  shipping: 0,
  insurance: 0,
  other: -200,
  paid: false,
  paidDate: null,
  paymentMethodId: null,
  amountPaid: 0,
  shipped: false,
  shippedDate: null,
  add: none,
  ...o,
});
const invoice = (o: Partial<InvoiceFacts> = {}): InvoiceFacts => ({
  id: 1,
  channel: 'INV',
  country: 'US',
  isPaid: false,
  onlineStat: null,
  pickup: false,
  isShipped: false,
  sentAt: new Date('2026-03-01T12:00:00Z'),
  editedAt: null,
  autoChargeDate: null,
  charges: { tax: 0, shipping: 0, insurance: 0, other: 0 },
  add: none,
  hasCardOnFile: true,
  creditCardLimit: null,
  addressValid: true,
  pendingPaymentMethodId: null,
  lines: [line(), line()],
  ...o,
});
const P = { processorType: 'p' as const, paymentProcessingEnabled: true };

describe('invoice sums in integer cents', () => {
  it('leaves hidden lines out and adds per-invoice and additional charges', () => {
    const sums = invoiceSums(
      invoice({
        charges: { tax: 0, shipping: 1_500, insurance: 0, other: 0 },
        add: { ...none, shipping: 700 },
        lines: [
          line({ paid: true, amountPaid: 13_600, add: { ...none, other: -100, paid: true } }),
          line({ suppress: true }),
        ],
      }),
    );
    expect(sums.hammer).toBe(10_000);
    expect(sums.shipping).toBe(1_500);
    expect(sums.additional).toEqual({ tax: 0, shipping: 700, insurance: 0, other: -100 });
    expect(sums.invoiceTotal).toBe(13_600 + 1_500 + 700 - 100);
    expect(sums.paymentsMade).toBe(13_600 - 100);
    expect(sums.outstanding).toBe(1_500 + 700);
    expect(sums.pendingAdditional).toBe(700);
  });
});

describe('states', () => {
  it('labels invoice and ship statuses in the spec order', () => {
    expect(invoiceStatusLabel(invoice({ lines: [line({ paid: true, paidDate: '2026-03-02' })] }))).toBe(
      'Paid',
    );
    expect(invoiceStatusLabel(invoice({ onlineStat: 'u' }))).toBe('Payment Pending');
    expect(invoiceStatusLabel(invoice({ onlineStat: 'f' }))).toBe('Payment Failed');
    expect(
      invoiceStatusLabel(invoice({ lines: [line({ paidDate: '2026-03-02', paid: true }), line()] })),
    ).toBe('Partial Paid');
    expect(invoiceStatusLabel(invoice())).toBe('Sent');
    expect(invoiceStatusLabel(invoice({ sentAt: null }))).toBe('Not Sent');
    expect(shipStatusLabel(invoice({ isShipped: true, pickup: true }))).toBe('Picked Up');
    expect(shipStatusLabel(invoice({ lines: [line({ shipped: true }), line()] }))).toBe('Partial');
  });

  it('locks Floor, tax, the delivery mode and picks the charges mode', () => {
    expect(isFloorLocked(invoice({ channel: 'Floor' }))).toBe(true);
    expect(isFloorLocked(invoice({ channel: 'Floor', isPaid: true }))).toBe(false);
    expect(taxEditable(invoice(), P)).toBe(false);
    expect(taxEditable(invoice({ country: 'GB' }), P)).toBe(true);
    expect(deliveryModeLocked(invoice())).toBe(false);
    expect(deliveryModeLocked(invoice({ lines: [line({ amountPaid: 5 }), line()] }))).toBe(true);
    expect(deliveryModeLocked(invoice({ onlineStat: 'i' }))).toBe(true);
    const paidByCard = invoice({ lines: [line({ paid: true, paymentMethodId: 4 })] });
    expect(chargeMode(paidByCard, P)).toBe('additional');
    expect(chargeMode(paidByCard, { ...P, processorType: 's' })).toBe('regular');
  });

  it('gives the first batch-charge reason', () => {
    const now = new Date('2026-03-10T00:00:00Z');
    expect(batchIneligibility(invoice(), P, now)).toBeNull();
    expect(batchIneligibility(invoice({ creditCardLimit: 100 }), P, now)).toBe('CREDIT_CARD_LIMIT_EXCEEDED');
    expect(batchIneligibility(invoice({ onlineStat: 'h', pendingPaymentMethodId: 11 }), P, now)).toBe(
      'INVOICE_PENDING_ACH',
    );
    expect(batchIneligibility(invoice(), { ...P, paymentProcessingEnabled: false }, now)).toBe(
      'HOUSE_PAYMENT_PROCESSING_DISABLED',
    );
    expect(batchIneligibility(invoice(), P, new Date('2026-03-02T12:00:00Z'))).toBe(
      'INVOICE_SENT_LESS_THAN_2_DAYS',
    );
    expect(batchIneligibility(invoice(), { ...P, processorType: 'w' }, now)).toBe('CANNOT_PROCESS_INVOICE');
    // Nothing owed although no line is marked paid (a payment on account, or a discount).
    const settled = invoice({ lines: [line({ amountPaid: 13_600 })] });
    expect(batchIneligibility(settled, P, now)).toBe('INVOICE_ALREADY_PAID');
    expect(batchIneligibility(invoice({ lines: [line({ suppress: true })] }), P, now)).toBe(
      'INVOICE_ITEMS_SUPPRESSED',
    );
    // A declined charge (d, or f for ACH only) is not retried in a batch until the invoice changes.
    expect(batchIneligibility(invoice({ onlineStat: 'd' }), P, now)).toBe('PAYMENT_FAILED');
    expect(batchIneligibility(invoice({ onlineStat: 'f' }), P, now)).toBe('PAYMENT_FAILED');
  });
});

describe('request values', () => {
  it('parses money to cents, negatives only where allowed', () => {
    expect(parseMoneyCents('12.50', 'x')).toBe(1250);
    expect(parseMoneyCents('-0.00', 'x')).toBe(0);
    expect(parseMoneyCents('-3.25', 'other', true)).toBe(-325);
    expect(() => parseMoneyCents('-3.25', 'tax')).toThrow(/less than 0/);
    expect(() => parseMoneyCents('3.5', 'tax')).toThrow(/two places/);
    expect(() => parseMoneyCents(3.5, 'tax')).toThrow();
  });
  it('reads MM/DD/YY dates', () => {
    expect(shortUsDateToIso('03/14/26')).toBe('2026-03-14');
    expect(shortUsDateToIso('02/30/26')).toBeNull();
    expect(shortUsDateToIso('2026-03-14')).toBeNull();
  });
});
