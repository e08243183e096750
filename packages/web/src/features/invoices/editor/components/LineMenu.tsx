import { Link } from 'react-router';
import { ActionIcon, Menu } from '@mantine/core';
import { LazyMenu } from '../../../../ui/LazyMenu';
import {
  IconDots,
  IconEye,
  IconEyeOff,
  IconFlag,
  IconReceiptOff,
  IconCash,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type {
  EditorInvoiceHeadFieldsFragment,
  EditorLineFieldsFragment,
} from '../../../../__generated__/graphql';
import { fileDisputeUrl } from '../editorParams';

export interface LineMenuProps {
  invoice: Pick<EditorInvoiceHeadFieldsFragment, 'id' | 'canEdit' | 'canMarkNotPaid'>;
  line: EditorLineFieldsFragment;
  onMarkShipped: () => void;
  onMarkPaid: () => void;
  onMarkNotPaid: () => void;
  onMarkInvoiceNotPaid: () => void;
  onToggleHidden: () => void;
}

/**
 * The line menu (invoicing §2.2, §6): each action only when the gateway allows it. Shipping can be
 * marked here but not undone; File as dispute opens the main site's open-disputes page.
 */
export function LineMenu({ invoice, line, ...on }: LineMenuProps) {
  const items = [
    line.canMarkShipped && (
      <Menu.Item key="ship" leftSection={<IconTruckDelivery size={16} />} onClick={on.onMarkShipped}>
        Mark as shipped
      </Menu.Item>
    ),
    line.canTogglePaid && !line.paid && (
      <Menu.Item key="paid" leftSection={<IconCash size={16} />} onClick={on.onMarkPaid}>
        Mark as paid
      </Menu.Item>
    ),
    line.canTogglePaid && line.paid && (
      <Menu.Item key="unpaid" leftSection={<IconReceiptOff size={16} />} onClick={on.onMarkNotPaid}>
        Mark as not paid
      </Menu.Item>
    ),
    invoice.canMarkNotPaid && (
      <Menu.Item
        key="invoice-unpaid"
        leftSection={<IconReceiptOff size={16} />}
        onClick={on.onMarkInvoiceNotPaid}
      >
        Mark invoice as not paid
      </Menu.Item>
    ),
    invoice.canEdit && (
      <Menu.Item
        key="hide"
        leftSection={line.hidden ? <IconEye size={16} /> : <IconEyeOff size={16} />}
        onClick={on.onToggleHidden}
      >
        {line.hidden ? 'Show on invoice' : 'Hide from invoice'}
      </Menu.Item>
    ),
    line.canFileDispute && (
      <Menu.Item
        key="dispute"
        leftSection={<IconFlag size={16} />}
        component={Link}
        to={fileDisputeUrl(line.lotRef)}
      >
        File as dispute
      </Menu.Item>
    ),
  ].filter(Boolean);

  // Lot numbers repeat across the sessions of a group: the session tells the lines apart.
  const label = `Actions for lot ${line.lotNumber} of session ${line.sessionIdentifier}`;
  if (items.length === 0)
    return (
      <ActionIcon variant="subtle" color="gray" disabled aria-label={`${label} (none available)`}>
        <IconDots size={16} />
      </ActionIcon>
    );
  return <LazyMenu label={label}>{items}</LazyMenu>;
}
