import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST_DIR } from './config.js';
import { CORE_VARIABLES } from './coreVariables.js';
import { loadConfig } from './gatewayConfig.js';

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
    expect(c.trustedProxies).toEqual({ kind: 'none' });
    expect(c.wsPingIntervalMs).toBe(20_000);
  });

  it('reads the trusted proxies and the WebSocket ping interval', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '1' }).trustedProxies).toEqual({ kind: 'hops', hops: 1 });
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8,::1' }).trustedProxies).toEqual({
      kind: 'addresses',
      entries: ['10.0.0.0/8', '::1'],
    });
    expect(loadConfig({ WS_PING_INTERVAL_MS: '0' }).wsPingIntervalMs).toBe(0);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.internal' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ WS_PING_INTERVAL_MS: '-5' })).toThrow(/WS_PING_INTERVAL_MS/);
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

  it("adds every module's settings to the core's", () => {
    const c = loadConfig({ SHIPPING_POLL_INTERVAL_MS: '50' });
    expect(c.shippingPollIntervalMs).toBe(50);
    expect(c.invoicePollIntervalMs).toBe(1_000);
    expect(c.broadcast.whipUrl).toBeNull();
    expect(() => loadConfig({ BULK_BIDDING_POLL_INTERVAL_MS: 'x' })).toThrow(/BULK_BIDDING_POLL_INTERVAL_MS/);
  });

  it('refuses nonsense', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ COOKIE_SECURE: 'maybe' })).toThrow(/COOKIE_SECURE/);
  });
});

describe('the core variables', () => {
  it('are every variable config.ts reads', () => {
    const source = readFileSync(new URL('./config.ts', import.meta.url), 'utf8');
    const declared = CORE_VARIABLES.map((variable) => variable.name);
    expect(declared.length).toBeGreaterThan(40);
    expect(new Set(declared).size).toBe(declared.length);
    const read = new Set(
      [...source.matchAll(/env(?:\.([A-Z][A-Z0-9_]*)|, '([A-Z][A-Z0-9_]*)')/g)].map(
        (m) => m[1] ?? m[2] ?? '',
      ),
    );
    for (const name of read) expect(declared, name).toContain(name);
  });
});
