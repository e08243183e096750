import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { RecordPreviewWizardStepDocument, SalePreviewPageDocument } from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { EmptyState } from '../../../../ui/EmptyState';
import { ErrorBanner } from '../../../../ui/ErrorBanner';
import { WizardFrame } from '../../components/WizardFrame';
import type { WizardRoute } from '../../model/wizardRoute';
import { PreviewHeader } from './components/PreviewHeader';
import { PreviewLots } from './components/PreviewLots';
import { PREVIEW_TEXTS } from './previewTexts';

const pageQuery = toDocument(SalePreviewPageDocument);
const recordStepMutation = toDocument(RecordPreviewWizardStepDocument);

/** Cards in the shape of the grid while the preview loads, so the page does not jump. */
function PreviewSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label={PREVIEW_TEXTS.loading} aria-busy="true">
      <Paper p="md">
        <Skeleton height={18} width="40%" mb="sm" />
        <Skeleton height={12} width="25%" />
      </Paper>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4, xl: 5 }} spacing="md">
        {Array.from({ length: 8 }, (_, i) => (
          <Paper key={i} p="sm">
            <Skeleton height={140} mb="sm" />
            <Skeleton height={10} width="40%" mb={6} />
            <Skeleton height={10} width="80%" />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The Preview step (sales §2 "Preview screen": step 4 and 5 bin, step 5 session): the sale's header
 * as bidders see it, the lot grid with search and page size, an edit link per lot unless the sale is
 * within 2 hours, and Continue (records the step tracker, then Review & Publish) or Save & Exit.
 */
export function PreviewStepPage({ route }: { route: WizardRoute }) {
  const navigate = useNavigate();
  const { data, loading, refetch } = useQuery(pageQuery, {
    variables: { groupId: route.groupId, catalogId: route.catalogId },
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });
  const preview = data?.salePreview ?? null;
  const [recordStep, recordState] = useMutation(recordStepMutation);

  const onContinue = () => {
    if (!preview) return;
    void recordStep({ variables: { catalogId: preview.catalogId, step: preview.continueStep } })
      .then(() => navigate(preview.continuePath))
      .catch(() => undefined);
  };

  return (
    <WizardFrame
      flow={route.flow}
      step={route.step}
      hasShippingPolicy={Boolean(data?.sessionWizard?.shippingPolicy)}
      saleName={preview?.header.title}
    >
      {loading && !preview ? (
        <PreviewSkeleton />
      ) : !preview ? (
        <ErrorBanner message={PREVIEW_TEXTS.loadFailed} onRetry={() => void refetch()} />
      ) : (
        <Stack gap="md">
          {preview.in2Hours ? (
            <Alert color="yellow" icon={<IconAlertTriangle size={20} />} title={PREVIEW_TEXTS.lockTitle}>
              {PREVIEW_TEXTS.lockMessage}
            </Alert>
          ) : null}
          <PreviewHeader isBin={preview.isBin} info={preview.header} />
          {preview.lotCount === 0 ? (
            <EmptyState title={PREVIEW_TEXTS.noLots} description={PREVIEW_TEXTS.noLotsHint} />
          ) : (
            <PreviewLots
              groupId={preview.groupId}
              catalogId={preview.catalogId}
              lotCount={preview.lotCount}
              isBin={preview.isBin}
              currencyCode={preview.header.currency}
              locked={preview.in2Hours}
            />
          )}
          {recordState.error ? (
            <ErrorBanner message={PREVIEW_TEXTS.continueFailed} onClose={() => recordState.reset()} />
          ) : null}
          <Group justify="flex-end" gap="sm" mt="md">
            <Button variant="default" onClick={() => void navigate(preview.exitPath)}>
              {PREVIEW_TEXTS.saveAndExit}
            </Button>
            <Button onClick={onContinue} loading={recordState.loading}>
              {PREVIEW_TEXTS.continue}
            </Button>
          </Group>
        </Stack>
      )}
    </WizardFrame>
  );
}

export default PreviewStepPage;
