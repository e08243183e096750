import { centsToMoney, moneyToCents } from '@ah/schema';
import type { GatewayContext } from '../../../context.js';
import { UpstreamError } from '../../../rest/errors.js';
import type {
  InvoiceAddress,
  InvoicePreview,
  InvoiceSendConfirmation,
  PreviewInvoice,
  SentInvoices,
} from '../../../__generated__/resolvers-types.js';
import type {
  InvoicePreviewAnswer,
  InvoiceSendResult,
  PreviewAddressAnswer,
  PreviewInvoiceAnswer,
} from '../../../rest/house/invoicePaymentsModels.js';
import {
  groupIdArg,
  invoiceStatusOfLabel,
  isoOfUs,
  isoOfUsOrNull,
  orderedIds,
  paymentsCall,
  screenId,
} from './common.js';

/** The Preview screen and the Sent Invoices page (invoicing §2.4, §2.5) from the upstream's preview call. */

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

/**
 * The preview call answers 404 both for an unknown group and for an id not in it: only the first is
 * "no data" (null); the second stays a NOT_FOUND error.
 */
async function orNullWhenGroupMissing<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof UpstreamError && error.upstreamCode === 'INVOICE_GROUP_NOT_FOUND') return null;
    throw error;
  }
}

function sentOf(
  invoiceGroupId: string,
  ids: readonly number[],
  title: string,
  confirmations: InvoiceSendConfirmation[],
  totals: SentInvoices['totals'],
): SentInvoices {
  return { id: screenId(invoiceGroupId, ids), invoiceGroupId, title, confirmations, totals };
}

/** The Sent Invoices page rebuilt from the preview (so it survives a reload). */
export async function sentInvoices(
  context: GatewayContext,
  invoiceGroupIdValue: string,
  invoiceIdValues: readonly string[],
): Promise<SentInvoices | null> {
  const invoiceGroupId = groupIdArg(invoiceGroupIdValue);
  const ids = orderedIds(invoiceIdValues);
  const { scope, api } = await paymentsCall(context);
  const answer = await orNullWhenGroupMissing(api.invoicePreview(scope.houseRef, invoiceGroupId, ids));
  if (!answer) return null;
  const list = answer.invoices.invoiceList;
  const sum = (pick: (i: PreviewInvoiceAnswer) => string) =>
    centsToMoney(list.reduce((acc, i) => acc + moneyToCents(pick(i)), 0));
  return sentOf(
    invoiceGroupId,
    ids,
    answer.invoiceGroupTitle,
    list.map((i) =>
      confirmationOf({
        invoiceID: i.invoiceID,
        memberName: i.billing.address.name,
        email: i.emailTo,
        companyID: i.companyId,
        channel: i.channel,
        location: i.location,
        currencyCode: i.currencyCode,
        outstandingBalance: i.totalDue,
        invoiceStatus: i.invoiceStatus,
        invoiceSentDate: i.invoiceSentDate,
      }),
    ),
    {
      invoiceCount: list.length,
      itemCount: list.reduce((acc, i) => acc + i.invoiceItems.length, 0),
      invoiceTotal: sum((i) => i.invoiceTotal),
      outstandingBalance: sum((i) => i.totalDue),
    },
  );
}

type UpstreamConfirmation = InvoiceSendResult['confirmations'][number];

export function confirmationOf(c: UpstreamConfirmation): InvoiceSendConfirmation {
  return {
    invoiceId: String(c.invoiceID),
    memberName: c.memberName,
    email: c.email,
    companyId: c.companyID,
    channel: c.channel,
    location: c.location,
    currencyCode: c.currencyCode,
    outstandingBalance: c.outstandingBalance,
    invoiceStatus: invoiceStatusOfLabel(c.invoiceStatus),
    invoiceStatusLabel: c.invoiceStatus,
    sentDate: isoOfUsOrNull(c.invoiceSentDate),
  };
}

/** The send answer as the Sent Invoices page's data. */
export function sentOfSendResult(
  invoiceGroupId: string,
  ids: readonly number[],
  result: InvoiceSendResult,
): SentInvoices {
  return sentOf(invoiceGroupId, ids, result.invoiceGroupTitle, result.confirmations.map(confirmationOf), {
    ...result.totals,
  });
}
