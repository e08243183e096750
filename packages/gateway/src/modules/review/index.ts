import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';

/**
 * Preview and Review & Publish (issue 7): the preview grid, the review's publish state, banners,
 * cover photo and featured items, and the publish, delete, featured and cover mutations. The item
 * table (catalogItems) and session details (sessionWizard) are the items and sales modules' fields.
 */
export const reviewResolvers: Resolvers = { Query, Mutation };
