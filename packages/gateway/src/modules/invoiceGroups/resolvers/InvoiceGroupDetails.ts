import type { InvoiceGroupDetailsResolvers } from '../../../__generated__/resolvers-types.js';
import {
  canChargeCards,
  csvRow,
  detailsPage,
  pageItems,
} from '../../invoices/providers/invoiceEditingService.js';
import { groupSessions, invoiceCreationOf } from '../../invoices/providers/groupViews.js';
import { filterRows, hasPaddleNumber, summaryTotals } from '../../invoices/providers/groupSummaryViews.js';

/**
 * Group details: the figures over every invoice come from the group summary (few fields per invoice);
 * the group's own fields and the invoices of the page come from one groupDetailInfoByInvoice call.
 */
export const InvoiceGroupDetails: InvoiceGroupDetailsResolvers = {
  id: (d) => d.invoiceGroupId,
  title: async (d) => (await d.pages.header()).invoiceGroupTitle,
  templateId: async (d) => String((await d.pages.header()).invoiceGroupSettingsID),
  sessions: async (d) => groupSessions(await d.pages.header()),
  totals: (d) => summaryTotals(d.summary),
  hasPaddleNumbers: (d) => d.summary.rows.some(hasPaddleNumber),
  invoicesCreated: async (d) => (await d.pages.header()).invoiceCreated,
  invoiceCreation: async (d) => invoiceCreationOf(await d.pages.header()),
  hasRestrictedItems: (d) => d.summary.rows.some((r) => r.hasRestrictedItems),
  invoices: (d, args) => {
    const rows = filterRows(d.summary.rows, args.filter ?? 'ALL', args.search);
    const page = detailsPage(
      rows.map((r) => r.invoiceID),
      args.page ?? 1,
      args.pageSize ?? 50,
    );
    return pageItems((ids) => d.pages.invoices(ids), page);
  },
  csvRows: async (d, args) => {
    const rows = filterRows(d.summary.rows, args.filter ?? 'ALL', args.search);
    return (await d.pages.invoices(rows.map((r) => r.invoiceID))).map(csvRow);
  },
  canChargeCards: (d) => canChargeCards(d),
  autoChargeEnabled: (d) => d.scope.autoChargeEnabled,
  batchChargeEligibleCount: (d) => d.summary.rows.filter((r) => r.batchEligible === 1).length,
  creditCardLimitExceededCount: (d) => d.summary.rows.filter((r) => r.creditCardLimitExceeded).length,
  paymentMethods: async (d) => (await d.pages.header()).paymentMethods,
};
