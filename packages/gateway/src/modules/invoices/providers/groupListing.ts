import { centsToMoney } from '@ah/schema';
import { refusedAt } from '../../../argumentPaths.js';
import type { GatewayContext } from '../../../context.js';
import type { InvoicePaidFilter, InvoiceTotals } from '../../../__generated__/resolvers-types.js';
import { badUserInput } from '../../../errors.js';
import { orNullWhenMissing } from '../../../input/ids.js';
import type { GroupSummary, InvoiceGroupPageSummary } from './invoiceApiModels.js';
import { cents } from './facts.js';
import { filterRows, hasPaddleNumber, owes, summaryTotals } from './groupSummaryViews.js';

/**
 * Which invoices of a group a screen lists, and the figures over all of them, without any invoice's
 * lines: group details and the create/edit screen read the lines of their page only (GroupPages).
 * Read from GET invoicePage (our extension: a page of ids and the figures, in SQL) when the service
 * has it; from the group summary (every invoice in a few fields) otherwise.
 */

/** The whole-group figures of group details and the editor. */
export interface GroupFigures {
  totals: InvoiceTotals;
  paidCount: number;
  hasPaddleNumbers: boolean;
  hasRestrictedItems: boolean;
  hasLiveFee: boolean;
  batchEligibleCount: number;
  creditCardLimitExceededCount: number;
  /** Invoices with a balance or an unpaid additional charge. */
  owingCount: number;
  /** Invoices whose cards the house can process. */
  canHouseProcessCardsCount: number;
}

/** Which invoices a list shows: by payment status and the table's search. */
export interface InvoiceFilter {
  filter: InvoicePaidFilter;
  search: string | null | undefined;
}

/** Some of the matching ids, in table order (invoice id), and how many match in all. */
export interface IdWindow {
  ids: number[];
  totalCount: number;
}

export interface GroupListing {
  figures: GroupFigures;
  /** An invoice of the group (for a header-only read); null when the group has none. */
  anyInvoiceId: number | null;
  /** `limit` matching ids from `offset`. */
  window(which: InvoiceFilter, offset: number, limit: number): Promise<IdWindow>;
  /** Every matching id (Download as CSV, Select All Invoices). */
  allIds(which: InvoiceFilter): Promise<number[]>;
}

/** The most ids one GET invoicePage answers (its contract's `limit` maximum). */
export const MAX_IDS_PER_PAGE_CALL = 5000;

const ALL: InvoiceFilter = { filter: 'ALL', search: null };

/** The longest search GET invoicePage takes (its contract's `maxLength`); no name or number is longer. */
export const MAX_SEARCH_LENGTH = 200;
export const SEARCH_TOO_LONG = `Search must be at most ${MAX_SEARCH_LENGTH} characters.`;

/** The table's search as the service takes it; BAD_USER_INPUT when it is longer than any name. */
function searchOf(search: string | null | undefined): string {
  const term = (search ?? '').trim();
  if (term.length > MAX_SEARCH_LENGTH) throw badUserInput(SEARCH_TOO_LONG, 'search');
  return term;
}

const refusedAtGroupId = (error: unknown): never => {
  throw refusedAt(error, 'invoiceGroupId');
};

/** The figures of the extension's answer, in the GraphQL terms. */
export function figuresOfPageSummary(summary: InvoiceGroupPageSummary): GroupFigures {
  const price = summary.totalPriceWithAdditionalCharges;
  const invoiceTotal = cents(summary.totalAmount);
  const outstanding = cents(summary.outStandingBalance);
  return {
    totals: {
      invoiceCount: summary.invoiceCount,
      itemCount: summary.itemCount,
      hammer: price.hammer,
      premium: price.premium,
      liveFee: price.livefee,
      tax: price.tax,
      shipping: price.shipping,
      insurance: price.insurance,
      other: price.other,
      invoiceTotal: centsToMoney(invoiceTotal),
      pendingCharges: centsToMoney(cents(summary.pendingAdditionalCharges)),
      paymentsMade: centsToMoney(invoiceTotal - outstanding),
      outstandingBalance: centsToMoney(outstanding),
    },
    paidCount: summary.paidCount,
    hasPaddleNumbers: summary.hasPaddleNumbers,
    hasRestrictedItems: summary.hasRestrictedItems,
    hasLiveFee: summary.hasLiveFee,
    batchEligibleCount: summary.batchEligibleCount,
    creditCardLimitExceededCount: summary.creditCardLimitExceededCount,
    owingCount: summary.owingCount,
    canHouseProcessCardsCount: summary.canHouseProcessCardsCount,
  };
}

/** The same figures over the group summary's rows (a service without the extension). */
export function figuresOfGroupSummary(summary: GroupSummary): GroupFigures {
  const { rows } = summary;
  const count = (test: (row: GroupSummary['rows'][number]) => boolean) => rows.filter(test).length;
  return {
    totals: summaryTotals(summary),
    paidCount: filterRows(rows, 'PAID', null).length,
    hasPaddleNumbers: rows.some(hasPaddleNumber),
    hasRestrictedItems: rows.some((r) => r.hasRestrictedItems),
    hasLiveFee: rows.some((r) => r.hasLiveFee),
    batchEligibleCount: count((r) => r.batchEligible === 1),
    creditCardLimitExceededCount: count((r) => r.creditCardLimitExceeded),
    owingCount: count(owes),
    canHouseProcessCardsCount: count((r) => r.canHouseProcessCards),
  };
}

function summaryListing(summary: GroupSummary): GroupListing {
  const matching = ({ filter, search }: InvoiceFilter) =>
    filterRows(summary.rows, filter, searchOf(search)).map((r) => r.invoiceID);
  return {
    figures: figuresOfGroupSummary(summary),
    anyInvoiceId: summary.rows[0]?.invoiceID ?? null,
    window: async (which, offset, limit) => {
      const ids = matching(which);
      return { ids: ids.slice(offset, offset + limit), totalCount: ids.length };
    },
    allIds: async (which) => matching(which),
  };
}

function extensionListing(
  context: GatewayContext,
  houseRef: string,
  invoiceGroupId: string,
  first: { ids: number[]; summary: InvoiceGroupPageSummary },
): GroupListing {
  const window = async ({ filter, search }: InvoiceFilter, offset: number, limit: number) => {
    const page = await context.loaders.invoices.groupInvoicePage
      .load({
        houseRef,
        invoiceGroupId,
        paid: filter,
        search: searchOf(search),
        offset,
        limit,
        summary: false,
      })
      .catch(refusedAtGroupId);
    return { ids: page.invoiceIDs, totalCount: page.totalRecords };
  };
  return {
    figures: figuresOfPageSummary(first.summary),
    anyInvoiceId: first.ids[0] ?? null,
    window,
    allIds: async (which) => {
      const ids: number[] = [];
      for (;;) {
        const page = await window(which, ids.length, MAX_IDS_PER_PAGE_CALL);
        ids.push(...page.ids);
        if (page.ids.length < MAX_IDS_PER_PAGE_CALL || ids.length >= page.totalCount) return ids;
      }
    },
  };
}

/**
 * The group's listing, or null when the group is not the caller's house's. The extension's first
 * answer (its figures and one id) also proves the group is the caller's; a 404 from it may also
 * mean a service without the extension, so the group summary then decides.
 */
export async function loadGroupListing(
  context: GatewayContext,
  houseRef: string,
  invoiceGroupId: string,
): Promise<GroupListing | null> {
  const first = await orNullWhenMissing(
    context.loaders.invoices.groupInvoicePage
      .load({ houseRef, invoiceGroupId, paid: ALL.filter, search: '', offset: 0, limit: 1, summary: true })
      .catch(refusedAtGroupId),
  );
  if (first?.summary)
    return extensionListing(context, houseRef, invoiceGroupId, {
      ids: first.invoiceIDs,
      summary: first.summary,
    });
  const summary = await orNullWhenMissing(
    context.loaders.invoices.groupSummary.load({ houseRef, invoiceGroupId }).catch(refusedAtGroupId),
  );
  return summary ? summaryListing(summary) : null;
}
