import { CloseButton, Group, Select, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { PREVIEW_PAGE_SIZES, parsePageSize } from '../previewModel';
import { PREVIEW_TEXTS } from '../previewTexts';

export interface PreviewToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  pageSize: number;
  onPageSize: (size: number) => void;
  /** Lots matching the search, and lots in the sale. */
  shown: number;
  total: number;
}

/** Above the grid: the search box, how many lots match and the page size. */
export function PreviewToolbar(props: PreviewToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap" mb="md">
      <TextInput
        label={PREVIEW_TEXTS.searchLabel}
        placeholder={PREVIEW_TEXTS.searchPlaceholder}
        type="search"
        value={props.search}
        onChange={(e) => props.onSearch(e.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={
          props.search ? (
            <CloseButton size="sm" aria-label="Clear search" onClick={() => props.onSearch('')} />
          ) : null
        }
        w={{ base: '100%', sm: 320 }}
      />
      <Group gap="md" align="center" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="preview-count">
          {props.shown === props.total
            ? `${props.total} ${props.total === 1 ? 'item' : 'items'}`
            : `${props.shown} of ${props.total} items`}
        </Text>
        <Group gap={6} wrap="nowrap" align="center">
          <Text size="sm" component="label" htmlFor="preview-page-size">
            {PREVIEW_TEXTS.pageSizeLabel}
          </Text>
          <Select
            id="preview-page-size"
            data={PREVIEW_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
            value={String(props.pageSize)}
            onChange={(value) => props.onPageSize(parsePageSize(value))}
            allowDeselect={false}
            w={90}
            size="sm"
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
      </Group>
    </Group>
  );
}
