import { Table, Text } from '@mantine/core';
import type { RealizedPricesPageQuery } from '../../../__generated__/graphql';
import { formatSaleMoney } from '../../../ui/moneyFormat';
import { REALIZED_TEXTS } from '../model/realizedSteps';

type Lot = NonNullable<RealizedPricesPageQuery['realizedPrices']>['lotPage']['nodes'][number];

/**
 * A page of the catalog's current realized prices (step 1), a zero shown as "Passed"; prices as sale
 * money (sales §9: USD, whole amounts without decimals).
 */
export function CurrentPricesTable({ lots }: { lots: readonly Lot[] }) {
  if (lots.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {REALIZED_TEXTS.noLots}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" aria-label="Current realized prices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Lot</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th ta="right">Realized Price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lots.map((lot) => (
            <Table.Tr key={lot.id}>
              <Table.Td>
                {lot.lotNumber}
                {lot.lotExt ?? ''}
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={1}>
                  {lot.title}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                {lot.passed
                  ? REALIZED_TEXTS.passed
                  : lot.realizedPrice
                    ? formatSaleMoney(lot.realizedPrice)
                    : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
