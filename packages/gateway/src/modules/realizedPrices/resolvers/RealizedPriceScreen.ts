import type { RealizedPriceScreenResolvers } from '../../../__generated__/resolvers-types.js';

export const RealizedPriceScreen: RealizedPriceScreenResolvers = {
  catalogId: (m) => String(m.catalog.catalogID),
  title: (m) => m.catalog.title,
  date: (m) => m.catalog.date,
  includesPremium: (m) => m.catalog.includesPremium,
  editable: (m) => m.notEditableReason === null,
  notEditableReason: (m) => m.notEditableReason,
  lots: (m) => m.lots,
};
