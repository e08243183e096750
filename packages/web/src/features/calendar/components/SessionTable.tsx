import { ActionIcon, Anchor, Badge, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconFileInvoice, IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CalendarSessionFieldsFragment } from '../../../__generated__/graphql';
import { useViewer } from '../../../platform/access/ViewerContext';
import { zonedDateTime } from '../../../ui/zonedDateTime';
import { realizedPricesPath, showsRealizedPricesLink } from '../../realizedPrices';

export type CalendarSession = CalendarSessionFieldsFragment;

export interface SessionTableProps {
  groupName: string;
  /** Past sessions have started: nothing to edit, and no two-hour warning. */
  past: boolean;
  sessions: readonly CalendarSession[];
  onDelete: (session: CalendarSession) => void;
}

/** A count that asks for attention when it is not zero. */
function Count({ value, warn = false }: { value: number; warn?: boolean }) {
  return (
    <Text size="sm" fw={warn && value > 0 ? 600 : 400} c={warn && value > 0 ? 'orange' : undefined}>
      {value}
    </Text>
  );
}

/** Date and time in the session's own time zone (sales §2 Calendar). */
function SessionWhen({ session }: { session: CalendarSession }) {
  const zoned = zonedDateTime(session.startsAt, session.timeZone);
  if (!zoned) return <Text size="sm">{session.dateTimeDisplay}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
        {zoned.weekday} {zoned.date}
      </Text>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {zoned.time} {session.timeZoneAbbreviation || zoned.zone}
      </Text>
    </Stack>
  );
}

/**
 * The session table of a sale group: when (session time zone), title, lots, lots without images,
 * unpublished lots, channel previews, the invoices link, bulk bidding on a timed session (when the
 * gateway gives its path), and the edit and delete actions (delete only with zero lots; nothing
 * editable within two hours of the start).
 */
export function SessionTable({ groupName, past, sessions, onDelete }: SessionTableProps) {
  const viewer = useViewer();
  // Sales §6: the realized prices link of a past session (reports flag, not online-only, 45 days).
  const realizedFor = {
    reports: viewer.access.reports,
    superUser: viewer.user.isSuperUser,
    onlineOnly: viewer.house.settings.isOnlineOnly,
  };
  if (sessions.length === 0)
    return (
      <Text size="sm" c="dimmed" px="md" pb="md">
        No sessions yet. Add the first session of this sale.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table verticalSpacing="sm" highlightOnHover layout="fixed" aria-label={`Sessions of ${groupName}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={128} style={{ whiteSpace: 'nowrap' }}>
              Date &amp; Time
            </Table.Th>
            <Table.Th>Session</Table.Th>
            <Table.Th w={50} ta="right">
              Lots
            </Table.Th>
            <Table.Th w={82} ta="right">
              No Images
            </Table.Th>
            <Table.Th w={104} ta="right">
              Unpublished
            </Table.Th>
            <Table.Th w={136} pl="md">
              Preview
            </Table.Th>
            <Table.Th w={100}>
              <VisuallyHidden>Invoices and actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.map((session) => (
            <Table.Tr key={session.id} data-session-id={session.id}>
              <Table.Td>
                <SessionWhen session={session} />
              </Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  <Text size="sm" fw={600} lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                    {session.title}
                  </Text>
                  {session.liveNow ? (
                    <Badge size="xs" variant="filled" color="red" w="fit-content">
                      Live now
                    </Badge>
                  ) : null}
                  {session.in2Hours && !past ? (
                    <Badge
                      size="xs"
                      variant="light"
                      color="orange"
                      leftSection={<IconLock size={10} />}
                      w="fit-content"
                    >
                      Within 2 hours
                    </Badge>
                  ) : null}
                  {session.bulkBiddingPath ? (
                    <Anchor
                      component={Link}
                      to={session.bulkBiddingPath}
                      size="xs"
                      w="fit-content"
                      aria-label={`Bulk bidding on ${session.title}`}
                    >
                      Bulk Bidding
                    </Anchor>
                  ) : null}
                  {past && showsRealizedPricesLink(session.startsAt, realizedFor) ? (
                    <Anchor
                      component={Link}
                      to={realizedPricesPath(session.id)}
                      size="xs"
                      w="fit-content"
                      aria-label={`Edit Realized Prices of ${session.title}`}
                    >
                      Edit Realized Prices
                    </Anchor>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td ta="right">
                <Count value={session.lotCount} />
              </Table.Td>
              <Table.Td ta="right">
                <Count value={session.lotsWithoutImagesCount} warn />
              </Table.Td>
              <Table.Td ta="right">
                <Count value={session.unpublishedLotCount} warn />
              </Table.Td>
              <Table.Td pl="md">
                {session.channels.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                ) : (
                  <Stack gap={2}>
                    {session.channels.map((channel) => (
                      <Anchor
                        key={channel.channelName}
                        href={channel.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="xs"
                        // At least 24 px tall: a target of its own (WCAG 2.5.8).
                        style={{ whiteSpace: 'nowrap', display: 'inline-block', lineHeight: '24px' }}
                        aria-label={`Preview ${session.title} on ${channel.channelName} (opens in a new tab)`}
                      >
                        {channel.channelName}
                        <IconExternalLink
                          size={11}
                          aria-hidden
                          style={{ marginLeft: 3, verticalAlign: -1 }}
                        />
                      </Anchor>
                    ))}
                  </Stack>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={2} wrap="nowrap" justify="flex-end">
                  {session.invoiceGroupId ? (
                    <Tooltip label="View Invoices">
                      <ActionIcon
                        component={Link}
                        to={`/invoices/InvoiceGroupDetails/${encodeURIComponent(session.invoiceGroupId)}`}
                        variant="subtle"
                        aria-label={`View invoices of ${session.title}`}
                      >
                        <IconFileInvoice size={16} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                  {past ? null : session.in2Hours ? (
                    <Tooltip label="Catalog is within 2 hours of sale start time">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        data-disabled
                        aria-disabled="true"
                        onClick={(e) => e.preventDefault()}
                        aria-label={`Edit ${session.title} (locked)`}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                  ) : (
                    <Tooltip label="Edit session">
                      <ActionIcon
                        component={Link}
                        to={session.editPath}
                        variant="subtle"
                        aria-label={`Edit ${session.title}`}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  {session.canDelete && !session.in2Hours ? (
                    <Tooltip label="Delete session">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => onDelete(session)}
                        aria-label={`Delete ${session.title}`}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
