import { Text } from '@mantine/core';
import type { UnpaidItemNextFieldsFragment } from '../../../__generated__/graphql';
import { nextStepText } from '../model/nextStepText';

/**
 * "What happens next": the automation's next step for an invoice and its date (issue 36). Nothing is
 * shown for an invoice the automation does not follow (not sent: no timeline).
 */
export function NextStepLine({
  timeline,
  size = 'sm',
}: {
  timeline: UnpaidItemNextFieldsFragment | null | undefined;
  size?: 'xs' | 'sm';
}) {
  if (!timeline) return null;
  return (
    <Text size={size} c="dimmed">
      <Text span fw={600} inherit c="var(--mantine-color-text)">
        What happens next:
      </Text>{' '}
      {nextStepText(timeline.nextStep, timeline)}
    </Text>
  );
}
