import type { InvoiceGroupResolvers } from '../../../__generated__/resolvers-types.js';

export const InvoiceGroup: InvoiceGroupResolvers = {
  id: (g) => String(g.invoiceGroupID),
  title: (g) => g.invoiceGroupTitle,
  templateId: (g) => String(g.invoiceGroupSettingsID),
  invoicesCreated: (g) => g.invoiceCreated,
  sessions: (g) => g.catalogs,
};
