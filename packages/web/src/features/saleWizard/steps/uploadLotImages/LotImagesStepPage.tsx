import {
  CALENDAR_PATH,
  LOT_MESSAGES,
  WIZARD_SUMMARY_STEP,
  wizardPath,
  type ImageNumberFormat,
} from '@ah/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconLock } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  ImageUploadStepDocument,
  RecordImagesWizardStepDocument,
  type ImageUploadStepQuery,
} from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { ErrorBanner } from '../../../../ui/ErrorBanner';
import { LoadingState } from '../../../../ui/LoadingState';
import { WizardFrame } from '../../components/WizardFrame';
import type { WizardRoute } from '../../model/wizardRoute';
import {
  checkImage,
  ImageRequirements,
  IMAGES_TEXTS,
  ImageUploader,
  useImageUploadQueue,
} from '../../../lotImages';

const stepQuery = toDocument(ImageUploadStepDocument);
const recordStep = toDocument(RecordImagesWizardStepDocument);

type ImageStep = NonNullable<ImageUploadStepQuery['imageUploadStep']>;

/** Sales §4: after images the step tracker records 4 (bin) or 5 (session, and 5 when from summary). */
export function imagesTrackerStep(route: Pick<WizardRoute, 'flow'>, fromSummary: boolean): number {
  if (fromSummary) return 5;
  return route.flow === 'fixedPrice' ? 4 : 5;
}

/** The preview step that follows: Preview Sale (bin 4) or Preview Session (session 5). */
function previewPath(route: WizardRoute): string {
  return wizardPath(route.routeType, route.groupId, route.catalogId, route.flow === 'fixedPrice' ? 4 : 5);
}

/** linkedFrom step5 or step6 (sales §2): the step was opened from the summary. */
function useFromSummary(route: WizardRoute): boolean {
  const state: unknown = useLocation().state;
  const linked =
    typeof state === 'object' && state !== null && 'linkedFrom' in state
      ? (state as { linkedFrom?: unknown }).linkedFrom
      : undefined;
  return route.fromSummary || linked === 'step5' || linked === 'step6';
}

function LotImagesStepView({
  step,
  route,
  onSettled,
}: {
  step: ImageStep;
  route: WizardRoute;
  /** A drop has finished: the catalog's image counts are read again. */
  onSettled: () => void;
}) {
  const navigate = useNavigate();
  const fromSummary = useFromSummary(route);
  const [record] = useMutation(recordStep);
  const [continuing, setContinuing] = useState(false);
  const hasLotNumbers = step.lots.some((lot) => lot.lotNumber !== null);
  const [format, setFormat] = useState<ImageNumberFormat>(hasLotNumbers ? 'lotNumber' : 'invNumber');
  const check = useCallback(
    (file: File, chosen: ImageNumberFormat) => checkImage(file, chosen, step.lots),
    [step.lots],
  );
  const { queue, snapshot } = useImageUploadQueue({ catalogId: step.catalogId, limits: step.limits, check });
  const locked = step.in2Hours;
  const uploading = snapshot.summary.pending > 0;
  const stored = snapshot.summary.success;
  useEffect(() => {
    if (!uploading && stored > 0) onSettled();
  }, [uploading, stored, onSettled]);

  async function onContinue() {
    setContinuing(true);
    try {
      await record({ variables: { catalogId: step.catalogId, step: imagesTrackerStep(route, fromSummary) } });
    } catch {
      // The progress marker is a convenience; the preview works without it.
    }
    navigate(step.nextStepPath || previewPath(route));
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          {locked ? (
            <Alert color="orange" icon={<IconLock size={18} />} title={LOT_MESSAGES.lockedTitle} role="alert">
              {LOT_MESSAGES.lockedText}
            </Alert>
          ) : null}
          <Paper p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Title order={3}>{IMAGES_TEXTS.heading}</Title>
              <Text size="sm" c="dimmed">
                {step.lots.length === 0
                  ? 'This sale has no items yet: upload items first, then their images.'
                  : `${step.lots.length} item${step.lots.length === 1 ? '' : 's'}, ${step.imageCount} image${
                      step.imageCount === 1 ? '' : 's'
                    } so far; ${step.lotsWithoutImagesCount} without images.`}
              </Text>
              <ImageUploader
                queue={queue}
                snapshot={snapshot}
                format={format}
                onFormatChange={setFormat}
                locked={locked}
              />
            </Stack>
          </Paper>
          <Stack gap={4}>
            <Group justify="space-between" gap="sm" wrap="wrap">
              {fromSummary ? (
                <Button
                  component={Link}
                  to={wizardPath(route.routeType, route.groupId, route.catalogId, WIZARD_SUMMARY_STEP)}
                  variant="default"
                >
                  {IMAGES_TEXTS.cancelToSummary}
                </Button>
              ) : (
                <Button
                  component={Link}
                  to={CALENDAR_PATH}
                  variant="default"
                  disabled={uploading}
                  onClick={(event) => {
                    if (uploading) event.preventDefault();
                  }}
                >
                  {IMAGES_TEXTS.saveAndExit}
                </Button>
              )}
              <Button
                rightSection={<IconArrowRight size={16} />}
                onClick={() => void onContinue()}
                loading={continuing}
                disabled={uploading}
              >
                {IMAGES_TEXTS.continue}
              </Button>
            </Group>
            {uploading ? (
              <Text size="xs" c="dimmed" ta="right">
                {IMAGES_TEXTS.waitForUploads}
              </Text>
            ) : null}
          </Stack>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ImageRequirements limits={step.limits} />
      </Grid.Col>
    </Grid>
  );
}

/**
 * Upload Images (sales §2; session step 4, fixed-price step 3): match file names to the catalog's
 * lot or inventory numbers, upload them in batches with progress, then go on to the preview.
 */
export function LotImagesStepPage({ route }: { route: WizardRoute }) {
  const { data, loading, refetch } = useQuery(stepQuery, {
    variables: { groupId: route.groupId, catalogId: route.catalogId },
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });
  const step = data?.imageUploadStep;
  const onSettled = useCallback(() => void refetch(), [refetch]);
  return (
    <WizardFrame
      flow={route.flow}
      step={route.step}
      hasShippingPolicy={Boolean(data?.sessionWizard?.shippingPolicy)}
      saleName={step?.title}
    >
      {loading && !step ? (
        <LoadingState label="Loading your catalog…" />
      ) : !step ? (
        <ErrorBanner message={IMAGES_TEXTS.loadFailed} onRetry={() => void refetch()} />
      ) : (
        <LotImagesStepView step={step} route={route} onSettled={onSettled} />
      )}
    </WizardFrame>
  );
}

export default LotImagesStepPage;
