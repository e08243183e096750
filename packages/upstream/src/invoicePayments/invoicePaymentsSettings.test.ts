import { describe, expect, it } from 'vitest';
import { invoicePaymentsSettings } from './invoicePaymentsSettings.js';

describe('invoicePaymentsSettings', () => {
  it('gives its defaults for an empty environment', () => {
    expect(invoicePaymentsSettings.fromEnv({}, { dataDir: '/data' })).toEqual({
      autoChargeIntervalMs: 900_000,
    });
  });
});
