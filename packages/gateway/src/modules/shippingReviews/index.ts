import type { GatewayModule } from '../gatewayModule.js';
import { createShippingReviewLoaders } from './providers/loaders.js';
import { pollingLive } from '../../moduleLive.js';
import { createShippingReviewHub } from './live/createShippingReviewHub.js';
import { shippingReviewSettings } from './settings.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';
import { ShippingObject } from './resolvers/ShippingObject.js';
import { ShippingReview } from './resolvers/ShippingReview.js';
import { ShippingReviewCatalog } from './resolvers/ShippingReviewCatalog.js';
import { ShippingReviewLot } from './resolvers/ShippingReviewLot.js';
import { ShippingReviewUpdate } from './resolvers/ShippingReviewUpdate.js';
import { Subscription } from './resolvers/Subscription.js';

/** Shipping reviews (step 7 of the session wizard): the page's query and mutations, and its live updates. */
export const shippingReviewsModule = {
  name: 'shippingReviews' as const,
  resolvers: {
    Query,
    Mutation,
    Subscription,
    ShippingReviewCatalog,
    ShippingReviewLot,
    ShippingReview,
    ShippingObject,
    ShippingReviewUpdate,
  },
  guards: {
    // A wizard step, like the wizard's own fields.
    Query: { shippingReviewCatalog: { access: 'calendar' }, shippingObjectTypes: { access: 'calendar' } },
    Mutation: {
      confirmShippingReview: { access: 'calendar' },
      confirmAllShippingReviews: { access: 'calendar' },
      saveShippingReview: { access: 'calendar' },
      createShippingReviews: { access: 'calendar' },
    },
    // The same rule as the page's query: who may read a catalog's reviews may watch them.
    Subscription: { shippingReviewUpdated: { access: 'calendar' } },
  },
  loaders: (context) => createShippingReviewLoaders(context.rest),
  // One poll per watched thing, however many watch it; resolvers reach the hub as context.hubs.shippingReviews.
  live: pollingLive({
    hub: createShippingReviewHub,
    pollIntervalMs: (config) => config.shippingPollIntervalMs,
    poller: 'shippingReview',
    watched: (hub) => hub.watchedCatalogs,
  }),
  settings: shippingReviewSettings,
} satisfies GatewayModule;

// Its loaders, for the modules that read or clear them (eslint/gatewayBoundaries.mjs).
export { shippingReviewsLoadersOf } from './providers/loaders.js';
