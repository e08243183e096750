import type { components } from '../../__generated__/upstream/house.js';
import type { DisputeListReads } from './providers/disputePages.js';

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
/** A filter's list: its reads start when a field asks (the whole list or one page), shared per request. */
export type DisputeListModel = DisputeListReads;
export interface DisputeTypeModel {
  id: string;
  name: string;
  mutualResolution: boolean;
}
