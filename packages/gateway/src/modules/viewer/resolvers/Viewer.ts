import type { ViewerResolvers } from '../../../__generated__/resolvers-types.js';

/** The viewer, its user, house and flags all resolve from the one HouseUser record. */
export const Viewer: ViewerResolvers = {
  user: (houseUser) => houseUser,
  house: (houseUser) => houseUser,
  access: (houseUser) => houseUser,
};
