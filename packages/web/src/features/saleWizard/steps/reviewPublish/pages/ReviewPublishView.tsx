import { canPublishSelected, REVIEW_MESSAGES } from '@ah/schema';
import { Button, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../../../ui/ConfirmModal';
import { useDialogParam } from '../../../../../ui/useDialogParam';
import type { WizardRoute } from '../../../model/wizardRoute';
import { CoverPhotoField } from '../cover/CoverPhotoField';
import { FeaturedLotsBlock } from '../featured/FeaturedLotsBlock';
import { ItemToolbar } from '../components/ItemToolbar';
import { ReviewErrorView } from '../components/ReviewErrorView';
import { ReviewItemTable } from '../components/ReviewItemTable';
import { ReviewLinks } from '../components/ReviewLinks';
import { SessionSummary } from '../components/SessionSummary';
import { LockBanner, PublishSuccessBanner, StatusBanners } from '../components/StatusBanners';
import {
  FROM_SUMMARY_STATE,
  type BinDetailsData,
  type SaleReviewData,
  type SessionWizardData,
} from '../model/reviewData';
import {
  itemName,
  refreshedSelection,
  toggledItems,
  type ItemPage,
  type ItemView,
  type ReviewItem,
} from '../model/reviewLots';
import { searchWith, viewOf, withView } from '../model/reviewSearchParams';
import { binDetailRows, sessionDetailRows } from '../model/sessionDetails';
import { useReviewActions } from '../model/useReviewActions';
import { REVIEW_TEXTS } from '../reviewTexts';

const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/** "Add single item" records the summary step as reached (sales §4). */
const ADD_SINGLE_ITEM_STEP = 6;

export interface ReviewPublishViewProps {
  route: WizardRoute;
  review: SaleReviewData;
  /** The page of the item table the URL's view asks for, as the server answered it. */
  items: ItemPage<ReviewItem>;
  /** True while another page (or the same one again) is being read. */
  itemsLoading: boolean;
  wizard: SessionWizardData | null;
  binDetails: BinDetailsData | null;
  reload: () => Promise<unknown>;
}

/**
 * The Review & Publish screen once loaded (sales §2, §4): details, links, banners, the item table
 * with its filters, publish and delete, the two-hour lock, Continue and Save & Exit.
 */
export function ReviewPublishView({
  route,
  review,
  items: shown,
  itemsLoading,
  wizard,
  binDetails,
  reload,
}: ReviewPublishViewProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const dialogs = useDialogParam();
  const view = viewOf(params);
  // The chosen items by id, with their fields: a choice on another page still counts.
  const [selection, setSelection] = useState<ReadonlyMap<string, ReviewItem>>(() => new Map());
  const [published, setPublished] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const actions = useReviewActions(review.catalogId, reload);
  const locked = review.in2Hours;
  const routeType = route.routeType;

  // The chosen items' fields follow the page as the server reads it again (after a publish, ...).
  const rows = shown.rows;
  useEffect(() => setSelection((s) => refreshedSelection(s, rows)), [rows]);
  const chosen = useMemo(() => [...selection.values()], [selection]);
  const selectedIds = useMemo(() => new Set(selection.keys()), [selection]);
  const publishSelectedVisible = canPublishSelected(chosen);

  const setView = useCallback(
    (change: Partial<ItemView>) => setParams((current) => withView(current, change)),
    [setParams],
  );
  // A page past the last (items deleted, a shorter filter): the last page instead.
  const pastLast = shown.total > 0 && view.page > shown.pageCount;
  useEffect(() => {
    if (pastLast) setParams((current) => withView(current, { page: shown.pageCount }), { replace: true });
  }, [pastLast, shown.pageCount, setParams]);
  const onSelect = useCallback(
    (ids: readonly string[], on: boolean) =>
      setSelection((s) =>
        on
          ? toggledItems(
              s,
              rows.filter((row) => ids.includes(row.id)),
              true,
            )
          : toggledItems(
              s,
              [...s.values()].filter((item) => ids.includes(item.id)),
              false,
            ),
      ),
    [rows],
  );
  const { open } = dialogs;
  const onDelete = useCallback((item: ReviewItem) => open('deleteItem', { lot: item.id }), [open]);
  const editPathOf = useCallback(
    (item: ReviewItem) => `/session/${routeType}/${review.groupId}/${review.catalogId}/lot/${item.id}`,
    [routeType, review.groupId, review.catalogId],
  );

  const closeDialog = () => dialogs.close(['lot', 'scope']);
  const dialogLot = rows.find((i) => i.id === dialogs.params.get('lot')) ?? null;
  const publishScope = dialogs.params.get('scope') === 'selected' ? 'selected' : 'all';

  async function confirmPublish() {
    const lotIds = publishScope === 'selected' ? chosen.map((i) => i.id) : null;
    setPublished(false);
    // The dialog stays open (busy) while publishing, then the answer shows at the top.
    const ok = await actions.publish(lotIds);
    closeDialog();
    if (ok) {
      setSelection(new Map());
      setPublished(true);
    }
    // Success or failure, the answer is shown at the top of the page (sales §4: scroll to top).
    requestAnimationFrame(() => {
      scrollToTop();
      successRef.current?.focus({ preventScroll: true });
    });
  }

  async function confirmDelete(lotIds: readonly string[]) {
    const ok = await actions.remove(lotIds);
    closeDialog();
    if (ok)
      setSelection((s) =>
        toggledItems(
          s,
          [...s.values()].filter((i) => lotIds.includes(i.id)),
          false,
        ),
      );
    else scrollToTop();
  }

  async function addSingleItem() {
    await actions.record(ADD_SINGLE_ITEM_STEP);
    navigate(review.addItemPath, { state: FROM_SUMMARY_STATE });
  }

  async function onContinue() {
    setLeaving(true);
    await actions.record(review.continueStep);
    navigate(review.continuePath);
  }

  const detailRows = review.isBin
    ? binDetailRows(binDetails, wizard?.session?.creator)
    : wizard
      ? sessionDetailRows(wizard)
      : [];

  return (
    <Stack gap="lg">
      {actions.failure ? (
        <ReviewErrorView
          title={actions.failure.kind === 'publish' ? REVIEW_TEXTS.publishFailed : REVIEW_TEXTS.deleteFailed}
          onRetry={actions.failure.retry}
          onDismiss={actions.clearFailure}
        />
      ) : null}
      {published ? <PublishSuccessBanner ref={successRef} onClose={() => setPublished(false)} /> : null}
      {locked ? <LockBanner message={review.lockMessage ?? null} /> : null}

      <SessionSummary
        routeType={routeType}
        groupId={review.groupId}
        catalogId={review.catalogId}
        isBin={review.isBin}
        rows={detailRows}
        fulfilment={review.shippingFulfilment ?? null}
        locked={locked}
        onLocationSaved={() => void reload()}
        // Slot: the cover image with its modal (cover/, built and owned by the cover helper).
        cover={
          review.isBin ? null : (
            <CoverPhotoField catalogId={review.catalogId} cover={review.cover} in2Hours={locked} />
          )
        }
      />

      {/* Slot: the Featured Items block with the $249 promotion (featured/, owned by the featured helper). */}
      {review.featuredLotsEnabled ? (
        <FeaturedLotsBlock
          catalogId={review.catalogId}
          featured={review.featured}
          promotionText={review.promotionText}
          in2Hours={locked}
        />
      ) : null}

      <Paper p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="review-items-heading">
        <Stack gap="md">
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <Title order={3} id="review-items-heading">
              Items
            </Title>
            <ReviewLinks
              previewPath={review.previewPath}
              bulkUploadItemsPath={review.bulkUploadItemsPath}
              bulkUploadImagesPath={review.bulkUploadImagesPath}
              onAddItem={() => void addSingleItem()}
              adding={actions.recording && !leaving}
              locked={locked}
            />
          </Group>
          <StatusBanners
            banners={review.banners}
            filter={view.filter}
            hrefFor={(filter) => searchWith(params, { filter })}
          />
          <ItemToolbar
            isBin={review.isBin}
            filter={view.filter}
            pageSize={view.pageSize}
            showDeleted={view.showDeleted}
            selectedCount={chosen.length}
            total={shown.total}
            publishAllVisible={review.publishAllVisible}
            publishAllDisabledReason={review.publishAllDisabledReason ?? null}
            publishSelectedVisible={publishSelectedVisible}
            locked={locked}
            busy={actions.publishing || actions.deleting}
            onFilter={(filter) => setView({ filter })}
            onPageSize={(pageSize) => setView({ pageSize })}
            onShowDeleted={(showDeleted) => setView({ showDeleted })}
            onPublishAll={() => dialogs.open('publish', { scope: 'all' })}
            onPublishSelected={() => dialogs.open('publish', { scope: 'selected' })}
            onDeleteSelected={() => dialogs.open('deleteSelected')}
            onClearSelection={() => setSelection(new Map())}
          />
          {shown.rows.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="xl" aria-busy={itemsLoading || undefined}>
              {itemsLoading
                ? 'Loading the items…'
                : view.filter === 'ALL' && shown.total === 0
                  ? 'This sale has no items yet.'
                  : 'No items match this filter.'}
            </Text>
          ) : (
            <ReviewItemTable
              rows={shown.rows}
              busy={itemsLoading}
              selected={selectedIds}
              sort={view.sort}
              editPathOf={editPathOf}
              locked={locked}
              onSelect={onSelect}
              onSort={(sort) => setView({ sort })}
              onDelete={onDelete}
            />
          )}
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed">
              {shown.total === 0 || shown.rows.length === 0
                ? 'No items'
                : `Items ${(shown.page - 1) * view.pageSize + 1}–${(shown.page - 1) * view.pageSize + shown.rows.length} of ${shown.total}`}
            </Text>
            {shown.pageCount > 1 ? (
              <Pagination
                total={shown.pageCount}
                value={shown.page}
                onChange={(page) => setView({ page })}
                size="sm"
                siblings={1}
                boundaries={1}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
              />
            ) : null}
          </Group>
        </Stack>
      </Paper>

      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => navigate(review.exitPath)} disabled={leaving}>
          {REVIEW_TEXTS.saveAndExit}
        </Button>
        <Button onClick={() => void onContinue()} loading={leaving}>
          {REVIEW_TEXTS.continue}
        </Button>
      </Group>

      <ConfirmModal
        opened={dialogs.isOpen('publish') && (publishScope === 'all' || chosen.length > 0)}
        title={REVIEW_MESSAGES.publishConfirmTitle}
        actionLabel="Publish"
        actionColor="blue"
        busy={actions.publishing}
        onCancel={closeDialog}
        onConfirm={() => void confirmPublish()}
      >
        {publishScope === 'selected'
          ? REVIEW_MESSAGES.publishConfirmText(chosen.length)
          : 'Publish every item of this sale? They will be visible on the marketplace site.'}
      </ConfirmModal>
      <ConfirmModal
        opened={dialogs.isOpen('deleteItem') && dialogLot !== null}
        title="Delete Item"
        actionLabel="Delete"
        busy={actions.deleting}
        onCancel={closeDialog}
        onConfirm={() => dialogLot && void confirmDelete([dialogLot.id])}
      >
        {dialogLot ? (
          <Stack gap="xs">
            <Text size="sm">Delete {itemName(dialogLot)}?</Text>
            <Text size="sm" fw={600}>
              {REVIEW_MESSAGES.deleteReuseWarning}
            </Text>
          </Stack>
        ) : null}
      </ConfirmModal>
      <ConfirmModal
        opened={dialogs.isOpen('deleteSelected') && chosen.length > 0}
        title="Delete Selected Items"
        actionLabel={`Delete ${chosen.length}`}
        busy={actions.deleting}
        onCancel={closeDialog}
        onConfirm={() => void confirmDelete(chosen.map((i) => i.id))}
      >
        <Stack gap="xs">
          <Text size="sm">
            Delete the {chosen.length} selected item{chosen.length === 1 ? '' : 's'}?
          </Text>
          <Text size="sm" fw={600}>
            {REVIEW_MESSAGES.deleteReuseWarning}
          </Text>
        </Stack>
      </ConfirmModal>
    </Stack>
  );
}
