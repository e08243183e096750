import type { components } from '../../__generated__/upstream/bidAdmin.js';
import type { BulkBiddingEvent } from './live/bulkBiddingHub.js';
import type { BulkBiddingLotView } from './providers/bulkBiddingLotView.js';

/** Codegen mappers: the bulk-bidding types resolve from the bid-admin service's records (sales §3). */
export interface BulkBiddingSaleModel {
  saleInfo: components['schemas']['SaleInfo'];
}
/** A lot as its view: fields as properties and getters, see the class. */
export type BulkBiddingLotModel = BulkBiddingLotView;
export type BulkBidHistoryEntryModel = components['schemas']['BidHistoryEntry'];
export type BulkBidResultModel = components['schemas']['OrderBidResult'];
export interface CancelBulkBidResultModel {
  catalogRef: string;
  lotRef: string;
  cancelBidCount: number;
}
/** A poll's changed lots (live/bulkBiddingHub.ts). */
export type BulkBiddingLotsChangeModel = BulkBiddingEvent;
