/**
 * The raw baseline (a forked process): a plain Node HTTP handler per screen query, as one would
 * write it by hand without GraphQL. It reads the same POST body the gateway gets (operation name and
 * variables), looks the caller up (GET /app/house/user, every request), makes the screen's upstream
 * calls with an undici keep-alive Pool, maps and derives the answer with the gateway's own service
 * and domain functions (baselineScreens.ts) and serialises it. The benchmark checks at start that
 * its JSON deep-equals the gateway's `data` for every screen.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import type { HouseUser } from '../../packages/gateway/src/rest/house/models.ts';
import { BASELINE_SCREENS, UpstreamStatusError, type BaselineUpstream } from './baselineScreens.ts';
import { onBenchMessage } from './ipc.ts';

const upstreamUrl = process.env['UPSTREAM_URL'] ?? '';
const pool = new Pool(new URL(upstreamUrl).origin, {
  connections: 64,
  keepAliveTimeout: 10_000,
  pipelining: 1,
});

/** The caller's upstream, with their cookie on every call. */
function upstreamFor(cookie: string): BaselineUpstream {
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<T> => {
    const res = await pool.request({
      method,
      path,
      headers: {
        accept: 'application/json',
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await res.body.text();
    if (res.statusCode < 200 || res.statusCode >= 300) throw new UpstreamStatusError(path, res.statusCode);
    return JSON.parse(text) as T;
  };
  return {
    get: <T>(path: string, headers: Record<string, string> = {}) => call<T>('GET', path, undefined, headers),
    post: <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
      call<T>('POST', path, body, headers),
  };
}

interface RequestBody {
  operationName?: string;
  variables?: Record<string, unknown>;
}

async function answer(body: RequestBody, cookie: string): Promise<{ status: number; json: string }> {
  const handler = BASELINE_SCREENS[body.operationName ?? ''];
  if (!handler) return { status: 404, json: '{}' };
  const upstream = upstreamFor(cookie);
  const user = await upstream
    .get<{ user: HouseUser }>('/app/house/user')
    .then((b) => b.user)
    .catch((error: unknown) => {
      if (error instanceof UpstreamStatusError && error.status === 401) return null;
      throw error;
    });
  if (!user) return { status: 401, json: '{"errors":[{"message":"not signed in"}]}' };
  const data = await handler(upstream, user, body.variables ?? {});
  return { status: 200, json: JSON.stringify({ data }) };
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    let body: RequestBody;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RequestBody;
    } catch {
      res.writeHead(400).end();
      return;
    }
    answer(body, req.headers.cookie ?? '').then(
      ({ status, json }) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(json),
        });
        res.end(json);
      },
      (error: unknown) => {
        const json = JSON.stringify({
          errors: [{ message: error instanceof Error ? error.message : String(error) }],
        });
        res.writeHead(502, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
        res.end(json);
      },
    );
  });
});
server.keepAliveTimeout = 65_000;

onBenchMessage();
server.listen(0, '127.0.0.1', () => {
  process.send?.({ type: 'listening', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
