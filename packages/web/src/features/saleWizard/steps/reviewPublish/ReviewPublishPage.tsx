import { useQuery } from '@apollo/client/react';
import { Paper, Skeleton, Stack } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ReviewPublishItemsDocument, ReviewPublishPageDocument } from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { WizardFrame } from '../../components/WizardFrame';
import type { WizardRoute } from '../../model/wizardRoute';
import { ReviewErrorView } from './components/ReviewErrorView';
import { itemPageOf, itemsVariables } from './model/reviewLots';
import { viewOf } from './model/reviewSearchParams';
import { ReviewPublishView } from './pages/ReviewPublishView';
import { REVIEW_TEXTS } from './reviewTexts';

const pageQuery = toDocument(ReviewPublishPageDocument);
const itemsQuery = toDocument(ReviewPublishItemsDocument);

/** The page's shape while it loads: details, then the table. */
function ReviewSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading your session summary" aria-busy="true">
      <Paper p="md">
        <Skeleton height={18} width="30%" mb="md" />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={10} width={`${70 - i * 5}%`} mb="sm" />
        ))}
      </Paper>
      <Paper p="md">
        <Skeleton height={18} width="20%" mb="md" />
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={28} mb="xs" />
        ))}
      </Paper>
    </Stack>
  );
}

/**
 * Review & Publish, the summary (step 6 in both flows; sales §2, §4, §7): the review's own data
 * with the session details, and beside it the one page of the item table the URL's view asks for
 * (filtered, sorted and paged at the server), then the screen. Apollo keeps each page by its
 * arguments; the page shown stays while the next one loads. After a publish or delete both are read
 * again. A failed load shows the generic error view with Try again.
 */
export function ReviewPublishPage({ route }: { route: WizardRoute }) {
  const isBin = route.flow === 'fixedPrice';
  const [params] = useSearchParams();
  const view = viewOf(params);
  const { data, loading, refetch } = useQuery(pageQuery, {
    variables: { groupId: route.groupId, catalogId: route.catalogId, isBin },
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const itemsResult = useQuery(itemsQuery, {
    variables: itemsVariables(route.catalogId, view, isBin),
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });
  const refetchItems = itemsResult.refetch;
  const reload = useCallback(() => Promise.all([refetch(), refetchItems()]), [refetch, refetchItems]);
  const review = data?.saleReview ?? null;
  const connection = (itemsResult.data ?? itemsResult.previousData)?.catalogItems?.items;
  const items = useMemo(() => (connection ? itemPageOf(connection) : null), [connection]);

  return (
    <WizardFrame
      flow={route.flow}
      step={route.step}
      hasShippingPolicy={Boolean(review?.shippingEnabled ?? data?.sessionWizard?.shippingPolicy)}
      saleName={review?.title}
    >
      {(loading && !review) || (itemsResult.loading && !items) ? (
        <ReviewSkeleton />
      ) : !review || !items ? (
        <ReviewErrorView title={REVIEW_TEXTS.loadFailed} onRetry={() => void reload()} />
      ) : (
        <ReviewPublishView
          route={route}
          review={review}
          items={items}
          itemsLoading={itemsResult.loading}
          wizard={data?.sessionWizard ?? null}
          binDetails={data?.fixedPriceSaleDetails ?? null}
          reload={reload}
        />
      )}
    </WizardFrame>
  );
}

export default ReviewPublishPage;
