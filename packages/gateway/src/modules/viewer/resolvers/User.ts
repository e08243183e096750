import type { UserResolvers } from '../../../__generated__/resolvers-types.js';

export const User: UserResolvers = {
  id: (u) => u.userRef,
  userId: (u) => u.userID,
  userName: (u) => u.userName,
  displayName: (u) => [u.firstName, u.lastName].filter((part) => part.trim().length > 0).join(' '),
  isSuperUser: (u) => u.isSuperUser,
};
