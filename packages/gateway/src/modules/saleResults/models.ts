import type { components } from '../../__generated__/upstream/house.js';
import type { LotFeedbackModel } from '../feedback/index.js';
import type { SaleResultsReader } from './providers/saleResultsReader.js';

type Schemas = components['schemas'];

/** What a result's derived fields need besides the row: who asks and when (sales §4 windows). */
export interface SaleResultScope {
  superUser: boolean;
  now: Date;
}

/** Codegen mappers: the house service's records, with the caller's scope where a field derives from it. */
export type SaleResultGroupModel = Schemas['PastSaleGroup'];
export type SaleResultSessionModel = Schemas['PastSaleGroup']['catalogs'][number];
export interface SaleResultReportModel {
  catalogRefs: string[];
  /** The first answer read: its grand totals, currency and sessions are the report's. */
  results: Schemas['SessionResults'];
  /** The request's reads of pages of bidders (providers/saleResultsReader.ts). */
  reader: SaleResultsReader;
  scope: SaleResultScope;
}
export type SaleResultCatalogModel = Schemas['SessionResults']['catalogHeaders'][number];
/**
 * A bidder and its items are built once per row with the GraphQL field names (providers/
 * saleResultsModel.ts), so their fields are plain property reads: no resolver call per field of
 * thousands of items.
 */
export interface SaleResultBidderModel {
  id: string;
  memberRef: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  channel: string;
  paddleNumber: Schemas['ResultBidder']['paddleNumber'];
  isFloor: boolean;
  address: SaleResultAddressModel;
  totals: SaleResultTotalsModel;
  items: SaleResultItemModel[];
}
export type SaleResultAddressModel = Schemas['ResultBidder']['bidderAddress'];
type ResultItem = Schemas['ResultItem'];
export interface SaleResultItemModel {
  transactionId: string;
  bidderId: string;
  lotRef: string;
  lotNumber: ResultItem['lotNumber'];
  title: ResultItem['title'];
  catalogRef: string;
  saleDate: ResultItem['saleDate'];
  hammer: ResultItem['hammer'];
  premium: ResultItem['buyPrem'];
  liveFee: ResultItem['liveFee'];
  payable: ResultItem['payble'];
  channel: ResultItem['channel'];
  paddleNumber: ResultItem['paddleNumber'];
  isFloor: boolean;
  dispute: SaleResultDisputeModel | null;
  feedback: LotFeedbackModel | null;
  canLeaveFeedback: boolean;
  canOpenDispute: boolean;
}
/** Sums in the service's decimal strings. */
export interface SaleResultTotalsModel {
  lotCount: number;
  hammer: string;
  premium: string;
  liveFee: string;
  payable: string;
}
export interface SaleResultDisputeModel {
  ref: string;
  status: string;
  description: string;
  blocksNewDispute: boolean;
}
export type HouseCreditModel = Schemas['HouseCredit'];
export interface SaleResultDownloadsModel {
  catalogRefs: string[];
}
