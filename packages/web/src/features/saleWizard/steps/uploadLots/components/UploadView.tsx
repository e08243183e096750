import { CALENDAR_PATH, LOT_MESSAGES, WIZARD_SUMMARY_STEP, wizardPath } from '@ah/schema';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Grid, Group, List, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  RecordItemsWizardStepDocument,
  type ItemUploadQuery,
  type SpreadsheetFormat,
} from '../../../../../__generated__/graphql';
import { toDocument } from '../../../../../platform/graphql/graphqlDocument';
import type { WizardRoute } from '../../../model/wizardRoute';
import { EDIT_MULTIPLE_ITEMS_STEPS, ITEMS_TEXTS, useItemsEndpoint } from '../../../../lots';
import { SpreadsheetDropzone } from './SpreadsheetDropzone';
import { UploadSidebar } from './UploadSidebar';
import type { UploadResult } from '../model/uploadSpreadsheet';
import { useSpreadsheetUpload } from '../model/useSpreadsheetUpload';

const recordStep = toDocument(RecordItemsWizardStepDocument);

/** "Add single item" records the summary step as reached (sales §4). */
const ADD_SINGLE_ITEM_STEP = 6;

export type ItemUploadPage = NonNullable<ItemUploadQuery['itemUpload']>;

export interface UploadViewProps {
  page: ItemUploadPage;
  route: WizardRoute;
  format: SpreadsheetFormat;
  onFormatChange: (format: SpreadsheetFormat) => void;
  onParsed: (result: UploadResult) => void;
}

/** The upload state of the items step (sales §2 Upload Items). */
export function UploadView({ page, route, format, onFormatChange, onParsed }: UploadViewProps) {
  const navigate = useNavigate();
  const [record] = useMutation(recordStep);
  const [adding, setAdding] = useState(false);
  const endpoint = useItemsEndpoint();
  const upload = useSpreadsheetUpload(
    {
      url: `${endpoint.base}${page.uploadUrl}`,
      headers: endpoint.headers,
      groupId: page.groupId,
      catalogId: page.catalogId,
      timeoutMs: page.uploadLimits.timeoutMs,
    },
    onParsed,
  );
  const locked = page.in2Hours;
  const uploading = upload.state.phase === 'uploading';
  const hasErrors = upload.state.phase === 'failed' || upload.state.phase === 'notice';

  async function addSingleItem() {
    setAdding(true);
    try {
      await record({ variables: { catalogId: page.catalogId, step: ADD_SINGLE_ITEM_STEP } });
    } catch {
      // The progress marker is a convenience; the lot page works without it.
    }
    navigate(`/session/${route.routeType}/${page.groupId}/${page.catalogId}/lot/0`);
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
              <Title order={3}>{ITEMS_TEXTS.uploadHeading}</Title>
              {route.fromSummary ? (
                <List type="ordered" size="sm" spacing={4}>
                  {EDIT_MULTIPLE_ITEMS_STEPS.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List>
              ) : null}
              <Radio.Group
                label="Spreadsheet format"
                value={format}
                onChange={(value) => onFormatChange(value === 'AUCTION_FLEX' ? 'AUCTION_FLEX' : 'STANDARD')}
              >
                <Group gap="lg" mt={6}>
                  <Radio value="STANDARD" label="Standard" disabled={uploading || locked} />
                  <Radio value="AUCTION_FLEX" label="Auction Flex" disabled={uploading || locked} />
                </Group>
              </Radio.Group>
              <SpreadsheetDropzone
                state={upload.state}
                disabled={locked}
                onFile={(file) => void upload.start(file, format)}
                onRefused={upload.refuse}
                onRetry={upload.retry}
              />
              {page.lotCount > 0 ? (
                <Text size="sm" c="dimmed">
                  This sale has {page.lotCount} item{page.lotCount === 1 ? '' : 's'}. Rows with the number of
                  an existing item update it.
                </Text>
              ) : null}
            </Stack>
          </Paper>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => void addSingleItem()}
              loading={adding}
              disabled={locked || uploading}
            >
              {ITEMS_TEXTS.addSingleItem}
            </Button>
            {route.fromSummary ? (
              <Button
                component={Link}
                to={wizardPath(route.routeType, page.groupId, page.catalogId, WIZARD_SUMMARY_STEP)}
                variant="default"
              >
                {ITEMS_TEXTS.cancelToSummary}
              </Button>
            ) : !hasErrors ? (
              <Button component={Link} to={CALENDAR_PATH} variant="default" disabled={uploading}>
                {ITEMS_TEXTS.saveAndExit}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <UploadSidebar
          format={format}
          models={page.models}
          snapshot={page.snapshot ?? null}
          isBin={page.isBin}
          lotNumberRequired={page.lotNumberRequired}
        />
      </Grid.Col>
    </Grid>
  );
}
