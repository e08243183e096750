import { Table, Text } from '@mantine/core';
import type { YourCustomersQuery } from '../../../__generated__/graphql';
import { formatLongDate } from '../../../ui/formatters';
import { formatMoney } from '../../../ui/moneyFormat';
import { customerPlace } from '../model/customerListView';

type Customer = NonNullable<YourCustomersQuery['customerList']>['customerPage']['nodes'][number];

/** One page of customers (sales §3 Customer), with purchases, unpaid balance and strikes. */
export function CustomerTable({ customers }: { customers: readonly Customer[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover aria-label="Your customers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Customer Since</Table.Th>
            <Table.Th ta="right">Purchases</Table.Th>
            <Table.Th ta="right">Unpaid Balance</Table.Th>
            <Table.Th ta="right">Strikes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customers.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                {c.lastName}, {c.firstName}
              </Table.Td>
              <Table.Td>{c.email}</Table.Td>
              <Table.Td>{c.phone}</Table.Td>
              <Table.Td>
                <Text size="sm">{[c.address.street1, c.address.street2].filter(Boolean).join(', ')}</Text>
                <Text size="sm" c="dimmed">
                  {customerPlace(c.address)} {c.address.postalCode}
                </Text>
              </Table.Td>
              <Table.Td>{c.creationDate ? formatLongDate(c.creationDate) : ''}</Table.Td>
              <Table.Td ta="right">
                {c.purchaseCount} / {formatMoney(c.purchaseTotal)}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(c.unpaidBalance)}</Table.Td>
              <Table.Td ta="right">{c.strikes}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
