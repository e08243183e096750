import type { GatewayModule } from '../gatewayModule.js';
import { createUnpaidItemsLoaders } from './providers/loaders.js';
import { Invoice } from './resolvers/Invoice.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';
import {
  UnpaidItem,
  UnpaidItemEvent,
  UnpaidItemExcludedBidder,
  UnpaidItemNextStep,
  UnpaidItemPreviewStep,
  UnpaidItemTimeline,
} from './resolvers/UnpaidItemParts.js';

/**
 * Unpaid items, automated (sales §5, §9: the non-payment dispute, its close with credit, no-bid
 * entry and strike): the house's settings (sensitive access, like the house's other settings), the
 * pipeline of unpaid invoices by stage, today's dry run, pauses, second-chance offers and an
 * invoice's timeline (`Invoice.unpaidItems`), all read from the house service, which runs the job.
 */
export const unpaidItemsModule = {
  name: 'unpaidItems' as const,
  resolvers: {
    Query,
    Mutation,
    Invoice,
    UnpaidItem,
    UnpaidItemEvent,
    UnpaidItemExcludedBidder,
    UnpaidItemNextStep,
    UnpaidItemPreviewStep,
    UnpaidItemTimeline,
  },
  guards: {
    Query: {
      unpaidItemSettings: { access: 'sensitive' },
      unpaidItemPipeline: { access: 'invoices' },
      unpaidItemPreview: { access: 'invoices' },
      secondChanceOffers: { access: 'invoices' },
    },
    Mutation: {
      updateUnpaidItemSettings: { access: 'sensitive' },
      pauseUnpaidItems: { access: 'invoices' },
      resumeUnpaidItems: { access: 'invoices' },
      decideSecondChanceOffer: { access: 'invoices' },
    },
  },
  loaders: createUnpaidItemsLoaders,
} satisfies GatewayModule;
