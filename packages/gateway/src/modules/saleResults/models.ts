import type { components } from '../../__generated__/upstream/house.js';

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
  results: Schemas['SessionResults'];
  scope: SaleResultScope;
}
export type SaleResultCatalogModel = Schemas['SessionResults']['catalogHeaders'][number];
export interface SaleResultBidderModel {
  bidder: Schemas['ResultBidder'];
  scope: SaleResultScope;
}
export type SaleResultAddressModel = Schemas['ResultBidder']['bidderAddress'];
export interface SaleResultItemModel {
  item: Schemas['ResultItem'];
  scope: SaleResultScope;
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
}
export type HouseCreditModel = Schemas['HouseCredit'];
export interface SaleResultDownloadsModel {
  catalogRefs: string[];
}
