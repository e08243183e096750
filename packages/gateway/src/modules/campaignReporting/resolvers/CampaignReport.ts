import { centsToMoney } from '@ah/schema';
import type {
  CampaignChannelResultResolvers,
  CampaignEngagementResolvers,
  CampaignMonthResultResolvers,
  CampaignPerformanceTotalsResolvers,
  CampaignPromotionResolvers,
  CampaignPromotionTotalsResolvers,
  CampaignReportResolvers,
} from '../../../__generated__/resolvers-types.js';
import { sellThroughPercent } from '../providers/sellThrough.js';

export const CampaignReport: CampaignReportResolvers = {
  from: (r) => r.filter.from ?? null,
  to: (r) => r.filter.to ?? null,
  catalogRefs: (r) => r.filter.catalogRefs,
};

export const CampaignPromotion: CampaignPromotionResolvers = {
  fee: (r) => centsToMoney(r.feeCents),
  hammer: (r) => centsToMoney(r.hammerCents),
};

export const CampaignPromotionTotals: CampaignPromotionTotalsResolvers = {
  fee: (t) => centsToMoney(t.feeCents),
  hammer: (t) => centsToMoney(t.hammerCents),
};

export const CampaignPerformanceTotals: CampaignPerformanceTotalsResolvers = {
  sellThroughPercent: (t) => sellThroughPercent(t.soldLots, t.lots),
  hammer: (t) => centsToMoney(t.hammerCents),
  estimatedHammer: (t) => centsToMoney(t.estimatedHammerCents),
  lowEstimate: (t) => centsToMoney(t.lowEstimateCents),
  highEstimate: (t) => centsToMoney(t.highEstimateCents),
  withinEstimateLots: (t) => t.estimatedLots - t.belowLowLots - t.aboveHighLots,
};

export const CampaignChannelResult: CampaignChannelResultResolvers = {
  hammer: (c) => centsToMoney(c.hammerCents),
};

export const CampaignMonthResult: CampaignMonthResultResolvers = {
  hammer: (m) => centsToMoney(m.hammerCents),
};

export const CampaignEngagement: CampaignEngagementResolvers = {
  rows: (e) => e.rows,
  lots: (e) => e.totals.lots,
  views: (e) => e.totals.views,
  watchers: (e) => e.totals.watchers,
};
