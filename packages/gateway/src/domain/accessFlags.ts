import type { AccessFlags } from '../__generated__/resolvers-types.js';
import type { HouseUser } from '../rest/house/models.js';

/** The access flags of the schema (`AccessFlags` fields); guards name them. */
export type AccessFlagName = Exclude<keyof AccessFlags, '__typename'>;

/** Which upstream 0/1 flag backs each schema flag (the upstream spells bulk bidding "Bulkbiding"). */
const UPSTREAM_FLAG: Readonly<Record<AccessFlagName, keyof HouseUser>> = {
  invoices: 'accessInvoices',
  reports: 'accessReports',
  calendar: 'accessCalendar',
  customer: 'accessCustomer',
  sensitive: 'accessSensitive',
  messages: 'accessMessages',
  console: 'accessConsole',
  inventory: 'accessInventory',
  settlement: 'accessSettlement',
  users: 'accessUsers',
  bulkBidding: 'accessBulkbiding',
  payments: 'accessPayments',
};

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
