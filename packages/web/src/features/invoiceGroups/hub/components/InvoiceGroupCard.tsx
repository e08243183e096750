import { Anchor, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconEdit, IconEye, IconTemplate } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ExistingInvoicesTabQuery } from '../../../../__generated__/graphql';
import { formatShortDate } from '../../../../ui/formatters';
import { truncateLongText, truncateName } from '../../../../ui/truncate';
import { TruncatedText } from '../../../../ui/TruncatedText';
import classes from './HubCards.module.css';

export type ExistingInvoiceGroup = NonNullable<ExistingInvoicesTabQuery['invoiceGroups']>['items'][number];

/** The spec's text while invoices of a group are still being built (invoicing §2.1). */
export const INVOICE_CREATION_IN_PROGRESS =
  'Invoice creation is in Progress. Please refresh page for updated status';

/** The links of a group whose invoices are created (invoicing §2.1). */
export function invoiceGroupLinks(group: Pick<ExistingInvoiceGroup, 'id' | 'templateId'>) {
  return {
    editTemplate: `/invoices/InvoiceTemplates/${encodeURIComponent(group.templateId)}`,
    viewInvoices: `/invoices/InvoiceGroupDetails/${encodeURIComponent(group.id)}`,
    editInvoices: `/invoices/EditInvoices/${encodeURIComponent(group.id)}`,
    /** While the invoices do not exist: where the creation's progress, or its way out, shows. */
    creationStatus: `/invoices/CreateNewInvoices/${encodeURIComponent(group.id)}`,
  };
}

/** One invoice group of the Existing Invoices tab: title, sessions, and its links or the in-progress note. */
export function InvoiceGroupCard({ group }: { group: ExistingInvoiceGroup }) {
  const headingId = `invoice-group-${group.id}`;
  const links = invoiceGroupLinks(group);
  return (
    <Paper component="article" aria-labelledby={headingId} p="md" className={classes.card}>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap="xs" style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Group gap="xs" wrap="nowrap">
            <TruncatedText id={headingId} text={group.title} truncate={truncateName} fw={600} component="p" />
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              #{group.id}
            </Text>
          </Group>
          <ul className={classes.sessionList} aria-label={`Sessions of ${group.title}`}>
            {group.sessions.map((session) => (
              <li key={session.id} className={classes.sessionListItem}>
                <Text span size="sm" ff="monospace" c="dimmed" className={classes.sessionDate}>
                  {formatShortDate(session.date)}
                </Text>{' '}
                <Text span size="sm" className={classes.sessionTitle}>
                  {truncateLongText(session.title)}
                </Text>
              </li>
            ))}
          </ul>
        </Stack>
        {group.invoicesCreated ? (
          <Group gap="lg" wrap="wrap" component="nav" aria-label={`Actions for ${group.title}`}>
            <Anchor component={Link} to={links.editTemplate} size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconTemplate size={16} aria-hidden />
                Edit Template
              </Group>
            </Anchor>
            <Anchor component={Link} to={links.viewInvoices} size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconEye size={16} aria-hidden />
                View Invoices
              </Group>
            </Anchor>
            <Anchor component={Link} to={links.editInvoices} size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconEdit size={16} aria-hidden />
                Edit Invoices
              </Group>
            </Anchor>
          </Group>
        ) : (
          <Stack gap={4} maw={340} align="flex-start">
            <Group gap="xs" wrap="nowrap" role="status">
              <Loader size={14} />
              <Text size="sm" c="dimmed">
                {INVOICE_CREATION_IN_PROGRESS}
              </Text>
            </Group>
            <Anchor component={Link} to={links.creationStatus} size="sm">
              View creation status
            </Anchor>
          </Stack>
        )}
      </Group>
    </Paper>
  );
}
