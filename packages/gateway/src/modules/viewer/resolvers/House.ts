import type { HouseResolvers } from '../../../__generated__/resolvers-types.js';

export const House: HouseResolvers = {
  id: (u) => u.houseInfo.houseRef,
  houseId: (u) => u.houseInfo.houseID,
  houseUserName: (u) => u.houseInfo.houseUserName,
  name: (u) => u.houseInfo.houseName,
  timeZone: (u) => u.houseInfo.timeZone,
  settings: (u) => u,
  /** GET paymentProcessorType through the request's loader; a failure nulls only this field. */
  paymentProcessorType: (u, _args, context) =>
    context.loaders.viewer.paymentProcessorType.load(u.houseInfo.houseRef),
};
