import { Badge, Stack, Text, Tooltip } from '@mantine/core';
import { useRef, useState } from 'react';
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
  return <IneligibleBadge label={label} />;
}

/**
 * 'Not eligible' with its reason on hover. A Mantine Tooltip per row (its floating position and
 * listeners) made each row heavy to mount while a 200-invoice page scrolls: the tooltip mounts on
 * the badge's first hover only, pointed at the badge, which stays the same element throughout.
 */
function IneligibleBadge({ label }: { label: string }) {
  const badge = useRef<HTMLDivElement>(null);
  const [armed, setArmed] = useState(false);
  const [hovered, setHovered] = useState(false);
  return (
    <>
      <Badge
        ref={badge}
        variant="outline"
        color="gray"
        radius="sm"
        styles={FULL_LABEL}
        tabIndex={0}
        aria-label={`Not eligible for batch charging: ${label}`}
        onMouseEnter={() => {
          setArmed(true);
          setHovered(true);
        }}
        onMouseLeave={() => setHovered(false)}
      >
        Not eligible
      </Badge>
      {armed ? (
        <Tooltip
          target={badge}
          opened={hovered}
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
        />
      ) : null}
    </>
  );
}
