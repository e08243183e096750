import {
  ActionIcon,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { REALIZED_TEXTS, REVIEW_PAGE_SIZES, type RealizedRow } from '../model/realizedSteps';

export interface RealizedReviewTableProps {
  rows: readonly RealizedRow[];
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  onEdit: (row: RealizedRow) => void;
  onDelete: (row: RealizedRow) => void;
}

/** The lot a row names, "12A" or "12". */
export const rowLot = (row: RealizedRow) => `${row.lotNumber ?? ''}${row.lotExt ?? ''}` || '(no lot number)';

/**
 * Phase 2's review table (sales §2 Edit Realized Prices): a page of rows (50, 100 or 200), rows with
 * errors highlighted with their messages, a zero price shown as "Passed", edit and delete per row.
 */
export function RealizedReviewTable({
  rows,
  page,
  pageSize,
  onPage,
  onPageSize,
  onEdit,
  onDelete,
}: RealizedReviewTableProps) {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * pageSize, current * pageSize);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" aria-label="Realized prices to publish">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>Row</Table.Th>
              <Table.Th>Lot Number</Table.Th>
              <Table.Th>Lot Extension</Table.Th>
              <Table.Th ta="right">Realized Price</Table.Th>
              <Table.Th>Errors</Table.Th>
              <Table.Th w={90}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr
                key={row.id}
                data-row-id={row.id}
                aria-invalid={row.hasError || undefined}
                bg={row.hasError ? 'var(--mantine-color-red-0)' : undefined}
              >
                <Table.Td>{row.row ?? '—'}</Table.Td>
                <Table.Td c={row.errors.some((e) => e.column === 'LOT_NUMBER') ? 'red' : undefined}>
                  {row.lotNumber ?? ''}
                </Table.Td>
                <Table.Td c={row.errors.some((e) => e.column === 'LOT_EXT') ? 'red' : undefined}>
                  {row.lotExt ?? ''}
                </Table.Td>
                <Table.Td
                  ta="right"
                  c={row.errors.some((e) => e.column === 'REALIZED_PRICE') ? 'red' : undefined}
                >
                  {row.passed ? REALIZED_TEXTS.passed : (row.realizedPrice ?? '')}
                </Table.Td>
                <Table.Td>
                  {row.errors.map((e) => (
                    <Text key={`${e.code}-${e.column ?? ''}`} size="xs" c="red">
                      {e.message}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td>
                  <Group gap={2} wrap="nowrap" justify="flex-end">
                    <Tooltip label="Edit row">
                      <ActionIcon
                        variant="subtle"
                        onClick={() => onEdit(row)}
                        aria-label={`Edit lot ${rowLot(row)}`}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Delete row">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => onDelete(row)}
                        aria-label={`Delete lot ${rowLot(row)}`}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" wrap="wrap">
        <Select
          label="Rows per page"
          w={140}
          data={REVIEW_PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
        />
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={current}
            onChange={onPage}
            getControlProps={(c) => ({ 'aria-label': `${c} page` })}
          />
        ) : null}
      </Group>
    </Stack>
  );
}
