import type { Request } from 'express';
import { unauthorized } from '../http/httpError.js';

/** Who is calling: always taken from the session or token, never from the request's arguments. */
export interface Caller {
  userId: number;
  houseId: number;
  houseRef: string;
  via: 'session' | 'apiToken';
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
