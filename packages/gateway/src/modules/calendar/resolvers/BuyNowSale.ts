import { wizardPath } from '@ah/schema';
import type { BuyNowSaleResolvers } from '../../../__generated__/resolvers-types.js';

export const BuyNowSale: BuyNowSaleResolvers = {
  catalogId: (b) => String(b.catalogID),
  catalogUrl: (b) => b.catalogURL,
  groupId: (b) => String(b.groupID),
  invoiceGroupId: (b) => (b.invoiceGroupID === null ? null : String(b.invoiceGroupID)),
  soldLotCount: (b) => b.soldLotCount,
  unpublishedLotCount: (b) => b.unPubLotCount,
  unsoldLotCount: (b) => b.unSoldLotCount,
  wizardPath: (b) => wizardPath('bin', String(b.groupID), String(b.catalogID), 1),
};
