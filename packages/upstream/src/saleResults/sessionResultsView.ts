import { centsToDecimal } from '../invoices/money.js';
import { disputeDescription, type ResultCatalog, type ResultRow } from './saleResultsQuery.js';

/**
 * The session results answer (sales §3 Session results, Result item): grand totals, the catalog
 * headers and one group per bidder, in the rows' order (last name). Amounts are decimal strings
 * with two places, summed in integer cents first.
 */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  CAD: '$',
  AUD: '$',
  EUR: '€',
  GBP: '£',
  CHF: 'CHF ',
};

export function currencySymbolOf(code: string): string {
  return CURRENCY_SYMBOLS[code] ?? `${code} `;
}

interface Sums {
  lotCount: number;
  hammer: number;
  buyPrem: number;
  liveFee: number;
  payable: number;
}

const zero = (): Sums => ({ lotCount: 0, hammer: 0, buyPrem: 0, liveFee: 0, payable: 0 });

function add(sums: Sums, row: ResultRow): void {
  sums.lotCount += 1;
  sums.hammer += row.hammer;
  sums.buyPrem += row.premium;
  sums.liveFee += row.liveFee;
  sums.payable += row.payable;
}

const iso = (d: Date) => d.toISOString();

export function resultItemJson(row: ResultRow) {
  return {
    lotRef: row.lotRef,
    memberID: row.bidderId,
    memberRef: row.bidderRef,
    catalogRef: row.catalogRef,
    catalogPrefix: row.catalogPrefix,
    lotNumber: row.lotNumber,
    title: row.title,
    hammer: centsToDecimal(row.hammer),
    buyPrem: centsToDecimal(row.premium),
    liveFee: centsToDecimal(row.liveFee),
    payble: centsToDecimal(row.payable),
    transactionID: row.transactionId,
    disputeRef: row.disputeRef,
    disputeStat: row.disputeStatus,
    disputeStatDescription: disputeDescription(row.disputeStatus),
    catalogDate: iso(row.saleDate),
    saleDate: iso(row.saleDate),
    feedback: row.feedback
      ? {
          positive: row.feedback.type === 'p',
          message: row.feedback.message,
          defaultFeedback: row.feedback.defaultFeedbackId !== null,
          feedbackId: row.feedback.defaultFeedbackId,
        }
      : null,
    feedbackExistsForLot: row.feedback !== null,
    channel: row.channel,
    paddleNumber: row.paddleNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    approvalID: row.approvalId,
  };
}

const sumsJson = (s: Sums) => ({
  lotCount: s.lotCount,
  hammer: centsToDecimal(s.hammer),
  buyPrem: centsToDecimal(s.buyPrem),
  liveFee: centsToDecimal(s.liveFee),
  payable: centsToDecimal(s.payable),
});

/**
 * A page of the answer (the paging extension, resultPaging.ts): the grand totals summed in SQL over
 * every lot, the rows of the page's bidders only, the lots the filter keeps and the matching count.
 */
export interface ResultsPage {
  grandTotals: Sums;
  keepsLot: (row: ResultRow) => boolean;
  bidderCount: number;
}

export function sessionResultsJson(
  catalogs: readonly ResultCatalog[],
  rows: readonly ResultRow[],
  page?: ResultsPage,
) {
  const currencyCode = catalogs[0]?.currencyCode ?? 'USD';
  const currencySymbol = currencySymbolOf(currencyCode);
  const grand = page ? page.grandTotals : zero();
  const groups = new Map<
    number,
    { first: ResultRow; sums: Sums; catalogRefs: Set<string>; items: ResultRow[] }
  >();
  for (const row of rows) {
    if (!page) add(grand, row);
    let group = groups.get(row.bidderId);
    if (!group) {
      group = { first: row, sums: zero(), catalogRefs: new Set(), items: [] };
      groups.set(row.bidderId, group);
    }
    add(group.sums, row);
    group.catalogRefs.add(row.catalogRef);
    if (!page || page.keepsLot(row)) group.items.push(row);
  }
  return {
    currencyCode,
    currencySymbol,
    grandTotals: sumsJson(grand),
    catalogHeaders: catalogs.map((c) => ({
      catalogRef: c.ref,
      title: c.title,
      prefix: c.prefix,
      date: iso(c.startsAt),
    })),
    groupedData: [...groups.values()].map(({ first, sums, catalogRefs, items }) => ({
      memberID: first.bidderId,
      memberRef: first.bidderRef,
      firstName: first.firstName,
      lastName: first.lastName,
      email: first.email,
      phone: first.phone,
      channel: first.channel,
      paddleNumber: first.paddleNumber,
      currencySymbol,
      catalogs: [...catalogRefs],
      bidderAddress: {
        street: first.street,
        city: first.city,
        stateID: first.state,
        postCode: first.postCode,
        countryID: first.country,
      },
      memberSums: {
        lotCount: sums.lotCount,
        sumHammer: centsToDecimal(sums.hammer),
        sumBuyPrem: centsToDecimal(sums.buyPrem),
        sumLiveFee: centsToDecimal(sums.liveFee),
        sumPayable: centsToDecimal(sums.payable),
      },
      items: items.map(resultItemJson),
    })),
    ...(page ? { bidderCount: page.bidderCount } : {}),
  };
}
