import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { createPortal } from 'react-dom';
import { useViewer } from '../../../../platform/access/ViewerContext';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../../ui/ErrorBanner';
import { ListSkeleton } from '../../../../ui/LoadingState';
import { PrintInvoicePage } from './PrintInvoicePage';
import classes from './print.module.css';
import { usePrintInvoices } from './usePrintInvoices';

/** How many pages the dialog previews; the printout holds them all. */
const PREVIEW_PAGES = 3;

export interface PrintInvoicesModalProps {
  invoiceGroupId: string;
  groupTitle: string;
  /** The invoices to print; null prints every invoice of the group. */
  invoiceIds: readonly string[] | null;
  onClose: () => void;
}

/** Print all or selected (invoicing §2.2, §2.3): a print-ready page per invoice. */
export function PrintInvoicesModal({
  invoiceGroupId,
  groupTitle,
  invoiceIds,
  onClose,
}: PrintInvoicesModalProps) {
  const viewer = useViewer();
  const { invoices, hasLiveFee, error } = usePrintInvoices(invoiceGroupId, invoiceIds);
  const pages = (list: NonNullable<typeof invoices>) =>
    list.map((invoice) => (
      <PrintInvoicePage
        key={invoice.id}
        invoice={invoice}
        houseName={viewer.house.name}
        groupTitle={groupTitle}
        showLiveFee={hasLiveFee}
      />
    ));
  const count = invoiceIds?.length ?? invoices?.length ?? 0;

  return (
    <Modal opened onClose={onClose} title="Print Invoices" size="xl">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {invoiceIds === null && !invoices
            ? 'Every invoice of the group'
            : count === 1
              ? '1 invoice'
              : `${count} invoices`}
          , one page each.
          {invoices && invoices.length > PREVIEW_PAGES
            ? ` The preview shows the first ${PREVIEW_PAGES}.`
            : ''}
        </Text>
        {error ? <ErrorBanner message={LOAD_FAILED_MESSAGE} /> : null}
        {!invoices && !error ? <ListSkeleton rows={2} label="Preparing the invoices to print" /> : null}
        {invoices ? (
          <ScrollArea.Autosize
            mah="55vh"
            type="auto"
            bg="gray.1"
            p="sm"
            style={{ borderRadius: 8 }}
            // The preview scrolls: its viewport takes focus so keys can scroll it (WCAG 2.1.1).
            viewportProps={{ tabIndex: 0, 'aria-label': 'Print preview' }}
          >
            {pages(invoices.slice(0, PREVIEW_PAGES))}
          </ScrollArea.Autosize>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            leftSection={<IconPrinter size={16} />}
            disabled={!invoices || invoices.length === 0}
            onClick={() => window.print()}
          >
            Print
          </Button>
        </Group>
      </Stack>
      {/* Straight into <body>: when printing, everything but this element is hidden. */}
      {invoices
        ? createPortal(
            <div className={`${classes.printRoot} print-root`}>{pages(invoices)}</div>,
            document.body,
          )
        : null}
    </Modal>
  );
}
