import { describe, expect, it } from 'vitest';
import { gatewayModules } from './modules/index.js';

/** The modules whose live hub polls: each one's interval setting (settings.ts pollIntervalSetting). */
const POLL_INTERVALS = [
  { module: 'bulkBidding', key: 'bulkBiddingPollIntervalMs', variable: 'BULK_BIDDING_POLL_INTERVAL_MS', ms: 5_000 },
  { module: 'invoices', key: 'invoicePollIntervalMs', variable: 'INVOICE_POLL_INTERVAL_MS', ms: 1_000 },
  { module: 'shippingReviews', key: 'shippingPollIntervalMs', variable: 'SHIPPING_POLL_INTERVAL_MS', ms: 30_000 },
] as const;

describe('the poll interval settings', () => {
  it.each(POLL_INTERVALS)('$module: default, read and refuse $variable', ({ module, key, variable, ms }) => {
    const settings = gatewayModules.find((m) => m.name === module)?.settings;
    if (!settings) throw new Error(`${module} declares no settings`);
    const defaults = settings.defaults();
    expect(defaults).toEqual({ [key]: ms });
    expect(settings.variables).toEqual([expect.objectContaining({ name: variable, default: `\`${ms}\`` })]);
    expect(settings.fromEnv({}, defaults)).toEqual(defaults);
    expect(settings.fromEnv({ [variable]: ' 50 ' }, defaults)).toEqual({ [key]: 50 });
    expect(() => settings.fromEnv({ [variable]: '5' }, defaults)).toThrow(new RegExp(variable));
    expect(() => settings.fromEnv({ [variable]: 'x' }, defaults)).toThrow(new RegExp(variable));
  });
});
