import type { ServerResponse } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { SECURITY_HEADERS } from './securityHeaders.js';
import type { Logger } from '../logger.js';

/**
 * Apollo's express integration needs `req.body` set. Bodies the JSON parser skips (text/plain,
 * forms) become `{}`, so Apollo's CSRF prevention refuses them (400) rather than a 500.
 */
export const ensureBody: RequestHandler = (req, _res, next) => {
  if (req.body === undefined) req.body = {};
  next();
};

/** Body-parser and other express errors as GraphQL-shaped JSON, never with a stack trace. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    sendHttpError(res, httpStatusOf(error), error, logger);
  };
}

/** An HTTP-level failure (bad body, unexpected error) as GraphQL-shaped JSON: express's and the lean path's. */
export function sendHttpError(res: ServerResponse, status: number, error: unknown, logger: Logger): void {
  if (status >= 500) logger.error('Unhandled HTTP error', error);
  const message =
    status === 413
      ? 'The request body is too large.'
      : status === 400
        ? 'The request body is not valid JSON.'
        : status < 500
          ? 'Bad request.'
          : 'Internal server error';
  const json = JSON.stringify({
    errors: [{ message, extensions: { code: status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR' } }],
  });
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(json));
  res.writeHead(status);
  res.end(json);
}

function httpStatusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const status =
      (error as { status?: unknown; statusCode?: unknown }).status ??
      (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 600) return status;
  }
  return 500;
}
