import type { RealizedPriceLotResolvers } from '../../../__generated__/resolvers-types.js';

export const RealizedPriceLot: RealizedPriceLotResolvers = {
  id: (l) => String(l.lotID),
  lotNumber: (l) => l.lotNumber,
  lotExt: (l) => l.lotExt,
  title: (l) => l.title,
  realizedPrice: (l) => l.realizedPrice,
  passed: (l) => l.realizedPrice === '0.00',
  published: (l) => l.published,
};
