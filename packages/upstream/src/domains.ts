import type { DomainMount } from './domain.js';
import { mountApiTokens } from './apiTokens/mount.js';
import { mountCalendar } from './calendar/mount.js';
import { mountDisputes } from './disputes/mount.js';
import { mountFeedback } from './feedback/mount.js';
import { mountInvoiceGroups } from './invoiceGroups/mount.js';
import { mountInvoicePayments } from './invoicePayments/mount.js';
import { mountInvoices } from './invoices/mount.js';
import { mountInvoiceTemplates } from './invoiceTemplates/mount.js';
import { mountLocations } from './locations/mount.js';
import { mountLotImages } from './lotImages/mount.js';
import { mountLots } from './lots/mount.js';
import { mountPublishing } from './publishing/mount.js';
import { mountSaleWizard } from './saleWizard/mount.js';
import { mountShippingReviews } from './shippingReviews/mount.js';
import { mountRealizedPrices } from './realizedPrices/mount.js';
import { mountSaleResults } from './saleResults/mount.js';
import { mountBulkBidding } from './bulkBidding/mount.js';
import { mountPrivateLabel } from './privateLabel/mount.js';
import { mountPasswordReset } from './passwordReset/mount.js';
import { mountPaymentCenter } from './paymentCenter/mount.js';
import { mountSalesTaxReports } from './salesTaxReports/mount.js';
import { mountCustomers } from './customers/mount.js';
import { mountViewer } from './viewer/mount.js';
import { mountBroadcast } from './broadcast/mount.js';
import { mountCampaignReporting } from './campaignReporting/mount.js';
import { mountUnpaidItems } from './unpaidItems/mount.js';

/**
 * The domains of the services (the glossary of docs); each mounts its own routes (see domain.ts).
 * app.ts mounts them and seed/index.ts runs their seeds, so neither imports the other.
 */
export const DOMAINS: readonly DomainMount[] = [
  mountViewer,
  mountApiTokens,
  mountLocations,
  mountCalendar,
  mountSaleWizard,
  mountLots,
  mountLotImages,
  mountPublishing,
  mountShippingReviews,
  mountInvoiceTemplates,
  mountInvoiceGroups,
  mountInvoices,
  mountInvoicePayments,
  mountFeedback,
  mountDisputes,
  mountRealizedPrices,
  mountSaleResults,
  mountBulkBidding,
  mountPrivateLabel,
  mountPasswordReset,
  mountPaymentCenter,
  mountSalesTaxReports,
  mountCustomers,
  mountBroadcast,
  mountCampaignReporting,
  mountUnpaidItems,
];
