import type { GatewayContext } from '../../../context.js';
import type {
  InvoiceAddress,
  InvoicePreview,
  PreviewInvoice,
} from '../../../__generated__/resolvers-types.js';
import type {
  InvoicePreviewAnswer,
  PreviewAddressAnswer,
  PreviewInvoiceAnswer,
} from '../../../rest/house/invoicePaymentsModels.js';
import { paymentsCall } from './common.js';
import { isoOfUs, isoOfUsOrNull } from '../../../shared/houseDate.js';
import {
  groupIdArg,
  invoiceStatusOfLabel,
  orderedIds,
  orNullWhenGroupMissing,
  screenId,
} from '../../invoices/index.js';

/** The Preview screen (invoicing §2.4) from the upstream's preview call (the invoices module rebuilds Sent Invoices from it). */

const addressOf = (a: PreviewAddressAnswer): InvoiceAddress => ({ ...a });

function previewInvoiceOf(i: PreviewInvoiceAnswer): PreviewInvoice {
  return {
    id: String(i.invoiceID),
    billing: {
      firstName: i.billing.firstName,
      lastName: i.billing.lastName,
      address: addressOf(i.billing.address),
    },
    emailTo: i.emailTo,
    paddleNumber: i.paddleNumber,
    channel: i.channel,
    companyId: i.companyId,
    deliveryMode: i.pickup ? 'PICKUP' : 'SHIPPING',
    showCostsPerItem: i.showCostsPerItem,
    sentDate: isoOfUsOrNull(i.invoiceSentDate),
    invoiceStatus: invoiceStatusOfLabel(i.invoiceStatus),
    invoiceStatusLabel: i.invoiceStatus,
    sessions: i.auctionList.map((s) => ({
      id: String(s.catalogID),
      title: s.title,
      identifier: s.identifier,
      date: isoOfUs(s.date),
    })),
    lines: i.invoiceItems.map((l) => ({
      id: String(l.invoiceDetailID),
      sessionIdentifier: l.saleIdentifier,
      lotNumber: l.lotNumber,
      title: l.title,
      restricted: l.restricted,
      hammer: l.hammer,
      premium: l.premium,
      liveFee: l.livefee,
      tax: l.tax,
      shipping: l.shipping,
      insurance: l.insurance,
      other: l.other,
      total: l.total,
      paid: l.paid,
    })),
    hasRestrictedItems: i.invoiceItems.some((l) => l.restricted),
    taxesAndFees: i.taxesAndFees.map((c) => ({
      kind: c.type === 'tax' ? 'TAX' : 'FEE',
      name: c.name,
      rate: c.rate,
      appliesToHammer: c.appliesHammer,
      appliesToPremium: c.appliesPremium,
      appliesToLiveFee: c.appliesLiveFee,
      amount: c.amount,
    })),
    amounts: {
      hammer: i.amounts.hammer,
      premium: i.amounts.premium,
      liveFee: i.amounts.livefee,
      tax: i.amounts.tax,
      shipHandle: i.amounts.shipHandle,
      insurance: i.amounts.insurance,
      misc: i.amounts.misc,
      total: i.amounts.total,
    },
    invoiceTotal: i.invoiceTotal,
    paymentsMade: i.paymentsMade,
    payments: i.payments.map((p) => ({ date: isoOfUsOrNull(p.date), method: p.method, amount: p.amount })),
    totalDue: i.totalDue,
    restrictedTotal: i.restrictedTotal,
    onlineTotal: i.onlineTotal,
    acceptedCards: i.acceptedCards,
    paypalUrl: i.paypal.url,
    allowAchPayment: i.allowACHPayment,
    currencyCode: i.currencyCode,
  };
}

function previewOf(invoiceGroupId: string, ids: readonly number[], p: InvoicePreviewAnswer): InvoicePreview {
  return {
    id: screenId(invoiceGroupId, ids),
    invoiceGroupId,
    title: p.invoiceGroupTitle,
    house: { name: p.house.houseName, address: p.houseAddress ? addressOf(p.houseAddress) : null },
    currencyCode: p.house.currencyCode,
    messages: p.invoiceMessages.map((m) => ({ header: m.headerLC, detail: m.detail, sequence: m.index })),
    invoices: p.invoices.invoiceList.map(previewInvoiceOf),
  };
}

export async function invoicePreview(
  context: GatewayContext,
  invoiceGroupIdValue: string,
  invoiceIdValues: readonly string[],
): Promise<InvoicePreview | null> {
  const invoiceGroupId = groupIdArg(invoiceGroupIdValue);
  const ids = orderedIds(invoiceIdValues);
  const { scope, api } = await paymentsCall(context);
  const answer = await orNullWhenGroupMissing(api.invoicePreview(scope.houseRef, invoiceGroupId, ids));
  return answer ? previewOf(invoiceGroupId, ids, answer) : null;
}
