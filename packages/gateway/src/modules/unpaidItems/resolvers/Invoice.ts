import type { InvoiceResolvers } from '../../../__generated__/resolvers-types.js';

/**
 * An invoice's unpaid-item timeline: its head (stage, what happens next) through the request's
 * batch loader, so a page of invoices costs one upstream call; its audit trail is read apart, for
 * the invoice whose trail is asked (UnpaidItemTimeline.events). Null before the invoice is sent:
 * the pipeline starts at sending.
 */
export const Invoice: InvoiceResolvers = {
  unpaidItems: (m, _args, context) =>
    m.invoice.invoiceSentDate
      ? context.loaders.unpaidItems.unpaidItemTimelineHead.load(m.invoice.invoiceID)
      : null,
};
