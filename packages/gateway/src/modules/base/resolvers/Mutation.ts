import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';

export const Mutation: MutationResolvers = {
  /** The SDL's placeholder root field: always null. */
  _noop: () => null,
};
