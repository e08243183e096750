import type { InvoiceGroupDetailsResolvers } from '../../../__generated__/resolvers-types.js';
import {
  batchReasonOf,
  canChargeCards,
  csvRow,
  detailsPage,
  filterInvoices,
  totalsOf,
} from '../../invoices/providers/invoiceEditingService.js';
import { groupSessions, invoiceCreationOf } from '../../invoices/providers/groupViews.js';

export const InvoiceGroupDetails: InvoiceGroupDetailsResolvers = {
  id: (d) => d.invoiceGroupId,
  title: (d) => d.detail.invoiceGroupTitle,
  templateId: (d) => String(d.detail.invoiceGroupSettingsID),
  sessions: (d) => groupSessions(d.detail),
  totals: (d) => totalsOf(d.detail),
  hasPaddleNumbers: (d) => d.detail.hasPaddleNumbers,
  invoicesCreated: (d) => d.detail.invoiceCreated,
  invoiceCreation: (d) => invoiceCreationOf(d.detail),
  hasRestrictedItems: (d) =>
    d.detail.invoiceBidders.some((i) => i.invoiceDetails.some((l) => l.restricted && !l.suppress)),
  invoices: (d, args) =>
    detailsPage(
      filterInvoices(d.invoices, args.filter ?? 'ALL', args.search),
      args.page ?? 1,
      args.pageSize ?? 50,
    ),
  csvRows: (d, args) => filterInvoices(d.invoices, args.filter ?? 'ALL', args.search).map(csvRow),
  canChargeCards: (d, _args, context) => canChargeCards(context, d),
  autoChargeEnabled: (d) => d.scope.autoChargeEnabled,
  batchChargeEligibleCount: (d) => d.invoices.filter((i) => batchReasonOf(i) === null).length,
  creditCardLimitExceededCount: (d) =>
    d.detail.invoiceBidders.filter((i) => i.creditCardLimitExceeded).length,
  paymentMethods: (d) => d.detail.paymentMethods,
};
