import { describe, expect, it } from 'vitest';
import { passwordResetSettings } from './passwordResetSettings.js';

describe('passwordResetSettings', () => {
  it('gives its defaults for an empty environment', () => {
    expect(passwordResetSettings.fromEnv({}, { dataDir: '/data' })).toEqual({
      passwordResetSecret: undefined,
      passwordResetOrigins: [],
    });
  });
});
