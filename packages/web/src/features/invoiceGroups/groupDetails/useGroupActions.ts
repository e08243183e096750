import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { InvoiceGroupCsvDocument, type InvoicePaidFilter } from '../../../__generated__/graphql';
import { useViewer } from '../../../platform/access/ViewerContext';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { previewAndSendTarget, writePreviewSession } from '../../invoices';
import { downloadCsv } from '../../../ui/csv';
import { csvFileName, invoicesCsv } from './csvExport';

const csvQuery = toDocument(InvoiceGroupCsvDocument);

/** Group details' group actions that leave the table: CSV, Manage AutoCharge, Preview and Send. */
export function useGroupActions(input: {
  invoiceGroupId: string;
  filter: InvoicePaidFilter;
  search: string | null;
  selectedIds: readonly string[];
}) {
  const { invoiceGroupId, filter, search, selectedIds } = input;
  const client = useApolloClient();
  const navigate = useNavigate();
  const viewer = useViewer();
  const [downloading, setDownloading] = useState(false);

  /** Every row of the current filter and search, across all pages, read on demand. */
  async function allRows() {
    const result = await client.query({
      query: csvQuery,
      variables: { invoiceGroupId, filter, search },
      fetchPolicy: 'network-only',
    });
    const rows = result.data?.invoiceGroupDetails?.csvRows;
    if (!rows) throw new Error('No rows');
    return rows;
  }

  return {
    downloading,
    /** Download as CSV: all rows of the current filter, every page (invoicing §2.3). */
    async downloadAll() {
      setDownloading(true);
      try {
        downloadCsv(csvFileName(invoiceGroupId, filter), invoicesCsv(await allRows()));
      } catch {
        notifications.show({ color: 'red', message: LOAD_FAILED_MESSAGE });
      } finally {
        setDownloading(false);
      }
    },
    /** The auto-charge screen for the selection, or for every invoice of the filter. */
    async manageAutoCharge() {
      try {
        const ids = selectedIds.length > 0 ? [...selectedIds] : (await allRows()).map((r) => r.invoiceId);
        if (ids.length === 0) return;
        // Processors p and s send the auto-charge back link to group details (invoicing §2.6).
        const processor = viewer.house.paymentProcessorType;
        writePreviewSession({ autoChargeSource: processor === 'p' || processor === 's' ? 'group' : null });
        const group = encodeURIComponent(invoiceGroupId);
        navigate(`/invoices/InvoiceAutoCharge/${group}/invoice/${ids.map(encodeURIComponent).join(',')}`);
      } catch {
        notifications.show({ color: 'red', message: LOAD_FAILED_MESSAGE });
      }
    },
    previewAndSendSelected() {
      const target = previewAndSendTarget({
        groupId: invoiceGroupId,
        invoiceIds: selectedIds,
        autoChargeEnabled: viewer.house.settings.autoChargeEnabled,
        processorType: viewer.house.paymentProcessorType,
        source: 'group',
      });
      if (!target) return;
      writePreviewSession(target.session);
      navigate(target.path);
    },
  };
}
