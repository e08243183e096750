import type { Request } from 'express';
import { badRequest } from '../http/httpError.js';
import { parsePositiveInteger } from '../http/validate.js';

/** The `:invoiceGroupId` of a group's routes (400 INVALID_ID unless a positive whole number). */
export const groupIdOf = (req: Request): number => {
  const id = parsePositiveInteger(req.params['invoiceGroupId']);
  if (id === null)
    throw badRequest('INVALID_ID', 'invoiceGroupId must be a positive whole number.', 'invoiceGroupId');
  return id;
};
