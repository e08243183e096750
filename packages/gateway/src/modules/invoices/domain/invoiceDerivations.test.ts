import { describe, expect, it } from 'vitest';
import { additionalChargeStatus, additionalChargeStatusLabel } from './additionalChargeStatus.js';
import {
  BATCH_CHARGE_DELAY_MS,
  BATCH_CHARGE_INELIGIBILITIES,
  batchChargeIneligibility,
  batchChargeLabel,
} from './batchChargeEligibility.js';
import {
  canFileDispute,
  canMarkNotPaid,
  canMarkPaid,
  canToggleDeliveryMode,
  chargeMode,
  editableChargeFields,
  taxEditable,
} from './invoiceActions.js';
import type { AdditionalChargeFacts, HouseFacts, InvoiceFacts, LineFacts } from './invoiceFacts.js';
import { INVOICE_STATUS_LABELS, invoiceStatus } from './invoiceStatus.js';
import { lineStatus, lineStatusLabel } from './lineStatus.js';
import { sessionDayNumbers } from './sessionDays.js';
import { SHIP_STATUS_LABELS, shipStatus } from './shipStatus.js';

const noExtra: AdditionalChargeFacts = {
  hasAmount: false,
  paid: false,
  paidDate: null,
  onlineStatus: null,
  sentDate: null,
};

const line = (overrides: Partial<LineFacts> = {}): LineFacts => ({
  hidden: false,
  restricted: false,
  paid: false,
  paidDate: null,
  paymentMethodId: null,
  amountPaidCents: 0,
  shipped: false,
  disputeRef: null,
  canOpenDispute: true,
  additional: noExtra,
  ...overrides,
});
const paidLine = (overrides: Partial<LineFacts> = {}) =>
  line({ paid: true, paidDate: '2026-03-10', paymentMethodId: 3, amountPaidCents: 1000, ...overrides });

const NOW = new Date('2026-03-14T12:00:00Z');
const SENT_AT = '2026-03-10T12:00:00Z';

const invoice = (overrides: Partial<InvoiceFacts> = {}): InvoiceFacts => ({
  channel: 'INV',
  country: 'US',
  isPaid: false,
  onlineStatus: null,
  pickup: false,
  isShipped: false,
  sentDate: '2026-03-10',
  sentAt: SENT_AT,
  editedAt: null,
  autoChargeDate: null,
  hasCardOnFile: true,
  addressValid: true,
  creditCardLimitExceeded: false,
  outstandingCents: 12_500,
  pendingPaymentMethodId: null,
  additional: noExtra,
  lines: [line(), line()],
  ...overrides,
});

const P: HouseFacts = { processorType: 'p', paymentProcessingEnabled: true };
const S: HouseFacts = { processorType: 's', paymentProcessingEnabled: true };

describe('invoice status (§4, group details), in the rules order', () => {
  it.each([
    [
      'Paid: all non-hidden items paid, no unpaid extra charges',
      invoice({ lines: [paidLine(), paidLine(), line({ hidden: true })] }),
      'PAID',
    ],
    [
      'not Paid while an extra charge is unpaid',
      invoice({ lines: [paidLine()], additional: { ...noExtra, hasAmount: true } }),
      'PARTIAL_PAID',
    ],
    [
      'Paid once the extra charge is paid',
      invoice({ lines: [paidLine()], additional: { ...noExtra, hasAmount: true, paid: true } }),
      'PAID',
    ],
    [
      'an unpaid extra charge on a hidden line does not count',
      invoice({ lines: [paidLine(), line({ hidden: true, additional: { ...noExtra, hasAmount: true } })] }),
      'PAID',
    ],
    ...(['p', 'u', 'h', 'i'] as const).map(
      (s) =>
        [`Payment Pending: online status ${s}`, invoice({ onlineStatus: s }), 'PAYMENT_PENDING'] as const,
    ),
    ...(['d', 'f'] as const).map(
      (s) => [`Payment Failed: online status ${s}`, invoice({ onlineStatus: s }), 'PAYMENT_FAILED'] as const,
    ),
    ['Partial Paid: some item has a paid date', invoice({ lines: [paidLine(), line()] }), 'PARTIAL_PAID'],
    [
      'a hidden paid line does not make it partial',
      invoice({ lines: [paidLine({ hidden: true }), line()] }),
      'SENT',
    ],
    ['Sent: a sent date is present', invoice(), 'SENT'],
    ['online status a (additional) is not pending', invoice({ onlineStatus: 'a' }), 'SENT'],
    ['Not Sent: otherwise', invoice({ sentDate: null, sentAt: null }), 'NOT_SENT'],
    [
      'no visible line is not Paid',
      invoice({ lines: [line({ hidden: true })], sentDate: null, sentAt: null }),
      'NOT_SENT',
    ],
  ] as const)('%s', (_name, facts, expected) => {
    expect(invoiceStatus(facts)).toBe(expected);
  });

  it('labels each status with the spec text', () => {
    expect(Object.values(INVOICE_STATUS_LABELS)).toEqual([
      'Paid',
      'Payment Pending',
      'Payment Failed',
      'Partial Paid',
      'Sent',
      'Not Sent',
    ]);
  });
});

describe('ship status (§4)', () => {
  it.each([
    ['Shipped: the invoice is marked shipped', invoice({ isShipped: true }), 'SHIPPED'],
    [
      'Shipped: every visible line shipped',
      invoice({ lines: [line({ shipped: true }), line({ hidden: true })] }),
      'SHIPPED',
    ],
    ['Picked Up: the same for a pickup invoice', invoice({ pickup: true, isShipped: true }), 'PICKED_UP'],
    ['Partial: some visible lines shipped', invoice({ lines: [line({ shipped: true }), line()] }), 'PARTIAL'],
    ['Not Shipped: none', invoice(), 'NOT_SHIPPED'],
    [
      'Not Shipped: only a hidden line shipped',
      invoice({ lines: [line({ shipped: true, hidden: true }), line()] }),
      'NOT_SHIPPED',
    ],
  ] as const)('%s', (_name, facts, expected) => {
    expect(shipStatus(facts)).toBe(expected);
    expect(SHIP_STATUS_LABELS[expected]).toBeTruthy();
  });
});

describe('line status label (§4, create/edit)', () => {
  it.each([
    ['Not Sent', line(), null, 'NOT_SENT', 'Not Sent'],
    ['Sent with the invoice sent date', line(), '2026-03-10', 'SENT', 'Sent 03/10/26'],
    ['Paid', paidLine(), '2026-03-10', 'PAID', 'Paid'],
    ['Shipped (furthest step wins)', paidLine({ shipped: true }), '2026-03-10', 'SHIPPED', 'Shipped'],
  ] as const)('%s', (_name, facts, sent, status, label) => {
    expect(lineStatus(facts, sent)).toBe(status);
    expect(lineStatusLabel(status, sent)).toBe(label);
  });
});

describe('additional-charge status (§4), in the rules order', () => {
  const charge = (overrides: Partial<AdditionalChargeFacts>) => ({
    ...noExtra,
    hasAmount: true,
    ...overrides,
  });
  it.each([
    ['Hidden: the line is hidden', charge({ paid: true, paidDate: '2026-03-12' }), true, 'HIDDEN', 'Hidden'],
    [
      'Paid {date}',
      charge({ paid: true, paidDate: '2026-03-12', onlineStatus: 'u' }),
      false,
      'PAID',
      'Paid 03/12/26',
    ],
    ...(['p', 'u', 'h', 'i'] as const).map(
      (s) =>
        [
          `Payment Pending (${s})`,
          charge({ onlineStatus: s, sentDate: '2026-03-11' }),
          false,
          'PAYMENT_PENDING',
          'Payment Pending',
        ] as const,
    ),
    ...(['d', 'f'] as const).map(
      (s) =>
        [
          `Payment Failed (${s})`,
          charge({ onlineStatus: s, sentDate: '2026-03-11' }),
          false,
          'PAYMENT_FAILED',
          'Payment Failed',
        ] as const,
    ),
    ['Sent {date}', charge({ sentDate: '2026-03-11' }), false, 'SENT', 'Sent 03/11/26'],
    ['Not Sent: otherwise', charge({}), false, 'NOT_SENT', 'Not Sent'],
  ] as const)('%s', (_name, facts, hidden, status, label) => {
    expect(additionalChargeStatus(facts, hidden)).toBe(status);
    expect(additionalChargeStatusLabel(status, facts)).toBe(label);
  });
});

describe("charges modal mode (§4: regular versus Add'l)", () => {
  const allPaidCard = invoice({ lines: [paidLine(), paidLine({ paymentMethodId: 11 })] });
  it('is ADDITIONAL when all lines are paid by card/ACH, nothing pending, processing on, processor p', () => {
    expect(chargeMode(allPaidCard, P)).toBe('ADDITIONAL');
  });
  it.each([
    ['a line is unpaid', invoice({ lines: [paidLine(), line()] }), P],
    ['a payment is pending', { ...allPaidCard, onlineStatus: 'u' as const }, P],
    ['no card/ACH payment (cash)', invoice({ lines: [paidLine({ paymentMethodId: 1 })] }), P],
    ['payment processing is off', allPaidCard, { ...P, paymentProcessingEnabled: false }],
    ['the processor is not p', allPaidCard, S],
  ] as const)('is REGULAR when %s', (_name, facts, house) => {
    expect(chargeMode(facts, house)).toBe('REGULAR');
  });
});

describe('editable charge fields (§4, §5)', () => {
  it('an unpaid Floor invoice edits only hammer, premium and live fee', () => {
    expect(editableChargeFields(invoice({ channel: 'Floor' }), S)).toEqual(['HAMMER', 'PREMIUM', 'LIVE_FEE']);
  });
  it('a paid Floor invoice edits the regular charges', () => {
    const paidFloor = invoice({ channel: 'Floor', isPaid: true, lines: [paidLine({ paymentMethodId: 1 })] });
    expect(editableChargeFields(paidFloor, S)).toEqual(['TAX', 'SHIPPING', 'INSURANCE', 'OTHER']);
  });
  it('leaves tax out for US invoices under processor p only', () => {
    expect(taxEditable(invoice(), P)).toBe(false);
    expect(taxEditable(invoice({ country: 'CA' }), P)).toBe(true);
    expect(taxEditable(invoice(), S)).toBe(true);
    expect(editableChargeFields(invoice(), P)).toEqual(['SHIPPING', 'INSURANCE', 'OTHER']);
  });
  it('a pending invoice edits nothing', () => {
    expect(editableChargeFields(invoice({ onlineStatus: 'h' }), S)).toEqual([]);
  });
});

describe('delivery mode toggle, mark paid / not paid (§4)', () => {
  it('offers the toggle only when not fully paid, nothing pending, no line paid or with an amount paid', () => {
    expect(canToggleDeliveryMode(invoice())).toBe(true);
    expect(canToggleDeliveryMode(invoice({ isPaid: true }))).toBe(false);
    expect(canToggleDeliveryMode(invoice({ onlineStatus: 'p' }))).toBe(false);
    expect(canToggleDeliveryMode(invoice({ lines: [paidLine(), line()] }))).toBe(false);
    expect(canToggleDeliveryMode(invoice({ lines: [line({ amountPaidCents: 1 }), line()] }))).toBe(false);
  });
  it('refuses marking pending invoices paid; offers not paid once something is paid', () => {
    expect(canMarkPaid(invoice())).toBe(true);
    expect(canMarkPaid(invoice({ onlineStatus: 'i' }))).toBe(false);
    expect(canMarkPaid(invoice({ isPaid: true, lines: [paidLine()] }))).toBe(false);
    expect(canMarkNotPaid(invoice())).toBe(false);
    expect(canMarkNotPaid(invoice({ lines: [paidLine(), line()] }))).toBe(true);
    expect(canMarkNotPaid(invoice({ onlineStatus: 'p', lines: [paidLine()] }))).toBe(false);
  });
});

describe('file as dispute (§6)', () => {
  it('super users and lines with canOpenDispute, without a dispute, never for Floor', () => {
    expect(canFileDispute(line(), 'INV', false)).toBe(true);
    expect(canFileDispute(line({ canOpenDispute: false }), 'INV', false)).toBe(false);
    expect(canFileDispute(line({ canOpenDispute: false }), 'PL', true)).toBe(true);
    expect(canFileDispute(line({ disputeRef: 'DSP1' }), 'INV', true)).toBe(false);
    expect(canFileDispute(line(), 'Floor', true)).toBe(false);
  });
});

describe('batch-charge eligibility (§8 reasons, §9 48 hours)', () => {
  const eligible = invoice();
  it('is eligible, "Ready to charge", 48 hours after sending with a card on file', () => {
    expect(batchChargeIneligibility(eligible, P, NOW)).toBeNull();
    expect(batchChargeLabel(null)).toBe('Ready to charge');
  });
  it.each([
    [
      'payment processing off',
      eligible,
      { ...P, paymentProcessingEnabled: false },
      'HOUSE_PAYMENT_PROCESSING_DISABLED',
    ],
    ['a Floor bidder invoice', invoice({ channel: 'Floor' }), P, 'FLOOR_BIDDER_INVOICE'],
    [
      'a processor that cannot charge cards',
      eligible,
      { ...P, processorType: 'w' },
      'CANNOT_PROCESS_INVOICE',
    ],
    ['a pending payment', invoice({ onlineStatus: 'p' }), P, 'PAYMENT_PENDING'],
    [
      'a pending ACH payment',
      invoice({ onlineStatus: 'h', pendingPaymentMethodId: 11 }),
      P,
      'INVOICE_PENDING_ACH',
    ],
    ['already paid', invoice({ lines: [paidLine()] }), P, 'INVOICE_PAID'],
    [
      'paid including additional charges',
      invoice({ lines: [paidLine()], additional: { ...noExtra, hasAmount: true, paid: true } }),
      P,
      'ADDITIONAL_CHARGES_PAID',
    ],
    ['nothing left to charge', invoice({ outstandingCents: 0 }), P, 'INVOICE_ALREADY_PAID'],
    ['a declined card (d)', invoice({ onlineStatus: 'd' }), P, 'PAYMENT_FAILED'],
    ['an ACH-only refusal (f)', invoice({ onlineStatus: 'f' }), P, 'PAYMENT_FAILED'],
    ['never sent', invoice({ sentDate: null, sentAt: null }), P, 'INVOICE_NOT_SENT'],
    ['edited after sending', invoice({ editedAt: '2026-03-11T00:00:00Z' }), P, 'INVOICE_EDIT_NOT_SENT'],
    [
      'sent less than 48 hours ago',
      invoice({ sentAt: new Date(NOW.getTime() - BATCH_CHARGE_DELAY_MS + 1000).toISOString() }),
      P,
      'INVOICE_SENT_LESS_THAN_2_DAYS',
    ],
    ['an auto-charge is scheduled', invoice({ autoChargeDate: '2026-03-16' }), P, 'AUTOCHARGE_SCHEDULED'],
    ['every item hidden', invoice({ lines: [line({ hidden: true })] }), P, 'INVOICE_ITEMS_SUPPRESSED'],
    [
      'an unpaid restricted item',
      invoice({ lines: [line({ restricted: true }), line()] }),
      P,
      'INVOICE_ITEMS_RESTRICTED',
    ],
    ['no card on file', invoice({ hasCardOnFile: false }), P, 'NO_CREDIT_CARD_FOR_APPROVAL'],
    ['an invalid bidder address', invoice({ addressValid: false }), P, 'AVA_TAX_CALC_ERROR'],
    [
      'over the credit card limit',
      invoice({ creditCardLimitExceeded: true }),
      P,
      'CREDIT_CARD_LIMIT_EXCEEDED',
    ],
  ] as const)('refuses %s', (_name, facts, house, reason) => {
    expect(batchChargeIneligibility(facts, house, NOW)).toBe(reason);
    expect(batchChargeLabel(reason)).not.toBe('Ready to charge');
  });
  it('is eligible exactly 48 hours after sending', () => {
    const at = new Date(Date.parse(SENT_AT) + BATCH_CHARGE_DELAY_MS);
    expect(batchChargeIneligibility(eligible, P, at)).toBeNull();
  });
  it('charges a failed invoice again once the failure is cleared (a payment, an edit, a new card)', () => {
    expect(batchChargeIneligibility(invoice({ onlineStatus: 'd' }), P, NOW)).toBe('PAYMENT_FAILED');
    expect(batchChargeIneligibility(invoice({ onlineStatus: null }), P, NOW)).toBeNull();
  });
});

describe('batch-charge reasons as people read them (§8: the code stays in the API)', () => {
  it.each(BATCH_CHARGE_INELIGIBILITIES.map((reason) => [reason, batchChargeLabel(reason)]))(
    '%s reads as the sentence %j',
    (reason, label) => {
      expect(label).toMatch(/^[A-Z][^_]*[.]$/);
      expect(label).not.toContain(reason);
      expect(label).not.toMatch(/\b[A-Z]{2,}_[A-Z_]+\b/);
    },
  );
  it('tells when an unsent invoice becomes chargeable', () => {
    expect(batchChargeLabel('INVOICE_NOT_SENT')).toBe(
      'The invoice has not been sent. It can be charged 48 hours after sending.',
    );
  });
});

describe('session day numbers (§2.2)', () => {
  it('counts calendar days from the earliest session', () => {
    expect(sessionDayNumbers(['2026-03-14', '2026-03-15', '2026-03-17'])).toEqual([1, 2, 4]);
    expect(sessionDayNumbers(['2026-03-02', '2026-02-28', '2026-02-28'])).toEqual([3, 1, 1]);
    expect(sessionDayNumbers(['2026-03-07', '2026-03-09'])).toEqual([1, 3]);
  });
});
