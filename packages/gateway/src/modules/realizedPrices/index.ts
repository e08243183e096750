import type { GatewayModule } from '../gatewayModule.js';
import { realizedPriceUploadRoutes } from './http/realizedPriceUploads.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';
import { RealizedPriceLot } from './resolvers/RealizedPriceLot.js';
import { RealizedPriceScreen } from './resolvers/RealizedPriceScreen.js';

/**
 * Realized prices (sales §2 Edit Realized Prices, §7): the screen, the review's edits and publish.
 * The file itself crosses the gateway as the items spreadsheet does, through the module's file
 * route (http/realizedPriceUploads.ts). Everything needs the reports access flag (sales §6
 * accessReports).
 */
export const realizedPricesModule = {
  name: 'realizedPrices' as const,
  resolvers: { Query, Mutation, RealizedPriceScreen, RealizedPriceLot },
  guards: {
    Query: { realizedPrices: { access: 'reports' } },
    Mutation: {
      saveRealizedPriceRow: { access: 'reports' },
      deleteRealizedPriceRow: { access: 'reports' },
      publishRealizedPrices: { access: 'reports' },
    },
  },
  routes: realizedPriceUploadRoutes,
} satisfies GatewayModule;
