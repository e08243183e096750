import type { InvoiceGroupDetailsResolvers } from '../../../__generated__/resolvers-types.js';
import { detailsPage, parseIdArg } from '../../invoices/providers/invoiceEditingService.js';

/** Fields this module adds to the invoice-editing module's `InvoiceGroupDetails`. */
export const InvoiceGroupDetails: InvoiceGroupDetailsResolvers = {
  // The failed-invoices filter: exactly these invoices, in table order, paged like the table.
  invoicesByIds: (d, args) => {
    const wanted = new Set(args.invoiceIds.map((id) => parseIdArg(id, 'invoiceIds')));
    return detailsPage(
      d.invoices.filter((m) => wanted.has(m.invoice.invoiceID)),
      args.page ?? 1,
      args.pageSize ?? 50,
    );
  },
};
