import { ACCESS_FLAG_FIELDS } from '@ah/schema';
import type { AccessFlags } from '../__generated__/resolvers-types.js';
import type { HouseUser } from '../rest/house/models.js';

/** The access flags of the schema (`AccessFlags` fields); guards name them. */
export type AccessFlagName = Exclude<keyof AccessFlags, '__typename'>;

/** Which upstream 0/1 flag backs each schema flag (`@ah/schema`'s one list; accessFlags.test.ts). */
const UPSTREAM_FLAG: Readonly<Record<AccessFlagName, keyof HouseUser>> = ACCESS_FLAG_FIELDS;

export const ACCESS_FLAG_NAMES = Object.keys(UPSTREAM_FLAG) as AccessFlagName[];

/** Whether the user holds the flag (upstream 1 means yes). */
export function hasAccess(user: HouseUser, flag: AccessFlagName): boolean {
  return user[UPSTREAM_FLAG[flag]] === 1;
}

/** All flags as booleans. */
export function accessFlagsOf(user: HouseUser): Record<AccessFlagName, boolean> {
  return Object.fromEntries(ACCESS_FLAG_NAMES.map((f) => [f, hasAccess(user, f)])) as Record<
    AccessFlagName,
    boolean
  >;
}

/**
 * sales §6: who may bulk bid (and so sees the way to the page): the bulkBidding flag, and bulk
 * bidding enabled for the house or a super user.
 */
export function mayBulkBid(user: HouseUser): boolean {
  return hasAccess(user, 'bulkBidding') && (user.isSuperUser || user.houseInfo.bulkBiddingEnabled === true);
}
