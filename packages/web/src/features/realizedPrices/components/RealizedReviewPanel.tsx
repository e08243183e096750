import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  DeleteRealizedPriceRowDocument,
  PublishRealizedPricesDocument,
  SaveRealizedPriceRowDocument,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { useDialogParam } from '../../../ui/useDialogParam';
import { UPLOAD_MESSAGES } from '@ah/schema';
import {
  AFTER_PUBLISH_PATH,
  parsePageSize,
  REALIZED_TEXTS,
  rowInput,
  type RealizedReview,
} from '../model/realizedSteps';
import { EditRealizedRowModal } from './EditRealizedRowModal';
import { PublishRealizedModal } from './PublishRealizedModal';
import { RealizedReviewTable, rowLot } from './RealizedReviewTable';

const saveRow = toDocument(SaveRealizedPriceRowDocument);
const deleteRow = toDocument(DeleteRealizedPriceRowDocument);
const publishRows = toDocument(PublishRealizedPricesDocument);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'The request failed.');

/**
 * Phase 2 (sales §2 Edit Realized Prices, §4 Realized prices): the review table with edit and delete
 * (dialogs in the URL), Publish (disabled while any row has an error) asking about the buyer's
 * premium, then /my-auctions/current; or back to the upload.
 */
export function RealizedReviewPanel({
  catalogId,
  review,
  onReview,
  onCancel,
  onUploadAgain,
}: {
  catalogId: string;
  review: RealizedReview;
  onReview: (review: RealizedReview | null) => void;
  /** The page's Cancel, which knows where the user came from. */
  onCancel: () => void;
  onUploadAgain: () => void;
}) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const dialogs = useDialogParam();
  const [failed, setFailed] = useState<string | null>(null);
  const [save, saving] = useMutation(saveRow);
  const [remove, removing] = useMutation(deleteRow);
  const [publish, publishing] = useMutation(publishRows);
  const pageSize = parsePageSize(params.get('size'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const rowId = dialogs.params.get('row');
  const dialogRow = review.rows.find((r) => r.id === rowId) ?? null;
  const errorRows = review.rows.filter((r) => r.hasError).length;
  const rows = review.rows.map(rowInput);

  const setQuery = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) next.set(key, value);
      return next;
    });
  const close = () => {
    setFailed(null);
    dialogs.close(['row']);
  };
  async function run(action: () => Promise<RealizedReview | null | undefined>) {
    setFailed(null);
    try {
      const next = await action();
      if (next) onReview(next);
      dialogs.close(['row']);
    } catch (error) {
      setFailed(messageOf(error));
    }
  }

  return (
    <Paper p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            {REALIZED_TEXTS.reviewHeading}
          </Title>
          <Button variant="subtle" onClick={onUploadAgain}>
            {REALIZED_TEXTS.uploadAgain}
          </Button>
        </Group>
        {errorRows > 0 ? (
          <Alert color="red" role="alert" title={UPLOAD_MESSAGES.failed(review.totalErrors)}>
            {errorRows} row{errorRows === 1 ? ' has' : 's have'} errors. Edit or delete{' '}
            {errorRows === 1 ? 'it' : 'them'} to publish.
          </Alert>
        ) : null}
        {review.rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {REALIZED_TEXTS.noRows}
          </Text>
        ) : (
          <RealizedReviewTable
            rows={review.rows}
            page={page}
            pageSize={pageSize}
            onPage={(p) => setQuery({ page: String(p) })}
            onPageSize={(size) => setQuery({ size: String(size), page: '1' })}
            onEdit={(row) => dialogs.open('edit', { row: row.id })}
            onDelete={(row) => dialogs.open('delete', { row: row.id })}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {REALIZED_TEXTS.cancel}
          </Button>
          <Button
            onClick={() => dialogs.open('publish')}
            disabled={errorRows > 0 || review.rows.length === 0}
          >
            {REALIZED_TEXTS.publish}
          </Button>
        </Group>
      </Stack>
      {dialogs.isOpen('edit') && dialogRow ? (
        <EditRealizedRowModal
          key={dialogRow.id}
          row={dialogRow}
          saving={saving.loading}
          failed={failed}
          onClose={close}
          onSave={(edited) =>
            void run(async () => {
              const row = { ...rowInput(dialogRow), ...edited };
              const res = await save({ variables: { input: { catalogId, rows, row } } });
              return res.data?.saveRealizedPriceRow;
            })
          }
        />
      ) : null}
      <ConfirmModal
        opened={dialogs.isOpen('delete') && dialogRow !== null}
        title="Delete Row"
        actionLabel="Delete"
        actionColor="red"
        busy={removing.loading}
        error={failed}
        onCancel={close}
        onConfirm={() =>
          void run(async () => {
            const res = await remove({ variables: { input: { catalogId, rows, id: dialogRow?.id ?? '' } } });
            return res.data?.deleteRealizedPriceRow;
          })
        }
      >
        Delete the row of lot {dialogRow ? rowLot(dialogRow) : ''} from this upload?
      </ConfirmModal>
      <PublishRealizedModal
        opened={dialogs.isOpen('publish')}
        rowCount={review.rows.length}
        busy={publishing.loading}
        error={failed}
        onCancel={close}
        onPublish={(includesPremium) =>
          void (async () => {
            setFailed(null);
            try {
              await publish({ variables: { input: { catalogId, rows, includesPremium } } });
              onReview(null);
              navigate(AFTER_PUBLISH_PATH);
            } catch (error) {
              setFailed(messageOf(error));
            }
          })()
        }
      />
    </Paper>
  );
}
