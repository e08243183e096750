import { describe, expect, it } from 'vitest';
import { unpaidItemsSettings } from './unpaidItemsSettings.js';

describe('unpaidItemsSettings', () => {
  it('gives its defaults for an empty environment', () => {
    expect(unpaidItemsSettings.fromEnv({}, { dataDir: '/data' })).toEqual({ unpaidItemsIntervalMs: 900_000 });
  });
});
