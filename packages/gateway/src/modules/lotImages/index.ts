import type { GatewayModule } from '../gatewayModule.js';
import { createLotImagesLoaders } from './providers/loaders.js';
import { lotImagesRoutes } from './http/imageProxy.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';

/**
 * Lot images: the Upload Images step, signed upload addresses, registration of uploaded files to
 * lots, and the lot page's image calls. The files travel through the gateway's /images proxy
 * (the module's http/imageProxy.ts), never through GraphQL.
 */
export const lotImagesModule = {
  name: 'lotImages' as const,
  resolvers: { Query, Mutation },
  guards: {
    // The Upload Images step and the lot page's images, like the lots fields.
    Query: {
      imageUploadStep: { access: 'calendar' },
      lotImages: { access: 'calendar' },
      catalogPrimaryImages: { access: 'calendar' },
    },
    Mutation: {
      requestImageUploads: { access: 'calendar' },
      registerImages: { access: 'calendar' },
      deleteLotImage: { access: 'calendar' },
      reorderLotImages: { access: 'calendar' },
      resequenceLotImages: { access: 'calendar' },
      rotateLotImage: { access: 'calendar' },
    },
  },
  loaders: (context) => createLotImagesLoaders(context),
  routes: lotImagesRoutes,
} satisfies GatewayModule;
