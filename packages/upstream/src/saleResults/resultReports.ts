import { channelName } from '@ah/schema';
import { writeSheet, CONTENT_TYPES, type SheetCell } from '../lots/writers/sheetFiles.js';
import { disputeDescription, type ResultCatalog, type ResultRow } from './saleResultsQuery.js';

/**
 * The four downloads of the results page (sales §7 Results, feedback, disputes): real spreadsheets
 * (.xls) named as the spec says. Amounts are written as numbers with two decimals (cents / 100,
 * exact for any amount a sale holds); a bidder's channel by its name (Marketplace, not INV), as the
 * screens show it.
 */
export type ResultReportKind = 'session' | 'bidder' | 'eoa' | 'pacts';

export const REPORT_FILE_NAMES: Readonly<Record<ResultReportKind, string>> = {
  session: 'sessionResults.xls',
  bidder: 'bidderResults.xls',
  eoa: 'eoaResults.xls',
  pacts: 'pactsResults.xls',
};

export const REPORT_CONTENT_TYPE = CONTENT_TYPES.xls;

const money = (cents: number): number => cents / 100;
const day = (d: Date): string => d.toISOString().slice(0, 10);
const fullName = (r: ResultRow): string => `${r.firstName} ${r.lastName}`.trim();

function sessionTable(rows: readonly ResultRow[]): [string[], SheetCell[][]] {
  return [
    [
      'Session',
      'Sale Date',
      'Lot',
      'Title',
      'Bidder',
      'Email',
      'Paddle',
      'Channel',
      'Hammer',
      'Premium',
      'Live Fee',
      'Payable',
      'Dispute Status',
      'Feedback',
    ],
    rows.map((r) => [
      r.catalogPrefix,
      day(r.saleDate),
      r.lotNumber,
      r.title,
      fullName(r),
      r.email,
      r.paddleNumber,
      channelName(r.channel),
      money(r.hammer),
      money(r.premium),
      money(r.liveFee),
      money(r.payable),
      disputeDescription(r.disputeStatus),
      r.feedback?.message ?? '',
    ]),
  ];
}

/** One row per bidder: contact, address and the sums of their lots. */
function bidderTable(rows: readonly ResultRow[]): [string[], SheetCell[][]] {
  const byBidder = new Map<number, { first: ResultRow; lots: number; sums: number[] }>();
  for (const r of rows) {
    const entry = byBidder.get(r.bidderId) ?? { first: r, lots: 0, sums: [0, 0, 0, 0] };
    entry.lots += 1;
    [r.hammer, r.premium, r.liveFee, r.payable].forEach((v, i) => (entry.sums[i]! += v));
    byBidder.set(r.bidderId, entry);
  }
  return [
    [
      'Last Name',
      'First Name',
      'Email',
      'Phone',
      'Street',
      'City',
      'State',
      'Postal Code',
      'Country',
      'Paddle',
      'Channel',
      'Lots',
      'Hammer',
      'Premium',
      'Live Fee',
      'Payable',
    ],
    [...byBidder.values()].map(({ first: r, lots, sums }) => [
      r.lastName,
      r.firstName,
      r.email,
      r.phone,
      r.street,
      r.city,
      r.state,
      r.postCode,
      r.country,
      r.paddleNumber,
      channelName(r.channel),
      lots,
      ...sums.map(money),
    ]),
  ];
}

/** End of auction: the lots in lot order with their winner. */
function eoaTable(rows: readonly ResultRow[]): [string[], SheetCell[][]] {
  const sorted = [...rows].sort((a, b) => a.lotNumber.localeCompare(b.lotNumber, 'en', { numeric: true }));
  return [
    ['Lot', 'Title', 'Hammer', 'Paddle', 'Bidder', 'Email', 'Phone', 'Channel'],
    sorted.map((r) => [
      r.lotNumber,
      r.title,
      money(r.hammer),
      r.paddleNumber,
      fullName(r),
      r.email,
      r.phone,
      channelName(r.channel),
    ]),
  ];
}

/** The settlement import (PACTS): one line per lot with the buyer's account and amounts. */
function pactsTable(rows: readonly ResultRow[]): [string[], SheetCell[][]] {
  const sorted = [...rows].sort((a, b) => a.lotNumber.localeCompare(b.lotNumber, 'en', { numeric: true }));
  return [
    [
      'Sale Code',
      'Sale Date',
      'Lot',
      'Buyer Account',
      'Buyer Last Name',
      'Buyer First Name',
      'Paddle',
      'Hammer',
      'Buyer Premium',
      'Live Fee',
      'Total',
      'Transaction ID',
    ],
    sorted.map((r) => [
      r.catalogPrefix,
      day(r.saleDate),
      r.lotNumber,
      r.bidderRef,
      r.lastName,
      r.firstName,
      r.paddleNumber,
      money(r.hammer),
      money(r.premium),
      money(r.liveFee),
      money(r.payable),
      r.transactionId,
    ]),
  ];
}

const TABLES = { session: sessionTable, bidder: bidderTable, eoa: eoaTable, pacts: pactsTable } as const;
const SHEET_NAMES = {
  session: 'Session Results',
  bidder: 'Bidder Results',
  eoa: 'EOA',
  pacts: 'PACTS',
} as const;

export async function resultReport(
  kind: ResultReportKind,
  _catalogs: readonly ResultCatalog[],
  rows: readonly ResultRow[],
): Promise<Buffer> {
  const [header, body] = TABLES[kind](rows);
  return writeSheet('xls', SHEET_NAMES[kind], header, body);
}
