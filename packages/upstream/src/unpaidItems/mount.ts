import type { DomainMount } from '../domain.js';
import { UnpaidItemsJob } from './pipelineJob.js';
import { unpaidItemsRoutes } from './routes.js';
import { seedUnpaidItems } from './unpaidItemsSeed.js';
import { unpaidItemsSettings } from './unpaidItemsSettings.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

declare module '../domain.js' {
  interface DomainOptions {
    /** How often the unpaid-items pipeline runs (UNPAID_ITEMS_INTERVAL_MS); 0 or absent: only when triggered. */
    unpaidItemsIntervalMs?: number;
  }
  interface DomainServices {
    /** The scheduled pipeline (started with the upstream; `runNow` triggers it). */
    unpaidItems: UnpaidItemsJob;
  }
}

/**
 * Unpaid items, automated (issue 36): the house's settings, the pipeline of reminders, disputes,
 * strikes and second-chance offers, its audit trail, pauses and preview.
 */
export const mountUnpaidItems: DomainMount = ({ db, mailer, logger, options, clock }) => {
  const unpaidItems = new UnpaidItemsJob({ db, mailer, clock }, logger);
  return {
    services: { unpaidItems },
    start: async () => unpaidItems.start(options.unpaidItemsIntervalMs ?? 0),
    close: () => unpaidItems.close(),
    houseRoutes: [
      unpaidItemsRoutes({ db, clock, runNow: options.devTools ? () => unpaidItems.runNow() : undefined }),
    ],
  };
};
/** The demo house's automation on, and invoices in every stage (the later ones by the job's own steps). */
mountUnpaidItems.seed = seedUnpaidItems;
/** Its environment variables and the options they give. */
mountUnpaidItems.settings = unpaidItemsSettings;
