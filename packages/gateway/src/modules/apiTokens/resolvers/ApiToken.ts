import type { ApiTokenResolvers } from '../../../__generated__/resolvers-types.js';
import { scopeValues } from '../providers/apiTokenScopes.js';

export const ApiToken: ApiTokenResolvers = {
  id: (t) => t.id,
  name: (t) => t.name,
  prefix: (t) => t.prefix,
  createdAt: (t) => t.createdAt,
  lastUsedAt: (t) => t.lastUsedAt,
  expiresAt: (t) => t.expiresAt,
  readOnly: (t) => t.readOnly,
  scopes: (t) => (t.scopes ? scopeValues(t.scopes) : null),
  expired: (t) => Date.parse(t.expiresAt) <= Date.now(),
};
