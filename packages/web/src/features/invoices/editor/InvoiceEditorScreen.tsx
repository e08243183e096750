import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconFileInvoice } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  InvoiceEditorDocument,
  SetCostPerLotDocument,
  type EditorCardFieldsFragment,
} from '../../../__generated__/graphql';
import { useViewer } from '../../../platform/access/ViewerContext';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { hasFieldError, onlyFieldErrors } from '../../../ui/fieldErrors';
import { lazyDialogs } from '../../../ui/lazyDialogs';
import { LinkPagination } from '../../../ui/LinkPagination';
import { PageHeader } from '../../../ui/PageHeader';
import { pageHref, parsePageParam } from '../../../ui/paginationModel';
import { useDialogParam } from '../../../ui/useDialogParam';
import {
  changeVariables,
  InvoiceChangeScopeProvider,
  type InvoiceChangeScope,
} from '../common/invoiceChangeContext';
import { InvoiceCreationStatus } from '../common/creation/InvoiceCreationStatus';
import { InvoiceGroupGate } from '../common/InvoiceGroupGate';
import { LiveUpdateFlag, useInvoiceGroupLive } from '../common/live/InvoiceGroupLive';
import { creationAnswer, useInvoiceCreationView } from '../common/creation/useInvoiceCreationView';
import { previewAndSendTarget } from '../common/invoicePreviewAndSend';
import { writePreviewSession } from '../common/invoicePreviewSession';
import { SessionsPanel } from '../common/SessionsPanel';
import { editorTotalItems, TotalsStrip } from '../common/TotalsStrip';
import { INVOICE_DIALOGS } from '../common/dialogParams';
import { CostPerLotPanel } from './components/CostPerLotPanel';
import { EditorToolbar, type BulkScope } from './components/EditorToolbar';
import { InvoiceList } from './components/InvoiceList';
import { ShippingLegend } from './components/ShippingLegend';
import { ShippingServiceBanner } from './components/ShippingServiceBanner';
import { EDITOR_PAGE_SIZE, invoiceScreenLinks, parseInvoiceIdList } from './editorParams';
import {
  ALL_SELECTED,
  isSelected,
  namedIds,
  NO_SELECTION,
  selectedCount,
  selectedOf,
  withInvoice,
  type Selection,
} from './selection';
import { readShownInvoiceIds } from './shownInvoiceIds';
import { NextStepsLoadError } from '../../unpaidItems';

/** The dialogs load apart from the page (365 → 324 KB gzipped): the page is usable without them. */
const { Dialogs: EditorDialogs, usePreload: usePreloadDialogs } = lazyDialogs(() =>
  import('./EditorDialogs').then((m) => m.EditorDialogs),
);

const editorQuery = toDocument(InvoiceEditorDocument);
const costPerLotMutation = toDocument(SetCostPerLotDocument);

/** The list before the first answer (one array, so the deferred list below sees no change). */
const NO_INVOICES: readonly EditorCardFieldsFragment[] = [];
/** Fields whose failure the screen shows where they are, not as the page's load error. */
const PARTIAL_FIELDS = ['shippingStatus', 'unpaidItems'] as const;

/** The spec's text when a group has no invoices (invoicing §4, §8). */
export const NO_INVOICES_GENERATED = 'No invoices have been generated.';

/**
 * Create New Invoices and Edit Invoices (invoicing §2.2): one layout, one GraphQL request. Edit's
 * `?id=` narrows the screen to those invoices. The list is paged (`?page=`) so groups of thousands of
 * invoices stay responsive; Select All and the all-actions work on every invoice of the screen, counted
 * by the server and read from it only when an action needs their ids.
 */
export function InvoiceEditorScreen({ mode }: { mode: 'create' | 'edit' }) {
  const { invoiceGroupId = '' } = useParams();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const idParam = mode === 'edit' ? params.get('id') : null;
  const invoiceIds = useMemo(() => parseInvoiceIdList(idParam), [idParam]);
  const page = parsePageParam(params.get('page'));
  const { data, previousData, loading, error, refetch, startPolling, stopPolling } = useQuery(editorQuery, {
    variables: { invoiceGroupId, invoiceIds, page, pageSize: EDITOR_PAGE_SIZE },
    // Partial data: a line whose shipping data failed shows 'Error loading shipping data' in its cell;
    // failed "What happens next" lines say so once, and the cards still load.
    errorPolicy: 'all',
  });
  const live = useInvoiceGroupLive(invoiceGroupId, refetch);
  const [answerCostPerLot, { loading: answering }] = useMutation(costPerLotMutation);
  const client = useApolloClient();
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const dialogs = useDialogParam(INVOICE_DIALOGS);
  const links = invoiceScreenLinks(invoiceGroupId);
  const scope = useMemo<InvoiceChangeScope>(
    () => ({ invoiceGroupId, editorInvoiceIds: invoiceIds, withEditor: true, withDetails: false }),
    [invoiceGroupId, invoiceIds],
  );

  // While another page loads, the last one stays on screen.
  const shown = (data ?? previousData)?.invoiceGroupEditor;
  const editor = shown?.invoiceGroupId === invoiceGroupId ? shown : undefined;
  const totalCount = editor?.invoices.pageInfo.totalCount ?? 0;
  const selected = useMemo(() => ({ has: (id: string) => isSelected(selection, id) }), [selection]);
  // Another page's cards are drawn in a background render that yields to the browser: drawn with
  // the answer (or with the click, for a page in the cache), they made one task of 70-120 ms. The
  // first page is drawn at once (nothing was listed before it).
  const items = editor?.invoices.items ?? NO_INVOICES;
  const deferredItems = useDeferredValue(items);
  const listed = deferredItems === NO_INVOICES ? items : deferredItems;
  // A new group's invoices are built in the background: the page says so and asks again, never blocking.
  const creation = useInvoiceCreationView(
    invoiceGroupId,
    creationAnswer(editor, { answered: data !== undefined, error }),
    { startPolling, stopPolling },
  );
  usePreloadDialogs(editor !== undefined);

  const onSelectedChange = useCallback((id: string, on: boolean) => {
    setSelection((current) => withInvoice(current, id, on));
  }, []);

  /** The preview route names its invoices: Select All's and all's are read from the server now. */
  async function idsFor(bulk: BulkScope): Promise<string[]> {
    const named = bulk === 'selected' ? namedIds(selection) : null;
    if (named) return named;
    const all = await readShownInvoiceIds(client, invoiceGroupId, invoiceIds);
    return bulk === 'all' ? all : selectedOf(selection, all);
  }

  async function previewAndSend(bulk: BulkScope) {
    const ids = await idsFor(bulk).catch(() => {
      notifications.show({ color: 'red', message: LOAD_FAILED_MESSAGE });
      return [];
    });
    const target = previewAndSendTarget({
      groupId: invoiceGroupId,
      invoiceIds: ids,
      autoChargeEnabled: viewer.house.settings.autoChargeEnabled,
      processorType: viewer.house.paymentProcessorType,
      source: mode,
    });
    if (!target) return;
    writePreviewSession(target.session);
    navigate(target.path);
  }

  const title = mode === 'create' ? 'Create New Invoices' : 'Edit Invoices';
  const header = (
    <PageHeader
      eyebrow={
        mode === 'edit' ? (
          <Anchor component={Link} to={links.details} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden />
              Back to Invoice Group Details
            </Group>
          </Anchor>
        ) : (
          'Invoices'
        )
      }
      title={title}
      description={editor ? editor.title : undefined}
    />
  );

  if (!editor || creation === 'FAILED')
    return (
      <InvoiceGroupGate
        header={header}
        loading={loading && !editor}
        loadingLabel="Loading the invoices"
        skeletonRows={3}
        onRetry={() => void refetch()}
        unavailable={{ invoiceGroupId, creation }}
      />
    );

  const pageInfo = editor.invoices.pageInfo;
  const variant = editor.editorVariant ?? null;
  const chargesDisabled = variant === null;

  return (
    <InvoiceChangeScopeProvider scope={scope}>
      {header}
      <Stack gap="md">
        <LiveUpdateFlag {...live} />
        {creation === 'IN_PROGRESS' || creation === 'STALLED' ? (
          <InvoiceCreationStatus
            invoiceGroupId={invoiceGroupId}
            groupTitle={editor.title}
            view={creation}
            onRetried={() => void refetch()}
          />
        ) : null}
        {error && !onlyFieldErrors(error, PARTIAL_FIELDS) ? (
          <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} />
        ) : null}
        {hasFieldError(error, 'unpaidItems') ? <NextStepsLoadError onRetry={() => void refetch()} /> : null}
        <SessionsPanel sessions={editor.sessions} />
        <TotalsStrip items={editorTotalItems(editor.totals)} label="Invoice totals" />
        {editor.shippingFeatureEnabled ? <ShippingServiceBanner /> : null}
        {editor.hasShippingPolicies ? <ShippingLegend /> : null}
        <CostPerLotPanel
          variant={variant}
          choice={editor.costPerLotChoice}
          busy={answering}
          onAnswer={(apply) =>
            void answerCostPerLot({
              variables: changeVariables(scope, {
                invoiceGroupId,
                applyCostPerLot: apply,
                ...(invoiceIds ? { invoiceIds } : {}),
              }),
            }).catch(() => undefined)
          }
        />
        <EditorToolbar
          selectedCount={selectedCount(selection, totalCount)}
          totalCount={totalCount}
          onSelectAll={() => setSelection(ALL_SELECTED)}
          onDeselectAll={() => setSelection(NO_SELECTION)}
          chargesDisabled={chargesDisabled}
          onCharges={(bulk) =>
            dialogs.open('charges', {
              scope: bulk,
              invoice: bulk === 'selected' ? namedIds(selection)?.[0] : null,
            })
          }
          onPrint={(bulk) => dialogs.open('print', { scope: bulk })}
          onPreviewAndSend={(bulk) => void previewAndSend(bulk)}
          previewDisabled={!invoiceGroupId || totalCount === 0}
        />
        {editor.invoices.items.length === 0 && editor.invoicesCreated ? (
          <EmptyState icon={<IconFileInvoice size={28} stroke={1.5} />} title={NO_INVOICES_GENERATED} />
        ) : (
          <InvoiceList
            invoices={listed}
            selected={selected}
            onSelectedChange={onSelectedChange}
            showLiveFee={editor.hasLiveFee}
            shippingFeature={editor.shippingFeatureEnabled}
            variant={variant}
            chargesDisabled={chargesDisabled}
            openDialog={dialogs.open}
          />
        )}
        {pageInfo.totalPages > 1 ? (
          <Stack gap={4} align="center">
            <Text size="sm" c="dimmed">
              Invoices {(pageInfo.page - 1) * pageInfo.pageSize + 1}–
              {Math.min(pageInfo.page * pageInfo.pageSize, pageInfo.totalCount)} of {pageInfo.totalCount}
            </Text>
            <LinkPagination
              label="Invoices"
              page={pageInfo.page}
              totalPages={pageInfo.totalPages}
              hrefForPage={(p) => pageHref(pathname, params, p)}
            />
          </Stack>
        ) : null}
      </Stack>
      {dialogs.dialog ? (
        <EditorDialogs
          dialog={dialogs.dialog}
          invoiceGroupId={invoiceGroupId}
          groupTitle={editor.title}
          editorInvoiceIds={invoiceIds}
          selection={selection}
          showLiveFee={editor.hasLiveFee}
          perLot={variant === 'PER_LOT'}
          paymentMethods={editor.paymentMethods}
          onMove={(invoice) => dialogs.setParam('invoice', invoice)}
          onClose={() => dialogs.close()}
        />
      ) : null}
    </InvoiceChangeScopeProvider>
  );
}
