import type { components } from '../../__generated__/upstream/house.js';
import type { Connection } from '../../shared/connection.js';

type Schemas = components['schemas'];

/** Codegen mappers: the unpaid items' types resolve from the house service's records (unpaidItems tag). */
export type UnpaidItemSettingsModel = Schemas['UnpaidItemSettingsEnvelope']['data']['settings'];
export type UnpaidItemExcludedBidderModel = Schemas['UnpaidItemExcludedBidder'];
export type UnpaidItemModel = Schemas['UnpaidItemPipelineRow'];
export type UnpaidItemStageCountModel = Schemas['UnpaidItemStageCount'];
export type UnpaidItemNextStepModel = Schemas['UnpaidItemNextStep'];
/**
 * An invoice's timeline as the batch route answers it (its head: stage and next step); `events`
 * only when the single route was read (the audit trail is read when asked, for one invoice).
 */
export type UnpaidItemTimelineModel = Schemas['UnpaidItemTimelineHead'] & {
  events?: Schemas['UnpaidItemTimeline']['events'];
};
export type UnpaidItemEventModel = Schemas['UnpaidItemEvent'];
export type UnpaidItemPreviewStepModel = Schemas['UnpaidItemPreviewStep'];
export type SecondChanceOfferModel = Schemas['SecondChanceOffer'];

/** The pipeline screen: the whole house's stage counts and one window of its invoices. */
export interface UnpaidItemPipelineModel {
  stages: UnpaidItemStageCountModel[];
  invoices: Connection<UnpaidItemModel>;
}

/** The dry run as of `at`, one window of its steps. */
export interface UnpaidItemPreviewModel {
  at: string;
  steps: Connection<UnpaidItemPreviewStepModel>;
}

/** What a pause or resume answered, with the invoice or buyer it named. */
export interface UnpaidItemPauseResultModel {
  paused: boolean;
  invoiceId: number | null;
  bidderId: number | null;
}
