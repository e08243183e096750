import {
  BULK_BIDDING_MESSAGES,
  BULK_SEARCH_DEBOUNCE_MS,
  BULK_TABLE_PAGE_SIZE,
  placeBidsLabel,
  type BulkBidType,
} from '@ah/schema';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  BulkBiddingPageDocument,
  BulkBiddingSelectedLotsDocument,
  PlaceBulkBidsDocument,
  type BulkBiddingLotFieldsFragment,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { LinkPagination } from '../../../ui/LinkPagination';
import { ListSkeleton } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { withPage } from '../../../ui/paginationModel';
import { useDialogParam } from '../../../ui/useDialogParam';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { formatZonedDateTime } from '../../../ui/zonedDateTime';
import { BidHistoryModal } from '../components/BidHistoryModal';
import { ConfirmBidsModal } from '../components/ConfirmBidsModal';
import { DroppedBidsNotice } from '../components/DroppedBidsNotice';
import { LotTable } from '../components/LotTable';
import { PlaceBanner } from '../components/PlaceBanner';
import {
  EMPTY_QUEUE,
  placeBanner,
  readRefreshedAt,
  refreshedText,
  storeRefreshedAt,
  withBid,
  withLotChanges,
  type BidQueue,
  type PlaceBanner as Banner,
  type QueuedLotState,
} from '../model/bulkBiddingModel';
import { useBulkLotUpdates, withLiveLots } from '../model/useBulkLotUpdates';

const pageQuery = toDocument(BulkBiddingPageDocument);
const selectedLotsQuery = toDocument(BulkBiddingSelectedLotsDocument);
const placeMutation = toDocument(PlaceBulkBidsDocument);

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);
const newKey = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;
const isNotFound = (error: unknown) => JSON.stringify(error ?? null).includes('"NOT_FOUND"');

/**
 * Bulk bidding (/bulk-bidding/:catalogRef; sales §2, §4 Bulk bidding): back link, sale header with
 * its time zone, Refresh with the stored time, the bid type, search (500 ms), the lot table paged by
 * 50 at the server (the page in the URL; only the page shown is asked), Place N New Max/Current Bids,
 * the confirm modal and the banners. Queued bids are kept by lot ref across pages and searches.
 */
export function BulkBiddingPage() {
  const { catalogRef = '' } = useParams();
  const client = useApolloClient();
  const dialogs = useDialogParam();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, BULK_SEARCH_DEBOUNCE_MS);
  const pageParam = Math.max(1, Math.floor(Number(dialogs.params.get('page') ?? '1')) || 1);
  const { data, previousData, loading, error, refetch } = useQuery(pageQuery, {
    variables: {
      catalogRef,
      page: pageParam,
      pageSize: BULK_TABLE_PAGE_SIZE,
      search: debounced.trim() || null,
    },
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
    // Each visit asks the server: bids move while the page is away. Apollo keeps the pages seen.
    fetchPolicy: 'cache-and-network',
  });
  // The sale stays on screen while another page of its lots loads.
  const sale = (data ?? previousData)?.bulkBiddingSale;
  useDocumentTitle(sale ? `Bulk Bidding: ${sale.saleName}` : 'Bulk Bidding');
  const [refreshedAt, setRefreshedAt] = useState(() => readRefreshedAt(catalogRef, storage()));
  const [bidType, setBidType] = useState<BulkBidType>('maxBid');
  const [, setUrlParams] = useSearchParams();
  // The queued bids and the ones a change of their lot dropped: one state, so that a live change
  // updates both at once and the select, the count on Place and the notice never disagree.
  const [queue, setQueue] = useState<BidQueue>(EMPTY_QUEUE);
  const selection = queue.selection;
  const [banner, setBanner] = useState<Banner | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [confirmLots, setConfirmLots] = useState<BulkBiddingLotFieldsFragment[]>([]);
  const [fetchingSelected, setFetchingSelected] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const idempotencyKey = useRef(newKey());
  const [place, { loading: placing }] = useMutation(placeMutation);

  const lotPage = sale?.lotPage ?? null;
  // The page asked is on screen (not the one before it, while the next loads).
  const pageShown = Boolean(data?.bulkBiddingSale?.lotPage);
  const rows = useMemo(() => lotPage?.nodes ?? [], [lotPage]);
  const pageLotRefs = useMemo(() => rows.map((l) => l.lotRef), [rows]);
  const checkQueue = useCallback(
    (changed: readonly QueuedLotState[]) => setQueue((q) => withLotChanges(q, changed)),
    [],
  );
  const live = useBulkLotUpdates(catalogRef, pageLotRefs, pageShown, lotPage, checkQueue);
  const pageLots = useMemo(() => withLiveLots(rows, live), [rows, live]);
  // A new page of rows replacing the one shown (a search, another page, live changes) renders in the
  // background, in slices between frames, so typing never waits on 50 rows of bid choices at once.
  // The first rows render at once: nothing is on screen to keep meanwhile.
  const deferredLots = useDeferredValue(pageLots);
  const shownLots = deferredLots.length === 0 ? pageLots : deferredLots;
  // The lot numbers of the lots the banner names: the confirmed lots, on whatever page they were.
  const lotNumbers = useRef(new Map<string, string>());
  for (const lot of rows) lotNumbers.current.set(lot.lotRef, lot.displayLotNumber);
  const totalPages = lotPage?.pageInfo.totalPages ?? 1;
  const lastPage = pageShown && lotPage && lotPage.totalCount > 0 ? totalPages : null;
  // A page past the end (the sale or the search shrank): its last page instead.
  useEffect(() => {
    if (lastPage !== null && pageParam > lastPage)
      setUrlParams((current) => withPage(current, lastPage), { replace: true });
  }, [lastPage, pageParam, setUrlParams]);
  const onBid = useCallback(
    (lotRef: string, amount: string | null) =>
      setQueue((q) => ({ ...q, selection: withBid(q.selection, lotRef, amount) })),
    [],
  );
  // The router's setter (so `open`) changes with every URL change (a search moves to page 1): the
  // rows keep one callback, so typing re-renders no row.
  const openDialog = useRef(dialogs.open);
  useEffect(() => {
    openDialog.current = dialogs.open;
  }, [dialogs.open]);
  const onHistory = useCallback((lotRef: string) => openDialog.current('history', { lot: lotRef }), []);
  const label = placeBidsLabel(selection.size, bidType);
  const lotNumberOf = (ref: string) => lotNumbers.current.get(ref) ?? ref;

  async function refresh() {
    const res = await refetch();
    checkQueue(res.data?.bulkBiddingSale?.lotPage?.nodes ?? []);
    const now = new Date();
    storeRefreshedAt(catalogRef, now, storage());
    setRefreshedAt(now);
  }

  async function openConfirm() {
    setActionError(null);
    setFetchingSelected(true);
    try {
      const res = await client.query({
        query: selectedLotsQuery,
        variables: { catalogRef, lotRefs: [...selection.keys()] },
        fetchPolicy: 'network-only',
      });
      const fresh = res.data?.bulkBiddingLots;
      if (!fresh) throw new Error('no lots');
      // A bid its lot no longer takes is dropped (and said so) rather than confirmed.
      const still = withLotChanges(queue, fresh).selection;
      checkQueue(fresh);
      for (const lot of fresh) lotNumbers.current.set(lot.lotRef, lot.displayLotNumber);
      if (still.size === 0) return;
      setConfirmLots(fresh.filter((lot) => still.has(lot.lotRef)));
      idempotencyKey.current = newKey();
      setPlaceError(null);
      dialogs.open('confirm');
    } catch {
      setActionError(BULK_BIDDING_MESSAGES.selectedLotsFailed);
    } finally {
      setFetchingSelected(false);
    }
  }

  async function confirm() {
    setPlaceError(null);
    try {
      const res = await place({
        variables: {
          input: {
            catalogRef,
            bidType: bidType === 'bidNow' ? 'BID_NOW' : 'MAX_BID',
            bids: [...selection].map(([lotRef, amount]) => ({ lotRef, amount })),
            idempotencyKey: idempotencyKey.current,
          },
        },
      });
      setBanner(placeBanner(res.data?.placeBulkBids.results ?? [], lotNumberOf));
      setQueue(EMPTY_QUEUE);
      dialogs.close();
      await refresh();
    } catch {
      setPlaceError(BULK_BIDDING_MESSAGES.placeUnavailable);
    }
  }

  const header = (
    <>
      <Anchor component={Link} to="/my-auctions/current" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Back to auctions
        </Group>
      </Anchor>
      <PageHeader
        eyebrow="Bulk Bidding"
        title={sale?.saleName ?? 'Bulk Bidding'}
        description={
          sale
            ? `${formatZonedDateTime(sale.saleDate, sale.timeZone)} (${sale.timeZoneCode}) · ${sale.lotCount} lots`
            : undefined
        }
        actions={
          <Stack gap={2} align="flex-end">
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={() => void refresh()}
              loading={loading && Boolean(sale)}
            >
              Refresh
            </Button>
            {refreshedAt && sale ? (
              <Text size="xs" c="dimmed">
                {refreshedText(refreshedAt, sale.timeZone)}
              </Text>
            ) : null}
          </Stack>
        }
      />
    </>
  );

  if (!sale) {
    let body;
    if (loading) body = <ListSkeleton rows={8} label="Loading the sale's lots" />;
    else
      body = (
        <ErrorBanner
          message={
            isNotFound(error) ? BULK_BIDDING_MESSAGES.catalogNotFound : BULK_BIDDING_MESSAGES.saleInfoNotFound
          }
          onRetry={() => void refetch()}
        />
      );
    return (
      <>
        {header}
        {body}
      </>
    );
  }

  return (
    <>
      {header}
      <Stack gap="md">
        {banner ? <PlaceBanner banner={banner} onClose={() => setBanner(null)} /> : null}
        {queue.dropped.length > 0 ? (
          <DroppedBidsNotice bids={queue.dropped} onClose={() => setQueue((q) => ({ ...q, dropped: [] }))} />
        ) : null}
        {actionError ? <ErrorBanner message={actionError} onClose={() => setActionError(null)} /> : null}
        {lotPage === null && !loading ? (
          <ErrorBanner message={BULK_BIDDING_MESSAGES.catalogNotFound} onRetry={() => void refetch()} />
        ) : null}
        <Paper p="sm">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Group align="flex-end" wrap="wrap">
              <Stack gap={4}>
                <Text size="sm" fw={500} id="bulk-bid-type">
                  Bid type
                </Text>
                <SegmentedControl
                  aria-labelledby="bulk-bid-type"
                  value={bidType}
                  onChange={(value) => setBidType(value === 'bidNow' ? 'bidNow' : 'maxBid')}
                  data={[
                    { value: 'maxBid', label: 'Max Bids' },
                    { value: 'bidNow', label: 'Current Bids' },
                  ]}
                />
              </Stack>
              <TextInput
                label="Search lots"
                placeholder="Lot number, description or consignor"
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  // A new search starts on its first page, as every other list's filter does.
                  if (dialogs.params.has('page'))
                    setUrlParams((current) => withPage(current, 1), { replace: true });
                }}
                w={320}
              />
            </Group>
            <Button
              disabled={selection.size === 0}
              loading={fetchingSelected}
              onClick={() => void openConfirm()}
            >
              {label}
            </Button>
          </Group>
        </Paper>
        {lotPage === null ? null : !pageShown && rows.length === 0 ? (
          <ListSkeleton rows={8} label="Loading the sale's lots" />
        ) : lotPage.totalCount === 0 ? (
          <EmptyState title={debounced.trim() ? 'No lots match your search' : 'This sale has no lots'} />
        ) : (
          <>
            <div aria-busy={!pageShown || shownLots !== pageLots}>
              <LotTable
                lots={shownLots}
                timeZone={sale.timeZone}
                selection={selection}
                onBid={onBid}
                onHistory={onHistory}
              />
            </div>
            {totalPages > 1 ? (
              <LinkPagination
                page={lotPage.pageInfo.page}
                totalPages={totalPages}
                label="Lot"
                hrefForPage={(p) => `?${withPage(dialogs.params, p).toString()}`}
              />
            ) : null}
          </>
        )}
      </Stack>
      <ConfirmBidsModal
        opened={dialogs.isOpen('confirm') && selection.size > 0}
        title={label}
        lots={confirmLots}
        amounts={selection}
        busy={placing}
        error={placeError}
        onConfirm={() => void confirm()}
        onCancel={() => dialogs.close()}
      />
      <BidHistoryModal
        catalogRef={catalogRef}
        lotRef={dialogs.isOpen('history') ? dialogs.params.get('lot') : null}
        timeZone={sale.timeZone}
        canCancelBids={sale.canCancelBids}
        onClose={() => dialogs.close(['lot'])}
        onCancelled={() => void refetch()}
      />
    </>
  );
}

export default BulkBiddingPage;
