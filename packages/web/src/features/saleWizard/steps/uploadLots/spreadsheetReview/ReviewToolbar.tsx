import { GROUP_TABLE_PAGE_SIZES } from '@ah/schema';
import { Button, Group, Select, Switch, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { ITEMS_TEXTS } from '../../../../lots';

export interface ReviewToolbarProps {
  total: number;
  errorRows: number;
  selectedCount: number;
  errorsOnly: boolean;
  pageSize: number;
  disabled: boolean;
  onErrorsOnly: (on: boolean) => void;
  onPageSize: (size: number) => void;
  onEditSelected: () => void;
  onDeleteSelected: () => void;
  onClearSelection: () => void;
}

/** Above the review table: the errors filter, the selection's bulk actions and the page size. */
export function ReviewToolbar(props: ReviewToolbarProps) {
  const none = props.selectedCount === 0;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" align="center">
      <Group gap="md" wrap="wrap" align="center">
        <Switch
          label={`${ITEMS_TEXTS.errorsOnly} (${props.errorRows})`}
          checked={props.errorsOnly}
          onChange={(e) => props.onErrorsOnly(e.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {props.selectedCount} of {props.total} selected
        </Text>
        {!none ? (
          <Button variant="subtle" size="compact-sm" onClick={props.onClearSelection}>
            Clear selection
          </Button>
        ) : null}
      </Group>
      <Group gap="sm" wrap="wrap" align="center">
        <Button
          variant="default"
          size="sm"
          leftSection={<IconPencil size={16} />}
          onClick={props.onEditSelected}
          disabled={none || props.disabled}
        >
          Edit Selected
        </Button>
        <Button
          variant="default"
          color="red"
          size="sm"
          leftSection={<IconTrash size={16} />}
          onClick={props.onDeleteSelected}
          disabled={none || props.disabled}
        >
          Delete Selected
        </Button>
        <Group gap={6} wrap="nowrap" align="center">
          <Text size="sm" component="label" htmlFor="review-page-size">
            Items per page
          </Text>
          <Select
            id="review-page-size"
            data={GROUP_TABLE_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
            value={String(props.pageSize)}
            onChange={(value) => value && props.onPageSize(Number(value))}
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
