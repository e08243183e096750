import type { DomainSettings } from '../domain.js';
import { optionalInt } from '../settings.js';
import { DEFAULT_AUTO_CHARGE_INTERVAL_MS } from './autoChargeScheduler.js';

/** How often the auto-charge job runs (docs/CONFIGURATION.md). */
export const invoicePaymentsSettings: DomainSettings = {
  variables: [
    {
      name: 'AUTO_CHARGE_INTERVAL_MS',
      default: String(DEFAULT_AUTO_CHARGE_INTERVAL_MS),
      description: 'how often the auto-charge job charges the invoices that are due (0: only when triggered)',
    },
  ],
  fromEnv: (env) => ({
    autoChargeIntervalMs: optionalInt(env, 'AUTO_CHARGE_INTERVAL_MS', 0) ?? DEFAULT_AUTO_CHARGE_INTERVAL_MS,
  }),
};
