import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconEdit,
  IconPrinter,
  IconSend,
  IconSquareCheck,
  IconSquareOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type BulkScope = 'all' | 'selected';

export interface EditorToolbarProps {
  selectedCount: number;
  totalCount: number;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  onCharges: (scope: BulkScope) => void;
  chargesDisabled: boolean;
  onPrint: (scope: BulkScope) => void;
  onPreviewAndSend: (scope: BulkScope) => void;
  /** Preview & Send needs a group id (invoicing §2.2). */
  previewDisabled: boolean;
}

function ScopeMenu(props: {
  label: string;
  icon: ReactNode;
  selectedCount: number;
  disabled?: boolean;
  variant?: string;
  allLabel: string;
  selectedLabel: string;
  onPick: (scope: BulkScope) => void;
}) {
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant={props.variant ?? 'default'}
          leftSection={props.icon}
          rightSection={<IconChevronDown size={14} />}
          disabled={props.disabled}
        >
          {props.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => props.onPick('all')}>{props.allLabel}</Menu.Item>
        <Menu.Item onClick={() => props.onPick('selected')} disabled={props.selectedCount === 0}>
          {props.selectedLabel} ({props.selectedCount})
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Select All / Deselect all and the all-or-selected actions of the create/edit screen (invoicing §2.2). */
export function EditorToolbar(props: EditorToolbarProps) {
  const allSelected = props.totalCount > 0 && props.selectedCount === props.totalCount;
  return (
    <Paper p="sm" component="section" aria-label="Invoice actions">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          {allSelected ? (
            <Button variant="subtle" leftSection={<IconSquareOff size={16} />} onClick={props.onDeselectAll}>
              Deselect all
            </Button>
          ) : (
            <Button
              variant="subtle"
              leftSection={<IconSquareCheck size={16} />}
              onClick={props.onSelectAll}
              disabled={props.totalCount === 0}
            >
              Select All Invoices
            </Button>
          )}
          {props.selectedCount > 0 && !allSelected ? (
            <Button variant="subtle" color="gray" onClick={props.onDeselectAll}>
              Deselect all
            </Button>
          ) : null}
          <Text size="sm" c="dimmed" aria-live="polite">
            {props.selectedCount} of {props.totalCount} selected
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <ScopeMenu
            label="Edit/Add Charges"
            icon={<IconEdit size={16} />}
            selectedCount={props.selectedCount}
            disabled={props.chargesDisabled}
            allLabel="Edit/Add Charges to All"
            selectedLabel="Edit/Add Charges to Selected"
            onPick={props.onCharges}
          />
          <ScopeMenu
            label="Print"
            icon={<IconPrinter size={16} />}
            selectedCount={props.selectedCount}
            disabled={props.totalCount === 0}
            allLabel="Print All"
            selectedLabel="Print Selected"
            onPick={props.onPrint}
          />
          <ScopeMenu
            label="Preview & Send"
            variant="filled"
            icon={<IconSend size={16} />}
            selectedCount={props.selectedCount}
            disabled={props.previewDisabled}
            allLabel="Preview & Send All"
            selectedLabel="Preview & Send Selected"
            onPick={props.onPreviewAndSend}
          />
        </Group>
      </Group>
    </Paper>
  );
}
