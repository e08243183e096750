import { ActionIcon, Badge, Checkbox, Group, Image, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconPencil, IconPhotoOff, IconSortAscending, IconTrash } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { PageSelectCheckbox } from '../../../../../ui/PageSelectCheckbox';
import { SpacerRow, useVirtualRows } from '../../../../../ui/virtualRows';
import { FROM_SUMMARY_STATE } from '../model/reviewData';
import {
  itemName,
  reviewTitle,
  selectableIds,
  STATUS_LABELS,
  type ItemSort,
  type ReviewItem,
  type ReviewItemStatus,
} from '../model/reviewLots';

const STATUS_COLORS: Readonly<Record<ReviewItemStatus, string>> = {
  UNPUBLISHED: 'blue',
  WITHOUT_IMAGES: 'yellow',
  POTENTIALLY_BANNED: 'orange',
  BANNED: 'red',
  PAYMENT_RESTRICTED: 'orange',
  DELETED: 'gray',
  PUBLISHED: 'teal',
};

export interface ReviewItemTableProps {
  rows: readonly ReviewItem[];
  /** True while the page is being read again or the next one loads. */
  busy?: boolean;
  selected: ReadonlySet<string>;
  sort: ItemSort;
  /** The lot page of a row: /session/{type}/{groupID}/{catalogID}/lot/{lotID}. */
  editPathOf: (item: ReviewItem) => string;
  /** Within 2 hours of the sale: no edit, delete or selection for deleting. */
  locked: boolean;
  onSelect: (ids: readonly string[], on: boolean) => void;
  onSort: (sort: ItemSort) => void;
  onDelete: (item: ReviewItem) => void;
}

interface RowProps {
  item: ReviewItem;
  index: number;
  measure: (row: HTMLElement | null) => void;
  selected: boolean;
  editPath: string;
  locked: boolean;
  onSelect: (ids: readonly string[], on: boolean) => void;
  onDelete: (item: ReviewItem) => void;
}

/** One row; memoised so ticking a box re-renders only that row (a page holds up to 200). */
const ItemRow = memo(function ItemRow({
  item,
  index,
  measure,
  selected,
  editPath,
  locked,
  onSelect,
  onDelete,
}: RowProps) {
  const name = itemName(item);
  // A deleted item is greyed, its checkbox and actions disabled (sales §4 Item status).
  const inactive = item.deleted;
  return (
    <Table.Tr
      ref={measure}
      data-index={index}
      aria-rowindex={index + 2}
      data-deleted={item.deleted ? 'true' : undefined}
      data-lot-id={item.id}
      aria-selected={selected}
      aria-disabled={inactive || undefined}
      style={inactive ? { opacity: 0.55, background: 'var(--mantine-color-gray-1)' } : undefined}
    >
      <Table.Td>
        <Checkbox
          aria-label={`Select ${name}`}
          checked={selected}
          onChange={(e) => onSelect([item.id], e.currentTarget.checked)}
          disabled={inactive}
        />
      </Table.Td>
      <Table.Td>
        {item.primaryImageUrl ? (
          <Image src={item.primaryImageUrl} alt={`Image of ${name}`} w={48} h={48} fit="cover" radius="sm" />
        ) : (
          <Group w={48} h={48} justify="center" aria-label="No image" role="img">
            <IconPhotoOff size={20} color="var(--mantine-color-gray-5)" aria-hidden />
          </Group>
        )}
      </Table.Td>
      <Table.Td>
        {item.displayNumber ?? item.lotNumber ?? (
          <Text span size="sm" c="dimmed">
            {item.invNumber ? `Inv. ${item.invNumber}` : '—'}
          </Text>
        )}
      </Table.Td>
      <Table.Td title={item.title.length > 75 ? item.title : undefined} style={{ overflowWrap: 'anywhere' }}>
        {reviewTitle(item.title)}
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLORS[item.status]} variant="light" data-status={item.status}>
          {STATUS_LABELS[item.status]}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {/* Native titles, not Mantine tooltips: a page can hold 200 rows. */}
          {inactive || locked ? (
            <ActionIcon variant="subtle" aria-label={`Edit ${name}`} title="Edit" disabled>
              <IconPencil size={16} />
            </ActionIcon>
          ) : (
            <ActionIcon
              component={Link}
              to={editPath}
              state={FROM_SUMMARY_STATE}
              variant="subtle"
              aria-label={`Edit ${name}`}
              title="Edit"
            >
              <IconPencil size={16} />
            </ActionIcon>
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${name}`}
            title="Delete"
            onClick={() => onDelete(item)}
            disabled={inactive || locked}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});

/**
 * One page of the review's item table (sales §4, §9): image, number, title (cut at 75), status
 * (sortable in the spec's order), edit and delete. The header checkbox selects the page's
 * non-deleted items.
 */
export function ReviewItemTable(props: ReviewItemTableProps) {
  const { rows, selected, sort } = props;
  const bySort = sort === 'status';
  const pageIds = useMemo(() => selectableIds(rows), [rows]);
  // Pages of 100 and 200 render the rows near the window only; aria-rowcount/-rowindex keep their place.
  const virtual = useVirtualRows(rows.length, 61);
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table
        ref={virtual.tableRef}
        verticalSpacing={6}
        horizontalSpacing="sm"
        fz="sm"
        aria-label="Catalog items"
        aria-rowcount={rows.length + 1}
        aria-busy={props.busy || undefined}
        highlightOnHover
      >
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            <Table.Th w={40}>
              <PageSelectCheckbox
                label="Select the items of this page"
                pageIds={pageIds}
                selected={selected}
                onChange={props.onSelect}
                disabled={pageIds.length === 0}
              />
            </Table.Th>
            <Table.Th scope="col" w={72}>
              Image
            </Table.Th>
            <Table.Th scope="col" w={96}>
              Number
            </Table.Th>
            <Table.Th scope="col">Title</Table.Th>
            <Table.Th scope="col" w={170} aria-sort={bySort ? 'ascending' : 'none'}>
              <UnstyledButton
                onClick={() => props.onSort(bySort ? 'number' : 'status')}
                aria-label={bySort ? 'Status, sorted by status. Sort by number' : 'Status. Sort by status'}
                fw={700}
                fz="sm"
              >
                <Group gap={4} wrap="nowrap">
                  Status
                  {bySort ? (
                    <IconSortAscending size={14} aria-hidden />
                  ) : (
                    <IconArrowsSort size={14} aria-hidden />
                  )}
                </Group>
              </UnstyledButton>
            </Table.Th>
            <Table.Th scope="col" w={90}>
              Actions
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <SpacerRow height={virtual.before} columns={6} />
          {virtual.indexes
            .map((index) => rows[index])
            .map((item, i) =>
              item ? (
                <ItemRow
                  key={item.id}
                  index={virtual.indexes[i] ?? 0}
                  measure={virtual.measure}
                  item={item}
                  selected={selected.has(item.id)}
                  editPath={props.editPathOf(item)}
                  locked={props.locked}
                  onSelect={props.onSelect}
                  onDelete={props.onDelete}
                />
              ) : null,
            )}
          <SpacerRow height={virtual.after} columns={6} />
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
