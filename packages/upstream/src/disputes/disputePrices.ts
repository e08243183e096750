import { centsToDecimal } from '../invoices/money.js';
import { buildLine } from '../invoices/invoiceBuilder.js';
import type { Channel } from '../invoices/tables.js';

/**
 * A disputed lot's prices (sales §3 Dispute priceInfo): the invoice line's amounts when the lot is
 * invoiced (what the buyer was asked to pay), otherwise the amounts the invoice build would charge
 * (buyer's premium at the catalog's rate, live fee on live internet lots; invoices/invoiceBuilder).
 * Integer cents.
 */
export interface LotPrices {
  hammer: number;
  premium: number;
  liveFee: number;
}

export interface PriceFacts {
  hammer: number;
  buyerPremiumRate: number;
  saleType: 'live' | 'timed';
  channel: Channel;
  invoicedHammer: number | null;
  invoicedPremium: number | null;
  invoicedLiveFee: number | null;
}

export function lotPrices(f: PriceFacts): LotPrices {
  if (f.invoicedHammer !== null)
    return { hammer: f.invoicedHammer, premium: f.invoicedPremium ?? 0, liveFee: f.invoicedLiveFee ?? 0 };
  const line = buildLine(
    {
      lotId: 0,
      approvalId: 0,
      bidderId: 0,
      channel: f.channel,
      saleType: f.saleType,
      hammer: f.hammer,
      buyerPremiumRate: f.buyerPremiumRate,
      restricted: false,
    },
    [],
    [],
  );
  return { hammer: line.hammer, premium: line.premium, liveFee: line.liveFee };
}

/**
 * The credit a close gives the house (sales §3 Credit, §9 "closing gives the house a credit"): the
 * lot's buyer's premium plus live fee. The marketplace bills the house its commission on what the
 * buyer pays over the hammer (premium and live fee); an unpaid item is never collected, so the
 * marketplace credits that part back. The hammer is the house's own loss and is not credited.
 */
export function closeCredit(prices: LotPrices): number {
  return prices.premium + prices.liveFee;
}

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  CAD: '$',
  AUD: '$',
  GBP: '£',
  EUR: '€',
};

export function currencySymbol(code: string): string {
  return CURRENCY_SYMBOLS[code.toUpperCase()] ?? '$';
}

export function priceInfoJson(prices: LotPrices, currencyCode: string) {
  return {
    currencySymbol: currencySymbol(currencyCode),
    hammer: centsToDecimal(prices.hammer),
    bp: centsToDecimal(prices.premium),
    liveFee: centsToDecimal(prices.liveFee),
    payable: centsToDecimal(prices.hammer + prices.premium + prices.liveFee),
  };
}
