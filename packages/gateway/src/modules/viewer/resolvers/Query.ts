import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';

export const Query: QueryResolvers = {
  /** Null when nobody is signed in (or the session expired). */
  viewer: (_parent, _args, context) => context.viewer(),
};
