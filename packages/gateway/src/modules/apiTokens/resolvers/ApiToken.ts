import type { ApiTokenResolvers } from '../../../__generated__/resolvers-types.js';

export const ApiToken: ApiTokenResolvers = {
  id: (t) => t.id,
  name: (t) => t.name,
  prefix: (t) => t.prefix,
  createdAt: (t) => t.createdAt,
  lastUsedAt: (t) => t.lastUsedAt,
};
