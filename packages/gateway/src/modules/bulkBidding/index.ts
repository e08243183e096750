import type { GatewayModule } from '../gatewayModule.js';
import { createBulkBiddingLoaders } from './providers/loaders.js';
import { pollingLive } from '../../moduleLive.js';
import { BulkBiddingHub } from './live/bulkBiddingHub.js';
import { bulkBiddingSettings } from './settings.js';
import { BulkBidHistoryEntry } from './resolvers/BulkBidHistoryEntry.js';
import { BulkBiddingLot } from './resolvers/BulkBiddingLot.js';
import { BulkBiddingLotsChange } from './resolvers/BulkBiddingLotsChange.js';
import { BulkBiddingSale } from './resolvers/BulkBiddingSale.js';
import { BulkBidResult } from './resolvers/BulkBidResult.js';
import { CancelBulkBidResult } from './resolvers/CancelBulkBidResult.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';
import { Subscription } from './resolvers/Subscription.js';

/**
 * Bulk bidding on timed sales (sales §2, §4 Bulk bidding, §7): the page's sale, lots and bid history
 * over the bid-admin service, placing bids (once per idempotency key) and cancelling the house's own.
 * sales §6: the accessBulkbiding flag (the guard) plus bulk bidding enabled or a super user
 * (providers/bulkBiddingService.ts requireBulkBidding).
 */
export const bulkBiddingModule = {
  name: 'bulkBidding' as const,
  resolvers: {
    Query,
    Mutation,
    Subscription,
    BulkBiddingSale,
    BulkBiddingLotsChange,
    BulkBiddingLot,
    BulkBidHistoryEntry,
    BulkBidResult,
    CancelBulkBidResult,
  },
  guards: {
    Query: { bulkBiddingSale: { access: 'bulkBidding' }, bulkBiddingLots: { access: 'bulkBidding' } },
    Mutation: { placeBulkBids: { access: 'bulkBidding' }, cancelBulkBid: { access: 'bulkBidding' } },
    // The page's rule: who may read the sale may watch it.
    Subscription: { bulkBiddingLotsChanged: { access: 'bulkBidding' } },
  },
  loaders: (context) => createBulkBiddingLoaders(context),
  // One poll per watched thing, however many watch it; resolvers reach the hub as context.hubs.bulkBidding.
  live: pollingLive({
    hub: (options) => new BulkBiddingHub(options),
    pollIntervalMs: (config) => config.bulkBiddingPollIntervalMs,
    poller: 'bulkBidding',
    watched: (hub) => hub.watchedSales,
  }),
  settings: bulkBiddingSettings,
} satisfies GatewayModule;
