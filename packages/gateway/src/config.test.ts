import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST_DIR, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(4000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.services).toEqual({
      house: 'http://127.0.0.1:4001',
      catalog: 'http://127.0.0.1:4001',
      shipping: 'http://127.0.0.1:4001',
      bidAdmin: 'http://127.0.0.1:4001',
    });
    expect(c.upstreamTimeoutMs).toBe(10_000);
    expect(c.nodeEnv).toBe('production');
    expect(c.webDistDir).toBe(DEFAULT_WEB_DIST_DIR);
    expect(DEFAULT_WEB_DIST_DIR).toMatch(/packages\/web\/dist$/);
    expect(c.allowedOrigins).toEqual([]);
    expect(c.limits).toEqual({ maxDepth: 12, maxAliases: 30, maxCost: 5000 });
    expect(c.cookieSecure).toBe(false);
  });

  it('reads the environment', () => {
    const c = loadConfig({
      PORT: '8080',
      UPSTREAM_URL: 'http://up:1',
      SHIPPING_SERVICE_URL: 'http://ship:2',
      ALLOWED_ORIGINS: 'https://a.example, https://b.example/',
      GRAPHQL_MAX_DEPTH: '8',
      COOKIE_SECURE: 'true',
      NODE_ENV: 'development',
    });
    expect(c.port).toBe(8080);
    expect(c.services.house).toBe('http://up:1');
    expect(c.services.shipping).toBe('http://ship:2');
    expect(c.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(c.limits.maxDepth).toBe(8);
    expect(c.cookieSecure).toBe(true);
    expect(c.nodeEnv).toBe('development');
  });

  it('refuses nonsense', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ COOKIE_SECURE: 'maybe' })).toThrow(/COOKIE_SECURE/);
  });
});
