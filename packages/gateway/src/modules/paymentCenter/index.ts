import type { GatewayModule } from '../gatewayModule.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';
import { BillingLine, BillingStatement, PaymentAppointment, PaymentCenter } from './resolvers/types.js';

/**
 * The payment center (sales §2 Payments promo: sign-up, switch with appointment booking) and
 * Billing (the house's statement of fees). The payment center needs the payments flag and an
 * eligible house (FORBIDDEN otherwise); billing needs the sensitive flag (sales §6: settings and
 * billing).
 */
export const paymentCenterModule = {
  name: 'paymentCenter' as const,
  resolvers: { Query, Mutation, PaymentCenter, PaymentAppointment, BillingStatement, BillingLine },
  guards: {
    Query: { paymentCenter: { access: 'payments' }, billingStatement: { access: 'sensitive' } },
    Mutation: {
      enrolInPaymentProcessing: { access: 'payments' },
      bookPaymentAppointment: { access: 'payments' },
    },
  },
} satisfies GatewayModule;
