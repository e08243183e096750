import type {
  SaleResultGroupResolvers,
  SaleResultSessionResolvers,
} from '../../../__generated__/resolvers-types.js';

export const SaleResultGroup: SaleResultGroupResolvers = {
  name: (g) => g.groupName,
  sessions: (g) => g.catalogs,
};

export const SaleResultSession: SaleResultSessionResolvers = {
  catalogRef: (s) => s.catalogRef,
  title: (s) => s.catalogTitle,
  date: (s) => s.catalogDateFull,
  currencyCode: (s) => s.catalogCurrencyCode,
};
