import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { EditorInvoicesDocument, type EditorInvoiceFieldsFragment } from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';

const invoicesQuery = toDocument(EditorInvoicesDocument);
/** The largest page the gateway serves; a print of a whole large group takes a few pages. */
const PRINT_PAGE_SIZE = 200;

export interface PrintData {
  invoices: EditorInvoiceFieldsFragment[] | null;
  hasLiveFee: boolean;
  error: boolean;
}

/** The invoices to print with their lines, read page by page; null ids: every invoice of the group. */
export function usePrintInvoices(invoiceGroupId: string, invoiceIds: readonly string[] | null): PrintData {
  const client = useApolloClient();
  const [data, setData] = useState<PrintData>({ invoices: null, hasLiveFee: false, error: false });
  const key = invoiceIds === null ? null : invoiceIds.join(',');

  useEffect(() => {
    let cancelled = false;
    async function load() {
      const invoices: EditorInvoiceFieldsFragment[] = [];
      let hasLiveFee = false;
      for (let page = 1; ; page++) {
        const { data: result } = await client.query({
          query: invoicesQuery,
          variables: {
            invoiceGroupId,
            invoiceIds: key === null ? null : key.split(','),
            page,
            pageSize: PRINT_PAGE_SIZE,
          },
        });
        const editor = result?.invoiceGroupEditor;
        if (!editor) throw new Error('The group is gone');
        hasLiveFee ||= editor.hasLiveFee;
        invoices.push(...editor.invoices.items);
        if (!editor.invoices.pageInfo.hasNextPage) break;
      }
      if (!cancelled) setData({ invoices, hasLiveFee, error: false });
    }
    setData({ invoices: null, hasLiveFee: false, error: false });
    if (key === '') {
      setData({ invoices: [], hasLiveFee: false, error: false });
      return;
    }
    load().catch(() => {
      if (!cancelled) setData({ invoices: null, hasLiveFee: false, error: true });
    });
    return () => {
      cancelled = true;
    };
  }, [client, invoiceGroupId, key]);

  return data;
}
