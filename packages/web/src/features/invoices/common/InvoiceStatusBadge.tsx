import { Badge } from '@mantine/core';
import type { InvoiceStatus, ShipStatus } from '../../../__generated__/graphql';

/** Table cells size to their content: the label is never cut to '...'. */
export const FULL_LABEL = {
  root: { maxWidth: 'none', textTransform: 'none' as const },
  label: { overflow: 'visible' },
};

const STATUS_COLOR: Record<InvoiceStatus, string> = {
  PAID: 'teal',
  PAYMENT_PENDING: 'yellow',
  PAYMENT_FAILED: 'red',
  PARTIAL_PAID: 'blue',
  SENT: 'ink',
  NOT_SENT: 'gray',
};

const SHIP_COLOR: Record<ShipStatus, string> = {
  SHIPPED: 'teal',
  PICKED_UP: 'teal',
  PARTIAL: 'blue',
  NOT_SHIPPED: 'gray',
};

/** The gateway's invoice status label, coloured by its code (never re-derived here). */
export function InvoiceStatusBadge({ status, label }: { status: InvoiceStatus; label: string }) {
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} radius="sm" styles={FULL_LABEL}>
      {label}
    </Badge>
  );
}

export function ShipStatusBadge({ status, label }: { status: ShipStatus; label: string }) {
  return (
    <Badge variant="dot" color={SHIP_COLOR[status]} radius="sm" styles={FULL_LABEL}>
      {label}
    </Badge>
  );
}
