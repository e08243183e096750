import { controlCharacterViolation, findControlCharacter } from '@ah/schema';
import type { RequestHandler } from 'express';
import { badRequest, type HttpError } from './httpError.js';

/**
 * The services' half of the control-character rule (@ah/schema controlCharacters.ts): one check
 * of every request's path segments, query and JSON body, mounted after the body parsers and before
 * every route, so a caller of the REST contract gets the same 400 as one going through the gateway
 * and a NUL byte never reaches PostgreSQL (which cannot store it and would answer with an error).
 */
export const refuseControlCharacters: RequestHandler = (req, _res, next) => {
  const refusal =
    controlCharacterRefusal(pathSegments(req.path), 'path') ??
    controlCharacterRefusal(req.query, 'query') ??
    controlCharacterRefusal(req.body, 'body');
  next(refusal ?? undefined);
};

/**
 * A 400 naming where the first control character is (`note`, `objectsReviewed.0.title`; for the
 * query and path `query.name`, `path.2`), or null. Also for bodies a route reads itself (multipart).
 */
export function controlCharacterRefusal(value: unknown, where: 'path' | 'query' | 'body'): HttpError | null {
  const finding = findControlCharacter(value);
  if (!finding) return null;
  const segments = where === 'body' ? finding.path : [where, ...finding.path];
  const violation = controlCharacterViolation(finding, segments.length > 0 ? segments.join('.') : where);
  return badRequest('CONTROL_CHARACTER', violation.message, violation.field);
}

/** The decoded path segments; one that is not valid percent-encoding is left for the router to refuse. */
function pathSegments(path: string): string[] {
  return path.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return '';
    }
  });
}
