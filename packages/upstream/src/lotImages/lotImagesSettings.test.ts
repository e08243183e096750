import { describe, expect, it } from 'vitest';
import { lotImagesSettings } from './lotImagesSettings.js';

describe('lotImagesSettings', () => {
  it('gives its defaults for an empty environment (the image service applies its URL lifetime when unset)', () => {
    expect(lotImagesSettings.fromEnv({}, { dataDir: '/data' })).toEqual({
      imageConfig: {
        dataDir: '/data',
        signingSecret: undefined,
        urlTtlSeconds: undefined,
        s3Bucket: undefined,
        s3Endpoint: undefined,
        s3Region: undefined,
      },
    });
  });
});
