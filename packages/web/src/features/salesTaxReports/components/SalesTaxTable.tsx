import { SALES_TAX_PAGE_SIZES } from '@ah/schema';
import { Button, Group, Paper, Select, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { SalesTaxReportQuery } from '../../../__generated__/graphql';
import { LinkPagination } from '../../../ui/LinkPagination';
import { formatLongDate } from '../../../ui/formatters';
import { formatMoney } from '../../../ui/moneyFormat';

type Report = NonNullable<SalesTaxReportQuery['salesTaxReport']>;

export interface SalesTaxTableProps {
  report: Report;
  page: number;
  pageSize: number;
  hrefForPage: (page: number) => string;
  onPageSize: (size: number) => void;
}

/** The totals, the Download .CSV link and one page of the rows (sales §2 Sales Tax Reports, §9). */
export function SalesTaxTable({ report, page, pageSize, hrefForPage, onPageSize }: SalesTaxTableProps) {
  const totalPages = Math.max(1, Math.ceil(report.rows.length / pageSize));
  const shown = Math.min(page, totalPages);
  const rows = report.rows.slice((shown - 1) * pageSize, shown * pageSize);
  return (
    <Paper p="md">
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
        <Group gap="xl" aria-label="Totals" role="group">
          <div>
            <Text size="sm" c="dimmed">
              Total sales
            </Text>
            <Text fw={600} data-testid="total-sales">
              {formatMoney(report.totals.salesAmount)}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Total tax
            </Text>
            <Text fw={600} data-testid="total-tax">
              {formatMoney(report.totals.taxAmount)}
            </Text>
          </div>
        </Group>
        <Group gap="sm" align="flex-end">
          <Select
            label="Rows per page"
            data={SALES_TAX_PAGE_SIZES.map(String)}
            value={String(pageSize)}
            onChange={(v) => onPageSize(Number(v ?? pageSize))}
            allowDeselect={false}
            w={130}
          />
          <Button
            component="a"
            href={report.csvUrl}
            download
            leftSection={<IconDownload size={16} />}
            variant="light"
          >
            Download .CSV
          </Button>
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Start Date</Table.Th>
              <Table.Th>Max Date</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th ta="right">Sales Amount</Table.Th>
              <Table.Th ta="right">Tax Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.startDate}-${row.stateCode}`}>
                <Table.Td>{formatLongDate(row.startDate)}</Table.Td>
                <Table.Td>{formatLongDate(row.maxDate)}</Table.Td>
                <Table.Td>{row.stateName}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.salesAmount)}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.taxAmount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {totalPages > 1 ? (
        <Group justify="center" mt="md">
          <LinkPagination
            page={shown}
            totalPages={totalPages}
            hrefForPage={hrefForPage}
            label="Sales tax report pages"
          />
        </Group>
      ) : null}
    </Paper>
  );
}
