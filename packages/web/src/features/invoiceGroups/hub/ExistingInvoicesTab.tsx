import { useQuery } from '@apollo/client/react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarOff, IconFileInvoice } from '@tabler/icons-react';
import { useLocation, useSearchParams } from 'react-router';
import { ExistingInvoicesTabDocument } from '../../../__generated__/graphql';
import { useViewer } from '../../../platform/access/ViewerContext';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { todayIn } from '../../../ui/formatters';
import { LinkPagination } from '../../../ui/LinkPagination';
import { ListSkeleton } from '../../../ui/LoadingState';
import { pageHref } from '../../../ui/paginationModel';
import { DateRangeFilter } from './components/DateRangeFilter';
import { InvoiceGroupCard } from './components/InvoiceGroupCard';
import {
  existingInvoicesRange,
  readExistingInvoicesParams,
  withDateChange,
  withoutDates,
} from './dateFilter';

const tabQuery = toDocument(ExistingInvoicesTabDocument);

/** The spec's empty text (invoicing §2.1). */
export const NO_INVOICES_AVAILABLE = 'No invoices available';

/**
 * Existing Invoices (invoicing §2.1): invoice groups, 10 a page, filtered by session date. The page
 * and the range live in the URL (page, start, end as YYYY-MM-DD).
 */
export function ExistingInvoicesTab() {
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const today = todayIn(viewer.house.timeZone);
  const filter = readExistingInvoicesParams(params);
  const { range, violations } = existingInvoicesRange(filter, today);
  const invalid = violations.length > 0;
  const { data, loading, error, refetch } = useQuery(tabQuery, {
    variables: { page: filter.page, startDate: range.start, endDate: range.end },
    skip: invalid,
  });

  const startError = violations.find((v) => v.field === 'startDate')?.message ?? null;
  const endError = violations.find((v) => v.field === 'endDate')?.message ?? null;
  const groups = data?.invoiceGroups?.items;
  const pageInfo = data?.invoiceGroups?.pageInfo;

  let list;
  if (invalid)
    list = (
      <EmptyState
        icon={<IconCalendarOff size={28} stroke={1.5} />}
        title="Check the dates"
        description="Correct the date range above, or clear the dates, to see invoice groups."
      />
    );
  else if (loading && !groups) list = <ListSkeleton rows={4} label="Loading invoice groups" />;
  else if (!groups) list = <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} />;
  else if (groups.length === 0)
    list = (
      <EmptyState
        icon={<IconFileInvoice size={28} stroke={1.5} />}
        title={NO_INVOICES_AVAILABLE}
        description={
          range.start || range.end ? 'No invoice group has a session in the selected dates.' : undefined
        }
      />
    );
  else
    list = (
      <Stack gap="md">
        {error ? <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} /> : null}
        {pageInfo ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {pageInfo.totalCount} invoice {pageInfo.totalCount === 1 ? 'group' : 'groups'} · page{' '}
            {pageInfo.page} of {pageInfo.totalPages}
          </Text>
        ) : null}
        {groups.map((group) => (
          <InvoiceGroupCard key={group.id} group={group} />
        ))}
        {pageInfo ? (
          <Group justify="center" mt="sm">
            <LinkPagination
              label="Existing invoices"
              page={pageInfo.page}
              totalPages={pageInfo.totalPages}
              hrefForPage={(p) => pageHref(pathname, params, p)}
            />
          </Group>
        ) : null}
      </Stack>
    );

  return (
    <Stack gap="lg">
      <Paper p="md">
        <DateRangeFilter
          start={range.start}
          end={range.end}
          maxDate={today}
          startError={startError}
          endError={endError}
          onStartChange={(value) => setParams(withDateChange(params, 'start', value))}
          onEndChange={(value) => setParams(withDateChange(params, 'end', value))}
          onClear={() => setParams(withoutDates(params))}
        />
      </Paper>
      {list}
    </Stack>
  );
}
