import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GROUP_TABLE_PAGE_SIZES } from '@ah/schema';
import { IconAlertTriangle, IconFileInvoice, IconSearchOff } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { InvoiceGroupDetailsDocument, MarkInvoicesNotPaidDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { hasFieldError, onlyFieldErrors } from '../../../ui/fieldErrors';
import { lazyDialogs } from '../../../ui/lazyDialogs';
import { LinkPagination } from '../../../ui/LinkPagination';
import { PageHeader } from '../../../ui/PageHeader';
import { pageHref } from '../../../ui/paginationModel';
import { useDialogParam } from '../../../ui/useDialogParam';
import {
  changeVariables,
  detailsTotalItems,
  INVOICE_DIALOGS,
  type InvoiceChangeScope,
  InvoiceChangeScopeProvider,
  InvoiceCreationStatus,
  InvoiceGroupGate,
  invoiceScreenLinks,
  RESTRICTED_ITEM_NOTE,
  SessionsPanel,
  TotalsStrip,
  useInvoiceCreationView,
  creationAnswer,
  LiveUpdateFlag,
  useInvoiceGroupLive,
} from '../../invoices';
import { newIdempotencyKey } from '../../../ui/idempotencyKey';
import { ACTION_FAILED_MESSAGE, refusalMessage } from '../../../ui/mutationErrors';
import {
  ChargeCardsModal,
  ChargeOutcomeBanners,
  CreditLimitBanner,
  FailedFilterBar,
  readyToCharge,
  useChargeCardsFlow,
} from '../../invoicePayments';
import { DetailsFilterBar } from './components/DetailsFilterBar';
import { DetailsInvoiceTable } from './components/DetailsInvoiceTable';
import { DetailsToolbar } from './components/DetailsToolbar';
import { readDetailsParams, withListChange } from './detailsParams';
import { useGroupActions } from './useGroupActions';
import { NextStepsLoadError } from '../../unpaidItems';

/**
 * The row and bulk dialogs load apart from the page: their forms, date pickers and modals weigh a
 * fifth of it (366 → 341 KB gzipped), and the page is usable without them.
 */
const { Dialogs: DetailsDialogs, usePreload: usePreloadDialogs } = lazyDialogs(() =>
  import('./DetailsDialogs').then((m) => m.DetailsDialogs),
);

const detailsQuery = toDocument(InvoiceGroupDetailsDocument);
const notPaidMutation = toDocument(MarkInvoicesNotPaidDocument);

/** The spec's empty and no-result texts (invoicing §2.3, §5). */
export const NO_INVOICES_TABLE_TEXT = 'No invoices have been generated';
export const NO_SEARCH_RESULTS = 'There are no results.  Please enter a different search and try again.';

/**
 * Invoice group details (invoicing §2.3): sessions, totals, the filtered and searchable table paged at
 * 50/100/200, and the group actions. One GraphQL request per list state; the state is in the URL.
 */
export function GroupDetailsScreen() {
  const { invoiceGroupId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const list = readDetailsParams(params);
  const charge = useChargeCardsFlow(invoiceGroupId);
  const { failedIds } = charge;
  const { data, previousData, loading, error, refetch, startPolling, stopPolling } = useQuery(detailsQuery, {
    variables: { invoiceGroupId, ...list, failedIds: failedIds ?? [], byFailedIds: failedIds !== null },
    // Partial data: failed "What happens next" lines say so once, and the table still loads.
    errorPolicy: 'all',
  });
  const pageError = error && !onlyFieldErrors(error, ['unpaidItems']) ? error : undefined;
  const live = useInvoiceGroupLive(invoiceGroupId, refetch);
  const [markNotPaid] = useMutation(notPaidMutation);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const dialogs = useDialogParam(INVOICE_DIALOGS);
  const links = invoiceScreenLinks(invoiceGroupId);
  const scope = useMemo<InvoiceChangeScope>(
    () => ({ invoiceGroupId, editorInvoiceIds: null, withEditor: false, withDetails: true }),
    [invoiceGroupId],
  );

  // While another filter, search or page loads, the last answer stays on screen.
  const shown = (data ?? previousData)?.invoiceGroupDetails;
  const details = shown?.id === invoiceGroupId ? shown : undefined;
  const refreshing = loading && !data;
  const selectedIds = useMemo(() => [...selected], [selected]);
  const onSelectedChange = useCallback((ids: readonly string[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  const actions = useGroupActions({ invoiceGroupId, filter: list.filter, search: list.search, selectedIds });

  // A group whose invoices are not built yet: say where the creation stands, ask again while it runs.
  const creation = useInvoiceCreationView(
    invoiceGroupId,
    creationAnswer(details, { answered: data !== undefined, error }),
    { startPolling, stopPolling },
  );
  usePreloadDialogs(details !== undefined);

  const header = <PageHeader eyebrow="Invoices" title="Invoice Group Details" description={details?.title} />;
  if (!details || creation === 'FAILED')
    return (
      <InvoiceGroupGate
        header={header}
        loading={loading && !details}
        loadingLabel="Loading the invoice group"
        skeletonRows={3}
        onRetry={() => void refetch()}
        unavailable={{ invoiceGroupId, creation }}
      />
    );

  // The failed-invoices filter after a charge lists exactly the declined invoices (invoicing §4).
  const { items, pageInfo } = (failedIds ? details.invoicesByIds : null) ?? details.invoices;
  let table;
  if (!details.invoicesCreated)
    table = (
      <Stack gap="sm">
        {creation === 'IN_PROGRESS' || creation === 'STALLED' ? (
          <InvoiceCreationStatus
            invoiceGroupId={invoiceGroupId}
            groupTitle={details.title}
            view={creation}
            onRetried={() => void refetch()}
          />
        ) : null}
        <EmptyState icon={<IconFileInvoice size={28} stroke={1.5} />} title={NO_INVOICES_TABLE_TEXT} />
      </Stack>
    );
  else if (items.length > 0)
    table = (
      <DetailsInvoiceTable
        invoiceGroupId={invoiceGroupId}
        rows={items}
        showPaddle={details.hasPaddleNumbers}
        selected={selected}
        onSelectedChange={onSelectedChange}
        onContact={(invoice) => dialogs.open('contact', { invoice })}
        onNote={(invoice) => dialogs.open('note', { invoice })}
        onMarkPaid={(invoice) => dialogs.open('markPaid', { invoice })}
        onShipped={(invoice) => dialogs.open('delivery', { invoice })}
        onMarkNotPaid={(invoice) =>
          void markNotPaid({
            variables: changeVariables(scope, {
              invoiceGroupId,
              invoiceIds: [invoice],
              idempotencyKey: newIdempotencyKey(),
            }),
          }).catch((e: unknown) =>
            notifications.show({
              color: 'red',
              title: ACTION_FAILED_MESSAGE,
              message: refusalMessage(e) ?? undefined,
            }),
          )
        }
      />
    );
  else if (failedIds) table = <EmptyState title="None of these invoices failed to charge any more" />;
  else if (list.search)
    table = <EmptyState icon={<IconSearchOff size={28} stroke={1.5} />} title={NO_SEARCH_RESULTS} />;
  else if (list.filter !== 'ALL')
    table = <EmptyState title={`No ${list.filter === 'PAID' ? 'paid' : 'unpaid'} invoices`} />;
  else
    table = <EmptyState icon={<IconFileInvoice size={28} stroke={1.5} />} title={NO_INVOICES_TABLE_TEXT} />;

  return (
    <InvoiceChangeScopeProvider scope={scope}>
      {header}
      <Stack gap="md">
        <LiveUpdateFlag {...live} />
        {pageError ? <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} /> : null}
        {hasFieldError(error, 'unpaidItems') ? <NextStepsLoadError onRetry={() => void refetch()} /> : null}
        <SessionsPanel sessions={details.sessions} />
        <TotalsStrip items={detailsTotalItems(details.totals)} label="Group totals" />
        {details.creditCardLimitExceededCount > 0 ? (
          <CreditLimitBanner
            exceeded={details.creditCardLimitExceededCount}
            total={details.totals.invoiceCount}
          />
        ) : null}
        {details.hasRestrictedItems ? (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} py="xs">
            Invoices marked * hold restricted items. {RESTRICTED_ITEM_NOTE}
          </Alert>
        ) : null}
        <DetailsToolbar
          selectedCount={selected.size}
          editAllHref={links.edit()}
          editSelectedHref={selected.size > 0 ? links.edit(selectedIds) : null}
          autoChargeEnabled={details.autoChargeEnabled}
          canChargeCards={details.canChargeCards}
          charging={charge.charging}
          onChargeCards={(bulk) => {
            charge.begin();
            dialogs.open('chargeCards', { scope: bulk });
          }}
          downloading={actions.downloading}
          onPrint={(bulk) => dialogs.open('print', { scope: bulk })}
          onDownloadCsv={() => void actions.downloadAll()}
          onManageAutoCharge={() => void actions.manageAutoCharge()}
          onBulkContact={() => dialogs.open('bulkContact', { scope: 'selected' })}
          onBulkNote={() => dialogs.open('bulkNote', { scope: 'selected' })}
          onPreviewAndSend={actions.previewAndSendSelected}
          onClearSelection={() => setSelected(new Set())}
        />
        <ChargeOutcomeBanners flow={charge} />
        {failedIds ? (
          <FailedFilterBar count={failedIds.length} onClear={charge.clearFilter} />
        ) : (
          <DetailsFilterBar
            filter={list.filter}
            search={list.search}
            onFilter={(filter) => setParams(withListChange(params, { filter }))}
            onSearch={(search) => setParams(withListChange(params, { search }))}
          />
        )}
        <div aria-busy={refreshing} style={{ opacity: refreshing ? 0.55 : 1, transition: 'opacity 120ms' }}>
          {table}
        </div>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs">
            <Select
              label="Invoices per page"
              data={GROUP_TABLE_PAGE_SIZES.map(String)}
              value={String(list.pageSize)}
              onChange={(value) => value && setParams(withListChange(params, { pageSize: Number(value) }))}
              allowDeselect={false}
              w={140}
              size="xs"
            />
            <Text size="sm" c="dimmed" mt={20} aria-live="polite">
              {pageInfo.totalCount} {pageInfo.totalCount === 1 ? 'invoice' : 'invoices'}
            </Text>
          </Group>
          <LinkPagination
            label="Invoices"
            page={pageInfo.page}
            totalPages={pageInfo.totalPages}
            hrefForPage={(p) => pageHref(pathname, params, p)}
          />
        </Group>
      </Stack>
      {dialogs.dialog?.dialog === 'chargeCards' &&
      details.canChargeCards &&
      (dialogs.dialog.scope !== 'selected' || selected.size > 0) ? (
        <ChargeCardsModal
          scope={dialogs.dialog.scope === 'selected' ? 'selected' : 'all'}
          invoiceCount={dialogs.dialog.scope === 'selected' ? selected.size : details.totals.invoiceCount}
          readyCount={readyToCharge(
            dialogs.dialog.scope === 'selected' ? 'selected' : 'all',
            details.batchChargeEligibleCount,
            items,
            selected,
          )}
          busy={charge.charging}
          onClose={() => {
            charge.cancel();
            dialogs.close();
          }}
          onConfirm={() => void charge.confirm(dialogs.dialog?.scope === 'selected' ? selectedIds : null)}
        />
      ) : null}
      {dialogs.dialog ? (
        <DetailsDialogs
          dialog={dialogs.dialog}
          invoiceGroupId={invoiceGroupId}
          groupTitle={details.title}
          rows={items}
          selectedIds={selectedIds}
          paymentMethods={details.paymentMethods}
          onClose={() => dialogs.close()}
        />
      ) : null}
    </InvoiceChangeScopeProvider>
  );
}
