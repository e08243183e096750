import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SaleResultTotalsFieldsFragment } from '../../../__generated__/graphql';
import { formatMoney } from '../../../ui/moneyFormat';

/** The grand totals of the selected sessions (sales §3 grandTotals). */
export function GrandTotals({ totals, symbol }: { totals: SaleResultTotalsFieldsFragment; symbol: string }) {
  const cells: [string, string][] = [
    ['Lots sold', String(totals.lotCount)],
    ['Hammer', formatMoney(totals.hammer, symbol)],
    ["Buyer's premium", formatMoney(totals.premium, symbol)],
    ['Live fee', formatMoney(totals.liveFee, symbol)],
    ['Payable', formatMoney(totals.payable, symbol)],
  ];
  return (
    <Paper p="md" withBorder mb="md" component="section" aria-label="Grand totals">
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        {cells.map(([label, value]) => (
          <Stack key={label} gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text fw={600} data-testid={`total-${label}`}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
