import type { InvoiceTemplateResolvers } from '../../../__generated__/resolvers-types.js';

export const InvoiceTemplate: InvoiceTemplateResolvers = {
  id: (t) => String(t.id),
  name: (t) => t.name,
  payrixTemplate: (t) => t.payrixTemplate,
};
