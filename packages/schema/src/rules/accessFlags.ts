/**
 * The access flags, by the names the schema's `AccessFlags`, the gateway's guards and API token
 * scopes use, each with the upstream's 0/1 field behind it (the upstream spells bulk bidding
 * "Bulkbiding"). One list, so that a new flag cannot reach one layer and not another.
 */
export const ACCESS_FLAG_FIELDS = {
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
} as const;

export type AccessFlagName = keyof typeof ACCESS_FLAG_FIELDS;
/** The upstream's field of a flag (`accessInvoices`, ...). */
export type AccessFlagField = (typeof ACCESS_FLAG_FIELDS)[AccessFlagName];

export const ACCESS_FLAG_NAMES = Object.keys(ACCESS_FLAG_FIELDS) as readonly AccessFlagName[];
