import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import type { UninvoicedSessionsTabQuery } from '../../../../__generated__/graphql';
import { formatShortDate } from '../../../../ui/formatters';
import { truncateLongText, truncateName } from '../../../../ui/truncate';
import { TruncatedText } from '../../../../ui/TruncatedText';
import classes from './HubCards.module.css';

export type UninvoicedSaleGroup = NonNullable<
  UninvoicedSessionsTabQuery['uninvoicedSaleGroups']
>['items'][number];
export type UninvoicedSession = UninvoicedSaleGroup['sessions'][number];

export interface SaleGroupCardProps {
  group: UninvoicedSaleGroup;
  /** The selected sessions by id (a new map only when the selection changes). */
  selection: ReadonlyMap<string, unknown>;
  /** Another sale's sessions are selected: this group's checkboxes are disabled. */
  locked: boolean;
  /** The whole form is busy (creating). */
  disabled: boolean;
  onToggle: (group: UninvoicedSaleGroup, session: UninvoicedSession) => void;
}

/**
 * One sale group of the Uninvoiced Sessions tab: its sessions (auction date, sale title) as checkboxes.
 * Memoised: typing the group's name re-renders the form, not the 25 cards of the page.
 */
export const SaleGroupCard = memo(function SaleGroupCard({
  group,
  selection,
  locked,
  disabled,
  onToggle,
}: SaleGroupCardProps) {
  const selectedCount = group.sessions.filter((s) => selection.has(s.id)).length;
  const headingId = `sale-group-${group.id}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      p="md"
      className={classes.card}
      data-locked={locked || undefined}
      data-selected={selectedCount > 0 || undefined}
    >
      <Group justify="space-between" gap="xs" mb="sm" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <TruncatedText
            id={headingId}
            text={group.name}
            truncate={truncateName}
            fw={600}
            size="md"
            component="p"
          />
          {locked ? (
            <Text size="xs" c="dimmed">
              Sessions of another sale are selected
            </Text>
          ) : null}
        </Stack>
        <Badge
          variant={selectedCount > 0 ? 'filled' : 'light'}
          color={selectedCount > 0 ? 'ink' : 'gray'}
          style={{ flexShrink: 0 }}
        >
          {selectedCount > 0
            ? `${selectedCount} of ${group.sessions.length} selected`
            : `${group.sessions.length} ${group.sessions.length === 1 ? 'session' : 'sessions'}`}
        </Badge>
      </Group>
      <Stack gap={6} role="group" aria-labelledby={headingId}>
        {group.sessions.map((session) => (
          <Checkbox
            key={session.id}
            checked={selection.has(session.id)}
            disabled={disabled || locked}
            onChange={() => onToggle(group, session)}
            classNames={{
              root: classes.sessionRow,
              body: classes.sessionBody,
              labelWrapper: classes.sessionLabelWrapper,
            }}
            label={
              <Group gap="sm" wrap="nowrap" component="span">
                <Text span size="sm" ff="monospace" c="dimmed" className={classes.sessionDate}>
                  {formatShortDate(session.date)}
                </Text>{' '}
                <Text span size="sm" className={classes.sessionTitle}>
                  {truncateLongText(session.title)}
                </Text>
              </Group>
            }
          />
        ))}
      </Stack>
    </Paper>
  );
});
