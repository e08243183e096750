import { REVIEW_MESSAGES } from '@ah/schema';
import { Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { DROPDOWN_FILTERS, PAGE_SIZES, type ItemFilter } from '../model/reviewLots';
import { REVIEW_TEXTS } from '../reviewTexts';

export interface ItemToolbarProps {
  isBin: boolean;
  filter: ItemFilter;
  pageSize: number;
  showDeleted: boolean;
  selectedCount: number;
  total: number;
  publishAllVisible: boolean;
  /** Why Publish All is disabled (an item lacks a lot number); null when enabled. */
  publishAllDisabledReason: string | null;
  publishSelectedVisible: boolean;
  locked: boolean;
  busy: boolean;
  onFilter: (filter: ItemFilter) => void;
  onPageSize: (size: number) => void;
  onShowDeleted: (on: boolean) => void;
  onPublishAll: () => void;
  onPublishSelected: () => void;
  onDeleteSelected: () => void;
  onClearSelection: () => void;
}

const UNLOTTED_PLACEHOLDER = 'Unlotted items';

/**
 * Above the item table (sales §4 Publish buttons): the status dropdown, Show deleted items (bin),
 * the page size, the selection's Delete, and Publish All / Publish Selected by their rules.
 */
export function ItemToolbar(props: ItemToolbarProps) {
  const disabledReasonId = 'publish-all-disabled-reason';
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
        <Group gap="md" wrap="wrap" align="flex-end">
          <Select
            label="Filter items"
            data={DROPDOWN_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
            // The unlotted filter comes from its banner; the dropdown then shows its name.
            value={props.filter === 'UNLOTTED' ? null : props.filter}
            placeholder={UNLOTTED_PLACEHOLDER}
            onChange={(value) => value && props.onFilter(value as ItemFilter)}
            allowDeselect={false}
            w={200}
            size="sm"
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Items per page"
            data={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
            value={String(props.pageSize)}
            onChange={(value) => value && props.onPageSize(Number(value))}
            allowDeselect={false}
            w={130}
            size="sm"
            comboboxProps={{ withinPortal: true }}
          />
          {props.isBin ? (
            <Checkbox
              label={REVIEW_MESSAGES.showDeletedItems}
              checked={props.showDeleted}
              onChange={(e) => props.onShowDeleted(e.currentTarget.checked)}
              mb={8}
            />
          ) : null}
        </Group>
        <Group gap="sm" wrap="wrap">
          {props.publishSelectedVisible ? (
            <Button
              leftSection={<IconSend size={16} />}
              onClick={props.onPublishSelected}
              disabled={props.busy}
              data-testid="publish-selected-button"
            >
              {REVIEW_TEXTS.publishSelected}
            </Button>
          ) : null}
          {props.publishAllVisible ? (
            <Button
              variant={props.publishSelectedVisible ? 'light' : 'filled'}
              leftSection={<IconSend size={16} />}
              onClick={props.onPublishAll}
              disabled={props.busy || props.publishAllDisabledReason !== null}
              aria-describedby={props.publishAllDisabledReason ? disabledReasonId : undefined}
              data-testid="publish-all-button"
            >
              {REVIEW_TEXTS.publishAll}
            </Button>
          ) : null}
        </Group>
      </Group>
      {props.publishAllVisible && props.publishAllDisabledReason ? (
        <Text size="sm" c="red" id={disabledReasonId} data-testid="publish-all-disabled-reason">
          {props.publishAllDisabledReason}
        </Text>
      ) : null}
      <Group gap="sm" wrap="wrap" align="center">
        <Text size="sm" c="dimmed" aria-live="polite">
          {props.selectedCount} of {props.total} selected
        </Text>
        {props.selectedCount > 0 ? (
          <>
            <Button
              variant="default"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} />}
              onClick={props.onDeleteSelected}
              disabled={props.locked || props.busy}
            >
              Delete Selected
            </Button>
            <Button variant="subtle" size="compact-sm" onClick={props.onClearSelection}>
              Clear selection
            </Button>
          </>
        ) : null}
      </Group>
    </Stack>
  );
}
