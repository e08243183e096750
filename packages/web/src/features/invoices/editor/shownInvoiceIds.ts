import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { EditorInvoiceIdsDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';

const idsQuery = toDocument(EditorInvoiceIdsDocument);

/**
 * Every id of the screen's invoices (the group's, or the edit route's `?id=` list), in screen order,
 * read from the server's id listing a window at a time when an action on all of them needs it (the
 * preview route names its invoices). Not kept in the cache: the screen itself never holds the list.
 */
export async function readShownInvoiceIds(
  client: ApolloClient,
  invoiceGroupId: string,
  invoiceIds: readonly string[] | null,
): Promise<string[]> {
  const window = async (after: string | null) => {
    const { data } = await client.query({
      query: idsQuery,
      variables: { invoiceGroupId, invoiceIds: invoiceIds ? [...invoiceIds] : null, after },
      fetchPolicy: 'no-cache',
    });
    const page = data?.invoiceGroupEditor?.invoiceIdPage;
    if (!page) throw new Error('The invoice group is gone');
    return page;
  };
  const ids: string[] = [];
  for (let page = await window(null); ; page = await window(page.pageInfo.endCursor ?? null)) {
    ids.push(...page.nodes);
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return ids;
  }
}

/** The same for a dialog while it is open: null while reading (or when not asked), with any failure. */
export function useShownInvoiceIds(
  invoiceGroupId: string,
  invoiceIds: readonly string[] | null,
  enabled: boolean,
): { ids: string[] | null; error: boolean } {
  const client = useApolloClient();
  const [state, setState] = useState<{ ids: string[] | null; error: boolean }>({ ids: null, error: false });
  const key = invoiceIds ? invoiceIds.join(',') : null;
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setState({ ids: null, error: false });
    readShownInvoiceIds(client, invoiceGroupId, key === null ? null : key.split(','))
      .then((ids) => !cancelled && setState({ ids, error: false }))
      .catch(() => !cancelled && setState({ ids: null, error: true }));
    return () => {
      cancelled = true;
    };
  }, [client, invoiceGroupId, key, enabled]);
  return enabled ? state : { ids: null, error: false };
}
