/**
 * Invoice groups: the hub (invoicing §2.1: create, list and delete groups; the sale groups to pick)
 * and a group's details screen (§2.3).
 */
import type { AppFeature } from '../../platform/feature';
import { invoiceGroupsRoutes } from './routes';

export { NO_INVOICES_TABLE_TEXT } from './groupDetails/GroupDetailsScreen';

export const invoiceGroupsFeature: AppFeature = {
  name: 'invoiceGroups',
  routes: invoiceGroupsRoutes,
  typePolicies: {
    // A group's session list is always fetched whole: the newest answer replaces the old one.
    SaleGroup: { keyFields: ['id'], fields: { sessions: { merge: false } } },
    InvoiceGroup: { keyFields: ['id'], fields: { sessions: { merge: false } } },
    InvoiceGroupDetails: {
      keyFields: ['id'],
      fields: { sessions: { merge: false }, csvRows: { merge: false } },
    },
  },
  nav: [
    {
      menu: 'invoices',
      label: 'Manage All Invoices',
      to: '/invoices',
      rule: 'invoices',
      description: 'Create invoice groups',
    },
    {
      menu: 'invoices',
      label: 'Existing Invoices',
      to: '/invoices/ExistingInvoices',
      rule: 'invoices',
      description: 'Invoice groups by date',
    },
  ],
};
