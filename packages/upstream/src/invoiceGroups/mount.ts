import type { DomainMount } from '../domain.js';
import { buildInvoiceGroup, pendingInvoiceGroupIds, type InvoiceBuildHooks } from './buildInvoiceGroup.js';
import { groupDetailRoutes } from './groupDetailRoutes.js';
import { invoiceRoutes } from './invoiceGroupRoutes.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

declare module '../domain.js' {
  interface DomainOptions {
    /** Test seam into the invoice build transaction. */
    invoiceBuildHooks?: InvoiceBuildHooks;
  }
}

/** The invoices hub (invoicing §7): list, create, build and delete invoice groups; group details. */
export const mountInvoiceGroups: DomainMount = ({ db, jobs, options }) => ({
  houseRoutes: [
    invoiceRoutes({ db, jobs, buildHooks: options.invoiceBuildHooks }),
    groupDetailRoutes({ db }),
  ],
  // Builds that were running when the service stopped start again on the queue.
  start: async () => {
    for (const id of await pendingInvoiceGroupIds(db))
      jobs.enqueue(`resume invoice group ${id}`, async () => {
        await buildInvoiceGroup(db, id, options.invoiceBuildHooks);
      });
  },
});
