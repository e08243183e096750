import { describe, expect, it } from 'vitest';
import { broadcastSettings } from './broadcastSettings.js';

describe('broadcastSettings', () => {
  it('gives its defaults for an empty environment', () => {
    expect(broadcastSettings.fromEnv({}, { dataDir: '/data' })).toEqual({
      broadcastTokenSecret: undefined,
      broadcastPortRange: undefined,
    });
  });
});
