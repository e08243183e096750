import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconFileInvoice } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { InvoicePreviewDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import {
  InvoiceGroupGate,
  invoiceScreenLinks,
  sentInvoicesPath,
  LiveUpdateFlag,
  parseRouteInvoiceIds,
  useInvoiceGroupLive,
} from '../../invoices';
import { ACTION_FAILED_MESSAGE } from '../../../ui/mutationErrors';
import { InvoiceSheet } from './components/InvoiceSheet';
import sheetClasses from './components/InvoiceSheet.module.css';
import { PreviewToolbar } from './components/PreviewToolbar';
import { readPreviewPosition, withPreviewPosition } from './previewParams';
import type { PaperFormat } from './sheet/invoicePdf';
import { toSheetModel } from './sheet/toSheetModel';
import { usePrintMode } from './usePrintMode';
import { useSendInvoices } from './useSendInvoices';

const previewQuery = toDocument(InvoicePreviewDocument);

/**
 * Preview (invoicing §2.4, /invoices/InvoiceGroupPreview/{id}/invoice/{ids}): the listed invoices as
 * the buyers get them, one at a time or all, with the jump box, Print, a PDF and Send All. The view
 * and the shown invoice are in the URL (?view=all, ?at=123).
 */
export function InvoicePreviewScreen() {
  const { invoiceGroupId = '', invoiceIds: idList } = useParams();
  const ids = useMemo(() => parseRouteInvoiceIds(idList), [idList]);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const position = readPreviewPosition(params, ids);
  const links = invoiceScreenLinks(invoiceGroupId);
  const { data, loading, error, refetch } = useQuery(previewQuery, {
    variables: { invoiceGroupId, invoiceIds: ids },
    skip: ids.length === 0,
  });
  const live = useInvoiceGroupLive(invoiceGroupId, refetch);
  const send = useSendInvoices(invoiceGroupId, ids);
  const [confirming, setConfirming] = useState(false);
  const [pdfBusy, setPdfBusy] = useState(false);
  const printMode = usePrintMode();
  useDocumentTitle('Preview Invoices');

  const preview = data?.invoicePreview;
  const sheets = useMemo(
    () => (preview ? preview.invoices.map((invoice) => toSheetModel(preview, invoice)) : []),
    [preview],
  );
  const current = sheets.find((sheet) => sheet.invoiceId === position.current) ?? sheets[0];
  const shown = position.view === 'all' ? sheets : current ? [current] : [];

  const header = (
    <PageHeader
      eyebrow={
        <Anchor component={Link} to={links.details} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            Back to Invoice Group Details
          </Group>
        </Anchor>
      }
      title="Preview Invoices"
      description={preview?.title}
    />
  );

  if (!preview || sheets.length === 0)
    return (
      <InvoiceGroupGate
        header={header}
        loading={loading && !preview}
        loadingLabel="Loading the invoices"
        skeletonRows={2}
        onRetry={() => void refetch()}
        unavailable={{
          error,
          empty: {
            icon: <IconFileInvoice size={28} stroke={1.5} />,
            title: 'There are no invoices to preview',
            description: 'The invoices of this link are not in the invoice group.',
          },
        }}
      />
    );

  const moveTo = (invoiceId: string) =>
    setParams((current) => withPreviewPosition(current, { at: invoiceId }), { replace: true });

  function jump(invoiceId: string) {
    if (position.view === 'one') {
      moveTo(invoiceId);
      return;
    }
    // View All: bring the sheet into view and give it focus for keyboard users.
    const sheet = document.querySelector<HTMLElement>(`[data-invoice-id="${CSS.escape(invoiceId)}"]`);
    sheet?.setAttribute('tabindex', '-1');
    sheet?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    sheet?.focus({ preventScroll: true });
  }

  async function downloadPdf(format: PaperFormat) {
    setPdfBusy(true);
    try {
      const { downloadInvoicesPdf } = await import('./sheet/invoicePdf');
      downloadInvoicesPdf(shown, format);
    } catch {
      notifications.show({ color: 'red', message: ACTION_FAILED_MESSAGE });
    } finally {
      setPdfBusy(false);
    }
  }

  return (
    <>
      {header}
      <Stack gap="md">
        <LiveUpdateFlag {...live} />
        <PreviewToolbar
          ids={sheets.map((sheet) => sheet.invoiceId)}
          view={position.view}
          index={Math.max(0, sheets.indexOf(current!))}
          onPrevious={() => moveTo(sheets[Math.max(0, position.index - 1)]!.invoiceId)}
          onNext={() => moveTo(sheets[Math.min(sheets.length - 1, position.index + 1)]!.invoiceId)}
          onView={(view) => setParams((p) => withPreviewPosition(p, { view }), { replace: true })}
          onJump={jump}
          onPrint={printMode.print}
          onDownloadPdf={(format) => void downloadPdf(format)}
          pdfBusy={pdfBusy}
          onSendAll={() => {
            send.begin();
            setConfirming(true);
          }}
          sending={send.sending}
        />
        {error ? <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} /> : null}
        <Stack gap="lg" aria-label="Invoices" component="section">
          {shown.map((sheet) => (
            <InvoiceSheet key={sheet.invoiceId} sheet={sheet} />
          ))}
        </Stack>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title="Send All"
        actionLabel="Send All"
        actionColor="ink"
        busy={send.sending}
        error={send.failure}
        onCancel={() => {
          send.cancel();
          setConfirming(false);
        }}
        onConfirm={() =>
          void send.sendAll().then((sent) => {
            if (!sent) return;
            setConfirming(false);
            navigate(sentInvoicesPath(invoiceGroupId, ids));
          })
        }
      >
        <Text size="sm">
          Email{' '}
          {ids.length === 1 ? 'this invoice to its buyer' : `these ${ids.length} invoices to their buyers`}?
          Each buyer gets one email with their invoice.
        </Text>
      </ConfirmModal>
      {/* Straight into <body>: when printing, everything but this element is hidden. */}
      {printMode.printing
        ? createPortal(
            <div className={`${sheetClasses.printRoot} print-root`} aria-hidden>
              {shown.map((sheet) => (
                <InvoiceSheet key={sheet.invoiceId} sheet={sheet} copy="print" />
              ))}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
