import { useQuery } from '@apollo/client/react';
import { Group, Pagination, SimpleGrid, Skeleton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { SalePreviewLotsDocument } from '../../../../../__generated__/graphql';
import { toDocument } from '../../../../../platform/graphql/graphqlDocument';
import { EmptyState } from '../../../../../ui/EmptyState';
import { ErrorBanner } from '../../../../../ui/ErrorBanner';
import { PREVIEW_DEFAULT_PAGE_SIZE, PREVIEW_SEARCH_DEBOUNCE_MS } from '../previewModel';
import { PREVIEW_TEXTS } from '../previewTexts';
import { PreviewLotCard } from './PreviewLotCard';
import { PreviewToolbar } from './PreviewToolbar';

const lotsQuery = toDocument(SalePreviewLotsDocument);

export interface PreviewLotsProps {
  groupId: string;
  catalogId: string;
  /** The sale's non-deleted lots (the server's count). */
  lotCount: number;
  isBin: boolean;
  currencyCode: string;
  /** The sale starts within 2 hours: the edit links are hidden. */
  locked: boolean;
}

/**
 * The preview's lot grid with its search (debounced, applied at the server) and its page size (50,
 * 100 or 200; default 50) and pages: the screen asks only the page it shows, and keeps showing it
 * while the next one loads.
 */
export function PreviewLots({ groupId, catalogId, lotCount, isBin, currencyCode, locked }: PreviewLotsProps) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), PREVIEW_SEARCH_DEBOUNCE_MS);
  const [pageSize, setPageSize] = useState<number>(PREVIEW_DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(lotsQuery, {
    variables: { groupId, catalogId, search: query || null, page, pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (data ?? previousData)?.salePreview?.lotPage;
  const shown = connection?.nodes ?? [];
  const pages = Math.max(1, connection?.pageInfo.totalPages ?? 1);

  return (
    <>
      <PreviewToolbar
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        pageSize={pageSize}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        shown={connection?.totalCount ?? lotCount}
        total={lotCount}
      />
      {!connection && loading ? (
        <SimpleGrid
          cols={{ base: 2, xs: 3, md: 4, xl: 5 }}
          spacing="md"
          role="status"
          aria-busy="true"
          aria-label={PREVIEW_TEXTS.loading}
        >
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={200} />
          ))}
        </SimpleGrid>
      ) : !connection && error ? (
        <ErrorBanner message={PREVIEW_TEXTS.loadFailed} onRetry={() => void refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title={PREVIEW_TEXTS.noMatches} description={PREVIEW_TEXTS.noMatchesHint} />
      ) : (
        <SimpleGrid
          cols={{ base: 2, xs: 3, md: 4, xl: 5 }}
          spacing="md"
          role="list"
          aria-label={PREVIEW_TEXTS.gridLabel}
          aria-busy={loading || undefined}
        >
          {shown.map((lot) => (
            <div role="listitem" key={lot.id}>
              <PreviewLotCard lot={lot} isBin={isBin} currencyCode={currencyCode} locked={locked} />
            </div>
          ))}
        </SimpleGrid>
      )}
      {pages > 1 ? (
        <Group justify="center" mt="lg">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
            })}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        </Group>
      ) : null}
    </>
  );
}
