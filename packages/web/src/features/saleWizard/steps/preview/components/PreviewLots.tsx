import { Group, Pagination, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../../../ui/EmptyState';
import {
  pageCount,
  pageItems,
  PREVIEW_DEFAULT_PAGE_SIZE,
  PREVIEW_SEARCH_DEBOUNCE_MS,
  searchLots,
  type PreviewLot,
} from '../previewModel';
import { PREVIEW_TEXTS } from '../previewTexts';
import { PreviewLotCard } from './PreviewLotCard';
import { PreviewToolbar } from './PreviewToolbar';

export interface PreviewLotsProps {
  lots: readonly PreviewLot[];
  isBin: boolean;
  currencyCode: string;
  /** The sale starts within 2 hours: the edit links are hidden. */
  locked: boolean;
}

/**
 * The preview's lot grid with its search (client-side over the loaded lots, debounced) and its page
 * size (50, 100 or 200; default 50) and pages.
 */
export function PreviewLots({ lots, isBin, currencyCode, locked }: PreviewLotsProps) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, PREVIEW_SEARCH_DEBOUNCE_MS);
  const [pageSize, setPageSize] = useState<number>(PREVIEW_DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);

  const matching = useMemo(() => searchLots(lots, query), [lots, query]);
  const pages = pageCount(matching.length, pageSize);
  const current = Math.min(page, pages);
  const shown = pageItems(matching, current, pageSize);

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
        shown={matching.length}
        total={lots.length}
      />
      {shown.length === 0 ? (
        <EmptyState title={PREVIEW_TEXTS.noMatches} description={PREVIEW_TEXTS.noMatchesHint} />
      ) : (
        <SimpleGrid
          cols={{ base: 2, xs: 3, md: 4, xl: 5 }}
          spacing="md"
          role="list"
          aria-label={PREVIEW_TEXTS.gridLabel}
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
            value={current}
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
