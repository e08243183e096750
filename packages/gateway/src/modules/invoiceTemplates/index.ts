import type { GatewayModule } from '../gatewayModule.js';
import { createInvoiceTemplatesLoaders } from './providers/loaders.js';
import { InvoiceTemplate } from './resolvers/InvoiceTemplate.js';
import { InvoiceTemplateEditor } from './resolvers/InvoiceTemplateEditor.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';

/**
 * Invoice templates: the house's list (a new invoice group picks one) and the template editor
 * (invoicing §2.7): read a template with what the editor offers, save one.
 */
export const invoiceTemplatesModule = {
  name: 'invoiceTemplates' as const,
  resolvers: { Query, Mutation, InvoiceTemplate, InvoiceTemplateEditor },
  guards: {
    Query: { invoiceTemplates: { access: 'invoices' }, invoiceTemplateEditor: { access: 'invoices' } },
    Mutation: { saveInvoiceTemplate: { access: 'invoices' } },
  },
  loaders: (context) => createInvoiceTemplatesLoaders(context.rest),
} satisfies GatewayModule;

// Its loaders, for the modules that read or clear them (eslint/gatewayBoundaries.mjs).
export { invoiceTemplatesLoadersOf } from './providers/loaders.js';
