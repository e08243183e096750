import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { GroupSessionFieldsFragment } from '../../../__generated__/graphql';
import { formatShortDate } from '../../../ui/formatters';
import { truncateLongText } from '../../../ui/truncate';
import { TruncatedText } from '../../../ui/TruncatedText';
import classes from './InvoiceScreens.module.css';

/** The sessions of an invoice group: day number, identifier, title and date (invoicing §2.2, §2.3). */
export function SessionsPanel({ sessions }: { sessions: readonly GroupSessionFieldsFragment[] }) {
  return (
    <Paper p="md" component="section" aria-labelledby="group-sessions-title">
      <Stack gap="xs">
        <Title order={2} size="h3" id="group-sessions-title">
          Sessions
        </Title>
        <ul className={classes.plainList}>
          {sessions.map(({ session, dayNumber }) => (
            <li key={session.id} className={classes.sessionItem}>
              <Group gap="sm" wrap="nowrap" align="center">
                <Badge variant="light" radius="sm" className={classes.dayBadge}>
                  Day {dayNumber}
                </Badge>
                <Text size="sm" ff="monospace" c="dimmed" className={classes.noShrink}>
                  {session.identifier}
                </Text>
                <TruncatedText text={session.title} truncate={truncateLongText} size="sm" fw={500} />
              </Group>
              <Text size="sm" c="dimmed" className={classes.noShrink}>
                {formatShortDate(session.date)}
              </Text>
            </li>
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}
