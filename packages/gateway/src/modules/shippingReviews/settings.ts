import { pollIntervalSetting } from '../../settings.js';

// This module's settings in GatewayConfig, beside the core's (settings.ts ModuleSettings).
declare module '../../settings.js' {
  interface ModuleSettings {
    /** How often each pending shipping review is polled upstream while someone watches (sales §9: 30 s). */
    shippingPollIntervalMs: number;
  }
}

export const shippingReviewSettings = pollIntervalSetting({
  key: 'shippingPollIntervalMs',
  variable: 'SHIPPING_POLL_INTERVAL_MS',
  defaultMs: 30_000,
  description:
    'How often each pending shipping review is polled upstream while someone watches its catalog.',
});
