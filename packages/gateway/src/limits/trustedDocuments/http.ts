import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { credentialsFromHeaders } from '../../auth/credentials.js';
import { SECURITY_HEADERS } from '../../http/securityHeaders.js';
import { callerKindOf, type TrustedDocumentRefusal, type TrustedDocuments } from './policy.js';

/** Set on a request whose body the lean path already resolved, so express does not count it twice. */
const RESOLVED = Symbol('trustedDocumentResolved');

type MarkedRequest = IncomingMessage & { [RESOLVED]?: true; body?: unknown };

export function markResolved(req: IncomingMessage): void {
  (req as MarkedRequest)[RESOLVED] = true;
}

/**
 * Resolves a parsed JSON body in place (`query` from the manifest, `persistedQuery` removed), or
 * returns the refusal. Bodies that are not one operation (batches, scalars, a non-map `extensions`)
 * are Apollo's to refuse.
 */
export function resolveBody(
  trusted: TrustedDocuments,
  req: IncomingMessage,
  body: unknown,
): { body: unknown } | { refusal: TrustedDocumentRefusal } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { body };
  // A non-map `extensions` is kept as sent, so Apollo refuses it (400) as it does bad `variables`.
  const { extensions } = body as Record<string, unknown>;
  if (extensions !== undefined && extensions !== null && !isMap(extensions)) return { body };
  const resolution = trusted.resolve(body, callerKindOf(credentialsFromHeaders(req.headers)));
  if ('refusal' in resolution) return resolution;
  const { extensions: _, ...rest } = body as Record<string, unknown>;
  return {
    body: {
      ...rest,
      query: resolution.query,
      ...(resolution.extensions ? { extensions: resolution.extensions } : {}),
    },
  };
}

const isMap = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Express, before Apollo Server: the same policy for whatever the lean path did not already
 * resolve (other content types, GET, bodies it handed over untouched). A GET names its document
 * in the URL, so a hash there is refused: trusted documents are sent by POST.
 */
export function trustedDocumentsMiddleware(trusted: TrustedDocuments): RequestHandler {
  return (req, res, next) => {
    const marked = req as MarkedRequest;
    if (marked[RESOLVED]) return next();
    markResolved(req);
    if (req.method === 'GET') {
      const { query, operationName, extensions } = req.query;
      if (typeof extensions === 'string' && extensions.includes('persistedQuery'))
        return sendTrustedDocumentRefusal(res, {
          code: 'BAD_REQUEST',
          message: 'Trusted documents are sent by POST.',
        });
      const resolution = trusted.resolve(
        { query, operationName },
        callerKindOf(credentialsFromHeaders(req.headers)),
      );
      if ('refusal' in resolution) return sendTrustedDocumentRefusal(res, resolution.refusal);
      return next();
    }
    const resolved = resolveBody(trusted, req, req.body);
    if ('refusal' in resolved) return sendTrustedDocumentRefusal(res, resolved.refusal);
    req.body = resolved.body;
    next();
  };
}

/** A refusal as GraphQL-shaped JSON, 400 (a client error, never a 5xx). */
export function sendTrustedDocumentRefusal(res: ServerResponse, refusal: TrustedDocumentRefusal): void {
  const json = JSON.stringify({ errors: [{ message: refusal.message, extensions: { code: refusal.code } }] });
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  res.setHeader('cache-control', 'no-store');
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(json));
  res.writeHead(400);
  res.end(json);
}
