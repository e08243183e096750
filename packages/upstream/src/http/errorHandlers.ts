import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDataException } from '../db/errors.js';
import type { Logger } from '../logger.js';
import { errorBody, HttpError } from './httpError.js';

/** Unknown paths answer in the same envelope as every other error. */
export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json(errorBody('NOT_FOUND', `No route for ${req.method} ${req.path}`));
};

/** Maps errors to the error envelope; never leaks a stack or a driver message. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
      res.status(error.status).json(errorBody(error.code, error.message, error.field));
      return;
    }
    const parserError = bodyParserError(error);
    if (parserError) {
      res.status(parserError.status).json(errorBody(parserError.code, parserError.message));
      return;
    }
    // Bad input that got past a route's checks: a 400, so it never reads as the service failing
    // (a gateway's circuit breaker counts 5xx). Logged, since a route's check is missing.
    if (isDataException(error)) {
      logger.warn(
        `${req.method} ${req.path} refused a value the database cannot take`,
        codeAndMessage(error),
      );
      res.status(400).json(errorBody('INVALID_VALUE', INVALID_VALUE_MESSAGE));
      return;
    }
    logger.error(`${req.method} ${req.originalUrl} failed`, error);
    res.status(500).json(errorBody('INTERNAL', 'Internal error'));
  };
}

export const INVALID_VALUE_MESSAGE =
  'A value in the request cannot be stored: it is too long, out of range or not in the expected form.';

function codeAndMessage(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? { code: error.code, message: error.message } : error;
}

/** express.json() failures carry a `type` (and a 4xx status) we can turn into a readable refusal. */
function bodyParserError(error: unknown): { status: number; code: string; message: string } | null {
  if (typeof error !== 'object' || error === null || !('type' in error)) return null;
  switch (error.type) {
    case 'entity.parse.failed':
      return { status: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON.' };
    case 'entity.too.large':
      return { status: 413, code: 'BODY_TOO_LARGE', message: 'The request body is too large.' };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return {
        status: 415,
        code: 'UNSUPPORTED_ENCODING',
        message: 'The request body encoding is not supported.',
      };
    default:
      return null;
  }
}
