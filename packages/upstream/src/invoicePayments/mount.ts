import type { DomainMount } from '../domain.js';
import { seedInvoicePayments } from './invoicePaymentsSeed.js';
import { paymentAppRoutes } from './paymentAppRoutes.js';
import { paymentRoutes } from './paymentRoutes.js';

/**
 * Payments (invoicing §7): card charging, auto-charge, invoice preview and send, the audit trail and
 * e-mails; plus POST /app/invoice/setAutoCharge and GET /house/{houseRef}/paymentInfo.
 */
export const mountInvoicePayments: DomainMount = ({ db, mailer, autoCharges, options }) => ({
  routes: [paymentAppRoutes(db)],
  houseRoutes: [paymentRoutes({ db, mailer, autoCharges, devTools: options.devTools ?? false })],
});
/** The registrations' test cards and the bidders' bill-to details (reads only the approvals and bidders). */
mountInvoicePayments.seed = async (db) => ({
  payment_profiles: (await seedInvoicePayments(db)).paymentProfiles,
});
