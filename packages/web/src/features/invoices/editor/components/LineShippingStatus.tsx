import { INVOICE_SHIPPING_MESSAGES } from '@ah/schema';
import { useFragment } from '@apollo/client/react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconTruck } from '@tabler/icons-react';
import {
  LineShippingStatusFieldsFragmentDoc,
  type LineShippingStatusFieldsFragment,
  type ShipmentStatus,
} from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';

const lineShippingFragment = toDocument(LineShippingStatusFieldsFragmentDoc);

/** One colour per shipment pill (invoicing §4): waiting greys, moving blue, done greens, cancelled red. */
export const SHIPMENT_PILL_COLORS: Readonly<Record<ShipmentStatus, string>> = {
  PENDING: 'gray',
  CONFIRMED: 'ink',
  IN_TRANSIT: 'blue',
  COMPLETED: 'teal',
  COLLECTED: 'green',
  CANCELLED: 'red',
};

/** What the cell shows, from the line's `shippingStatus` as the screen query left it in the cache. */
export function ShippingStatusContent({
  status,
}: {
  status: LineShippingStatusFieldsFragment['shippingStatus'];
}) {
  // With the flag on the gateway always answers an object; null means it could not load this line.
  if (!status)
    return (
      <Group gap={4} wrap="nowrap" c="red">
        <IconAlertTriangle size={14} aria-hidden />
        <Text size="xs" c="red">
          {INVOICE_SHIPPING_MESSAGES.loadFailed}
        </Text>
      </Group>
    );
  const { shipment, termsName } = status;
  if (shipment)
    return (
      <Stack gap={2} align="flex-start">
        <Badge color={SHIPMENT_PILL_COLORS[shipment.status]} variant="light" radius="xl" tt="none">
          {shipment.statusLabel}
        </Badge>
        {shipment.packagesLabel ? (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {shipment.packagesLabel}
          </Text>
        ) : null}
      </Stack>
    );
  if (termsName)
    return (
      <Group gap={6} wrap="nowrap">
        <IconTruck size={16} aria-label="Shipping policy" color="var(--mantine-color-ink-7)" />
        <Text size="xs">{termsName}</Text>
      </Group>
    );
  return (
    <Text size="xs" c="dimmed" aria-label="No shipping status or policy">
      —
    </Text>
  );
}

/**
 * The Shipping Status or Policy cell of one line (invoicing §2.2), read from the cache where the
 * screen's query put it (mutations that return lines leave it alone). Nothing until it is there.
 */
export function LineShippingStatus({ lineId }: { lineId: string }) {
  const { data, complete } = useFragment({
    fragment: lineShippingFragment,
    fragmentName: 'LineShippingStatusFields',
    from: { __typename: 'InvoiceLine', id: lineId },
  });
  if (!complete) return null;
  return <ShippingStatusContent status={(data as LineShippingStatusFieldsFragment).shippingStatus} />;
}
