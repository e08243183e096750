import type { IncomingMessage, ServerResponse } from 'node:http';
import { credentialsFromHeaders } from '../auth/credentials.js';
import { ERROR_MESSAGES, ErrorCode } from '../errors.js';
import type { ClientAddresses, RateLimiter, RateRefusal } from '../limits/rateLimit/index.js';
import { GRAPHQL_PATH } from '../ws.js';
import { SECURITY_HEADERS } from './securityHeaders.js';

/** The file routes (uploads, downloads, images): counted like GraphQL, refused in their own shape. */
const FILE_ROUTE_PREFIXES = ['/uploads/', '/downloads/', '/images/'];

/**
 * The per-caller rate limit on every HTTP path that reaches a service: `/graphql` (before the lean
 * path and express) and the file routes. The web app's static files and the health checks are not
 * counted. A refusal is 429 with `Retry-After`; over GraphQL its body is a GraphQL error with
 * `extensions.code` RATE_LIMITED, on the file routes `{ error: { code, message } }`.
 */
export function rateLimitRoutes(
  limiter: RateLimiter,
  clientAddresses: ClientAddresses,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return (req, res, next) => {
    const route = routeOf(req.url ?? '');
    if (route === null) {
      next();
      return;
    }
    limiter.caller(credentialsFromHeaders(req.headers), clientAddresses.of(req)).then((refusal) => {
      if (refusal) refuse(req, res, route, refusal);
      else next();
    }, next);
  };
}

function routeOf(url: string): 'graphql' | 'file' | null {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path === GRAPHQL_PATH) return 'graphql';
  return FILE_ROUTE_PREFIXES.some((prefix) => path.startsWith(prefix)) ? 'file' : null;
}

function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  route: 'graphql' | 'file',
  refusal: RateRefusal,
): void {
  const body =
    route === 'graphql'
      ? {
          errors: [
            {
              message: ERROR_MESSAGES.rateLimited,
              extensions: { code: ErrorCode.RATE_LIMITED, retryAfter: refusal.retryAfterSeconds },
            },
          ],
        }
      : { error: { code: ErrorCode.RATE_LIMITED, message: ERROR_MESSAGES.rateLimited } };
  const json = JSON.stringify(body);
  // The body is read and dropped, so a client still sending reads the answer rather than a reset.
  req.resume();
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  res.setHeader('cache-control', 'no-store');
  res.setHeader('retry-after', String(refusal.retryAfterSeconds));
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(json));
  res.writeHead(429);
  res.end(json);
}
