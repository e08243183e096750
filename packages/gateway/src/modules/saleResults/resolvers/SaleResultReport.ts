import type {
  HouseCreditResolvers,
  SaleResultCatalogResolvers,
  SaleResultDownloadsResolvers,
  SaleResultReportResolvers,
  SaleResultTotalsResolvers,
} from '../../../__generated__/resolvers-types.js';
import { saleResultDownloadUrl } from '../providers/downloads.js';
import { bidderPage } from '../providers/bidderPage.js';
import { saleResultBidder } from '../providers/saleResultsModel.js';
import { houseCredits } from '../providers/saleResultsService.js';

export const SaleResultReport: SaleResultReportResolvers = {
  catalogRefs: (r) => r.catalogRefs,
  currencyCode: (r) => r.results.currencyCode,
  currencySymbol: (r) => r.results.currencySymbol,
  totals: (r) => {
    const t = r.results.grandTotals;
    return {
      lotCount: t.lotCount,
      hammer: t.hammer,
      premium: t.buyPrem,
      liveFee: t.liveFee,
      payable: t.payable,
    };
  },
  sessions: (r) => r.results.catalogHeaders,
  bidders: async (r) =>
    (await r.reader.whole()).groupedData.map((bidder) => saleResultBidder(bidder, r.scope)),
  bidderPage: (r, args) => bidderPage(r, args),
  credits: (r, _args, context) => houseCredits(context, r.catalogRefs),
  downloads: (r) => ({ catalogRefs: r.catalogRefs }),
};

export const SaleResultTotals: SaleResultTotalsResolvers = {
  lotCount: (t) => t.lotCount,
  hammer: (t) => t.hammer,
  premium: (t) => t.premium,
  liveFee: (t) => t.liveFee,
  payable: (t) => t.payable,
};

export const SaleResultCatalog: SaleResultCatalogResolvers = {
  catalogRef: (c) => c.catalogRef,
  title: (c) => c.title,
  prefix: (c) => c.prefix,
  date: (c) => c.date,
};

export const HouseCredit: HouseCreditResolvers = {
  catalogRef: (c) => c.catalogRef,
  issueDate: (c) => c.issueDate,
  currencySymbol: (c) => c.currencySymbol,
  amount: (c) => c.creditAmount,
  notes: (c) => c.notes,
};

export const SaleResultDownloads: SaleResultDownloadsResolvers = {
  sessionResults: (d) => saleResultDownloadUrl('sessionResults', d.catalogRefs) ?? '',
  bidderResults: (d) => saleResultDownloadUrl('bidderResults', d.catalogRefs),
  eoaResults: (d) => saleResultDownloadUrl('eoaResults', d.catalogRefs),
  pactsResults: (d) => saleResultDownloadUrl('pactsResults', d.catalogRefs),
};
