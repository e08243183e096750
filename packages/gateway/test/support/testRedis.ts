import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';

/**
 * The machine's Redis for one test file (`TEST_REDIS_URL`): connected before its tests, and on the
 * way out every key under this file's own random prefix is deleted, so files never see each
 * other's keys and leave nothing behind.
 */
/** The machine's Redis, for the gateway processes a suite starts (`REDIS_URL`). */
export const TEST_REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

export function useTestRedis(namespace: string): { readonly redis: Redis; readonly prefix: string } {
  const prefix = `ahtest:${randomBytes(4).toString('hex')}:${namespace}`;
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
  });
  beforeAll(async () => {
    await redis.connect();
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });
  return { redis, prefix };
}
