import { APP_VERSION } from '@ah/schema';
import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';

export const Query: QueryResolvers = {
  version: () => APP_VERSION,
};
