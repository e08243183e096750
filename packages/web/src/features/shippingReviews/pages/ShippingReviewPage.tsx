import {
  SESSION_WIZARD_PAGE_TITLE,
  SHIPPING_REVIEW_MESSAGES,
  wizardPath,
  type WizardRouteType,
} from '@ah/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowLeft, IconChecks, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  ConfirmAllShippingReviewsDocument,
  ConfirmShippingReviewDocument,
  ShippingReviewPageDocument,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { badUserInputMessage } from '../../../ui/graphqlErrors';
import { ListSkeleton } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDialogParam } from '../../../ui/useDialogParam';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { EditShippingDetailsModal } from '../components/EditShippingDetailsModal';
import { ShippingBanners } from '../components/ShippingBanners';
import { ShippingLotCard } from '../components/ShippingLotCard';
import { isInTab, SHIPPING_TABS, tabCount, tabOf, type ShippingTab } from '../model/shippingTabs';
import { useShippingReviewUpdates } from '../model/useShippingReviewUpdates';

const pageQuery = toDocument(ShippingReviewPageDocument);
const confirmMutation = toDocument(ConfirmShippingReviewDocument);
const confirmAllMutation = toDocument(ConfirmAllShippingReviewsDocument);

const EDIT_DIALOG = 'editShipping';
const ACTION_FAILED = 'Your shipping details could not be confirmed. Please try again.';
const EMPTY_TAB: Readonly<Record<ShippingTab, string>> = {
  all: 'No lots',
  ready: 'No lots are ready to confirm',
  needsReview: 'No lots need review',
};

function stepPath(type: string, groupId: string, catalogId: string, step: number): string {
  const routeType: WizardRouteType = type === 'bin' || type === 'timed' ? type : 'live';
  return wizardPath(routeType, groupId, catalogId, step);
}

/**
 * Step 7, Confirm Shipping Details (sales §2 "Shipping review (step 7)", §4): banners, tabs with the
 * counters, a card per lot with Confirm and Edit, Confirm All, and the Edit Shipping Details modal.
 * Pending reviews change while the page is open through the shippingReviewUpdated subscription.
 */
export function ShippingReviewPage() {
  const { type = 'live', groupId = '', catalogId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const dialog = useDialogParam();
  useDocumentTitle(SESSION_WIZARD_PAGE_TITLE);

  const { data, loading, refetch } = useQuery(pageQuery, { variables: { catalogId }, errorPolicy: 'all' });
  const catalog = data?.shippingReviewCatalog ?? null;
  const { pollingError, reconnecting } = useShippingReviewUpdates(catalogId, catalog !== null);

  const [confirmOne, confirmOneState] = useMutation(confirmMutation);
  const [confirmAll, confirmAllState] = useMutation(confirmAllMutation);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const actionError = confirmOneState.error ?? confirmAllState.error;

  const backTo = stepPath(type, groupId, catalogId, 6);
  const header = (
    <PageHeader
      eyebrow={
        <Anchor component={Link} to={backTo} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden="true" />
            Back to Step 6: Review &amp; Publish
          </Group>
        </Anchor>
      }
      title={`Step 7: Confirm Shipping Details${catalog ? ` for ${catalog.sessionTitle}` : ''}`}
      actions={
        catalog ? (
          <Button
            leftSection={<IconChecks size={16} />}
            disabled={catalog.counts.readyToConfirm === 0 || catalog.locked}
            loading={confirmAllState.loading}
            onClick={() => {
              setNotice(null);
              void confirmAll({ variables: { catalogId } })
                .then((result) => {
                  const failed = result.data?.confirmAllShippingReviews.failedReviewIds.length ?? 0;
                  if (failed > 0)
                    setNotice(`${failed} ${failed === 1 ? 'lot' : 'lots'} could not be confirmed.`);
                })
                .catch(() => undefined);
            }}
          >
            Confirm All
          </Button>
        ) : null
      }
    />
  );

  if (loading && !catalog)
    return (
      <>
        {header}
        <ListSkeleton rows={3} label="Loading shipping details" />
      </>
    );
  if (!catalog)
    return (
      <>
        {header}
        <ErrorBanner message={SHIPPING_REVIEW_MESSAGES.loadError} onRetry={() => void refetch()} />
      </>
    );

  const origins = data?.shippingPolicy?.origins ?? [];
  const terms = data?.shippingPolicy?.terms ?? [];
  const objectTypes = data?.shippingObjectTypes ?? [];
  const editing = dialog.isOpen(EDIT_DIALOG)
    ? catalog.lots.find((lot) => lot.review.id === dialog.params.get('review') && lot.review.canEdit)
    : undefined;
  const closeEdit = () => dialog.close(['review', 'deleteObject']);
  const lotsShown = catalog.lots.filter((lot) => isInTab(lot.review.status, tab));

  return (
    <>
      {header}
      <ShippingBanners
        counts={catalog.counts}
        locked={catalog.locked}
        pollingError={pollingError}
        reconnecting={reconnecting}
      />
      {actionError ? (
        <Stack mb="md">
          <ErrorBanner message={badUserInputMessage(actionError) ?? ACTION_FAILED} />
        </Stack>
      ) : null}
      {notice ? (
        <Alert
          color="yellow"
          icon={<IconInfoCircle size={20} />}
          mb="md"
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      ) : null}
      {catalog.counts.all > 0 ? (
        <Tabs
          value={tab}
          onChange={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (!value || value === 'all') next.delete('tab');
                else next.set('tab', value);
                return next;
              },
              { replace: true },
            )
          }
          keepMounted={false}
        >
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mb="md">
            <Tabs.List>
              {SHIPPING_TABS.map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {t.label} ({tabCount(catalog.counts, t.value)})
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Text size="sm" c="dimmed" aria-live="polite">
              Total Lots: {catalog.counts.all}
            </Text>
          </Group>
          {SHIPPING_TABS.map((t) => (
            <Tabs.Panel key={t.value} value={t.value}>
              {lotsShown.length === 0 ? (
                <EmptyState title={EMPTY_TAB[t.value]} />
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                  {lotsShown.map((lot) => (
                    <ShippingLotCard
                      key={lot.id}
                      lot={lot}
                      confirming={confirmingId === lot.review.id && confirmOneState.loading}
                      onConfirm={() => {
                        setConfirmingId(lot.review.id);
                        setNotice(null);
                        void confirmOne({ variables: { reviewId: lot.review.id } }).catch(() => undefined);
                      }}
                      onEdit={() => dialog.open(EDIT_DIALOG, { review: lot.review.id })}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : null}
      {editing ? (
        <EditShippingDetailsModal
          key={editing.review.id}
          review={editing.review}
          lotLabel={`Lot ${editing.lotNumber}: ${editing.title}`}
          objectTypes={objectTypes}
          origins={origins}
          terms={terms}
          onClose={closeEdit}
          onSaved={closeEdit}
        />
      ) : null}
    </>
  );
}

export default ShippingReviewPage;
