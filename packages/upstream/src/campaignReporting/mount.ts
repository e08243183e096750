import type { DomainMount } from '../domain.js';
import { campaignRoutes } from './campaignRoutes.js';
import { seedLotEngagement } from './lotEngagementSeed.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

/** Campaign reporting (sales §2 /campaign-reporting, Payments promo; §7 domo, keywordsReports). */
export const mountCampaignReporting: DomainMount = ({ db }) => ({ houseRoutes: [campaignRoutes(db)] });
/** Lot views and watchers of the seeded lots. */
mountCampaignReporting.seed = seedLotEngagement;
