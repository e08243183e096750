import { isTemplateActive } from '@ah/schema';
import type { InvoiceTemplateResolvers } from '../../../__generated__/resolvers-types.js';
import { viewerLoadersOf } from '../../viewer/index.js';

/**
 * A template of the house's list. `active` is the picker's field (GET paymentProcessorType, once per
 * request).
 */
export const InvoiceTemplate: InvoiceTemplateResolvers = {
  id: (t) => String(t.id),
  name: (t) => t.name,
  payrixTemplate: (t) => t.payrixTemplate,
  active: async (t, _args, context) =>
    isTemplateActive(
      await viewerLoadersOf(context).paymentProcessorType.load(await context.houseRef()),
      t.payrixTemplate,
    ),
};
