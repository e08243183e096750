import type { InvoiceGroupDetailsResolvers } from '../../../__generated__/resolvers-types.js';
import { pageWindow } from '../../../input/paging.js';
import {
  canChargeCards,
  csvRow,
  DETAILS_PAGING,
  detailsWindow,
  groupSessions,
  idPage,
  invoiceConnection,
  invoiceCreationOf,
  pageItems,
} from '../../invoices/index.js';

/**
 * Group details: the figures over every invoice and the ids of the page come from the group's
 * listing (never every invoice's lines); the group's own fields and the invoices of the page from one
 * groupDetailInfoByInvoice call.
 */
export const InvoiceGroupDetails: InvoiceGroupDetailsResolvers = {
  id: (d) => d.invoiceGroupId,
  title: async (d) => (await d.pages.header()).invoiceGroupTitle,
  templateId: async (d) => String((await d.pages.header()).invoiceGroupSettingsID),
  sessions: async (d) => groupSessions(await d.pages.header()),
  totals: (d) => d.listing.figures.totals,
  hasPaddleNumbers: (d) => d.listing.figures.hasPaddleNumbers,
  invoicesCreated: async (d) => (await d.pages.header()).invoiceCreated,
  invoiceCreation: async (d) => invoiceCreationOf(await d.pages.header()),
  hasRestrictedItems: (d) => d.listing.figures.hasRestrictedItems,
  invoices: (d, args) => {
    const which = { filter: args.filter ?? 'ALL', search: args.search };
    const window = detailsWindow(args.page ?? 1, args.pageSize ?? 50);
    return pageItems(
      d.pages,
      idPage((offset, limit) => d.listing.window(which, offset, limit), window),
    );
  },
  invoicePage: (d, args) => {
    const which = { filter: args.filter ?? 'ALL', search: args.search };
    return invoiceConnection(
      (offset, limit) => d.listing.window(which, offset, limit),
      d.pages,
      pageWindow(args, DETAILS_PAGING),
    );
  },
  paidInvoiceCount: (d) => d.listing.figures.paidCount,
  unpaidInvoiceCount: (d) => d.listing.figures.totals.invoiceCount - d.listing.figures.paidCount,
  csvRows: async (d, args) => {
    const ids = await d.listing.allIds({ filter: args.filter ?? 'ALL', search: args.search });
    return (await d.pages.invoices(ids)).map(csvRow);
  },
  canChargeCards: (d) => canChargeCards(d),
  autoChargeEnabled: (d) => d.scope.autoChargeEnabled,
  batchChargeEligibleCount: (d) => d.listing.figures.batchEligibleCount,
  creditCardLimitExceededCount: (d) => d.listing.figures.creditCardLimitExceededCount,
  paymentMethods: async (d) => (await d.pages.header()).paymentMethods,
};
