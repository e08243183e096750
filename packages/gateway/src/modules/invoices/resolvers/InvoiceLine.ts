import type { InvoiceLineResolvers } from '../../../__generated__/resolvers-types.js';
import { additionalChargeStatus, additionalChargeStatusLabel } from '../domain/additionalChargeStatus.js';
import { canEditInvoice, canFileDispute } from '../domain/invoiceActions.js';
import { lineStatus, lineStatusLabel } from '../domain/lineStatus.js';
import { additionalChargesOf, chargeAmounts } from '../providers/amountViews.js';
import { invoiceFactsOf, lineFactsOf } from '../providers/facts.js';
import { usToIso } from '../../../shared/houseDate.js';
import { lineShippingStatus } from '../providers/lineShipping.js';

const sentDateOf = (m: { parent: { invoice: Parameters<typeof invoiceFactsOf>[0] } }) =>
  invoiceFactsOf(m.parent.invoice).sentDate;

export const InvoiceLine: InvoiceLineResolvers = {
  id: (m) => String(m.line.invoiceDetailID),
  invoiceId: (m) => String(m.line.invoiceID),
  lotId: (m) => String(m.line.lotID),
  lotRef: (m) => m.line.lotRef,
  lotNumber: (m) => m.line.lotNumber,
  lotUrl: (m) => m.line.lotURL,
  lotTitle: (m) => m.line.lotTitle,
  sessionId: (m) => String(m.line.catalogID),
  sessionIdentifier: (m) => m.line.saleIdentifier,
  restricted: (m) => m.line.restricted,
  hidden: (m) => m.line.suppress,
  amounts: (m) => {
    const p = m.line.priceInfo;
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
  additionalCharges: (m) => additionalChargesOf(m.line.additionalPriceInfo),
  amountPaid: (m) => m.line.totalAmountPaid,
  paid: (m) => m.line.paid,
  paidDate: (m) => usToIso(m.line.paidDate ?? null),
  paymentMethod: (m) =>
    m.line.paymentMethodID === null ? null : { id: m.line.paymentMethodID, name: m.line.paymentMethod ?? '' },
  shipped: (m) => m.line.shipped,
  shippedDate: (m) => usToIso(m.line.shippedDate ?? null),
  disputeRef: (m) => m.line.disputeRef,
  canOpenDispute: (m) => m.line.canOpenDispute,
  canFileDispute: (m) =>
    canFileDispute(lineFactsOf(m.line), m.parent.invoice.channel, m.parent.scope.isSuperUser),
  shippingReviewId: (m) => (m.line.shippingReviewID === null ? null : String(m.line.shippingReviewID)),
  shippingShipmentId: (m) => (m.line.shippingShipmentID === null ? null : String(m.line.shippingShipmentID)),
  shippingStatus: (m, _args, context) => lineShippingStatus(m, context),
  status: (m) => lineStatus(m.line, sentDateOf(m)),
  statusLabel: (m) => lineStatusLabel(lineStatus(m.line, sentDateOf(m)), sentDateOf(m)),
  additionalChargeStatus: (m) => additionalChargeStatus(lineFactsOf(m.line).additional, m.line.suppress),
  additionalChargeStatusLabel: (m) => {
    const charge = lineFactsOf(m.line).additional;
    return additionalChargeStatusLabel(additionalChargeStatus(charge, m.line.suppress), charge);
  },
  canMarkShipped: (m) => !m.line.shipped,
  canTogglePaid: (m) => canEditInvoice(invoiceFactsOf(m.parent.invoice)),
};
