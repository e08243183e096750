import { GraphQLError } from 'graphql/index.js';
import type { GatewayContext } from '../../../context.js';
import { badUserInput, ErrorCode } from '../../../errors.js';
import { UpstreamError } from '../../../rest/errors.js';
import { inInputTerms as sharedInInputTerms } from '../../../rest/inputTerms.js';
import type { ShippingAccount } from '../../../rest/shipping/models.js';
import { shippingAccountOf } from '../../../rest/shipping/shippingReviewApi.js';

/** Who is calling, as the sales setup calls need it: always from the session, never from arguments. */
export interface SalesCaller {
  houseRef: string;
  houseId: number;
  houseTimeZone: string;
  account: ShippingAccount;
}

export async function salesCaller(context: GatewayContext): Promise<SalesCaller> {
  const viewer = await context.requireViewer();
  const info = viewer.houseInfo;
  return {
    houseRef: info.houseRef,
    houseId: info.houseID,
    houseTimeZone: info.timeZone,
    account: shippingAccountOf({ houseRef: info.houseRef, houseUserName: info.houseUserName }),
  };
}

/** A GraphQL ID that must be a positive whole number (upstream ids); "0" only where allowed. */
export function numericId(value: string, field: string, allowZero = false): string {
  const trimmed = value.trim();
  if (!/^\d{1,10}$/.test(trimmed) || (!allowZero && Number(trimmed) === 0))
    throw badUserInput(`${field} must be a whole number`, field);
  return String(Number(trimmed));
}

/**
 * An upstream refusal in the GraphQL input's terms (rest/inputTerms.ts): its `field` renamed
 * by `fields` (upstream body name → input name), after `prefix`.
 */
export function inInputTerms(error: unknown, fields: Readonly<Record<string, string>>, prefix = ''): unknown {
  return sharedInInputTerms(error, { fields, prefix });
}

/** True when the error is the upstream's 404 (another house's id, or none). */
export function isNotFound(error: unknown): boolean {
  return error instanceof UpstreamError && error.code === ErrorCode.NOT_FOUND;
}

/** NOT_FOUND: an id that is not the caller's house's (or does not exist), at its input `field` when named. */
export function notFound(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: ErrorCode.NOT_FOUND, ...(field ? { field } : {}) },
  });
}
