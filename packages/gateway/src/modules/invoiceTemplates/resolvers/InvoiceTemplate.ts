import { isTemplateActive } from '@ah/schema';
import type { InvoiceTemplateResolvers } from '../../../__generated__/resolvers-types.js';

/** The picker's field on the invoices hub's template type (GET paymentProcessorType, once per request). */
export const InvoiceTemplate: InvoiceTemplateResolvers = {
  active: async (t, _args, context) =>
    isTemplateActive(
      await context.loaders.paymentProcessorType.load(await context.houseRef()),
      t.payrixTemplate,
    ),
};
