/** The payment center (sign-up, switch with appointment booking) and Billing (sales §2). */
import type { AppFeature } from '../../platform/feature';
import { paymentCenterRoutes } from './routes';
import { paymentCenterAccess } from './access';

export const paymentCenterFeature: AppFeature = {
  name: 'paymentCenter',
  routes: paymentCenterRoutes,
  typePolicies: {
    // One per house (the session has one): enrolment and booking answers replace the page's copy.
    PaymentCenter: { keyFields: [] },
    BillingStatement: { keyFields: ['year'] },
  },
  nav: [
    {
      menu: 'settings',
      label: 'Payment Center',
      to: '/payments',
      rule: paymentCenterAccess.paymentCenter,
      description: 'Payment processing',
    },
    {
      menu: 'settings',
      label: 'Billing',
      to: '/settings/billing',
      rule: 'sensitive',
      description: 'Your statement of fees',
    },
  ],
  accessRules: paymentCenterAccess,
};
