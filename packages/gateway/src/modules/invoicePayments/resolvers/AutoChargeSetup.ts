import type { AutoChargeSetupResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionOf, windowOf } from '../../../shared/connection.js';
import { pageWindow } from '../../../input/paging.js';
import { DETAILS_PAGING } from '../../invoices/index.js';
import { eligiblePage } from '../providers/autoChargeService.js';

export const AutoChargeSetup: AutoChargeSetupResolvers = {
  id: (s) => s.id,
  invoiceGroupId: (s) => s.invoiceGroupId,
  title: (s) => s.title,
  available: (s) => s.available,
  minDate: (s) => s.minDate,
  maxDate: (s) => s.maxDate,
  eligibleInvoiceIds: (s) => s.eligible.map((i) => i.id),
  eligibleInvoices: (s, args) => eligiblePage(s, args.page ?? 1, args.pageSize ?? 50),
  // The eligible list is read whole: POST autoCharge answers which of the route's invoices (the
  // screen's own list, not the group) can be charged, and has no paged form (invoicing §7).
  eligibleInvoicePage: (s, args) => {
    const window = pageWindow(args, DETAILS_PAGING);
    return connectionOf(windowOf(s.eligible, window), window, s.eligible.length);
  },
  hasScheduledDates: (s) => s.eligible.some((i) => i.autoChargeDate !== null),
};
