import { channelName } from '@ah/schema';
import type { CampaignReportQuery } from '../../../__generated__/graphql';
import type { SectionTable } from './csv';

export type CampaignReportData = NonNullable<CampaignReportQuery['campaignReport']>;

/** Featured-lot promotions, one row per sale. */
export function promotionsTable(report: CampaignReportData): SectionTable {
  return {
    name: 'campaign-promotions',
    caption: 'Featured-lot promotions by sale',
    columns: ['Sale', 'Sale Date', 'Featured Lots', 'Fee', 'Sold', 'Hammer', 'Views', 'Watchers'],
    moneyColumns: [3, 5],
    rows: report.promotions.rows.map((r) => [
      r.title,
      r.saleDate,
      r.featuredLots,
      r.fee,
      r.soldLots,
      r.hammer,
      r.views,
      r.watchers,
    ]),
  };
}

/** Keywords customers follow. */
export function keywordsTable(report: CampaignReportData): SectionTable {
  return {
    name: 'campaign-keywords',
    caption: 'Keywords customers follow',
    columns: ['Keyword', 'Followers', 'New Followers'],
    moneyColumns: [],
    rows: report.keywords.map((k) => [k.keyword, k.followers, k.newFollowers]),
  };
}

/** Winning bids by channel, each by the name the calendar gives it (sales §3 Channel), not its code. */
export function channelsTable(report: CampaignReportData): SectionTable {
  return {
    name: 'campaign-channels',
    caption: 'Bidders and winning bids by channel',
    columns: ['Channel', 'Winning Bidders', 'Winning Bids', 'Hammer'],
    moneyColumns: [3],
    rows: report.performance.byChannel.map((c) => [
      channelName(c.channel),
      c.bidders,
      c.winningBids,
      c.hammer,
    ]),
  };
}

/** Results by month of the sale. */
export function overTimeTable(report: CampaignReportData): SectionTable {
  return {
    name: 'campaign-results-by-month',
    caption: 'Results by month',
    columns: ['Month', 'Sales', 'Lots', 'Sold', 'Hammer'],
    moneyColumns: [4],
    rows: report.performance.overTime.map((m) => [m.month, m.sales, m.lots, m.soldLots, m.hammer]),
  };
}

/** Lot views and watchers, one row per sale. */
export function engagementTable(report: CampaignReportData): SectionTable {
  return {
    name: 'campaign-views-watchers',
    caption: 'Lot views and watchers by sale',
    columns: ['Sale', 'Sale Date', 'Lots', 'Views', 'Watchers'],
    moneyColumns: [],
    rows: report.engagement.rows.map((r) => [r.title, r.saleDate, r.lots, r.views, r.watchers]),
  };
}

/** Chart points need numbers; money stays a decimal string everywhere else (tables, CSV). */
export const chartNumber = (money: string): number => Number(money);
