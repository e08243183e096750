import { Group, Paper, Text } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';

/** The shipping-truck legend, shown when the house has shipping policies (invoicing §2.2). */
export function ShippingLegend() {
  return (
    <Paper p="sm" component="aside" aria-label="Legend">
      <Group gap="xs" wrap="nowrap">
        <IconTruck size={18} aria-hidden color="var(--mantine-color-ink-7)" />
        <Text size="sm">Lots with this icon have a shipping policy.</Text>
      </Group>
    </Paper>
  );
}
