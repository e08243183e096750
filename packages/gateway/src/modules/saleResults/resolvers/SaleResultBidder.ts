import type { SaleResultAddressResolvers } from '../../../__generated__/resolvers-types.js';

// SaleResultBidder, SaleResultItem and SaleResultDispute have no resolvers: their models carry the GraphQL fields as
// properties (providers/saleResultsModel.ts), which graphql-jit reads inline.

export const SaleResultAddress: SaleResultAddressResolvers = {
  street: (a) => a.street,
  city: (a) => a.city,
  state: (a) => a.stateID,
  postCode: (a) => a.postCode,
  country: (a) => a.countryID,
};
