import type { Channel } from './tables.js';
import { divRoundHalfUp, RATE_SCALE, toSafeNumber } from './money.js';

/**
 * The invoice math, free of I/O so it is unit tested and shared by the build job and the seed.
 * Amounts are integer cents; rates are thousandths of a percent (see money.ts).
 */

/** Live fee on lots won over a live internet channel: 3% of hammer. Floor bidders pay none. */
export const LIVE_FEE_RATE = 3_000;

export interface WonLot {
  lotId: number;
  approvalId: number;
  bidderId: number;
  channel: Channel;
  saleType: 'live' | 'timed';
  hammer: number;
  /** The catalog's buyer's premium rate. */
  buyerPremiumRate: number;
  restricted: boolean;
}

export interface ChargeRule {
  kind: 'tax' | 'fee';
  rate: number;
  /** ISO code or 'ALL'. */
  country: string;
  /** State/province code or 'ALL'. */
  state: string;
  appliesHammer: boolean;
  appliesPremium: boolean;
  appliesLiveFee: boolean;
}

export interface SaleLocation {
  country: string;
  state: string;
}

export interface BuiltLine {
  lotId: number;
  hammer: number;
  premium: number;
  liveFee: number;
  tax: number;
  other: number;
  restricted: boolean;
}

export interface BuiltInvoice {
  approvalId: number;
  bidderId: number;
  lines: BuiltLine[];
}

/** The tax list of one processor mode says GB where others say UK. */
function normalizeCountry(code: string): string {
  const upper = code.trim().toUpperCase();
  return upper === 'UK' ? 'GB' : upper;
}

/** A rule applies when its country is ALL, or is the sale's and its state is ALL or the sale's. */
export function ruleApplies(rule: ChargeRule, location: SaleLocation): boolean {
  const country = normalizeCountry(rule.country);
  if (country === 'ALL') return true;
  if (country !== normalizeCountry(location.country)) return false;
  const state = rule.state.trim().toUpperCase();
  return state === 'ALL' || state === '' || state === location.state.trim().toUpperCase();
}

export function isLiveFeeCharged(lot: Pick<WonLot, 'saleType' | 'channel'>): boolean {
  return lot.saleType === 'live' && lot.channel !== 'Floor';
}

/**
 * Σ over rules of (base the rule applies to) × rate, rounded half-up once for the line, so a
 * line's tax is the nearest cent to its exact tax rather than a sum of rounded parts.
 */
function chargeFor(
  rules: readonly ChargeRule[],
  amounts: { hammer: number; premium: number; liveFee: number },
): number {
  let exact = 0n;
  for (const rule of rules) {
    const base =
      (rule.appliesHammer ? amounts.hammer : 0) +
      (rule.appliesPremium ? amounts.premium : 0) +
      (rule.appliesLiveFee ? amounts.liveFee : 0);
    exact += BigInt(base) * BigInt(rule.rate);
  }
  return toSafeNumber(divRoundHalfUp(exact, BigInt(RATE_SCALE)));
}

/** One invoice line: hammer, premium and live fee, then taxes and fees on the bases they name. */
export function buildLine(lot: WonLot, taxes: readonly ChargeRule[], fees: readonly ChargeRule[]): BuiltLine {
  const hammer = lot.hammer;
  const premium = toSafeNumber(
    divRoundHalfUp(BigInt(hammer) * BigInt(lot.buyerPremiumRate), BigInt(RATE_SCALE)),
  );
  const liveFee = isLiveFeeCharged(lot)
    ? toSafeNumber(divRoundHalfUp(BigInt(hammer) * BigInt(LIVE_FEE_RATE), BigInt(RATE_SCALE)))
    : 0;
  const amounts = { hammer, premium, liveFee };
  return {
    lotId: lot.lotId,
    hammer,
    premium,
    liveFee,
    tax: chargeFor(taxes, amounts),
    other: chargeFor(fees, amounts),
    restricted: lot.restricted,
  };
}

/**
 * One invoice per winning approval, lines in the order the lots are given (the caller sorts by
 * session date and lot number); invoices in order of their first line.
 */
export function buildInvoices(
  lots: readonly WonLot[],
  rules: readonly ChargeRule[],
  location: SaleLocation,
): BuiltInvoice[] {
  const applicable = rules.filter((rule) => ruleApplies(rule, location));
  const taxes = applicable.filter((rule) => rule.kind === 'tax');
  const fees = applicable.filter((rule) => rule.kind === 'fee');
  const byApproval = new Map<number, BuiltInvoice>();
  for (const lot of lots) {
    let invoice = byApproval.get(lot.approvalId);
    if (!invoice) {
      invoice = { approvalId: lot.approvalId, bidderId: lot.bidderId, lines: [] };
      byApproval.set(lot.approvalId, invoice);
    }
    invoice.lines.push(buildLine(lot, taxes, fees));
  }
  return [...byApproval.values()];
}
