/**
 * The screen queries the overhead benchmark runs: the web app's own operations (read from its
 * `.graphql` files) with the variables each screen sends. The raw baseline answers the same
 * operations by hand (baselineScreens.ts).
 */
import { webOperation } from '../../packages/gateway/test/support/webOperations.ts';

export interface ScreenQuery {
  /** Short name in the results table. */
  name: string;
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  /** Requests of this query in each cycle of the memory soak (light screens are asked far more often). */
  soakPerCycle: number;
}

/** Editor page size of the create/edit screen (web editorParams.ts) and the largest details page. */
const EDITOR_PAGE_SIZE = 20;
const DETAILS_PAGE_SIZE = 200;

/** What the screens are asked about, found in the large seed at start (gateway-overhead.ts). */
export interface ScreenSubjects {
  /** The invoice group with the most invoices (573). */
  largestGroupId: string;
  /** The demo house's timed sale for bulk bidding (1,200 lots). */
  bulkCatalogRef: string;
  /** The sessions of the largest group's sale, whose results the after-sale screen shows. */
  resultsCatalogRefs: string[];
  /** A session of 5,000 lots (added to the large seed at start), for the review table. */
  reviewCatalogId: string;
}

export function screenQueries({
  largestGroupId,
  bulkCatalogRef,
  resultsCatalogRefs,
  reviewCatalogId,
}: ScreenSubjects): ScreenQuery[] {
  return [
    {
      name: 'hub: existing invoices',
      operationName: 'ExistingInvoicesTab',
      query: webOperation('ExistingInvoicesTab'),
      variables: { page: 1 },
      soakPerCycle: 5_000,
    },
    {
      name: 'hub: uninvoiced sessions',
      operationName: 'UninvoicedSessionsTab',
      query: webOperation('UninvoicedSessionsTab'),
      variables: { page: 1 },
      soakPerCycle: 5_000,
    },
    {
      name: `group details (${DETAILS_PAGE_SIZE} of 500+)`,
      operationName: 'InvoiceGroupDetails',
      query: webOperation('InvoiceGroupDetails'),
      variables: { invoiceGroupId: largestGroupId, filter: 'ALL', page: 1, pageSize: DETAILS_PAGE_SIZE },
      soakPerCycle: 250,
    },
    {
      name: `create/edit invoices (${EDITOR_PAGE_SIZE} of 500+)`,
      operationName: 'InvoiceEditor',
      query: webOperation('InvoiceEditor'),
      variables: { invoiceGroupId: largestGroupId, page: 1, pageSize: EDITOR_PAGE_SIZE },
      soakPerCycle: 250,
    },
    {
      name: 'bulk bidding (50 of 1,200 lots)',
      operationName: 'BulkBiddingPage',
      query: webOperation('BulkBiddingPage'),
      // The screen's first page of 50 (sales §2 Bulk bidding), as the web page asks it.
      variables: { catalogRef: bulkCatalogRef, page: 1, pageSize: 50 },
      soakPerCycle: 100,
    },
    {
      name: 'session results (after-sale)',
      operationName: 'SaleResults',
      query: webOperation('SaleResults'),
      variables: { catalogRefs: resultsCatalogRefs },
      soakPerCycle: 250,
    },
    {
      name: 'review table (5,000 lots, a 200-lot page)',
      operationName: 'ReviewPublishItems',
      query: webOperation('ReviewPublishItems'),
      variables: { catalogId: reviewCatalogId, page: 1, pageSize: 200 },
      soakPerCycle: 100,
    },
  ];
}
