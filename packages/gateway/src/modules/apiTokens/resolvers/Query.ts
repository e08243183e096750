import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { listApiTokens } from '../providers/apiTokenService.js';

export const Query: QueryResolvers = {
  apiTokens: (_parent, _args, context) => listApiTokens(context),
};
