import { REALIZED_PRICE_MESSAGES } from '@ah/schema';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { IconLock, IconUpload } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { RealizedPricesPageDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { LinkPagination } from '../../../ui/LinkPagination';
import { LoadingState } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useBackToOrigin } from '../../../ui/useBackToOrigin';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { CurrentPricesTable } from '../components/CurrentPricesTable';
import { loadReview, storeReview } from '../model/realizedPriceReviewStore';
import { RealizedReviewPanel } from '../components/RealizedReviewPanel';
import { RealizedUploadPanel } from '../components/RealizedUploadPanel';
import {
  CANCEL_FALLBACK_PATH,
  DEFAULT_REVIEW_PAGE_SIZE,
  FIRST_STEP,
  parsePageSize,
  parseStep,
  REALIZED_TEXTS,
  REVIEW_PAGE_SIZES,
  REVIEW_STEP,
  UPLOAD_STEP,
  type RealizedReview,
} from '../model/realizedSteps';

const pageQuery = toDocument(RealizedPricesPageDocument);

/**
 * Edit Realized Prices, /pricesrealized/:catalogId (sales §2): the step parameter 1 to 6 (out of range
 * is 1; step 2 shows the upload directly); step 1 shows the current prices, the upload comes next,
 * then the review from step 3 (a reload without an uploaded file goes back to the upload).
 */
export default function RealizedPricesPage() {
  useDocumentTitle(REALIZED_TEXTS.title);
  const { catalogId = '' } = useParams();
  const backToOrigin = useBackToOrigin(CANCEL_FALLBACK_PATH);
  const [params, setParams] = useSearchParams();
  const step = parseStep(params.get('step'));
  const [review, setReviewState] = useState<RealizedReview | null>(() => loadReview(catalogId));
  const setReview = useCallback(
    (next: RealizedReview | null) => {
      storeReview(catalogId, next);
      setReviewState(next);
    },
    [catalogId],
  );
  // The current prices' page and size sit in the URL (sales §9: 50, 100 or 200 a page); the
  // server sends that page only.
  const pageSize = parsePageSize(params.get('size'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const { data, previousData, loading, error, refetch } = useQuery(pageQuery, {
    variables: { catalogId, page, pageSize },
  });
  const hrefForPage = (target: number) => {
    const query = new URLSearchParams(params);
    query.set('page', String(target));
    return `?${query.toString()}`;
  };
  const setPageSize = (size: number) =>
    setParams((current) => {
      const query = new URLSearchParams(current);
      query.set('size', String(size));
      query.delete('page');
      return query;
    });
  const goTo = useCallback(
    (next: number) =>
      setParams((current) => {
        const query = new URLSearchParams(current);
        query.set('step', String(next));
        query.delete('page');
        return query;
      }),
    [setParams],
  );
  const leave = useCallback(() => {
    setReview(null);
    backToOrigin();
  }, [backToOrigin, setReview]);
  const onParsed = useCallback(
    (parsed: RealizedReview) => {
      setReview(parsed);
      goTo(REVIEW_STEP);
    },
    [goTo, setReview],
  );

  // The screen stays while another page of its lots loads.
  const screen = (data ?? previousData)?.realizedPrices;
  if (loading && !screen) return <LoadingState label="Loading your realized prices…" />;
  const header = (
    <PageHeader
      title={REALIZED_TEXTS.title}
      eyebrow={screen ? `${screen.title} · ${new Date(screen.date).toLocaleDateString()}` : undefined}
    />
  );
  if (error || !screen)
    return (
      <Stack>
        {header}
        <ErrorBanner message={REALIZED_PRICE_MESSAGES.loadFailed} onRetry={() => void refetch()} />
        <Group>
          <Button variant="default" onClick={leave}>
            {REALIZED_TEXTS.cancel}
          </Button>
        </Group>
      </Stack>
    );

  const lotPage = screen.lotPage;
  const currentPrices = (
    <Stack gap="sm" aria-busy={loading}>
      <CurrentPricesTable lots={lotPage.nodes} />
      {lotPage.totalCount > DEFAULT_REVIEW_PAGE_SIZE ? (
        <Group justify="space-between" wrap="wrap">
          <Select
            label="Rows per page"
            w={140}
            data={REVIEW_PAGE_SIZES.map(String)}
            value={String(pageSize)}
            onChange={(value) => value && setPageSize(Number(value))}
            allowDeselect={false}
          />
          {lotPage.pageInfo.totalPages > 1 ? (
            <LinkPagination
              page={lotPage.pageInfo.page}
              totalPages={lotPage.pageInfo.totalPages}
              label="Realized price"
              hrefForPage={hrefForPage}
            />
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
  const cancel = (
    <Button variant="default" onClick={leave}>
      {REALIZED_TEXTS.cancel}
    </Button>
  );
  let body;
  if (!screen.editable)
    body = (
      <>
        <Alert color="orange" icon={<IconLock size={18} />} role="alert">
          {screen.notEditableReason}
        </Alert>
        <Paper p="md">{currentPrices}</Paper>
        <Group justify="flex-end">{cancel}</Group>
      </>
    );
  else if (step >= REVIEW_STEP && review)
    body = (
      <RealizedReviewPanel
        catalogId={catalogId}
        review={review}
        onReview={setReview}
        onCancel={leave}
        onUploadAgain={() => {
          setReview(null);
          goTo(UPLOAD_STEP);
        }}
      />
    );
  else if (step === FIRST_STEP)
    body = (
      <>
        <Paper p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h3">
                Current realized prices
              </Title>
              <Button leftSection={<IconUpload size={16} />} onClick={() => goTo(UPLOAD_STEP)}>
                {REALIZED_TEXTS.uploadButton}
              </Button>
            </Group>
            {currentPrices}
          </Stack>
        </Paper>
        <Group justify="flex-end">{cancel}</Group>
      </>
    );
  else
    body = (
      <>
        <RealizedUploadPanel catalogId={catalogId} onParsed={onParsed} />
        <Group justify="flex-end">{cancel}</Group>
      </>
    );
  return (
    <Stack gap="lg">
      {header}
      {body}
    </Stack>
  );
}
