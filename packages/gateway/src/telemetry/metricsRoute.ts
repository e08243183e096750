import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger.js';
import { SECURITY_HEADERS } from '../http/securityHeaders.js';
import type { GatewayMetrics } from './metrics.js';

export const METRICS_PATH = '/metrics';

/** Headers a reverse proxy adds: behind one on the same host, every caller looks like loopback. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

export type MetricsAccess = 'allowed' | 'unauthorized' | 'forbidden';

/**
 * Who may read `/metrics` (gateway README: Telemetry). With `METRICS_TOKEN` set: whoever sends it as a
 * bearer token, from any address, and nobody else. Without: only a direct caller on this machine
 * (loopback, no proxy's forwarding header), so a gateway exposed to the internet does not show its
 * traffic, routes and error counts to it.
 */
export function metricsAccess(
  headers: IncomingMessage['headers'],
  remoteAddress: string | undefined,
  token: string | null,
): MetricsAccess {
  if (token !== null) {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '')?.[1] ?? null;
    return given !== null && sameSecret(given, token) ? 'allowed' : 'unauthorized';
  }
  if (FORWARDING_HEADERS.some((name) => headers[name] !== undefined)) return 'forbidden';
  return isLoopback(remoteAddress) ? 'allowed' : 'forbidden';
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** Compares digests, so the time taken says nothing about the token. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `GET /metrics`, answered on the HTTP server before the rate limits and the GraphQL path: a
 * scrape is neither user traffic nor a request the metrics count. Returns false for any other
 * request (the caller hands it on).
 */
export function metricsRoute(
  metrics: GatewayMetrics,
  token: string | null,
  logger: Logger,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || pathOf(req.url) !== METRICS_PATH) return false;
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    res.setHeader('cache-control', 'no-store');
    const access = metricsAccess(req.headers, req.socket.remoteAddress, token);
    if (access !== 'allowed') {
      if (access === 'unauthorized') res.setHeader('www-authenticate', 'Bearer');
      res.writeHead(access === 'unauthorized' ? 401 : 403, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(access === 'unauthorized' ? 'Unauthorized\n' : 'Forbidden\n');
      return true;
    }
    metrics.render().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        logger.error('Rendering the metrics failed', error);
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal server error\n');
      },
    );
    return true;
  };
}

function pathOf(url: string | undefined): string {
  const q = url?.indexOf('?') ?? -1;
  return q === -1 ? (url ?? '') : (url ?? '').slice(0, q);
}
