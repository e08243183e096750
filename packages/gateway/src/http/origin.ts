import type { RequestHandler } from 'express';

export interface OriginRules {
  /** ALLOWED_ORIGINS. */
  allowed: readonly string[];
  /**
   * Development only: any http://localhost:* or http://127.0.0.1:* origin, so the Vite dev server
   * (which proxies /graphql with changeOrigin) works without configuration.
   */
  allowLoopback: boolean;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a request's `Origin` may call the API: no Origin (not a browser, or a same-origin GET),
 * the gateway's own origin (same host as the `Host` header), one of ALLOWED_ORIGINS, or in
 * development a loopback origin.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  rules: OriginRules,
): boolean {
  if (origin === undefined) return true;
  if (rules.allowed.includes(origin)) return true;
  try {
    const url = new URL(origin);
    if (host !== undefined && url.host === host) return true;
    return rules.allowLoopback && url.protocol === 'http:' && LOOPBACK.has(url.hostname);
  } catch {
    return false;
  }
}

const ALLOWED_HEADERS = 'content-type, authorization, apollo-require-preflight, x-apollo-operation-name';

/**
 * Origin policy of `/graphql`: same origin by default; ALLOWED_ORIGINS get CORS with credentials;
 * any other browser origin is refused (403) before the request reaches Apollo.
 */
export function originPolicy(rules: OriginRules): RequestHandler {
  const { allowed } = rules;
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (!isAllowedOrigin(origin, req.headers.host, rules)) {
      res
        .status(403)
        .json({ errors: [{ message: 'Origin not allowed', extensions: { code: 'FORBIDDEN' } }] });
      return;
    }
    if (origin !== undefined && allowed.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.append('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        res.setHeader('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    }
    next();
  };
}
