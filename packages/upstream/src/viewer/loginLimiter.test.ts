import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './loginLimiter.js';

describe('LoginLimiter', () => {
  const setup = () => {
    let now = 1_000_000;
    const limiter = new LoginLimiter({ maxFailures: 3, windowMs: 60_000, lockMs: 30_000, now: () => now });
    return { limiter, advance: (ms: number) => (now += ms) };
  };
  const key = LoginLimiter.key('Demo', ' Staff ');

  it('keys case- and space-insensitively per house and user', () => {
    expect(key).toBe(LoginLimiter.key('demo', 'staff'));
    expect(key).not.toBe(LoginLimiter.key('other', 'staff'));
  });

  it('locks after too many failures, then lets the pair try again', () => {
    const { limiter, advance } = setup();
    limiter.recordFailure(key);
    limiter.recordFailure(key);
    expect(limiter.retryAfterSeconds(key)).toBe(0);
    limiter.recordFailure(key);
    expect(limiter.retryAfterSeconds(key)).toBe(30);
    expect(limiter.retryAfterSeconds(LoginLimiter.key('demo', 'clerk'))).toBe(0);
    advance(29_500);
    expect(limiter.retryAfterSeconds(key)).toBe(1);
    advance(500);
    expect(limiter.retryAfterSeconds(key)).toBe(0);
  });

  it('forgets failures outside the window', () => {
    const { limiter, advance } = setup();
    limiter.recordFailure(key);
    limiter.recordFailure(key);
    advance(61_000);
    limiter.recordFailure(key);
    expect(limiter.retryAfterSeconds(key)).toBe(0);
  });

  it('resets after a successful sign-in', () => {
    const { limiter } = setup();
    limiter.recordFailure(key);
    limiter.recordFailure(key);
    limiter.reset(key);
    limiter.recordFailure(key);
    expect(limiter.retryAfterSeconds(key)).toBe(0);
  });
});
