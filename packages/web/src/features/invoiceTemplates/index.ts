/** Invoice templates (invoicing §2): the template editor. */
import type { AppFeature } from '../../app/feature';
import { invoiceTemplatesRoutes } from './routes';

export const invoiceTemplatesFeature: AppFeature = {
  name: 'invoiceTemplates',
  routes: invoiceTemplatesRoutes,
  typePolicies: { InvoiceTemplate: { keyFields: ['id'] } },
};
