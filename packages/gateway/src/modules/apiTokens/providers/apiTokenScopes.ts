import type { ApiTokenScope as ScopeName } from '@ah/schema';
import type { ApiTokenScope } from '../../../__generated__/resolvers-types.js';

/** The schema's enum values and the access flags' names the upstream stores (`Viewer.access` fields). */
const SCOPE_NAMES: Readonly<Record<ApiTokenScope, ScopeName>> = {
  INVOICES: 'invoices',
  REPORTS: 'reports',
  CALENDAR: 'calendar',
  CUSTOMER: 'customer',
  SENSITIVE: 'sensitive',
  MESSAGES: 'messages',
  CONSOLE: 'console',
  INVENTORY: 'inventory',
  SETTLEMENT: 'settlement',
  USERS: 'users',
  BULK_BIDDING: 'bulkBidding',
  PAYMENTS: 'payments',
};

const SCOPE_VALUES = new Map(
  (Object.entries(SCOPE_NAMES) as [ApiTokenScope, ScopeName][]).map(([value, name]) => [name, value]),
);

export function scopeName(scope: ApiTokenScope): ScopeName {
  return SCOPE_NAMES[scope];
}

/** The enum value of a stored scope; unknown names (a newer service) are left out. */
export function scopeValues(names: readonly string[]): ApiTokenScope[] {
  return names.flatMap((name) => {
    const value = SCOPE_VALUES.get(name as ScopeName);
    return value ? [value] : [];
  });
}
