import { type AccessRule, hasFlag } from '../../platform/access/accessRules';

/** Who may open Your Customers (sales spec "Top navigation", §6). */
export const customersAccess = {
  /** Your Customers: a customer page (accessCustomer) for connect types s, p and e. */
  yourCustomers: (v) => hasFlag(v, 'customer') && ['s', 'p', 'e'].includes(v.house.settings.connectType),
} satisfies Record<string, AccessRule>;
