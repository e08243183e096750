import type { RequestHandler } from 'express';
import { HttpError } from '../http/httpError.js';
import { callerOf } from './caller.js';

/**
 * Guards every /app/house/{houseRef}/... route: the path's house must be the caller's. Handlers
 * still scope every query by the caller's house id; this only gives the clear 403.
 */
export const requireOwnHouse: RequestHandler = (req, _res, next) => {
  const caller = callerOf(req);
  if (req.params['houseRef'] !== caller.houseRef)
    throw new HttpError(403, 'FORBIDDEN_HOUSE', 'You do not have access to this house.', 'houseRef');
  next();
};
