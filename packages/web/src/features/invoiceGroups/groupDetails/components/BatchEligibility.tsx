import { Badge, Stack, Text, Tooltip } from '@mantine/core';
import { FULL_LABEL } from '../../../invoices';

/** What the tooltip of an ineligible invoice reminds of (invoicing §8). */
export const INELIGIBLE_NOTE =
  'Invoices with restricted items, already paid, with a payment pending or over the card limit cannot be charged.';

/** Batch-charge eligibility (invoicing §8): 'Ready to charge', or why not in a tooltip. */
export function BatchEligibility({ eligible, label }: { eligible: boolean; label: string }) {
  if (eligible)
    return (
      <Badge variant="light" color="teal" radius="sm" styles={FULL_LABEL}>
        {label}
      </Badge>
    );
  return (
    <Tooltip
      label={
        <Stack gap={2}>
          <Text size="xs" fw={700}>
            {label}
          </Text>
          <Text size="xs">{INELIGIBLE_NOTE}</Text>
        </Stack>
      }
      multiline
      maw={300}
    >
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
