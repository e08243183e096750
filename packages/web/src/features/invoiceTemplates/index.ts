/** Invoice templates (invoicing §2): the template editor. */
import type { AppFeature } from '../../platform/feature';
import { invoiceTemplatesRoutes } from './routes';

export const invoiceTemplatesFeature: AppFeature = {
  name: 'invoiceTemplates',
  routes: invoiceTemplatesRoutes,
  typePolicies: { InvoiceTemplate: { keyFields: ['id'] } },
  nav: [
    {
      menu: 'invoices',
      label: 'Invoice Templates',
      to: '/invoices/InvoiceTemplates',
      rule: 'invoices',
      description: 'Email, taxes, fees, messages',
    },
  ],
};
