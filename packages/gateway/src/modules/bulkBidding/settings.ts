import { pollIntervalSetting } from '../../settings.js';

// This module's settings in GatewayConfig, beside the core's (settings.ts ModuleSettings).
declare module '../../settings.js' {
  interface ModuleSettings {
    /** How often a watched bulk-bidding sale's lots are polled upstream (live current bids). */
    bulkBiddingPollIntervalMs: number;
  }
}

export const bulkBiddingSettings = pollIntervalSetting({
  key: 'bulkBiddingPollIntervalMs',
  variable: 'BULK_BIDDING_POLL_INTERVAL_MS',
  defaultMs: 5_000,
  description:
    "How often a watched bulk-bidding sale's lots are polled upstream (one poll per sale for all its watchers).",
});
