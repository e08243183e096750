import type { AutoChargeSetupResolvers } from '../../../__generated__/resolvers-types.js';
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
  hasScheduledDates: (s) => s.eligible.some((i) => i.autoChargeDate !== null),
};
