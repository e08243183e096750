import { pollIntervalSetting } from '../../settings.js';

// This module's settings in GatewayConfig, beside the core's (settings.ts ModuleSettings).
declare module '../../settings.js' {
  interface ModuleSettings {
    /** How often a watched invoice group is polled for changes made outside the gateway (the auto-charge job). */
    invoicePollIntervalMs: number;
  }
}

export const invoiceSettings = pollIntervalSetting({
  key: 'invoicePollIntervalMs',
  variable: 'INVOICE_POLL_INTERVAL_MS',
  defaultMs: 1_000,
  description:
    'How often a watched invoice group is polled upstream for changes made outside the gateway (one poll per group for all its watchers, across replicas).',
});
