import type { ApolloClient } from '@apollo/client';
import {
  ExistingInvoicesTabDocument,
  InvoiceGroupDetailsDocument,
  type InvoiceGroupDetailsQuery,
} from '../__generated__/graphql';
import { toDocument } from '../app/graphqlDocument';

export type GroupDetails = NonNullable<InvoiceGroupDetailsQuery['invoiceGroupDetails']>;

/** One group's details with up to 200 invoices, read fresh from the gateway. */
export async function readGroupDetails(probe: ApolloClient, invoiceGroupId: string): Promise<GroupDetails> {
  const { data } = await probe.query({
    query: toDocument(InvoiceGroupDetailsDocument),
    variables: { invoiceGroupId, filter: 'ALL', search: null, page: 1, pageSize: 200 },
    fetchPolicy: 'network-only',
  });
  if (!data?.invoiceGroupDetails) throw new Error(`No details for group ${invoiceGroupId}`);
  return data.invoiceGroupDetails;
}

/**
 * The built groups of the first Existing Invoices page, with their invoices, largest first. The
 * largest is the one the editor and group-details suites read (they run at the same time on the same
 * stack), so suites that move money take theirs from `[1..]`.
 */
export async function builtGroups(probe: ApolloClient): Promise<GroupDetails[]> {
  const { data } = await probe.query({
    query: toDocument(ExistingInvoicesTabDocument),
    variables: { page: 1 },
    fetchPolicy: 'network-only',
  });
  const groups: GroupDetails[] = [];
  for (const group of data?.invoiceGroups?.items.filter((g) => g.invoicesCreated) ?? [])
    groups.push(await readGroupDetails(probe, group.id));
  return groups.sort((a, b) => b.invoices.pageInfo.totalCount - a.invoices.pageInfo.totalCount);
}

/**
 * Distinct groups for the suites that move money, so they never touch each other's invoices while
 * they run at the same time. Every suite calls this at its own moment, after others may have charged
 * or scheduled invoices, so the preview and auto-charge groups are chosen by what no suite changes
 * (invoice counts, ids): the largest stays with the editor suites; the preview (its send restarts the
 * 48 hours before a charge) takes the smallest with 3 or more invoices; auto-charge the largest of
 * the rest; charging the one of the remaining groups with the most invoices ready to charge, which
 * only the charging suite itself changes.
 */
export async function moneySuiteGroups(probe: ApolloClient) {
  // builtGroups sorts stably by size over the page's order (newest first), as the editor suites pick.
  const [busiest, ...rest] = await builtGroups(probe);
  if (!busiest) throw new Error('The demo seed has no built invoice group');
  const preview = rest.filter((g) => g.invoices.pageInfo.totalCount >= 3).at(-1);
  const autoCharge = rest.find((g) => g !== preview);
  const charge = rest
    .filter((g) => g !== preview && g !== autoCharge)
    .sort((a, b) => b.batchChargeEligibleCount - a.batchChargeEligibleCount || Number(a.id) - Number(b.id))[0];
  if (!charge || !preview || !autoCharge) throw new Error('The demo seed has too few invoice groups');
  return { charge, preview, autoCharge };
}
