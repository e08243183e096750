import { invoiceCreationState, type InvoiceCreationState } from '../domain/invoiceCreation.js';
import { sessionDayNumbers } from '../domain/sessionDays.js';
import type { Catalog } from '../../../rest/house/models.js';
import type { GroupDetailInfo } from './invoiceApiModels.js';
import { cents } from './facts.js';
import { usToIso } from '../../../shared/houseDate.js';

/** The group's sessions, earliest first, with their day numbers (house time zone dates). */
export function groupSessions(detail: GroupDetailInfo): { session: Catalog; dayNumber: number }[] {
  const days = sessionDayNumbers(detail.catalogs.map((c) => usToIso(c.date) ?? c.date));
  return detail.catalogs.map((session, index) => ({ session, dayNumber: days[index] ?? 1 }));
}

/** The Live Fee column shows only if some visible line has a live fee. */
export function hasLiveFee(detail: GroupDetailInfo): boolean {
  return detail.invoiceBidders.some((i) =>
    i.invoiceDetails.some((l) => !l.suppress && cents(l.priceInfo.livefee) !== 0),
  );
}

/** Where the creation of the group's invoices stands, now (invoicing §2.2). */
export function invoiceCreationOf(detail: GroupDetailInfo): InvoiceCreationState {
  return invoiceCreationState(
    {
      invoiceCreated: detail.invoiceCreated,
      buildQueued: detail.invoiceBuildQueued,
      createdAt: detail.invoiceGroupCreatedAt,
    },
    new Date(),
  );
}
