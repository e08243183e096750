import type { HouseSettingsResolvers } from '../../../__generated__/resolvers-types.js';

export const HouseSettings: HouseSettingsResolvers = {
  isOnlineOnly: (u) => u.houseInfo.isOnlineOnly,
  disableINVAInvoicing: (u) => u.houseInfo.disableINVAInvoicing,
  paymentProcessingEnabled: (u) => u.houseInfo.paymentProcessingEnabled,
  paymentProcessingEligible: (u) => u.houseInfo.paymentProcessingEligible,
  autoChargeEnabled: (u) => u.houseInfo.autoChargeEnabled,
  liveOrTimedEnabled: (u) => u.houseInfo.liveOrTimedEnabled,
  binEnabled: (u) => u.houseInfo.binEnabled,
  connectType: (u) => u.connectType,
  isInstant: (u) => u.isInstant,
};
