import { parse } from 'graphql/index.js';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { useTestRedis } from '../../../test/support/testRedis.js';
import type { RateLimits } from '../../config.js';
import { defaultConfig } from '../../gatewayConfig.js';
import { createLogger } from '../../logger.js';
import { rootFieldCount } from '../callerGate.js';
import { InProcessRateCounter, RateLimiter, RedisRateCounter, SIGN_IN_FIELDS } from './index.js';

const LIMITS: RateLimits = {
  windowMs: 60_000,
  perSession: 3,
  anonymousPerAddress: 2,
  signInPerAddress: 2,
  tokenCost: 0,
};
const quiet = createLogger('silent');
const { redis, prefix } = useTestRedis('');

const session = (token: string) => ({ kind: 'session' as const, token });

describe('RateLimiter (in-process counter)', () => {
  it('counts per session or token, and per address without one; windows start over', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(LIMITS, new InProcessRateCounter(() => now), 'ah:', quiet);
    for (let i = 0; i < 3; i++) expect(await limiter.caller(session('a'), '10.0.0.1')).toBeNull();
    now += 15_500;
    expect(await limiter.caller(session('a'), '10.0.0.1')).toEqual({ retryAfterSeconds: 45 });
    // Another session from the same address, and the same token as a bearer, count apart.
    expect(await limiter.caller(session('b'), '10.0.0.1')).toBeNull();
    expect(await limiter.caller({ kind: 'bearer', token: 'a' }, '10.0.0.1')).toBeNull();
    // Anonymous: per address (ClientAddresses decides it; clientAddress.test.ts).
    expect(await limiter.caller(null, '10.0.0.1')).toBeNull();
    expect(await limiter.caller(null, '10.0.0.1')).toBeNull();
    expect(await limiter.caller(null, '10.0.0.1')).not.toBeNull();
    expect(await limiter.caller(null, '10.0.0.2')).toBeNull();
    now += 44_500;
    expect(await limiter.caller(session('a'), '10.0.0.1')).toBeNull();
  });

  it('counts each aliased sign-in, and lets everything through when a limit is 0', async () => {
    const limiter = new RateLimiter(LIMITS, new InProcessRateCounter(), 'ah:', quiet);
    const attempts = rootFieldCount(
      parse(
        'mutation { a: login(houseUserName: "h", userName: "u", password: "1") { user { id } } b: login(houseUserName: "h", userName: "u", password: "2") { user { id } } }',
      ),
      null,
      SIGN_IN_FIELDS,
    );
    expect(attempts).toBe(2);
    expect(await limiter.signIn('10.0.0.1', attempts)).toBeNull();
    expect(await limiter.signIn('10.0.0.1')).not.toBeNull();
    const off = new RateLimiter({ ...LIMITS, perSession: 0 }, new InProcessRateCounter(), 'ah:', quiet);
    for (let i = 0; i < 10; i++) expect(await off.caller(session('a'), '10.0.0.1')).toBeNull();
  });

  it("logs the first refusal of a caller's window with its address, not every refused request", async () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    const limiter = new RateLimiter(LIMITS, new InProcessRateCounter(), 'ah:', logger);
    for (let i = 0; i < 6; i++) await limiter.signIn('203.0.113.7');
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; details: unknown[] });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'Rate limit reached',
      details: [{ limit: 'sign-in', clientAddress: '203.0.113.7' }],
    });
  });

  it('has the documented defaults', () => {
    expect(defaultConfig().rateLimits).toEqual({
      windowMs: 60_000,
      perSession: 6000,
      anonymousPerAddress: 600,
      signInPerAddress: 30,
      tokenCost: 50_000,
    });
  });
});

describe('RateLimiter (Redis counter)', () => {
  it('counts atomically in Redis with the window as expiry, under the prefix, tokens hashed', async () => {
    const limiter = new RateLimiter(LIMITS, new RedisRateCounter(redis), prefix, quiet);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => limiter.caller(session('secret-token'), '10.0.0.1')),
    );
    expect(results.filter((r) => r === null)).toHaveLength(3);
    const keys = await redis.keys(`${prefix}rate:session:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('secret-token');
    expect(await redis.get(keys[0] ?? '')).toBe('5');
    const ttl = await redis.pttl(keys[0] ?? '');
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('counts in this process while Redis is unreachable, so the limits still hold per replica', async () => {
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0 });
    const limiter = new RateLimiter(LIMITS, new RedisRateCounter(down), prefix, quiet);
    for (let i = 0; i < 3; i++) expect(await limiter.caller(session('a'), '10.0.0.1')).toBeNull();
    expect(await limiter.caller(session('a'), '10.0.0.1')).toEqual({ retryAfterSeconds: 60 });
    expect(await limiter.signIn('10.0.0.1', 2)).toBeNull();
    expect(await limiter.signIn('10.0.0.1')).not.toBeNull();
    down.disconnect();
  });
});
