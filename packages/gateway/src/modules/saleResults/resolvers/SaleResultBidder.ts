import { blocksNewDispute, isDisputeStatus } from '@ah/schema';
import type {
  SaleResultAddressResolvers,
  SaleResultDisputeResolvers,
} from '../../../__generated__/resolvers-types.js';

// SaleResultBidder and SaleResultItem have no resolvers: their models carry the GraphQL fields as
// properties (providers/saleResultsModel.ts), which graphql-jit reads inline.

export const SaleResultAddress: SaleResultAddressResolvers = {
  street: (a) => a.street,
  city: (a) => a.city,
  state: (a) => a.stateID,
  postCode: (a) => a.postCode,
  country: (a) => a.countryID,
};

const statusOf = (raw: string | null) => (raw !== null && isDisputeStatus(raw) ? raw : null);

export const SaleResultDispute: SaleResultDisputeResolvers = {
  ref: (d) => d.ref,
  status: (d) => d.status,
  description: (d) => d.description,
  blocksNewDispute: (d) => blocksNewDispute(statusOf(d.status)),
};
