import type { SaleGroupResolvers } from '../../../__generated__/resolvers-types.js';

export const SaleGroup: SaleGroupResolvers = {
  id: (g) => String(g.groupID),
  name: (g) => g.groupName,
  sessions: (g) => g.catalogs,
};
