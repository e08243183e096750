import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { ApiToken } from './resolvers/ApiToken.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';

/** API tokens for scripts (`Authorization: Bearer …`). */
export const apiTokenResolvers: Resolvers = { Query, Mutation, ApiToken };
