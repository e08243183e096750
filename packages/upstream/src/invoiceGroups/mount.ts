import type { DomainMount } from '../domain.js';
import { invoiceRoutes } from './invoiceGroupRoutes.js';

/** The invoices hub (invoicing §7): list, create, build and delete invoice groups. */
export const mountInvoiceGroups: DomainMount = ({ db, jobs, options }) => ({
  houseRoutes: [invoiceRoutes({ db, jobs, buildHooks: options.invoiceBuildHooks })],
});
