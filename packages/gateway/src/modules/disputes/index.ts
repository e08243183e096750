import type { GatewayModule } from '../gatewayModule.js';
import { Dispute } from './resolvers/Dispute.js';
import {
  DisputeBidder,
  DisputeCandidate,
  DisputeCatalog,
  DisputeCloseRecord,
  DisputeList,
  DisputeLot,
  DisputeMessage,
  DisputeOutcome,
  DisputePrices,
} from './resolvers/DisputeParts.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';

/**
 * Unpaid-item disputes (sales §2 Disputes and feedback, §4, §7, §8): the list and its actions, one
 * dispute, Open New File, dispute terms. Customer pages need the customer access flag (sales §2
 * route table: "need customer access"; §6 accessCustomer); the super-user status is the session's.
 */
export const disputesModule = {
  name: 'disputes' as const,
  resolvers: {
    Query,
    Mutation,
    Dispute,
    DisputeList,
    DisputeBidder,
    DisputeCatalog,
    DisputeLot,
    DisputePrices,
    DisputeCloseRecord,
    DisputeMessage,
    DisputeCandidate,
    DisputeOutcome,
  },
  guards: {
    Query: {
      disputes: { access: 'customer' },
      dispute: { access: 'customer' },
      disputeTypes: { access: 'customer' },
      disputeCandidates: { access: 'customer' },
    },
    Mutation: {
      openDisputes: { access: 'customer' },
      disputeAction: { access: 'customer' },
      acceptDisputeTerms: { access: 'customer' },
    },
  },
} satisfies GatewayModule;
