import type { ImageNumberFormat } from '@ah/schema';
import { Alert, Group, Radio, Stack, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { visibleItems, type ImageQueueItem } from '../model/imageQueueModel';
import type { ImageUploadQueue, QueueSnapshot } from '../model/imageUploadQueue';
import type { ImageCardActions } from './ImageCard';
import { ImageCardGrid } from './ImageCardGrid';
import { ImageDropzone } from './ImageDropzone';
import { IMAGES_TEXTS } from './lotImageTexts';
import { UploadSummary } from './UploadSummary';

export interface ImageUploaderProps {
  queue: ImageUploadQueue<File>;
  snapshot: QueueSnapshot<File>;
  format: ImageNumberFormat;
  /** The format radio (the step); absent on the lot page, where every file is for that lot. */
  onFormatChange?: (format: ImageNumberFormat) => void;
  locked: boolean;
  /** Which cards show (the lot page hides stored ones: its image list shows them). */
  cardFilter?: (item: ImageQueueItem) => boolean;
  dropzoneLabel?: string;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The image uploader (sales §2 Upload Images): the format radio, locked once files are added; the
 * dropzone; the error summary with the whole drop's progress; the errors-only filter; the cards.
 */
export function ImageUploader({
  queue,
  snapshot,
  format,
  onFormatChange,
  locked,
  cardFilter,
  dropzoneLabel,
}: ImageUploaderProps) {
  const [offline, setOffline] = useState(false);
  const [errorsOnly, setErrorsOnly] = useState(false);
  const [confirmErrors, setConfirmErrors] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  const { items, summary, deleteFailed } = snapshot;

  const onFiles = useCallback(
    (files: File[]) => {
      // Sales §5: a drop while offline shows the offline error and adds nothing.
      if (isOffline()) {
        setOffline(true);
        return;
      }
      setOffline(false);
      if (files.length > 0) queue.add(files, format);
    },
    [queue, format],
  );

  const actions = useMemo(
    (): ImageCardActions => ({
      onRotate: (key, direction) => queue.rotate(key, direction),
      onSave: (key) => void queue.save(key),
      onRemove: (key) => {
        const item = queue.getSnapshot().items.find((i) => i.key === key);
        if (item?.status === 'complete') setConfirmDelete(key);
        else queue.cancel(key);
      },
    }),
    [queue],
  );

  const shown = useMemo(() => {
    const filtered = cardFilter ? items.filter(cardFilter) : items;
    return visibleItems(filtered, errorsOnly);
  }, [items, cardFilter, errorsOnly]);
  const hasGenericError = items.some((item) => item.status === 'error' && item.error?.code === 'default');

  return (
    <Stack gap="md">
      {onFormatChange ? (
        <Radio.Group
          label={IMAGES_TEXTS.formatLabel}
          description={items.length > 0 ? IMAGES_TEXTS.formatLocked : undefined}
          value={format}
          onChange={(value) => onFormatChange(value === 'invNumber' ? 'invNumber' : 'lotNumber')}
        >
          <Group gap="lg" mt={6}>
            <Radio value="lotNumber" label={IMAGES_TEXTS.formatLot} disabled={items.length > 0 || locked} />
            <Radio value="invNumber" label={IMAGES_TEXTS.formatInv} disabled={items.length > 0 || locked} />
          </Group>
        </Radio.Group>
      ) : null}
      {offline ? (
        <Alert
          color="red"
          icon={<IconWifiOff size={18} />}
          title={IMAGES_TEXTS.offlineTitle}
          role="alert"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setOffline(false)}
          data-testid="images-offline"
        >
          {IMAGES_TEXTS.offline}
        </Alert>
      ) : null}
      {deleteFailed ? (
        <ErrorBanner message={IMAGES_TEXTS.deleteFailed} onClose={() => queue.dismissDeleteFailed()} />
      ) : null}
      {hasGenericError ? <ErrorBanner message={IMAGES_TEXTS.generic} /> : null}
      <ImageDropzone disabled={locked} onFiles={onFiles} label={dropzoneLabel} />
      {summary.total > 0 ? (
        <UploadSummary
          summary={summary}
          errorsOnly={errorsOnly}
          onErrorsOnlyChange={setErrorsOnly}
          onDeleteErrors={() => setConfirmErrors(true)}
        />
      ) : null}
      {/* The lot page lists stored images itself: its grid only shows while something is left. */}
      {!cardFilter || shown.length > 0 || errorsOnly ? (
        <ImageCardGrid items={shown} actions={actions} locked={locked} errorsOnly={errorsOnly} />
      ) : null}
      <ConfirmModal
        opened={confirmErrors}
        title={IMAGES_TEXTS.deleteErrorsTitle}
        actionLabel="Delete"
        onCancel={() => setConfirmErrors(false)}
        onConfirm={() => {
          queue.removeErrors();
          setConfirmErrors(false);
        }}
      >
        <Text size="sm">{IMAGES_TEXTS.deleteErrorsText(summary.error)}</Text>
      </ConfirmModal>
      <ConfirmModal
        opened={confirmDelete !== null}
        title={IMAGES_TEXTS.deleteImageTitle}
        actionLabel="Delete"
        onCancel={() => setConfirmDelete(null)}
        onConfirm={() => {
          if (confirmDelete) void queue.remove(confirmDelete);
          setConfirmDelete(null);
        }}
      >
        <Text size="sm">{IMAGES_TEXTS.deleteImageText(confirmDelete ?? '')}</Text>
      </ConfirmModal>
    </Stack>
  );
}
