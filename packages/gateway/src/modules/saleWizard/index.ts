import type { GatewayModule } from '../gatewayModule.js';
import { createSaleWizardLoaders } from './providers/loaders.js';
import { BuyerPremiumSchedule } from './resolvers/BuyerPremiumSchedule.js';
import { FixedPriceSaleDetails } from './resolvers/FixedPriceSaleDetails.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';
import { SessionDefinition } from './resolvers/SessionDefinition.js';
import { SessionWizard } from './resolvers/SessionWizard.js';

/**
 * The sale wizard: the session wizard's steps 1 and 2, fixed-price step 1 and the
 * step tracker.
 */
export const saleWizardModule = {
  name: 'saleWizard' as const,
  resolvers: {
    Query,
    Mutation,
    SessionWizard,
    SessionDefinition,
    BuyerPremiumSchedule,
    FixedPriceSaleDetails,
  },
  guards: {
    Query: { sessionWizard: { access: 'calendar' }, fixedPriceSaleDetails: { access: 'calendar' } },
    Mutation: {
      saveSessionDetails: { access: 'calendar' },
      saveSessionSettings: { access: 'calendar' },
      recordWizardStep: { access: 'calendar' },
      saveFixedPriceSaleDetails: { access: 'calendar' },
    },
  },
  loaders: (context) => createSaleWizardLoaders(context.rest),
} satisfies GatewayModule;
