import type { Response } from 'express';
import { Pool } from 'undici';
import { upstreamAuthHeaders, type Credentials } from '../auth/credentials.js';
import { ErrorCode, ERROR_MESSAGES } from '../errors.js';
import { FileRouteError } from './routeAccess.js';

/**
 * A route's own keep-alive pool to one upstream service (files do not go through the REST clients),
 * and the path the service's URL puts before every call.
 */
export function servicePool(serviceUrl: string, connections: number): { pool: Pool; basePath: string } {
  const base = new URL(serviceUrl);
  return {
    pool: new Pool(base.origin, { connections, keepAliveTimeout: 4_000 }),
    basePath: base.pathname.replace(/\/+$/, ''),
  };
}

/** Only the file's type, name and length cross; the service's other headers stay behind. */
const PASSED_HEADERS = ['content-type', 'content-disposition', 'content-length'] as const;

/**
 * Streams one file from an upstream service to the browser (the item, sale-result and report
 * downloads). A refusal of the service (400, 401, 403, 404) keeps its status and message; anything
 * else is 502, so no upstream failure reads as the caller's fault. Throws FileRouteError before the
 * first byte is sent; the caller answers it.
 */
export async function streamUpstreamFile(
  pool: Pool,
  path: string,
  credentials: Credentials | null,
  res: Response,
): Promise<void> {
  const answer = await pool
    .request({
      method: 'GET',
      path,
      headers: upstreamAuthHeaders(credentials),
      signal: AbortSignal.timeout(60_000),
    })
    .catch(() => {
      throw new FileRouteError(502, ErrorCode.UPSTREAM_UNAVAILABLE, ERROR_MESSAGES.upstreamUnavailable);
    });
  if (answer.statusCode !== 200) {
    const body = (await answer.body.json().catch(() => ({}))) as {
      error?: { code?: string; message?: string };
    };
    const status = [400, 401, 403, 404].includes(answer.statusCode) ? answer.statusCode : 502;
    throw new FileRouteError(
      status,
      body.error?.code ?? 'UPSTREAM_ERROR',
      body.error?.message ?? 'The download failed.',
    );
  }
  for (const name of PASSED_HEADERS) {
    const value = answer.headers[name];
    if (typeof value === 'string') res.setHeader(name, value);
  }
  res.setHeader('Cache-Control', 'no-store');
  res.status(200);
  for await (const chunk of answer.body) res.write(chunk);
  res.end();
}
