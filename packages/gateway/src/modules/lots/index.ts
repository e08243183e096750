import type { GatewayModule } from '../gatewayModule.js';
import { lotsRoutes } from './http/routes.js';
import { CatalogItems } from './resolvers/CatalogItems.js';
import { ItemUploadPage } from './resolvers/ItemUploadPage.js';
import { Lot } from './resolvers/Lot.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';

/**
 * Lots: the Upload Items screen and its review table, the lot page, the catalog's lots with their
 * statuses and summary lists, and the Catalog Snapshot page. The spreadsheet file and the downloads
 * travel through the module's file routes (http/routes.ts).
 */
export const lotsModule = {
  name: 'lots' as const,
  resolvers: { Query, Mutation, ItemUploadPage, Lot, CatalogItems },
  guards: {
    // Wizard steps (calendar flag); catalogSnapshot also needs a super user (checked in its resolver).
    Query: {
      itemUpload: { access: 'calendar' },
      lotEditor: { access: 'calendar' },
      catalogItems: { access: 'calendar' },
      catalogSnapshot: { access: 'calendar' },
    },
    Mutation: {
      saveUploadedLots: { access: 'calendar' },
      saveLot: { access: 'calendar' },
      deleteLot: { access: 'calendar' },
    },
  },
  routes: lotsRoutes,
} satisfies GatewayModule;

// What lot images and publishing use of lots (eslint/gatewayBoundaries.mjs).
export { catalogLotCounts, catalogLotsByIds, MAX_LOTS_BY_IDS } from './providers/catalogLotPages.js';
export { lotOf } from './providers/conversions.js';
export { ItemsApi } from './providers/lotsApi.js';
export { itemsInfoFor, wizardPath } from './providers/pages.js';
