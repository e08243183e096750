import type { Request } from 'express';
import { unauthorized } from '../http/httpError.js';

/** Who is calling: always taken from the session or token, never from the request's arguments. */
export interface Caller {
  userId: number;
  houseId: number;
  houseRef: string;
  via: 'session' | 'apiToken';
  /** The token's limits when the caller is a script (via 'apiToken'). */
  apiToken?: CallerToken;
}

/** A bearer token's expiry and scopes: the gateway refuses what they do not allow. */
export interface CallerToken {
  id: string;
  expiresAt: string;
  readOnly: boolean;
  /** The access flags the token may use; null for all of its user's. */
  scopes: string[] | null;
}

const callers = new WeakMap<Request, Caller>();

export function setCaller(req: Request, caller: Caller): void {
  callers.set(req, caller);
}

/** The authenticated caller; throws 401 when the route was reached without one. */
export function callerOf(req: Request): Caller {
  const caller = callers.get(req);
  if (!caller) throw unauthorized();
  return caller;
}
