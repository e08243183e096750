import type { DomainSettings } from '../domain.js';
import { optionalInt } from '../settings.js';

/** How often the unpaid-items pipeline runs by default (UNPAID_ITEMS_INTERVAL_MS): 15 minutes. */
export const DEFAULT_UNPAID_ITEMS_INTERVAL_MS = 15 * 60_000;

/** How often the unpaid-items pipeline runs (docs/CONFIGURATION.md). */
export const unpaidItemsSettings: DomainSettings = {
  variables: [
    {
      name: 'UNPAID_ITEMS_INTERVAL_MS',
      default: String(DEFAULT_UNPAID_ITEMS_INTERVAL_MS),
      description:
        'how often the unpaid-items pipeline takes its due steps (reminders, disputes, strikes, offers; 0: only when triggered)',
    },
  ],
  fromEnv: (env) => ({
    unpaidItemsIntervalMs:
      optionalInt(env, 'UNPAID_ITEMS_INTERVAL_MS', 0) ?? DEFAULT_UNPAID_ITEMS_INTERVAL_MS,
  }),
};
