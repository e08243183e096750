import type { GatewayModule } from '../gatewayModule.js';
import { createApiTokenLoaders } from './providers/loaders.js';
import { ApiToken } from './resolvers/ApiToken.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';

/** API tokens for scripts (`Authorization: Bearer …`). */
export const apiTokensModule = {
  name: 'apiTokens' as const,
  resolvers: { Query, Mutation, ApiToken },
  guards: {
    Query: { apiTokens: { access: 'sensitive' } },
    Mutation: { createApiToken: { access: 'sensitive' }, revokeApiToken: { access: 'sensitive' } },
  },
  loaders: (context) => createApiTokenLoaders(context.rest),
} satisfies GatewayModule;
