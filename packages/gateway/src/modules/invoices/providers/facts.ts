import { moneyToCents } from '@ah/schema';
import type { AdditionalChargeFacts, InvoiceFacts, LineFacts } from '../domain/invoiceFacts.js';
import type { AdditionalPriceInfo, InvoiceBidder, InvoiceBidderLine } from './invoiceApiModels.js';
import { usToIso } from '../../../shared/houseDate.js';

export const cents = (money: string): number => moneyToCents(money);

function additionalFacts(info: AdditionalPriceInfo): AdditionalChargeFacts {
  return {
    hasAmount: [info.tax, info.shipping, info.insurance, info.other].some((m) => cents(m) !== 0),
    paid: info.paid,
    paidDate: usToIso(info.paidDate ?? null),
    onlineStatus: info.onlinePaymentStat ?? null,
    sentDate: usToIso(info.additionalChargeSentDate ?? null),
  };
}

const lineFactsCache = new WeakMap<InvoiceBidderLine, LineFacts>();

export function lineFactsOf(line: InvoiceBidderLine): LineFacts {
  let facts = lineFactsCache.get(line);
  if (!facts) {
    facts = {
      hidden: line.suppress,
      restricted: line.restricted,
      paid: line.paid,
      paidDate: usToIso(line.paidDate ?? null),
      paymentMethodId: line.paymentMethodID,
      amountPaidCents: cents(line.totalAmountPaid),
      shipped: line.shipped,
      disputeRef: line.disputeRef,
      canOpenDispute: line.canOpenDispute,
      additional: additionalFacts(line.additionalPriceInfo),
    };
    lineFactsCache.set(line, facts);
  }
  return facts;
}

const invoiceFactsCache = new WeakMap<InvoiceBidder, InvoiceFacts>();

/** The domain's view of an upstream invoice (computed once per answer object). */
export function invoiceFactsOf(invoice: InvoiceBidder): InvoiceFacts {
  let facts = invoiceFactsCache.get(invoice);
  if (!facts) {
    facts = {
      channel: invoice.channel,
      country: invoice.country,
      isPaid: invoice.isPaid,
      onlineStatus: invoice.onlinePaymentStat ?? null,
      pickup: invoice.pickup,
      isShipped: invoice.isShipped,
      sentDate: usToIso(invoice.invoiceSentDate ?? null),
      sentAt: invoice.invoiceSentAt,
      editedAt: invoice.invoiceEditedAt,
      autoChargeDate: usToIso(invoice.autoChargeDate ?? null),
      hasCardOnFile: invoice.hasCardOnFile,
      addressValid: invoice.addressValid,
      creditCardLimitExceeded: invoice.creditCardLimitExceeded,
      outstandingCents: cents(invoice.outStandingBalance),
      pendingPaymentMethodId: invoice.pendingPaymentMethodID,
      additional: additionalFacts(invoice.additionalPriceInfo),
      lines: invoice.invoiceDetails.map(lineFactsOf),
    };
    invoiceFactsCache.set(invoice, facts);
  }
  return facts;
}

/** Unpaid additional charges of an invoice (visible lines and per invoice), in cents. */
export function pendingAdditionalCents(invoice: InvoiceBidder): number {
  const unpaid = (info: AdditionalPriceInfo) =>
    info.paid ? 0 : cents(info.tax) + cents(info.shipping) + cents(info.insurance) + cents(info.other);
  return (
    unpaid(invoice.additionalPriceInfo) +
    invoice.invoiceDetails
      .filter((l) => !l.suppress)
      .reduce((sum, l) => sum + unpaid(l.additionalPriceInfo), 0)
  );
}
