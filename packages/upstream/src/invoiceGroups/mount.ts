import type { DomainMount } from '../domain.js';
import { groupDetailRoutes } from './groupDetailRoutes.js';
import { invoiceRoutes } from './invoiceGroupRoutes.js';

/** The invoices hub (invoicing §7): list, create, build and delete invoice groups; group details. */
export const mountInvoiceGroups: DomainMount = ({ db, jobs, options }) => ({
  houseRoutes: [
    invoiceRoutes({ db, jobs, buildHooks: options.invoiceBuildHooks }),
    groupDetailRoutes({ db }),
  ],
});
