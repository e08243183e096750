/**
 * Invoice payments: charging cards (invoicing §2.3, §5), the invoice preview & send (§2.4) and
 * auto-charge (§2.6).
 */
import type { AppFeature } from '../../platform/feature';
import { invoicePaymentsRoutes } from './routes';

export { ChargeOutcomeBanners, CreditLimitBanner, FailedFilterBar } from './chargeCards/ChargeBanners';
export { ChargeCardsModal } from './chargeCards/ChargeCardsModal';
export { readyToCharge, useChargeCardsFlow } from './chargeCards/useChargeCardsFlow';

export const invoicePaymentsFeature: AppFeature = {
  name: 'invoicePayments',
  routes: invoicePaymentsRoutes,
  typePolicies: { PaymentMethod: { keyFields: ['id'] } },
};
