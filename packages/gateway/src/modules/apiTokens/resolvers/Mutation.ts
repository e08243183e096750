import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { createApiToken, revokeApiToken } from '../providers/apiTokenService.js';

export const Mutation: MutationResolvers = {
  createApiToken: (_parent, args, context) => createApiToken(context, args),
  revokeApiToken: (_parent, args, context) => revokeApiToken(context, args.id),
};
