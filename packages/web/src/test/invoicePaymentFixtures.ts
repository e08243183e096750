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
 * they run at the same time: the largest stays with the editor suites; charging takes the one with
 * the most invoices ready to charge; the preview (its send restarts the 48 hours before a charge) the
 * one with the fewest; auto-charge the largest of the rest.
 */
export async function moneySuiteGroups(probe: ApolloClient) {
  const [busiest, ...rest] = await builtGroups(probe);
  if (!busiest) throw new Error('The demo seed has no built invoice group');
  const charge = [...rest].sort((a, b) => b.batchChargeEligibleCount - a.batchChargeEligibleCount)[0];
  const preview = rest
    .filter((g) => g !== charge && g.invoices.items.length >= 3)
    .sort((a, b) => a.batchChargeEligibleCount - b.batchChargeEligibleCount)[0];
  const autoCharge = rest.find((g) => g !== charge && g !== preview);
  if (!charge || !preview || !autoCharge) throw new Error('The demo seed has too few invoice groups');
  return { charge, preview, autoCharge };
}
