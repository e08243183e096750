import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { PickableReviewLotsDocument, type LotPickPurpose } from '../../../../../__generated__/graphql';
import { toDocument } from '../../../../../platform/graphql/graphqlDocument';
import type { FeaturedLot } from './featuredModel';

const pickableQuery = toDocument(PickableReviewLotsDocument);

/** Lots a picker shows at once (its own page, not one of the table's). */
export const PICKER_PAGE_SIZE = 48;

/** How long typing settles before the picker asks the server. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * One page of the lots a picker offers (sales §4 Featured picker, cover-photo modal), searched and
 * paged at the server, asked when the modal opens. The previous page stays shown while the next loads.
 */
export function usePickableLots(catalogId: string, purpose: LotPickPurpose) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error } = useQuery(pickableQuery, {
    variables: { catalogId, purpose, search: query || null, page, pageSize: PICKER_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.catalogItems?.pickableLots;
  const lots: readonly FeaturedLot[] = connection?.nodes ?? [];
  return {
    search,
    /** A new search goes back to the first page. */
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    searching: query !== '',
    lots,
    totalCount: connection?.totalCount ?? 0,
    page,
    totalPages: connection?.pageInfo.totalPages ?? 1,
    setPage,
    loading: loading && !connection,
    refreshing: loading,
    failed: Boolean(error) && !connection,
  };
}
