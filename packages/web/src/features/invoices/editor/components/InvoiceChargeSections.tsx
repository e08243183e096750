import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { EditorInvoiceHeadFieldsFragment } from '../../../../__generated__/graphql';
import { formatMoney } from '../../../../ui/moneyFormat';

function Amounts({
  values,
}: {
  values: { tax: string; shipping: string; insurance: string; other: string; total: string };
}) {
  const rows: [string, string][] = [
    ['Tax', values.tax],
    ['S/H', values.shipping],
    ['Insurance', values.insurance],
    ['Other', values.other],
    ['Total', values.total],
  ];
  return (
    <Group gap="lg" wrap="wrap" component="dl" m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text
            component="dd"
            m={0}
            size="sm"
            fw={label === 'Total' ? 700 : 500}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {formatMoney(value)}
          </Text>
        </div>
      ))}
    </Group>
  );
}

/** The per-invoice variants' sections: per-invoice charges, and additional charges (invoicing §2.2). */
export function InvoiceChargeSections({
  invoice,
  withAdditional,
}: {
  invoice: EditorInvoiceHeadFieldsFragment;
  withAdditional: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: withAdditional ? 2 : 1 }} spacing="sm">
      <Paper
        p="sm"
        bg="gray.0"
        withBorder={false}
        component="section"
        aria-label={`Per-invoice charges of invoice ${invoice.id}`}
      >
        <Text size="sm" fw={600} mb={6}>
          Per-invoice charges
        </Text>
        <Amounts values={invoice.invoiceCharges} />
      </Paper>
      {withAdditional ? (
        <Paper
          p="sm"
          bg="gray.0"
          withBorder={false}
          component="section"
          aria-label={`Additional charges of invoice ${invoice.id}`}
        >
          <Group justify="space-between" mb={6}>
            <Text size="sm" fw={600}>
              Additional charges
            </Text>
            <Badge variant="light" color="gray" size="sm">
              {invoice.additionalChargeStatusLabel}
            </Badge>
          </Group>
          <Amounts values={invoice.invoiceAdditionalCharges} />
        </Paper>
      ) : null}
    </SimpleGrid>
  );
}
