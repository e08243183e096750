import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import {
  IconCalendarDollar,
  IconChevronDown,
  IconCreditCard,
  IconDownload,
  IconEdit,
  IconMail,
  IconNote,
  IconPrinter,
  IconSend,
} from '@tabler/icons-react';
import { Link } from 'react-router';

export interface DetailsToolbarProps {
  selectedCount: number;
  editAllHref: string;
  editSelectedHref: string | null;
  autoChargeEnabled: boolean;
  /** Charge all/selected cards is offered (invoicing §6, the gateway's canChargeCards). */
  canChargeCards: boolean;
  charging: boolean;
  onChargeCards: (scope: 'all' | 'selected') => void;
  downloading: boolean;
  onPrint: (scope: 'all' | 'selected') => void;
  onDownloadCsv: () => void;
  onManageAutoCharge: () => void;
  onBulkContact: () => void;
  onBulkNote: () => void;
  onPreviewAndSend: () => void;
  onClearSelection: () => void;
}

/** The group actions of invoice group details (invoicing §2.3, §6). */
export function DetailsToolbar(props: DetailsToolbarProps) {
  const hasSelection = props.selectedCount > 0;
  return (
    <Paper p="sm" component="section" aria-label="Group actions">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Menu position="bottom-start" withinPortal shadow="md">
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconPrinter size={16} />}
                rightSection={<IconChevronDown size={14} />}
              >
                Print
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => props.onPrint('all')}>Print All</Menu.Item>
              <Menu.Item onClick={() => props.onPrint('selected')} disabled={!hasSelection}>
                Print Selected ({props.selectedCount})
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Menu position="bottom-start" withinPortal shadow="md">
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconEdit size={16} />}
                rightSection={<IconChevronDown size={14} />}
              >
                Edit Invoices
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={props.editAllHref}>
                Edit All Invoices
              </Menu.Item>
              {props.editSelectedHref ? (
                <Menu.Item component={Link} to={props.editSelectedHref}>
                  Edit Selected Invoices ({props.selectedCount})
                </Menu.Item>
              ) : (
                <Menu.Item disabled>Edit Selected Invoices (0)</Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
          {props.canChargeCards ? (
            <Menu position="bottom-start" withinPortal shadow="md">
              <Menu.Target>
                <Button
                  variant="default"
                  leftSection={<IconCreditCard size={16} />}
                  rightSection={<IconChevronDown size={14} />}
                  loading={props.charging}
                >
                  Charge Cards
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => props.onChargeCards('all')}>Charge All Cards</Menu.Item>
                <Menu.Item onClick={() => props.onChargeCards('selected')} disabled={!hasSelection}>
                  Charge Selected Cards ({props.selectedCount})
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={props.onDownloadCsv}
            loading={props.downloading}
          >
            Download as CSV
          </Button>
          {props.autoChargeEnabled ? (
            <Button
              variant="default"
              leftSection={<IconCalendarDollar size={16} />}
              onClick={props.onManageAutoCharge}
            >
              Manage AutoCharge
            </Button>
          ) : null}
        </Group>
        <Group gap="xs" wrap="wrap">
          {hasSelection ? (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {props.selectedCount} selected
              </Text>
              <Button variant="subtle" color="gray" size="compact-sm" onClick={props.onClearSelection}>
                Clear
              </Button>
              <Button variant="default" leftSection={<IconMail size={16} />} onClick={props.onBulkContact}>
                Bulk Contact
              </Button>
              <Button variant="default" leftSection={<IconNote size={16} />} onClick={props.onBulkNote}>
                Bulk Add Note
              </Button>
            </>
          ) : null}
          <Button
            leftSection={<IconSend size={16} />}
            onClick={props.onPreviewAndSend}
            disabled={!hasSelection}
          >
            Preview and Send Selected
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
