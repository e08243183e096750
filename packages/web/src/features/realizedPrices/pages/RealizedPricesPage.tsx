import { REALIZED_PRICE_MESSAGES } from '@ah/schema';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconLock, IconUpload } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { RealizedPricesPageDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../app/graphqlDocument';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { LoadingState } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useBackToOrigin } from '../../../ui/useBackToOrigin';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { CurrentPricesTable } from '../components/CurrentPricesTable';
import { loadReview, storeReview } from '../model/reviewStore';
import { RealizedReviewPanel } from '../components/RealizedReviewPanel';
import { RealizedUploadPanel } from '../components/RealizedUploadPanel';
import {
  CANCEL_FALLBACK_PATH,
  FIRST_STEP,
  parseStep,
  REALIZED_TEXTS,
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
  const { data, loading, error, refetch } = useQuery(pageQuery, { variables: { catalogId } });
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

  const screen = data?.realizedPrices;
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
        <Paper p="md">
          <CurrentPricesTable lots={screen.lots} />
        </Paper>
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
            <CurrentPricesTable lots={screen.lots} />
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
