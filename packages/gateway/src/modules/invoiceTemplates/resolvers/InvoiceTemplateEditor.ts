import type { InvoiceTemplateEditorResolvers } from '../../../__generated__/resolvers-types.js';
import { templateAddresses, templateCountries } from '../providers/invoiceTemplateService.js';

export const InvoiceTemplateEditor: InvoiceTemplateEditorResolvers = {
  mode: (e) => (e.template ? 'VIEW' : 'CREATE'),
  template: (e) => e.template,
  readOnly: (e) => e.template !== null && !e.template.active,
  // Under processor type p charges apply per invoice only (invoicing §9).
  chargeApplicationChoice: (e) => e.processorType !== 'p',
  addresses: (_e, _args, context) => templateAddresses(context),
  countries: (e, _args, context) => templateCountries(context, e.processorType),
};
