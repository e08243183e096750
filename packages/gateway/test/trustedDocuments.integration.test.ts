import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/server.js';
import { startStack, type Stack } from '../src/testing.js';
import type { TrustedDocumentsMode } from '../src/limits/trustedDocuments/index.js';
import { wsExecute } from './support/graphql.js';

/**
 * Trusted documents (docs/API.md: Trusted documents) on the real stack, over HTTP (Apollo Server and the
 * lean path) and WebSocket: a hash of the manifest runs its stored text; a raw document from a
 * browser session is refused in `sessions` and `all` and accepted in `off`; an API token may send
 * raw documents unless the mode is `all`; an unknown hash is a 400 `PERSISTED_QUERY_NOT_FOUND`.
 */
const VIEWER = 'query TrustedViewer { viewer { user { userName } } }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const VIEWER_HASH = sha256(VIEWER);
const UNKNOWN_HASH = sha256('query Unknown { __typename }');
const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

const dir = mkdtempSync(path.join(tmpdir(), 'trusted-documents-'));
const manifest = path.join(dir, 'persisted-documents.json');
writeFileSync(manifest, JSON.stringify({ [VIEWER_HASH]: VIEWER }));

interface Caller {
  cookie?: string;
  bearer?: string;
}

async function post(stack: Stack, body: Record<string, unknown>, caller: Caller = {}) {
  const res = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(caller.cookie ? { cookie: caller.cookie } : {}),
      ...(caller.bearer ? { authorization: `Bearer ${caller.bearer}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      data?: { viewer?: { user?: { userName?: string } } } | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

interface Env {
  stack: Stack;
  cookie: string;
  bearer: string;
}

/** One upstream for the file (its start is the slow part); each mode is a gateway of its own in front of it. */
let shared: Promise<Env> | undefined;
const sharedStack = () =>
  (shared ??= (async () => {
    const stack = await startStack({
      gateway: { trustedDocuments: 'sessions', trustedDocumentsManifest: manifest },
    });
    const cookie = await stack.login('demo', 'staff', 'demo-password');
    const bearer = await stack.createToken(cookie);
    return { stack, cookie, bearer };
  })());

async function withMode(mode: TrustedDocumentsMode): Promise<Env & { close(): Promise<void> }> {
  const base = await sharedStack();
  if (mode === 'sessions') return { ...base, close: async () => undefined };
  const gateway = createGateway({
    trustedDocuments: mode,
    trustedDocumentsManifest: manifest,
    logLevel: 'warn',
    shutdownDelayMs: 0,
    viewerCacheTtlMs: 0,
    services: {
      house: base.stack.upstreamUrl,
      catalog: base.stack.upstreamUrl,
      shipping: base.stack.upstreamUrl,
      bidAdmin: base.stack.upstreamUrl,
    },
  });
  const gatewayUrl = await gateway.start(0, '127.0.0.1');
  return { ...base, stack: { ...base.stack, gatewayUrl, gateway }, close: () => gateway.stop() };
}

/** Starting the upstream on a busy machine (other suites run too) can take minutes. */
const START_TIMEOUT_MS = 600_000;

afterAll(async () => {
  await (await shared)?.stack.close();
}, START_TIMEOUT_MS);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('trusted documents: sessions (the production default)', () => {
  let env: Awaited<ReturnType<typeof withMode>>;
  beforeAll(async () => {
    env = await withMode('sessions');
  }, START_TIMEOUT_MS);

  it('runs a trusted hash from a browser session, again on the lean path', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await post(env.stack, { extensions: persisted(VIEWER_HASH) }, { cookie: env.cookie });
      expect(res.status).toBe(200);
      expect(res.body.data?.viewer?.user?.userName).toBe('staff');
    }
  });

  it('refuses a raw document from a browser session with a 400', async () => {
    const res = await post(env.stack, { query: VIEWER }, { cookie: env.cookie });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('TRUSTED_DOCUMENT_REQUIRED');
    expect(res.body.errors?.[0]?.message).toMatch(/API token/);
  });

  it('lets a browser session introspect and create an API token (GraphiQL)', async () => {
    const schema = await post(
      env.stack,
      { query: '{ __schema { queryType { name } } }' },
      { cookie: env.cookie },
    );
    expect(schema.status).toBe(200);
    expect(schema.body.errors).toBeUndefined();
    const token = await post(
      env.stack,
      { query: 'mutation { createApiToken(name: "graphiql") { token } }' },
      { cookie: env.cookie },
    );
    expect(token.body.errors).toBeUndefined();
  });

  it('lets an API token send raw documents', async () => {
    const res = await post(env.stack, { query: VIEWER }, { bearer: env.bearer });
    expect(res.status).toBe(200);
    expect(res.body.data?.viewer?.user?.userName).toBe('staff');
  });

  it('answers an unknown hash with PERSISTED_QUERY_NOT_FOUND, a 400', async () => {
    const res = await post(env.stack, { extensions: persisted(UNKNOWN_HASH) }, { cookie: env.cookie });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const forged = await post(
      env.stack,
      { query: '{ __typename }', extensions: persisted(UNKNOWN_HASH) },
      { bearer: env.bearer },
    );
    expect(forged.status).toBe(400);
    expect(forged.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('applies the same policy over WebSocket', async () => {
    const trusted = await wsExecute(env.stack.gatewayUrl, '', {
      cookie: env.cookie,
      extensions: persisted(VIEWER_HASH),
    });
    expect(trusted).toMatchObject({
      kind: 'result',
      result: { data: { viewer: { user: { userName: 'staff' } } } },
    });
    const raw = await wsExecute(env.stack.gatewayUrl, VIEWER, { cookie: env.cookie });
    expect(raw).toMatchObject({
      kind: 'errors',
      errors: [{ extensions: { code: 'TRUSTED_DOCUMENT_REQUIRED' } }],
    });
    const token = await wsExecute(env.stack.gatewayUrl, VIEWER, { bearerParam: env.bearer });
    expect(token).toMatchObject({
      kind: 'result',
      result: { data: { viewer: { user: { userName: 'staff' } } } },
    });
    const unknown = await wsExecute(env.stack.gatewayUrl, '', {
      cookie: env.cookie,
      extensions: persisted(UNKNOWN_HASH),
    });
    expect(unknown).toMatchObject({
      kind: 'errors',
      errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    });
  });

  it('counts each outcome per caller', () => {
    const stats = env.stack.gateway.trustedDocuments.stats();
    expect(stats.session.trusted).toBeGreaterThanOrEqual(4);
    expect(stats.session.refused).toBeGreaterThanOrEqual(3);
    expect(stats.session.bootstrap).toBeGreaterThanOrEqual(2);
    expect(stats.bearer.raw).toBeGreaterThanOrEqual(2);
  });
});

describe('trusted documents: off', () => {
  let env: Awaited<ReturnType<typeof withMode>>;
  beforeAll(async () => {
    env = await withMode('off');
  }, START_TIMEOUT_MS);
  afterAll(() => env?.close());

  it('accepts raw documents from a browser session, and hashes still', async () => {
    const raw = await post(env.stack, { query: VIEWER }, { cookie: env.cookie });
    expect(raw.body.data?.viewer?.user?.userName).toBe('staff');
    const hashed = await post(env.stack, { extensions: persisted(VIEWER_HASH) }, { cookie: env.cookie });
    expect(hashed.body.data?.viewer?.user?.userName).toBe('staff');
    const ws = await wsExecute(env.stack.gatewayUrl, VIEWER, { cookie: env.cookie });
    expect(ws).toMatchObject({
      kind: 'result',
      result: { data: { viewer: { user: { userName: 'staff' } } } },
    });
  });
});

describe('trusted documents: all', () => {
  let env: Awaited<ReturnType<typeof withMode>>;
  beforeAll(async () => {
    env = await withMode('all');
  }, START_TIMEOUT_MS);
  afterAll(() => env?.close());

  it('refuses raw documents from API tokens too, and runs their hashes', async () => {
    const raw = await post(env.stack, { query: VIEWER }, { bearer: env.bearer });
    expect(raw.status).toBe(400);
    expect(raw.body.errors?.[0]?.extensions?.code).toBe('TRUSTED_DOCUMENT_REQUIRED');
    const hashed = await post(env.stack, { extensions: persisted(VIEWER_HASH) }, { bearer: env.bearer });
    expect(hashed.body.data?.viewer?.user?.userName).toBe('staff');
  });
});

describe('trusted documents: the manifest', () => {
  it('stops a gateway that needs it when it is missing, naming the file and the fix', () => {
    const missing = path.join(dir, 'nowhere.json');
    expect(() => createGateway({ trustedDocuments: 'sessions', trustedDocumentsManifest: missing })).toThrow(
      new RegExp(
        `TRUSTED_DOCUMENTS=sessions needs .*${missing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is missing`,
      ),
    );
  });

  it('starts without it when trusted documents are off', async () => {
    const gateway = createGateway({
      trustedDocuments: 'off',
      trustedDocumentsManifest: path.join(dir, 'nowhere.json'),
      logLevel: 'silent',
      shutdownDelayMs: 0,
    });
    expect(gateway.trustedDocuments.size).toBe(0);
    await gateway.start(0, '127.0.0.1');
    await gateway.stop();
  });
});
