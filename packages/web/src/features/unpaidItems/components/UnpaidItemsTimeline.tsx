import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, List, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { UnpaidItemTimelineDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { disputePagePath } from '../model/linkPaths';
import { formatWhen, stepLabel } from '../model/nextStepText';
import { outcomeLabel } from '../model/unpaidItemTexts';

const timelineQuery = toDocument(UnpaidItemTimelineDocument);

/**
 * An invoice's unpaid-item audit trail, oldest first: every step taken or skipped with its reason,
 * and every pause and resume (issue 36: "Nothing surprises a house"). Read when staff open it, so the
 * editor's page of invoices does not carry every invoice's trail.
 */
export function UnpaidItemsTimeline({
  invoiceGroupId,
  invoiceId,
}: {
  invoiceGroupId: string;
  invoiceId: string;
}) {
  const { data, loading, refetch } = useQuery(timelineQuery, {
    variables: { invoiceGroupId, invoiceId },
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });
  const timeline = data?.invoiceGroupEditor?.invoicePage.nodes.find((i) => i.id === invoiceId)?.unpaidItems;
  if (loading && !timeline)
    return (
      <div role="status" aria-label="Loading the timeline">
        <Skeleton height={10} width="60%" radius="sm" />
      </div>
    );
  if (!data) return <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} />;
  if (!timeline || timeline.events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        The automation has taken no step for this invoice yet.
      </Text>
    );
  return (
    <List size="sm" spacing={6} aria-label={`Unpaid-item timeline of invoice ${invoiceId}`}>
      {timeline.events.map((event, index) => (
        <List.Item key={`${event.at}-${event.kind}-${index}`}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" c="dimmed">
              {formatWhen(event.at)}
            </Text>
            <Text size="sm" fw={600}>
              {stepLabel(event.kind)}
            </Text>
            <Badge size="sm" variant="light" color={event.outcome === 'DONE' ? 'teal' : 'gray'}>
              {outcomeLabel(event.outcome)}
            </Badge>
            {event.disputeRef ? (
              <Anchor component={Link} to={disputePagePath(event.disputeRef)} size="sm">
                Dispute {event.disputeRef}
              </Anchor>
            ) : null}
          </Group>
          {event.reason ? (
            <Text size="xs" c="dimmed">
              {event.reason}
            </Text>
          ) : null}
        </List.Item>
      ))}
    </List>
  );
}

export default UnpaidItemsTimeline;
