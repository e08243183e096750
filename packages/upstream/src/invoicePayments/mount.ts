import type { DomainMount } from '../domain.js';
import { AutoChargeScheduler } from './autoChargeScheduler.js';
import { seedInvoicePayments } from './invoicePaymentsSeed.js';
import { invoicePaymentsSettings } from './invoicePaymentsSettings.js';
import { paymentAppRoutes } from './paymentAppRoutes.js';
import { paymentRoutes } from './paymentRoutes.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

declare module '../domain.js' {
  interface DomainOptions {
    /** How often the auto-charge job runs (AUTO_CHARGE_INTERVAL_MS); 0 or absent: only when triggered. */
    autoChargeIntervalMs?: number;
  }
  interface DomainServices {
    /** The scheduled auto-charge job (started with the upstream; `runNow` triggers it). */
    autoCharges: AutoChargeScheduler;
  }
}

/**
 * Payments (invoicing §7): card charging, auto-charge, invoice preview and send, the audit trail and
 * e-mails; plus POST /app/invoice/setAutoCharge and GET /house/{houseRef}/paymentInfo.
 */
export const mountInvoicePayments: DomainMount = ({ db, mailer, logger, options }) => {
  const autoCharges = new AutoChargeScheduler(db, logger);
  return {
    services: { autoCharges },
    start: async () => autoCharges.start(options.autoChargeIntervalMs ?? 0),
    close: () => autoCharges.close(),
    routes: [paymentAppRoutes(db)],
    houseRoutes: [paymentRoutes({ db, mailer, autoCharges, devTools: options.devTools ?? false })],
  };
};
/** The registrations' test cards and the bidders' bill-to details (reads only the approvals and bidders). */
mountInvoicePayments.seed = async (db) => ({
  payment_profiles: (await seedInvoicePayments(db)).paymentProfiles,
});
/** Its environment variables and the options they give. */
mountInvoicePayments.settings = invoicePaymentsSettings;
