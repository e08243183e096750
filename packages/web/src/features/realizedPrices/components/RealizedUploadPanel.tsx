import { Paper, Stack, Text, Title } from '@mantine/core';
import { SpreadsheetDropzone } from '../../saleWizard';
import { REALIZED_TEXTS, type RealizedReview } from '../model/realizedSteps';
import { useRealizedUpload } from '../model/useRealizedUpload';

/** Phase 1 (sales §2 Edit Realized Prices): one file, its name, progress, and the items upload's failures with Retry. */
export function RealizedUploadPanel({
  catalogId,
  onParsed,
}: {
  catalogId: string;
  onParsed: (review: RealizedReview) => void;
}) {
  const upload = useRealizedUpload(catalogId, onParsed);
  return (
    <Paper p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {REALIZED_TEXTS.uploadHeading}
        </Title>
        <Text size="sm" c="dimmed">
          {REALIZED_TEXTS.uploadHint}
        </Text>
        <SpreadsheetDropzone
          state={upload.state}
          disabled={false}
          onFile={(file) => void upload.start(file)}
          onRefused={upload.refuse}
          onRetry={upload.retry}
        />
      </Stack>
    </Paper>
  );
}
