import { Paper, Table, Text, Title } from '@mantine/core';
import type { SaleResultsQuery } from '../../../__generated__/graphql';
import { formatLongDate } from '../../../ui/formatters';
import { formatMoney } from '../../../ui/moneyFormat';

type Credit = NonNullable<NonNullable<SaleResultsQuery['saleResults']>['credits']>[number];

/** The marketplace's credits on the sessions (sales §3 Credit). */
export function CreditsTable({
  credits,
  titles,
}: {
  credits: readonly Credit[] | null | undefined;
  titles: ReadonlyMap<string, string>;
}) {
  return (
    <Paper p="md" withBorder mt="md" component="section" aria-label="Credits">
      <Title order={2} size="h4" mb="sm">
        Credits
      </Title>
      {credits == null ? (
        <Text c="dimmed">Credits could not be loaded.</Text>
      ) : credits.length === 0 ? (
        <Text c="dimmed">No credits for these sessions.</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Session</Table.Th>
              <Table.Th>Issue date</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Notes</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {credits.map((c, index) => (
              <Table.Tr key={`${c.catalogRef}-${c.issueDate}-${index}`}>
                <Table.Td>{titles.get(c.catalogRef) ?? c.catalogRef}</Table.Td>
                <Table.Td>{formatLongDate(c.issueDate.slice(0, 10))}</Table.Td>
                <Table.Td ta="right">{formatMoney(c.amount, c.currencySymbol)}</Table.Td>
                <Table.Td>{c.notes}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
