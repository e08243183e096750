import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '@ah/schema';
import { expressResponseCookies } from './auth/sessionCookie.js';
import { createGateway } from './server.js';

/**
 * HTTP behaviour that needs no upstream (anonymous callers never reach it). The upstream here is a
 * closed port; everything that signs in is in test/*.integration.test.ts against the real one.
 */
const webDist = mkdtempSync(path.join(tmpdir(), 'gw-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(path.join(webDist, 'assets', 'main-AbC123xy.js'), 'console.info(1)');
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
writeFileSync(path.join(webDist, 'graphiql.html'), '<!doctype html><title>graphiql</title>');

const dead = 'http://127.0.0.1:9';
const gateway = createGateway({
  // Raw test queries with session cookies: trusted documents off, as in testing.ts.
  trustedDocuments: 'off',
  services: { house: dead, catalog: dead, shipping: dead, bidAdmin: dead },
  upstreamRetries: 0,
  webDistDir: webDist,
  logLevel: 'error',
  shutdownDelayMs: 0,
});
const app = gateway.app;
afterAll(async () => {
  await gateway.stop();
  rmSync(webDist, { recursive: true, force: true });
});

const json = (query: string, variables?: Record<string, unknown>) =>
  request(app).post('/graphql').set('content-type', 'application/json').send({ query, variables });

describe('HTTP routes', () => {
  it('redirects / to the default route', async () => {
    const res = await request(app).get('/');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/ar/my-auctions/current');
  });

  it('serves /version.json', async () => {
    const res = await request(app).get('/version.json');
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(APP_VERSION);
    expect(new Date(res.body.builtAt).toString()).not.toBe('Invalid Date');
  });

  it('answers /healthz, and /readyz fails while the upstream is unreachable', async () => {
    expect((await request(app).get('/healthz')).status).toBe(200);
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({
      status: 'unavailable',
      reason: 'upstream unreachable',
      // Every service the gateway has a client for (the shipping review added catalog and shipping,
      // bulk bidding the bid-admin service).
      services: ['house', 'catalog', 'shipping', 'bidAdmin'],
    });
  });

  it('sets the security headers', async () => {
    const res = await request(app).get('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('the web app under /ar', () => {
  it('serves index.html for client routes, never cached', async () => {
    for (const url of ['/ar', '/ar/', '/ar/invoices/ExistingInvoices', '/ar/index.html']) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(200);
      expect(res.text).toContain('<title>app</title>');
      expect(res.headers['cache-control']).toContain('no-cache');
    }
  });

  it('caches hashed assets for a year, other files revalidate', async () => {
    const asset = await request(app).get('/ar/assets/main-AbC123xy.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await request(app).get('/ar/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing file, and does not expose graphiql.html there', async () => {
    expect((await request(app).get('/ar/assets/missing-123.js')).status).toBe(404);
    expect((await request(app).get('/ar/graphiql.html')).status).toBe(404);
  });
});

describe('/graphql', () => {
  it('redirects a browser that is not signed in to the login page', async () => {
    const res = await request(app).get('/graphql').set('accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/ar/login?next=%2Fgraphql');
  });

  it('runs anonymous public queries without calling the upstream', async () => {
    const res = await json('{ version viewer { user { id } } }');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { version: APP_VERSION, viewer: null } });
  });

  it('refuses anonymous callers on guarded fields with UNAUTHENTICATED', async () => {
    const res = await json('{ invoiceTemplates { id } }');
    expect(res.body.data).toEqual({ invoiceTemplates: null });
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('supports GET queries (with the CSRF preflight header)', async () => {
    const res = await request(app)
      .get('/graphql')
      .query({ query: '{ version }' })
      .set('accept', 'application/json')
      .set('apollo-require-preflight', 'true');
    expect(res.status).toBe(200);
    expect(res.body.data.version).toBe(APP_VERSION);
  });

  it('refuses CSRF-able requests: text/plain and form POSTs, GET without the preflight header', async () => {
    const plain = await request(app)
      .post('/graphql')
      .set('content-type', 'text/plain')
      .send('{"query":"{ version }"}');
    expect(plain.status).toBe(400);
    expect(plain.text).toMatch(/Cross-Site Request Forgery/);
    const form = await request(app).post('/graphql').type('form').send({ query: '{ version }' });
    expect(form.status).toBe(400);
    expect(form.text).toMatch(/Cross-Site Request Forgery/);
    const get = await request(app)
      .get('/graphql')
      .query({ query: '{ version }' })
      .set('accept', 'application/json');
    expect(get.status).toBe(400);
  });

  it('refuses batched operations', async () => {
    const res = await request(app)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send([{ query: '{ version }' }, { query: '{ version }' }]);
    expect(res.status).toBe(400);
  });

  it('refuses bodies over the limit', async () => {
    const res = await json(`{ version } # ${'x'.repeat(120_000)}`);
    expect(res.status).toBe(413);
    expect(res.body.errors[0].message).toBe('The request body is too large.');
  });

  it('refuses a foreign Origin, allows the same origin', async () => {
    const foreign = await json('{ version }').set('origin', 'https://evil.example');
    expect(foreign.status).toBe(403);
    const same = await request(app)
      .post('/graphql')
      .set('host', 'gw.local:4000')
      .set('origin', 'http://gw.local:4000')
      .set('content-type', 'application/json')
      .send({ query: '{ version }' });
    expect(same.status).toBe(200);
  });

  it('hides introspection and field suggestions from anonymous callers', async () => {
    const intro = await json('{ __schema { types { name } } }');
    expect(intro.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(intro.body.data).toBeUndefined();
    const typo = await json('{ vewer { user { id } } }');
    expect(typo.status).toBe(400);
    expect(typo.body.errors[0].message).toBe('Cannot query field "vewer" on type "Query".');
  });

  it('refuses too-deep and alias-flooded operations', async () => {
    const deep = await json('{ viewer { house { settings { isOnlineOnly } } } }');
    expect(deep.status).toBe(200);
    const aliases = Array.from({ length: 31 }, (_, i) => `v${i}: version`).join(' ');
    const flood = await json(`{ ${aliases} }`);
    expect(flood.status).toBe(400);
    expect(flood.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(flood.body.errors[0].message).toBe('The operation uses 31 aliases; the limit is 30.');
  });

  it('validates scalar input formats', async () => {
    const res = await json('query ($d: Date) { invoiceGroups(startDate: $d) { pageInfo { page } } }', {
      d: '03/14/2026',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].message).toMatch(/Date input must be a date as YYYY-MM-DD/);
  });
});

describe('origins', () => {
  it('lets ALLOWED_ORIGINS call with credentials (CORS), answers their preflight', async () => {
    const gw = createGateway({
      // Raw test queries with session cookies: trusted documents off, as in testing.ts.
      trustedDocuments: 'off',
      services: { house: dead, catalog: dead, shipping: dead, bidAdmin: dead },
      allowedOrigins: ['https://tools.example'],
      logLevel: 'silent',
      shutdownDelayMs: 0,
    });
    try {
      const preflight = await request(gw.app)
        .options('/graphql')
        .set('origin', 'https://tools.example')
        .set('access-control-request-method', 'POST');
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://tools.example');
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
      const post = await request(gw.app)
        .post('/graphql')
        .set('origin', 'https://tools.example')
        .set('content-type', 'application/json')
        .send({ query: '{ version }' });
      expect(post.status).toBe(200);
      expect(post.headers['access-control-allow-origin']).toBe('https://tools.example');
      const other = await request(gw.app)
        .post('/graphql')
        .set('origin', 'http://localhost:5173')
        .set('content-type', 'application/json')
        .send({ query: '{ version }' });
      expect(other.status).toBe(403);
    } finally {
      await gw.stop();
    }
  });

  it('in development also accepts loopback origins (the Vite dev server proxy)', async () => {
    const gw = createGateway({
      // Raw test queries with session cookies: trusted documents off, as in testing.ts.
      trustedDocuments: 'off',
      services: { house: dead, catalog: dead, shipping: dead, bidAdmin: dead },
      nodeEnv: 'development',
      logLevel: 'silent',
      shutdownDelayMs: 0,
    });
    try {
      const res = await request(gw.app)
        .post('/graphql')
        .set('origin', 'http://localhost:5173')
        .set('content-type', 'application/json')
        .send({ query: '{ version }' });
      expect(res.status).toBe(200);
    } finally {
      await gw.stop();
    }
  });
});

describe('session cookie', () => {
  it('is Secure when COOKIE_SECURE', () => {
    const headers: string[] = [];
    const res = { append: (_name: string, value: string) => headers.push(value) };
    const cookies = expressResponseCookies(
      res as unknown as Parameters<typeof expressResponseCookies>[0],
      true,
    );
    cookies.setSession({ token: 'abc', maxAgeSeconds: null, expires: null });
    cookies.clearSession();
    expect(headers[0]).toBe('ah_session=abc; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(headers[1]).toMatch(
      /^ah_session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax$/,
    );
  });
});
