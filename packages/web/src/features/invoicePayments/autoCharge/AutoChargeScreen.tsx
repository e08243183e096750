import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { GROUP_DETAILS_DEFAULT_PAGE_SIZE, GROUP_TABLE_PAGE_SIZES } from '@ah/schema';
import { IconArrowLeft, IconArrowRight, IconCalendarDollar } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { AutoChargeSetupDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { formatShortDate } from '../../../ui/formatters';
import { LinkPagination } from '../../../ui/LinkPagination';
import { PageHeader } from '../../../ui/PageHeader';
import { pageHref, parsePageParam } from '../../../ui/paginationModel';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import {
  InvoiceGroupGate,
  invoiceScreenLinks,
  parseRouteInvoiceIds,
  readAutoChargeSource,
} from '../../invoices';
import { autoChargeBackLink, mainAction, type StagedChange } from './autoChargeRules';
import { AutoChargeActions } from './components/AutoChargeActions';
import { AutoChargeTable } from './components/AutoChargeTable';
import { useSetAutoChargeDate } from './useSetAutoChargeDate';

const setupQuery = toDocument(AutoChargeSetupDocument);

export const AUTO_CHARGE_TITLE = "Automatically charge buyers' credit cards";

function readPaging(params: URLSearchParams) {
  const size = Number(params.get('size'));
  return {
    page: parsePageParam(params.get('page')),
    pageSize: (GROUP_TABLE_PAGE_SIZES as readonly number[]).includes(size)
      ? size
      : GROUP_DETAILS_DEFAULT_PAGE_SIZE,
  };
}

const invoices = (n: number) => (n === 1 ? '1 invoice' : `${n} invoices`);

/**
 * Auto-charge setup (invoicing §2.6, §5, §7, /invoices/InvoiceAutoCharge/{id}/invoice/{ids}): the
 * eligible invoices with their dates; a date set or removed for all or the selected ones, confirmed,
 * then the preview (after setting) or group details (after removing). Without auto-charge the screen
 * goes straight to the preview.
 */
export function AutoChargeScreen() {
  const { invoiceGroupId = '', invoiceIds: idList } = useParams();
  const ids = useMemo(() => parseRouteInvoiceIds(idList), [idList]);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const paging = readPaging(params);
  const links = invoiceScreenLinks(invoiceGroupId);
  const back = useMemo(() => autoChargeBackLink(readAutoChargeSource(), invoiceGroupId), [invoiceGroupId]);
  const { data, previousData, loading, error, refetch } = useQuery(setupQuery, {
    variables: { invoiceGroupId, invoiceIds: ids, ...paging },
    skip: ids.length === 0,
  });
  const saving = useSetAutoChargeDate(invoiceGroupId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [staged, setStaged] = useState<StagedChange | null>(null);
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle('Auto-Charge');

  const onSelectedChange = useCallback((changed: readonly string[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of changed) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  const setup = (data ?? previousData)?.autoChargeSetup;
  const previewPath = links.preview(ids);

  const header = (
    <PageHeader
      eyebrow={
        <Anchor component={Link} to={back.to} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {back.label}
          </Group>
        </Anchor>
      }
      title={AUTO_CHARGE_TITLE}
      description={setup?.title}
    />
  );

  if (!setup)
    return (
      <InvoiceGroupGate
        header={header}
        loading={loading}
        loadingLabel="Loading the eligible invoices"
        skeletonRows={2}
        onRetry={() => void refetch()}
        unavailable={{
          error,
          empty: {
            title: 'There are no invoices to set up',
            description: 'The invoices of this link are not in the invoice group.',
          },
        }}
      />
    );
  // Auto-charge needs autoChargeEnabled and processor p; otherwise Preview & Send is the preview.
  if (!setup.available) return <Navigate to={previewPath} replace />;

  const { items, pageInfo } = setup.eligibleInvoices;
  const eligible = new Set(setup.eligibleInvoiceIds);
  const selectedIds = [...selected].filter((id) => eligible.has(id));
  const scopeIds = (scope: 'all' | 'selected') => (scope === 'all' ? setup.eligibleInvoiceIds : selectedIds);
  const covers = (invoiceId: string) =>
    staged !== null && (staged.scope === 'all' ? eligible.has(invoiceId) : selected.has(invoiceId));
  const main = mainAction(staged);

  async function save() {
    if (!staged) return;
    const next = await saving.save(scopeIds(staged.scope), staged.action === 'set' ? staged.date : null);
    if (!next) return;
    setConfirming(false);
    // §7: the preview after setting a date, group details after removing it.
    navigate(next === 'GROUP_DETAILS' ? links.details : previewPath);
  }

  const changeCount = staged ? scopeIds(staged.scope).length : 0;
  return (
    <>
      {header}
      <Stack gap="md">
        {error ? <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} /> : null}
        <Text size="sm" c="dimmed" maw={760}>
          Cards on file are charged on the date you choose, from {formatShortDate(setup.minDate)} to{' '}
          {formatShortDate(setup.maxDate)}. {invoices(setup.eligibleInvoiceIds.length)} of{' '}
          {invoices(ids.length).replace(/ invoices?$/, '')} can be charged automatically.
        </Text>
        {setup.eligibleInvoiceIds.length > 0 ? (
          <>
            <AutoChargeActions
              eligibleCount={setup.eligibleInvoiceIds.length}
              selectedCount={selectedIds.length}
              hasScheduledDates={setup.hasScheduledDates}
              minDate={setup.minDate}
              maxDate={setup.maxDate}
              staged={staged}
              onStage={setStaged}
            />
            <div aria-busy={loading} style={{ opacity: loading ? 0.55 : 1, transition: 'opacity 120ms' }}>
              <AutoChargeTable
                rows={items}
                selected={selected}
                onSelectedChange={onSelectedChange}
                staged={staged}
                covers={covers}
              />
            </div>
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Select
                label="Invoices per page"
                data={GROUP_TABLE_PAGE_SIZES.map(String)}
                value={String(paging.pageSize)}
                onChange={(value) => {
                  if (!value) return;
                  const next = new URLSearchParams(params);
                  next.delete('page');
                  if (Number(value) === GROUP_DETAILS_DEFAULT_PAGE_SIZE) next.delete('size');
                  else next.set('size', value);
                  setParams(next);
                }}
                allowDeselect={false}
                w={140}
                size="xs"
              />
              <LinkPagination
                label="Eligible invoices"
                page={pageInfo.page}
                totalPages={pageInfo.totalPages}
                hrefForPage={(p) => pageHref(pathname, params, p)}
              />
            </Group>
          </>
        ) : (
          <EmptyState
            icon={<IconCalendarDollar size={28} stroke={1.5} />}
            title="None of these invoices can be charged automatically"
            description="Continue to preview and send them."
          />
        )}
        <Group justify="flex-end" gap="sm" wrap="wrap">
          {main.hint ? (
            <Text size="sm" c="red" id="auto-charge-main-hint" role="status">
              {main.hint}
            </Text>
          ) : null}
          <Button
            rightSection={<IconArrowRight size={16} />}
            disabled={main.disabled}
            aria-describedby={main.hint ? 'auto-charge-main-hint' : undefined}
            onClick={() => {
              if (!staged) {
                navigate(previewPath);
                return;
              }
              saving.begin();
              setConfirming(true);
            }}
          >
            {main.label}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={staged?.action === 'remove' ? 'Remove Auto-Charge Date' : 'Set Auto-Charge Date'}
        actionLabel={staged?.action === 'remove' ? 'Remove date' : 'Set date'}
        actionColor={staged?.action === 'remove' ? 'red' : 'ink'}
        busy={saving.saving}
        error={saving.failure}
        onCancel={() => {
          saving.cancel();
          setConfirming(false);
        }}
        onConfirm={() => void save()}
      >
        {staged?.action === 'set' && staged.date
          ? `The cards of ${invoices(changeCount)} will be charged automatically on ${formatShortDate(staged.date)}.`
          : `The auto-charge date will be removed from ${invoices(changeCount)}; their cards will not be charged automatically.`}
      </ConfirmModal>
    </>
  );
}
