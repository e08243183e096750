import type { RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError } from '../http/httpError.js';

/**
 * The shipping service's account headers (sales §7: "Shipping calls carry account id and domain
 * headers"; their names are not shown, these are inferred). The account is the house's:
 * externalAccountID is the house ref, externalAccountDomain the House ID people sign in with.
 */
export const ACCOUNT_ID_HEADER = 'x-account-id';
export const ACCOUNT_DOMAIN_HEADER = 'x-account-domain';

export interface ShippingAccount {
  externalAccountID: string;
  externalAccountDomain: string;
}

export function shippingAccountOf(house: { ref: string; user_name: string }): ShippingAccount {
  return { externalAccountID: house.ref, externalAccountDomain: house.user_name };
}

/**
 * Every /api/shipping route: both headers present (400 ACCOUNT_HEADERS_REQUIRED) and naming the
 * caller's own account (403 FORBIDDEN_ACCOUNT). Runs after requireCaller.
 */
export function requireShippingAccount(db: Kysely<DB>): RequestHandler {
  return async (req, _res, next) => {
    const id = req.headers[ACCOUNT_ID_HEADER];
    const domain = req.headers[ACCOUNT_DOMAIN_HEADER];
    if (typeof id !== 'string' || id === '' || typeof domain !== 'string' || domain === '')
      throw badRequest(
        'ACCOUNT_HEADERS_REQUIRED',
        `Shipping calls need the ${ACCOUNT_ID_HEADER} and ${ACCOUNT_DOMAIN_HEADER} headers.`,
      );
    const house = await db
      .selectFrom('houses')
      .select(['ref', 'user_name'])
      .where('id', '=', callerOf(req).houseId)
      .executeTakeFirstOrThrow();
    const account = shippingAccountOf(house);
    if (
      id !== account.externalAccountID ||
      domain.toLowerCase() !== account.externalAccountDomain.toLowerCase()
    )
      throw new HttpError(403, 'FORBIDDEN_ACCOUNT', 'You do not have access to this shipping account.');
    next();
  };
}
