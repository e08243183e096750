import type { InvoiceGroupDetailsResolvers } from '../../../__generated__/resolvers-types.js';
import { pageInfoFor } from '../../../shared/paging.js';
import { detailsWindow, parseIdArg } from '../../invoices/index.js';

/** Fields this module adds to the invoice-editing module's `InvoiceGroupDetails`. */
export const InvoiceGroupDetails: InvoiceGroupDetailsResolvers = {
  // The failed-invoices filter: exactly these invoices of the group, in table order (invoice id),
  // paged like the table. Which of them are the group's comes from its id listing (ids only, one
  // small read): an id of another group or house is left out and not counted. Only the page's
  // invoices are read in full, however many ids a charge declined.
  invoicesByIds: async (d, args) => {
    const asked = new Set(args.invoiceIds.map((id) => parseIdArg(id, 'invoiceIds')));
    const window = detailsWindow(args.page ?? 1, args.pageSize ?? 50);
    const ids = (await d.listing.allIds({ filter: 'ALL', search: null })).filter((id) => asked.has(id));
    const items = await d.pages.invoices(ids.slice(window.offset, window.offset + window.limit));
    return { items, pageInfo: pageInfoFor(window.page, window.limit, ids.length) };
  },
};
