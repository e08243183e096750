import type { InvoiceGroupDetailsResolvers } from '../../../__generated__/resolvers-types.js';
import { pageInfoFor } from '../../../domain/paging.js';
import { detailsWindow, parseIdArg } from '../../invoices/providers/invoiceEditingService.js';

/** Fields this module adds to the invoice-editing module's `InvoiceGroupDetails`. */
export const InvoiceGroupDetails: InvoiceGroupDetailsResolvers = {
  // The failed-invoices filter: exactly these invoices of the group, in table order (invoice id),
  // paged like the table. The list is the screen's own (a charge's declined invoices), so they are
  // read whole: the group's detail read leaves out an id of another group or house, and the count
  // is of those left.
  invoicesByIds: async (d, args) => {
    const ids = [...new Set(args.invoiceIds.map((id) => parseIdArg(id, 'invoiceIds')))].sort((a, b) => a - b);
    const window = detailsWindow(args.page ?? 1, args.pageSize ?? 50);
    const invoices = await d.pages.invoices(ids);
    return {
      items: invoices.slice(window.offset, window.offset + window.limit),
      pageInfo: pageInfoFor(window.page, window.limit, invoices.length),
    };
  },
};
