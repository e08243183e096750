import type { GatewayContext } from '../../../context.js';
import { badUserInput } from '../../../errors.js';
import { parseId } from '../../../input/ids.js';
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

/**
 * A GraphQL ID that must be a whole number (upstream ids), normalised ("007" is 7); "0" only where
 * allowed (a new session). Leading zeros aside, the rule is input/ids.ts's.
 */
export function numericId(value: string, field: string, allowZero = false): string {
  const trimmed = value.trim();
  const message = `${field} must be a whole number`;
  if (!/^\d{1,10}$/.test(trimmed)) throw badUserInput(message, field);
  const digits = trimmed.replace(/^0+(?=\d)/, '');
  if (digits === '0' && allowZero) return '0';
  return String(parseId(digits, field, message));
}

/**
 * An upstream refusal in the GraphQL input's terms (rest/inputTerms.ts): its `field` renamed
 * by `fields` (upstream body name → input name), after `prefix`.
 */
export function inInputTerms(error: unknown, fields: Readonly<Record<string, string>>, prefix = ''): unknown {
  return sharedInInputTerms(error, { fields, prefix });
}
