import { useQuery } from '@apollo/client/react';
import { Group, Paper, Select, Table, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { BillingStatementDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { formatShortDate } from '../../../ui/formatters';
import { LoadingState } from '../../../ui/LoadingState';
import { formatMoney } from '../../../ui/moneyFormat';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { billingYears } from '../model/billingYears';

const statementQuery = toDocument(BillingStatementDocument);
const TITLE = 'Billing';
const KIND_LABEL = { FEATURED_LOTS: 'Featured lots', CARD_FEES: 'Payment fees' } as const;

/**
 * Settings → Billing (/settings/billing; sales §2, §6 accessSensitive): the house's statement of fees
 * for a year — featured-lot promotions ($249 per lot, sales §9) and card payment fees. The year is in
 * the query (`?year=`), so a reload keeps it.
 */
export function BillingPage() {
  useDocumentTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const years = billingYears();
  const year = Number(params.get('year')) || years[0] || new Date().getFullYear();
  const { data, loading, refetch } = useQuery(statementQuery, {
    variables: { year },
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  const statement = data?.billingStatement;

  let body;
  if (loading && !statement) body = <LoadingState label="Loading your statement" />;
  else if (!statement) body = <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} />;
  else if (statement.lines.length === 0)
    body = (
      <EmptyState
        title={`No fees in ${statement.year}`}
        description="Featured lots and payment fees show here."
      />
    );
  else
    body = (
      <Paper p="md">
        <Table striped aria-label={`Statement of fees for ${statement.year}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Fee</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {statement.lines.map((line, i) => (
              <Table.Tr key={`${line.date}-${line.kind}-${i}`}>
                <Table.Td>{formatShortDate(line.date)}</Table.Td>
                <Table.Td>{KIND_LABEL[line.kind]}</Table.Td>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={4}>Total</Table.Th>
              <Table.Th ta="right" data-testid="billing-total">
                {formatMoney(statement.total)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Paper>
    );

  return (
    <>
      <PageHeader eyebrow="Settings" title={TITLE} description="Your statement of fees." />
      <Group mb="md">
        <Select
          label="Year"
          data={years.map(String)}
          value={String(year)}
          allowDeselect={false}
          onChange={(v) => v && setParams({ year: v })}
          w={140}
        />
        {loading && statement ? (
          <Text size="sm" c="dimmed" role="status">
            Loading…
          </Text>
        ) : null}
      </Group>
      {body}
    </>
  );
}

export default BillingPage;
