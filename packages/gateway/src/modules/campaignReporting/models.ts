import type { components } from '../../__generated__/upstream/house.js';

type Schemas = components['schemas'];

/** Codegen mapper: the house service's report (cents); its filter gives from, to and catalogRefs. */
export type CampaignReportModel = Schemas['CampaignReport'];
/** Codegen mapper: one sale's featured lots (feeCents, hammerCents). */
export type CampaignPromotionModel = Schemas['CampaignPromotionRow'];
/** Codegen mapper: the promotions' sums (cents). */
export type CampaignPromotionTotalsModel = Schemas['CampaignPromotionTotals'];
/** Codegen mapper: sale performance as the service gives it. */
export type CampaignSalePerformanceModel = Schemas['CampaignSalePerformance'];
/** Codegen mapper: the performance totals (cents). */
export type CampaignPerformanceTotalsModel = CampaignSalePerformanceModel['totals'];
/** Codegen mapper: one channel's winning bids (cents). */
export type CampaignChannelResultModel = CampaignSalePerformanceModel['byChannel'][number];
/** Codegen mapper: one month's results (cents). */
export type CampaignMonthResultModel = CampaignSalePerformanceModel['overTime'][number];
/** Codegen mapper: views and watchers, rows and totals. */
export type CampaignEngagementModel = CampaignReportModel['engagement'];
