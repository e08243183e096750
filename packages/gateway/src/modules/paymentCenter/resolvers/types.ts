import { centsToMoney, PAYMENT_CENTER_BENEFITS, PAYMENT_CENTER_FAQ_URL } from '@ah/schema';
import type {
  BillingLineResolvers,
  BillingStatementResolvers,
  PaymentAppointmentResolvers,
  PaymentCenterResolvers,
} from '../../../__generated__/resolvers-types.js';

export const PaymentCenter: PaymentCenterResolvers = {
  eligible: (p) => p.paymentProcessingEligible,
  enabled: (p) => p.paymentProcessingEnabled,
  enrolledAt: (p) => p.enrolledAt,
  appointments: (p) => p.appointments,
  benefits: () => [...PAYMENT_CENTER_BENEFITS],
  faqUrl: () => PAYMENT_CENTER_FAQ_URL,
};

export const PaymentAppointment: PaymentAppointmentResolvers = {
  id: (a) => String(a.id),
  startsAt: (a) => a.startsAt,
  contactName: (a) => a.contactName,
  phone: (a) => a.phone,
};

export const BillingStatement: BillingStatementResolvers = {
  year: (s) => s.year,
  lines: (s) => s.lines,
  total: (s) => centsToMoney(s.totalCents),
};

export const BillingLine: BillingLineResolvers = {
  date: (l) => l.date,
  kind: (l) => l.kind,
  description: (l) => l.description,
  quantity: (l) => l.quantity,
  amount: (l) => centsToMoney(l.amountCents),
};
