import type { DomainMount } from '../domain.js';
import { bidAdminRoutes } from './bidAdminRoutes.js';
import { seedBulkBidding } from './bulkBiddingSeed.js';

/** Bulk bidding on timed sales: the bid-admin service (sales §7 Bulk bidding). */
export const mountBulkBidding: DomainMount = ({ db, auth }) => ({ routes: [bidAdminRoutes(db, auth)] });
/** Timed sales in progress with bids from several bidders, some lots closed, some extended. */
mountBulkBidding.seed = seedBulkBidding;
