/**
 * The screen queries the overhead benchmark runs: the web app's own operations (read from its
 * `.graphql` files) with the variables each screen sends, and the upstream calls a hand-written
 * REST handler needs for the same answer (the baseline makes exactly these). `{houseRef}` and
 * `{houseUserName}` come from the caller's user (GET /app/house/user), as in the gateway.
 */
import { webOperation } from '../../packages/gateway/test/support/webOperations.ts';

export interface UpstreamCallPlan {
  path: string;
  headers?: Record<string, string>;
}

export interface ScreenQuery {
  /** Short name in the results table. */
  name: string;
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  /** After the user lookup, called in parallel. */
  calls: UpstreamCallPlan[];
  /** Requests of this query in each cycle of the memory soak (light screens are asked far more often). */
  soakPerCycle: number;
}

/** Editor page size of the create/edit screen (web editorParams.ts) and the largest details page. */
const EDITOR_PAGE_SIZE = 20;
const DETAILS_PAGE_SIZE = 200;

export function screenQueries(largestGroupId: string): ScreenQuery[] {
  const group = `/app/house/{houseRef}/invoiceGroup/${largestGroupId}`;
  return [
    {
      name: 'hub: existing invoices',
      operationName: 'ExistingInvoicesTab',
      query: webOperation('ExistingInvoicesTab'),
      variables: { page: 1 },
      calls: [{ path: '/app/house/{houseRef}/invoiceGroups?size=10&page=1' }],
      soakPerCycle: 5_000,
    },
    {
      name: 'hub: uninvoiced sessions',
      operationName: 'UninvoicedSessionsTab',
      query: webOperation('UninvoicedSessionsTab'),
      variables: { page: 1 },
      calls: [
        { path: '/app/house/{houseRef}/invoiceCatalogs' },
        { path: '/app/house/{houseRef}/invoiceSettings' },
      ],
      soakPerCycle: 5_000,
    },
    {
      name: `group details (${DETAILS_PAGE_SIZE} of 500+)`,
      operationName: 'InvoiceGroupDetails',
      query: webOperation('InvoiceGroupDetails'),
      variables: { invoiceGroupId: largestGroupId, filter: 'ALL', page: 1, pageSize: DETAILS_PAGE_SIZE },
      calls: [
        { path: '/app/house/{houseRef}/paymentProcessorType' },
        { path: `${group}/groupDetailInfo` },
        { path: `${group}/groupInfo/processCards` },
      ],
      soakPerCycle: 250,
    },
    {
      name: `create/edit invoices (${EDITOR_PAGE_SIZE} of 500+)`,
      operationName: 'InvoiceEditor',
      query: webOperation('InvoiceEditor'),
      variables: { invoiceGroupId: largestGroupId, page: 1, pageSize: EDITOR_PAGE_SIZE },
      calls: [
        { path: '/app/house/{houseRef}/paymentProcessorType' },
        { path: `${group}/groupDetailInfo` },
        {
          path: '/api/shipping/policy',
          headers: { 'x-account-id': '{houseRef}', 'x-account-domain': '{houseUserName}' },
        },
      ],
      soakPerCycle: 250,
    },
  ];
}
