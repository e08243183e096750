import { CUSTOMER_MESSAGES } from '@ah/schema';
import { useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { CustomerGroupsDocument, YourCustomersDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { LinkPagination } from '../../../ui/LinkPagination';
import { ListSkeleton } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { CustomerFilters } from '../components/CustomerFilters';
import { CustomerTable } from '../components/CustomerTable';
import { customerListSearch, customerListViewOf, type CustomerListView } from '../model/customerListView';

const groupsQuery = toDocument(CustomerGroupsDocument);
const customersQuery = toDocument(YourCustomersDocument);

const TITLE = 'Your Customers';

/**
 * Customers → Your Customers (sales §2 Other screens): the customer table, 50 a page (sales §9),
 * search on Enter, the group filter and the exports (the list as CSV or Excel, the keywords report).
 * Search, group and page live in the URL; the server answers only that page (customerList).
 */
export default function YourCustomersPage() {
  useDocumentTitle(TITLE);
  const location = useLocation();
  const navigate = useNavigate();
  const view = customerListViewOf(new URLSearchParams(location.search));
  const groups = useQuery(groupsQuery);
  const customers = useQuery(customersQuery, {
    variables: { page: view.page, search: view.search || null, groupId: view.groupId },
    fetchPolicy: 'cache-and-network',
  });
  const go = (next: CustomerListView) => void navigate({ search: customerListSearch(next) });
  const data = customers.data?.customerList;
  const page = data?.customerPage;

  return (
    <>
      <PageHeader
        eyebrow="Customers"
        title={TITLE}
        description="Everyone who registered with your house, with what they bought and still owe."
        actions={
          data ? (
            <Group gap="xs">
              <Button
                component="a"
                href={data.exports.csvUrl}
                download
                variant="light"
                leftSection={<IconDownload size={16} />}
              >
                Export CSV
              </Button>
              <Button
                component="a"
                href={data.exports.xlsxUrl}
                download
                variant="light"
                leftSection={<IconDownload size={16} />}
              >
                Export Excel
              </Button>
              <Button
                component="a"
                href={data.exports.keywordsCsvUrl}
                download
                variant="light"
                leftSection={<IconDownload size={16} />}
              >
                Keywords Report
              </Button>
            </Group>
          ) : null
        }
      />
      <Stack gap="md">
        <CustomerFilters
          key={location.search}
          search={view.search}
          groupId={view.groupId}
          groups={groups.data?.customerGroups ?? []}
          onSearch={(search) => go({ ...view, search, page: 1 })}
          onGroup={(groupId) => go({ ...view, groupId, page: 1 })}
        />
        {customers.loading && !data ? (
          <ListSkeleton rows={3} label="Loading your customers" />
        ) : customers.error && !data ? (
          <ErrorBanner message={CUSTOMER_MESSAGES.loadFailed} onRetry={() => void customers.refetch()} />
        ) : !page || page.totalCount === 0 ? (
          <EmptyState title={CUSTOMER_MESSAGES.empty} />
        ) : (
          <Paper p="md">
            <Text size="sm" c="dimmed" mb="sm">
              {page.totalCount} customers
            </Text>
            <CustomerTable customers={page.nodes} />
            {page.pageInfo.totalPages > 1 ? (
              <Group justify="center" mt="md">
                <LinkPagination
                  page={page.pageInfo.page}
                  totalPages={page.pageInfo.totalPages}
                  hrefForPage={(page) => customerListSearch({ ...view, page })}
                  label="Customer pages"
                />
              </Group>
            ) : null}
          </Paper>
        )}
      </Stack>
    </>
  );
}
