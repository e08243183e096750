import { useFragment, useQuery } from '@apollo/client/react';
import {
  EditorInvoiceHeadFieldsFragmentDoc,
  EditorInvoicesDocument,
  type EditorInvoiceHeadFieldsFragment,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';

const invoicesQuery = toDocument(EditorInvoicesDocument);
const invoiceFragment = toDocument(EditorInvoiceHeadFieldsFragmentDoc);

/**
 * One invoice of the group for a dialog: from the cache when the screen already shows it, otherwise
 * read on its own (a dialog in the URL may name an invoice of another page).
 */
export function useEditorInvoice(invoiceGroupId: string, invoiceId: string | null) {
  const cached = useFragment({
    fragment: invoiceFragment,
    fragmentName: 'EditorInvoiceHeadFields',
    from: { __typename: 'Invoice', id: invoiceId ?? '' },
  });
  const complete = cached.complete;
  const { data, loading, error } = useQuery(invoicesQuery, {
    variables: { invoiceGroupId, invoiceIds: invoiceId ? [invoiceId] : [], page: 1, pageSize: 1 },
    skip: !invoiceId || complete,
  });
  const invoice: EditorInvoiceHeadFieldsFragment | undefined = complete
    ? (cached.data as EditorInvoiceHeadFieldsFragment)
    : data?.invoiceGroupEditor?.invoices.items[0];
  return {
    invoice,
    loading: !invoice && loading,
    error: Boolean(error) || (!loading && !invoice && Boolean(data)),
  };
}
