import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { InvoiceTemplate } from './resolvers/InvoiceTemplate.js';
import { InvoiceTemplateEditor } from './resolvers/InvoiceTemplateEditor.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';

/** The invoice template editor (invoicing §2.7): read a template with what the editor offers, save one. */
export const invoiceTemplatesResolvers: Resolvers = {
  Query,
  Mutation,
  InvoiceTemplate,
  InvoiceTemplateEditor,
};
