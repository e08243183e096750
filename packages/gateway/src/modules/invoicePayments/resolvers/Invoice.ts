import type { InvoiceResolvers } from '../../../__generated__/resolvers-types.js';
import { auditTrailOf } from '../providers/auditTrail.js';

/** Fields this module adds to the invoice-editing module's `Invoice`. */
export const Invoice: InvoiceResolvers = {
  auditTrail: (m, _args, context) => auditTrailOf(context, m.invoice.invoiceID),
};
