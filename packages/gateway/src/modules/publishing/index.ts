import type { GatewayModule } from '../gatewayModule.js';
import { createPublishingLoaders } from './providers/loaders.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';
import { SalePreview } from './resolvers/SalePreview.js';
import { FeaturedLots, PublishLotsPayload } from './resolvers/FeaturedLots.js';

/**
 * Publishing: the preview grid and Review & Publish (publish state, banners, cover photo and
 * featured items), and the publish, delete, featured and cover mutations. The item table
 * (catalogItems) and session details (sessionWizard) are the lots and saleWizard modules' fields.
 */
export const publishingModule = {
  name: 'publishing' as const,
  resolvers: { Query, Mutation, SalePreview, FeaturedLots, PublishLotsPayload },
  guards: {
    // Wizard steps, like sessionWizard and the lots fields.
    Query: { salePreview: { access: 'calendar' }, saleReview: { access: 'calendar' } },
    Mutation: {
      publishAllLots: { access: 'calendar' },
      publishLots: { access: 'calendar' },
      deleteLots: { access: 'calendar' },
      saveFeaturedLots: { access: 'calendar' },
      selectCoverImage: { access: 'calendar' },
    },
  },
  loaders: (context) => createPublishingLoaders(context.rest),
} satisfies GatewayModule;
