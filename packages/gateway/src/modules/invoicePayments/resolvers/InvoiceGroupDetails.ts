import type { InvoiceGroupDetailsResolvers } from '../../../__generated__/resolvers-types.js';
import { detailsPage, pageItems, parseIdArg } from '../../invoices/providers/invoiceEditingService.js';

/** Fields this module adds to the invoice-editing module's `InvoiceGroupDetails`. */
export const InvoiceGroupDetails: InvoiceGroupDetailsResolvers = {
  // The failed-invoices filter: exactly these invoices of the group, in table order, paged like the table.
  invoicesByIds: (d, args) => {
    const wanted = new Set(args.invoiceIds.map((id) => parseIdArg(id, 'invoiceIds')));
    const ids = d.summary.rows.filter((r) => wanted.has(r.invoiceID)).map((r) => r.invoiceID);
    return pageItems((page) => d.pages.invoices(page), detailsPage(ids, args.page ?? 1, args.pageSize ?? 50));
  },
};
