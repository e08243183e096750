/** The payment center (sign-up, switch with appointment booking) and Billing (sales §2). */
import type { AppFeature } from '../../app/feature';
import { paymentCenterRoutes } from './routes';

export const paymentCenterFeature: AppFeature = {
  name: 'paymentCenter',
  routes: paymentCenterRoutes,
  typePolicies: {
    // One per house (the session has one): enrolment and booking answers replace the page's copy.
    PaymentCenter: { keyFields: [] },
    BillingStatement: { keyFields: ['year'] },
  },
};
