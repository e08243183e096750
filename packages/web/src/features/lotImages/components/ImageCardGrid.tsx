import { Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import type { ImageQueueItem } from '../model/imageQueueModel';
import { ImageCard, type ImageCardActions } from './ImageCard';
import { IMAGES_TEXTS } from './lotImageTexts';

/** Cards on one page: a 300-image drop mounts 24 cards (and 24 previews), never 300. */
export const CARDS_PER_PAGE = 24;

export interface ImageCardGridProps {
  items: readonly ImageQueueItem[];
  actions: ImageCardActions;
  locked: boolean;
  errorsOnly: boolean;
}

/** The file cards, a page at a time. */
export function ImageCardGrid({ items, actions, locked, errorsOnly }: ImageCardGridProps) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(items.length / CARDS_PER_PAGE));
  // Removing cards (or the errors-only filter) can leave the page past the end.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  useEffect(() => setPage(1), [errorsOnly]);
  const current = Math.min(page, pages);
  const shown = items.slice((current - 1) * CARDS_PER_PAGE, current * CARDS_PER_PAGE);

  if (items.length === 0)
    return (
      <EmptyState
        icon={<IconPhoto size={28} stroke={1.5} />}
        title={errorsOnly ? IMAGES_TEXTS.noErrors : IMAGES_TEXTS.noFiles}
        description={errorsOnly ? undefined : IMAGES_TEXTS.noFilesHint}
      />
    );

  const first = (current - 1) * CARDS_PER_PAGE + 1;
  const last = first + shown.length - 1;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" data-testid="image-card-grid">
        {shown.map((item) => (
          <ImageCard key={item.id} item={item} actions={actions} locked={locked} />
        ))}
      </SimpleGrid>
      {pages > 1 ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed">
            Showing {first}–{last} of {items.length}
          </Text>
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            size="sm"
            getItemProps={(p) => ({ 'aria-label': `Image page ${p}` })}
            aria-label="Image pages"
          />
        </Group>
      ) : null}
    </Stack>
  );
}
