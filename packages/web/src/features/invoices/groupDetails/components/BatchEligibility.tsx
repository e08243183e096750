import { Badge, Tooltip } from '@mantine/core';
import { FULL_LABEL } from './InvoiceStatusBadge';

/** Batch-charge eligibility (invoicing §8): 'Ready to charge', or why not in a tooltip. */
export function BatchEligibility({ eligible, label }: { eligible: boolean; label: string }) {
  if (eligible)
    return (
      <Badge variant="light" color="teal" radius="sm" styles={FULL_LABEL}>
        {label}
      </Badge>
    );
  return (
    <Tooltip label={label} multiline maw={280}>
      <Badge
        variant="outline"
        color="gray"
        radius="sm"
        styles={FULL_LABEL}
        tabIndex={0}
        aria-label={`Not eligible for batch charging: ${label}`}
      >
        Not eligible
      </Badge>
    </Tooltip>
  );
}
