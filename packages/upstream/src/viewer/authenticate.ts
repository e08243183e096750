import { parseCookie } from 'cookie';
import type { Request, RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { HttpError, unauthorized } from '../http/httpError.js';
import { callerFromApiToken } from '../apiTokens/apiTokens.js';
import { setCaller, type Caller } from './caller.js';
import { callerFromSession } from './sessions.js';
import { SESSION_COOKIE } from './tokens.js';

/** The session cookie's value, if the request carries one. */
export function sessionTokenOf(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  return parseCookie(header)[SESSION_COOKIE] || undefined;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;
/**
 * The legacy house marker some calls send as Authorization: the house ref plus '*' (invoicing §7,
 * POST /additionalCharges). It is not a credential: the cookie still decides who is calling.
 */
export const HOUSE_MARKER = /^[A-Za-z0-9_-]{1,64}\*$/;

/**
 * Resolves the caller from `Authorization: Bearer` (when present it alone decides) or from the
 * session cookie; answers 401 when neither gives a live caller.
 */
export function requireCaller(db: Kysely<DB>): RequestHandler {
  return async (req, _res, next) => {
    let caller: Caller | null = null;
    const authorization = req.headers.authorization;
    if (authorization !== undefined && !HOUSE_MARKER.test(authorization)) {
      const match = BEARER.exec(authorization);
      if (!match?.[1])
        throw new HttpError(401, 'UNAUTHENTICATED', 'The Authorization header must be "Bearer <token>".');
      caller = await callerFromApiToken(db, match[1]);
    } else {
      const token = sessionTokenOf(req);
      if (token) caller = await callerFromSession(db, token);
    }
    if (!caller) throw unauthorized();
    setCaller(req, caller);
    next();
  };
}
