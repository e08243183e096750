import { GROUP_TABLE_PAGE_SIZES } from '@ah/schema';
import type { GatewayContext } from '../../../context.js';
import type { RestServices } from '../../../rest/services.js';
import type {
  SecondChanceOfferModel,
  UnpaidItemModel,
  UnpaidItemPreviewStepModel,
  UnpaidItemSettingsModel,
  UnpaidItemStageCountModel,
  UnpaidItemTimelineModel,
} from '../models.js';
import type { components } from '../../../__generated__/upstream/house.js';
import type { ServicePage } from './unpaidItemsPaging.js';

type Schemas = components['schemas'];
export type UnpaidItemTimelineHead = Schemas['UnpaidItemTimelineHead'];
export type UnpaidItemSettingsBody = Schemas['UnpaidItemSettingsInput'];
export type UnpaidItemStageValue = Schemas['UnpaidItemStage'];
export type SecondChanceOfferStateValue = Schemas['SecondChanceOfferState'];
/** Invoices per GET unpaidItems/timelines (the contract's limit: the group details' largest page). */
export const MAX_TIMELINE_HEADS = Math.max(...GROUP_TABLE_PAGE_SIZES);
/** Exactly one of the two (the service answers 400 INVALID_PAUSE otherwise). */
export type UnpaidItemPauseTarget = { invoiceId: number } | { bidderId: number };

/**
 * The house service's unpaid-items routes (`/app/house/{houseRef}/unpaidItems/...`, tag
 * unpaidItems). The house is the caller's; every id is looked up by the service in that house, so
 * another house's id is its 404.
 */
export class UnpaidItemsApi {
  constructor(private readonly house: RestServices['house']) {}

  async settings(houseRef: string): Promise<UnpaidItemSettingsModel> {
    const res = await this.house.GET('/app/house/{houseRef}/unpaidItems/settings', {
      params: { path: { houseRef } },
    });
    return res.data.data.settings;
  }

  async saveSettings(houseRef: string, body: UnpaidItemSettingsBody): Promise<UnpaidItemSettingsModel> {
    const res = await this.house.PUT('/app/house/{houseRef}/unpaidItems/settings', {
      params: { path: { houseRef } },
      body,
    });
    return res.data.data.settings;
  }

  async pipeline(
    houseRef: string,
    query: { stage?: UnpaidItemStageValue; search?: string; page: number; pageSize: number },
  ): Promise<ServicePage<UnpaidItemModel, UnpaidItemStageCountModel[]>> {
    const res = await this.house.GET('/app/house/{houseRef}/unpaidItems/pipeline', {
      params: { path: { houseRef }, query },
    });
    const { items, total, stages } = res.data.data;
    return { items, total, extra: stages };
  }

  async preview(
    houseRef: string,
    query: { page: number; pageSize: number },
  ): Promise<ServicePage<UnpaidItemPreviewStepModel, string>> {
    const res = await this.house.GET('/app/house/{houseRef}/unpaidItems/preview', {
      params: { path: { houseRef }, query },
    });
    const { steps, total, at } = res.data.data;
    return { items: steps, total, extra: at };
  }

  async timeline(houseRef: string, invoiceId: number): Promise<UnpaidItemTimelineModel> {
    const res = await this.house.GET('/app/house/{houseRef}/unpaidItems/invoices/{invoiceId}/timeline', {
      params: { path: { houseRef, invoiceId } },
    });
    return res.data.data;
  }

  /** The heads of at most MAX_TIMELINE_HEADS invoices' timelines; an invoice not of the house is left out. */
  async timelineHeads(houseRef: string, invoiceIds: readonly number[]): Promise<UnpaidItemTimelineHead[]> {
    const res = await this.house.GET('/app/house/{houseRef}/unpaidItems/timelines', {
      params: { path: { houseRef }, query: { invoiceIds: invoiceIds.join(',') } },
    });
    return res.data.data.items;
  }

  async pause(houseRef: string, target: UnpaidItemPauseTarget): Promise<boolean> {
    const res = await this.house.POST('/app/house/{houseRef}/unpaidItems/pauses', {
      params: { path: { houseRef } },
      body: target,
    });
    return res.data.data.paused;
  }

  async resume(houseRef: string, target: UnpaidItemPauseTarget): Promise<boolean> {
    const res = await this.house.DELETE('/app/house/{houseRef}/unpaidItems/pauses', {
      params: { path: { houseRef }, query: target },
    });
    return res.data.data.paused;
  }

  async offers(
    houseRef: string,
    query: { state?: SecondChanceOfferStateValue; page: number; pageSize: number },
  ): Promise<ServicePage<SecondChanceOfferModel, null>> {
    const res = await this.house.GET('/app/house/{houseRef}/unpaidItems/offers', {
      params: { path: { houseRef }, query },
    });
    return { items: res.data.data.items, total: res.data.data.total, extra: null };
  }

  async decideOffer(
    houseRef: string,
    offerId: number,
    decision: 'ACCEPTED' | 'DECLINED',
  ): Promise<SecondChanceOfferModel> {
    const res = await this.house.POST('/app/house/{houseRef}/unpaidItems/offers/{offerId}/decision', {
      params: { path: { houseRef, offerId } },
      body: { decision },
    });
    return res.data.data.offer;
  }
}

/** The module's calls for one request, bound to the caller's credentials. */
export const unpaidItemsApi = (context: GatewayContext) => new UnpaidItemsApi(context.rest.house);
