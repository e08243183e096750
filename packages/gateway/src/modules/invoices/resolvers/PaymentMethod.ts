import type { PaymentMethodResolvers } from '../../../__generated__/resolvers-types.js';

/** paidByWePay and ACH count as online payments (invoicing §9). */
const ONLINE_NAMES = new Set(['paidByWePay', 'ACH']);

export const PaymentMethod: PaymentMethodResolvers = {
  id: (m) => String(m.id),
  name: (m) => m.name,
  isOnline: (m) => m.isOnline ?? ONLINE_NAMES.has(m.name),
};
