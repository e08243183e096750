import { centsToMoney } from '@ah/schema';
import type { InvoiceResolvers } from '../../../__generated__/resolvers-types.js';
import { additionalChargeStatus, additionalChargeStatusLabel } from '../domain/additionalChargeStatus.js';
import { batchChargeLabel } from '../domain/batchChargeEligibility.js';
import {
  canEditInvoice,
  canMarkNotPaid,
  canMarkPaid,
  canToggleDeliveryMode,
  chargeMode,
  editableChargeFields,
  taxEditable,
} from '../domain/invoiceActions.js';
import { allLinesPaid, isPending, visibleLines } from '../domain/invoiceFacts.js';
import { INVOICE_STATUS_LABELS, invoiceStatus } from '../domain/invoiceStatus.js';
import { SHIP_STATUS_LABELS, shipStatus } from '../domain/shipStatus.js';
import { cents, invoiceFactsOf } from '../providers/facts.js';
import { usToIso } from '../../../shared/houseDate.js';
import { connectionOf, windowOf } from '../../../shared/connection.js';
import { pageWindow } from '../../../input/paging.js';
import { batchReasonOf, LINE_PAGING } from '../providers/invoiceService.js';
import { additionalChargesOf, chargeAmounts } from '../providers/amountViews.js';

const facts = (m: { invoice: Parameters<typeof invoiceFactsOf>[0] }) => invoiceFactsOf(m.invoice);

export const Invoice: InvoiceResolvers = {
  id: (m) => String(m.invoice.invoiceID),
  invoiceGroupId: (m) => m.invoiceGroupId,
  memberId: (m) => String(m.invoice.memberID),
  memberRef: (m) => m.invoice.memberRef,
  approvalId: (m) => String(m.invoice.approvalID),
  firstName: (m) => m.invoice.firstName,
  lastName: (m) => m.invoice.lastName,
  email: (m) => m.invoice.email,
  paddleNumber: (m) => m.invoice.paddleNumber,
  city: (m) => m.invoice.city,
  state: (m) => m.invoice.state,
  province: (m) => m.invoice.province,
  country: (m) => m.invoice.country,
  channel: (m) => m.invoice.channel,
  companyId: (m) => m.invoice.companyID,
  note: (m) => (m.invoice.notes.trim() === '' ? null : m.invoice.notes),
  hasNote: (m) => m.invoice.notes.trim() !== '',
  hasRestrictedItems: (m) => m.invoice.invoiceDetails.some((l) => l.restricted && !l.suppress),
  applyCostPerLot: (m) => m.invoice.applyCostPerLot,
  costsOverride: (m) => m.invoice.costsOverride,
  onlinePaymentStatus: (m) => m.invoice.onlinePaymentStat ?? null,
  isPendingPayment: (m) => isPending(facts(m).onlineStatus),
  isPaid: (m) => m.invoice.isPaid,
  allPaid: (m) => allLinesPaid(facts(m)),
  deliveryMode: (m) => (m.invoice.pickup ? 'PICKUP' : 'SHIPPING'),
  isShipped: (m) => m.invoice.isShipped,
  sentDate: (m) => usToIso(m.invoice.invoiceSentDate ?? null),
  autoChargeDate: (m) => usToIso(m.invoice.autoChargeDate ?? null),
  creditCardLimitExceeded: (m) => m.invoice.creditCardLimitExceeded,
  amounts: (m) => {
    const p = m.invoice.totalPrice;
    return chargeAmounts({
      hammer: p.hammer,
      premium: p.premium,
      liveFee: p.livefee,
      tax: p.tax,
      shipping: p.shipping,
      insurance: p.insurance,
      other: p.other,
    });
  },
  invoiceCharges: (m) =>
    chargeAmounts({ ...m.invoice.invoiceCharges, hammer: '0.00', premium: '0.00', liveFee: '0.00' }),
  invoiceAdditionalCharges: (m) => additionalChargesOf(m.invoice.additionalPriceInfo),
  hasAdditionalCharges: (m) => m.invoice.additionalCharge,
  totalAdditionalCharges: (m) => m.invoice.totalAdditionalCharges,
  totalTaxesAndFees: (m) => {
    const p = m.invoice.totalPrice;
    return centsToMoney(cents(p.tax) + cents(p.shipping) + cents(p.insurance) + cents(p.other));
  },
  invoiceTotal: (m) => m.invoice.invoiceTotal,
  paymentsMade: (m) => m.invoice.invoicePaid,
  outstandingBalance: (m) => m.invoice.outStandingBalance,
  lines: (m) => m.invoice.invoiceDetails.map((line) => ({ line, parent: m })),
  linePage: (m, args) => {
    const window = pageWindow(args, LINE_PAGING);
    const all = m.invoice.invoiceDetails;
    const nodes = windowOf(all, window).map((line) => ({ line, parent: m }));
    return connectionOf(nodes, window, all.length);
  },
  paymentMethod: (m) => {
    const ids = new Set(
      visibleLines(facts(m))
        .filter((l) => l.paid)
        .map((l) => l.paymentMethodId),
    );
    const [only] = [...ids];
    if (ids.size !== 1 || only === null || only === undefined) return null;
    const line = m.invoice.invoiceDetails.find((l) => l.paymentMethodID === only);
    return { id: only, name: line?.paymentMethod ?? String(only) };
  },
  paidDate: (m) =>
    visibleLines(facts(m)).reduce<string | null>(
      (latest, l) => (l.paidDate !== null && (latest === null || l.paidDate > latest) ? l.paidDate : latest),
      null,
    ),
  invoiceStatus: (m) => invoiceStatus(facts(m)),
  invoiceStatusLabel: (m) => INVOICE_STATUS_LABELS[invoiceStatus(facts(m))],
  shipStatus: (m) => shipStatus(facts(m)),
  shipStatusLabel: (m) => SHIP_STATUS_LABELS[shipStatus(facts(m))],
  additionalChargeStatus: (m) => additionalChargeStatus(facts(m).additional, false),
  additionalChargeStatusLabel: (m) => {
    const charge = facts(m).additional;
    return additionalChargeStatusLabel(additionalChargeStatus(charge, false), charge);
  },
  chargeMode: (m) => chargeMode(facts(m), m.scope),
  editableChargeFields: (m) => editableChargeFields(facts(m), m.scope),
  taxEditable: (m) => taxEditable(facts(m), m.scope),
  canEdit: (m) => canEditInvoice(facts(m)),
  canMarkPaid: (m) => canMarkPaid(facts(m)),
  canMarkNotPaid: (m) => canMarkNotPaid(facts(m)),
  canToggleDeliveryMode: (m) => canToggleDeliveryMode(facts(m)),
  batchChargeEligible: (m) => batchReasonOf(m) === null,
  batchChargeIneligibilityReason: (m) => batchReasonOf(m),
  batchChargeStatusLabel: (m) => batchChargeLabel(batchReasonOf(m)),
};
