import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CAMPAIGN_MESSAGES } from '@ah/schema';
import type { ReactNode } from 'react';
import { downloadCsv, type SectionTable } from '../model/csv';
import { FigureTable } from './FigureTable';

/** Above this many columns a section's table goes under its chart rather than beside it. */
const WIDE_TABLE_COLUMNS = 5;

interface ReportSectionProps {
  title: string;
  description?: ReactNode;
  table: SectionTable;
  /** The chart of the same rows; hidden from screen readers, which read the table beside it. */
  chart: ReactNode;
  /** Under the chart: what it leaves out that the table shows (a chart by sale draws the recent ones). */
  chartNote?: string | undefined;
  /** Figures above the chart (totals). */
  summary?: ReactNode;
  /** No data for the filter even though the table has rows (the four channels are always listed). */
  empty?: boolean;
}

/**
 * One section of the campaign dashboard: its chart with its table beside it (below it on a tablet,
 * or when the table is wide), a Download CSV of the table's rows, or the empty text when the filter leaves no rows.
 */
export function ReportSection({
  title,
  description,
  table,
  chart,
  chartNote,
  summary,
  empty,
}: ReportSectionProps) {
  const headingId = `section-${table.name}`;
  const noData = empty === true || table.rows.length === 0;
  // A table of many columns cramps beside its chart on a laptop screen: it takes the full width
  // under the chart instead.
  const wide = table.columns.length > WIDE_TABLE_COLUMNS;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </div>
          <Button
            variant="default"
            size="xs"
            disabled={noData}
            onClick={() => downloadCsv(table)}
            aria-label={`Download CSV: ${title}`}
          >
            Download CSV
          </Button>
        </Group>
        {noData ? null : summary}
        {noData ? (
          <Text c="dimmed" size="sm">
            {CAMPAIGN_MESSAGES.empty}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: wide ? 1 : 2 }} spacing="lg">
            {/* The table beside it says the same; inert also drops the chart's own tab stops (aria-hidden would not). */}
            <div>
              <div inert data-testid={`chart-${table.name}`}>
                {chart}
              </div>
              {chartNote ? (
                <Text size="xs" c="dimmed" mt={4}>
                  {chartNote}
                </Text>
              ) : null}
            </div>
            <FigureTable table={table} />
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
