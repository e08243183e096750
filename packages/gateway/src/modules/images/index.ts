import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';

/**
 * Images (issue 7): the Upload Images step, signed upload addresses, registration of uploaded files
 * to lots, and the lot page's image calls. The files travel through the gateway's /images proxy
 * (http/imageProxy.ts), never through GraphQL.
 */
export const imagesResolvers: Resolvers = { Query, Mutation };
