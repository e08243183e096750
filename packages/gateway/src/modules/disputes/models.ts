import type { components } from '../../__generated__/upstream/house.js';

type Schemas = components['schemas'];

/** Codegen mappers: the disputes' types resolve from the house service's records (sales §3 Dispute). */
export type DisputeModel = Schemas['Dispute'];
export type DisputeBidderModel = Schemas['Dispute']['bidderInfo'];
export type DisputeCatalogModel = Schemas['Dispute']['catalogInfo'];
export type DisputeLotModel = Schemas['Dispute']['lotInfo'];
export type DisputePricesModel = Schemas['DisputePrices'];
export type DisputeCloseRecordModel = Schemas['Dispute']['closeInfo'];
export type DisputeMessageModel = Schemas['DisputeMessage'];
export type DisputeCandidateModel = Schemas['DisputeCandidate'];
export type DisputeOutcomeModel = Schemas['DisputeOutcome'];
export interface DisputeListModel {
  disputes: DisputeModel[];
  termsAccepted: boolean;
}
export interface DisputeTypeModel {
  id: string;
  name: string;
  mutualResolution: boolean;
}
