import type { ApolloClient } from '@apollo/client';
import {
  ExistingInvoicesTabDocument,
  InvoiceGroupDetailsDocument,
  type InvoiceGroupDetailsQuery,
} from '../__generated__/graphql';
import { toDocument } from '../platform/graphql/graphqlDocument';

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

/** One page of Existing Invoices: the built groups' ids, newest first. */
async function builtGroupIds(probe: ApolloClient, page: number) {
  const { data } = await probe.query({
    query: toDocument(ExistingInvoicesTabDocument),
    variables: { page },
    fetchPolicy: 'network-only',
  });
  const ids = data?.invoiceGroups?.items.filter((g) => g.invoicesCreated).map((g) => g.id) ?? [];
  return { ids, hasNextPage: data?.invoiceGroups?.pageInfo.hasNextPage ?? false };
}

/** Groups with their invoices, largest first (stable, so newest first among equals). */
async function largestFirst(probe: ApolloClient, ids: string[]): Promise<GroupDetails[]> {
  const groups: GroupDetails[] = [];
  for (const id of ids) groups.push(await readGroupDetails(probe, id));
  return groups.sort((a, b) => b.invoices.pageInfo.totalCount - a.invoices.pageInfo.totalCount);
}

/**
 * The built groups of the first Existing Invoices page, with their invoices, largest first. The
 * largest is the one the editor and group-details suites read (they run at the same time on the same
 * stack), so suites that move money never take it.
 */
export async function builtGroups(probe: ApolloClient): Promise<GroupDetails[]> {
  return largestFirst(probe, (await builtGroupIds(probe, 1)).ids);
}

/**
 * Distinct groups for the suites that move money, so they never touch each other's invoices while
 * they run at the same time. Every suite calls this at its own moment, after others may have
 * charged, scheduled or created groups (the hub suite's new group pushes the oldest off the first
 * page), so the candidates are every built group on every page but the editor suites' one, and the
 * preview and auto-charge groups are chosen by what no suite changes (invoice counts): the preview
 * (its send restarts the 48 hours before a charge) takes the smallest with 3 or more invoices,
 * auto-charge the largest; charging takes the remaining group with the most invoices ready to
 * charge, which only the charging suite itself changes.
 */
export async function moneySuiteGroups(probe: ApolloClient) {
  const [editorGroup] = await builtGroups(probe);
  if (!editorGroup) throw new Error('The demo seed has no built invoice group');
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const next = await builtGroupIds(probe, page);
    ids.push(...next.ids);
    if (!next.hasNextPage || page >= 20) break;
  }
  const rest = await largestFirst(
    probe,
    ids.filter((id) => id !== editorGroup.id),
  );
  const preview = rest.filter((g) => g.invoices.pageInfo.totalCount >= 3).at(-1);
  const autoCharge = rest.find((g) => g !== preview);
  const charge = rest
    .filter((g) => g !== preview && g !== autoCharge)
    .sort(
      (a, b) => b.batchChargeEligibleCount - a.batchChargeEligibleCount || Number(a.id) - Number(b.id),
    )[0];
  if (!charge || !preview || !autoCharge) throw new Error('The demo seed has too few invoice groups');
  return { charge, preview, autoCharge };
}
