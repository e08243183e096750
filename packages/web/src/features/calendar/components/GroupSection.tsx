import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import type { AuctionCalendarPageQuery } from '../../../__generated__/graphql';
import { SessionTable, type CalendarSession } from './SessionTable';

export type CalendarGroup = NonNullable<AuctionCalendarPageQuery['auctionCalendar']>['groups'][number];

export interface GroupSectionProps {
  group: CalendarGroup;
  /** Past sales: no new sessions, nothing to edit. */
  past: boolean;
  onAddSession: (group: CalendarGroup) => void;
  onDeleteSession: (session: CalendarSession) => void;
}

/** A sale (group) of the calendar with its session table and Add Session. */
export function GroupSection({ group, past, onAddSession, onDeleteSession }: GroupSectionProps) {
  const headingId = `calendar-group-${group.id}`;
  return (
    <Paper component="section" aria-labelledby={headingId} style={{ overflow: 'hidden' }}>
      <Group justify="space-between" align="flex-start" p="md" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {group.name}
            </Title>
            <Badge variant="light" color={group.auctionType === 'TIMED' ? 'grape' : 'blue'}>
              {group.auctionType === 'TIMED' ? 'Timed' : 'Live'}
            </Badge>
            {group.pendingApprovalsCount > 0 ? (
              <Badge variant="light" color="orange">
                {group.pendingApprovalsCount} pending{' '}
                {group.pendingApprovalsCount === 1 ? 'approval' : 'approvals'}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {group.sessions.length} {group.sessions.length === 1 ? 'session' : 'sessions'} · sale ID{' '}
            {group.id}
          </Text>
          {group.orphanTerm ? (
            <Group gap={6} c="orange">
              <IconAlertTriangle size={14} aria-hidden />
              <Text size="sm">The terms of this sale are no longer active.</Text>
            </Group>
          ) : null}
        </Stack>
        {!past ? (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => onAddSession(group)}
            aria-label={`Add Session to ${group.name}`}
          >
            Add Session
          </Button>
        ) : null}
      </Group>
      <SessionTable groupName={group.name} past={past} sessions={group.sessions} onDelete={onDeleteSession} />
    </Paper>
  );
}
