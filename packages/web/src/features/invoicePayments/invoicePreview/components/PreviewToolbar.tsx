import { ActionIcon, Button, Group, Menu, Paper, SegmentedControl, Text, Tooltip } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconFileTypePdf,
  IconPrinter,
  IconSend,
} from '@tabler/icons-react';
import type { PreviewView } from '../previewParams';
import type { PaperFormat } from '../sheet/invoicePdf';
import { JumpToInvoice } from './JumpToInvoice';

export interface PreviewToolbarProps {
  ids: readonly string[];
  view: PreviewView;
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  onView: (view: PreviewView) => void;
  onJump: (invoiceId: string) => void;
  onPrint: () => void;
  onDownloadPdf: (format: PaperFormat) => void;
  pdfBusy: boolean;
  onSendAll: () => void;
  sending: boolean;
}

/** Prev / Next, View One / View All, the jump box, Print, the PDF and Send All (invoicing §2.4). */
export function PreviewToolbar(props: PreviewToolbarProps) {
  const count = props.ids.length;
  const one = props.view === 'one';
  const shown = one ? 'this invoice' : count === 1 ? 'the invoice' : `all ${count} invoices`;
  return (
    <Paper p="sm" component="section" aria-label="Preview actions">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          {one ? (
            <Group gap={4} wrap="nowrap">
              <Tooltip label="Previous invoice">
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label="Prev"
                  onClick={props.onPrevious}
                  disabled={props.index <= 0}
                >
                  <IconChevronLeft size={18} />
                </ActionIcon>
              </Tooltip>
              <Text size="sm" fw={500} miw={110} ta="center" aria-live="polite">
                Invoice {props.index + 1} of {count}
              </Text>
              <Tooltip label="Next invoice">
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label="Next"
                  onClick={props.onNext}
                  disabled={props.index >= count - 1}
                >
                  <IconChevronRight size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ) : (
            <Text size="sm" fw={500} aria-live="polite">
              {count === 1 ? '1 invoice' : `${count} invoices`}
            </Text>
          )}
          <SegmentedControl
            aria-label="Invoices shown"
            value={props.view}
            onChange={(value) => props.onView(value === 'all' ? 'all' : 'one')}
            data={[
              { value: 'one', label: 'View One' },
              { value: 'all', label: 'View All' },
            ]}
          />
          <JumpToInvoice ids={props.ids} onJump={props.onJump} />
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={props.onPrint}>
            Print
          </Button>
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconFileTypePdf size={16} />}
                rightSection={<IconChevronDown size={14} />}
                loading={props.pdfBusy}
              >
                PDF
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Download {shown}</Menu.Label>
              <Menu.Item onClick={() => props.onDownloadPdf('letter')}>PDF, Letter</Menu.Item>
              <Menu.Item onClick={() => props.onDownloadPdf('a4')}>PDF, A4</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button leftSection={<IconSend size={16} />} onClick={props.onSendAll} loading={props.sending}>
            Send All
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
