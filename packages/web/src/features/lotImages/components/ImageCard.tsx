import { truncateText } from '@ah/schema';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconDeviceFloppy,
  IconPhoto,
  IconRotate,
  IconRotateClockwise,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { memo, useEffect, useState } from 'react';
import { CARD_NAME_LENGTH, isPending, type ImageQueueItem } from '../model/imageQueueModel';
import { IMAGES_TEXTS } from './lotImageTexts';

export interface ImageCardActions {
  onRotate: (key: string, direction: 'left' | 'right') => void;
  onSave: (key: string) => void;
  /** Cancel (pending), or delete (stored or failed). */
  onRemove: (key: string) => void;
}

const STATUS_LABELS = {
  validating: 'Validating',
  queued: 'Waiting',
  uploading: 'Uploading',
  complete: 'Complete',
  error: 'Error',
  aborted: 'Cancelled',
} as const;

const STATUS_COLORS = {
  validating: 'gray',
  queued: 'gray',
  uploading: 'blue',
  complete: 'green',
  error: 'red',
  aborted: 'gray',
} as const;

const THUMB_SIZE = 132;

/**
 * The preview: the upstream's thumbnail once stored; before that the file itself through an object
 * URL made when the card shows and revoked when it goes (only one page of cards is ever mounted).
 */
function Thumbnail({ item }: { item: ImageQueueItem }) {
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  const useLocal = !item.thumbnailUrl && item.status !== 'error' && typeof URL.createObjectURL === 'function';
  useEffect(() => {
    if (!useLocal) return undefined;
    const url = URL.createObjectURL(item.file);
    setLocalUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setLocalUrl(null);
    };
  }, [useLocal, item.file]);
  const src = item.thumbnailUrl ?? (useLocal ? localUrl : null);
  // The stored image already carries the saved turn; the preview shows only what is not saved yet.
  const turn = item.thumbnailUrl ? item.rotation - item.savedRotation : item.rotation;
  return (
    <Center
      h={THUMB_SIZE}
      bg="var(--mantine-color-gray-1)"
      style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
    >
      {src ? (
        <img
          src={src}
          alt={`Preview of ${item.key}`}
          loading="lazy"
          decoding="async"
          style={{
            maxWidth: '100%',
            maxHeight: THUMB_SIZE,
            objectFit: 'contain',
            transform: `rotate(${turn}deg)`,
            transition: 'transform 150ms ease',
          }}
        />
      ) : (
        <IconPhoto size={40} stroke={1.3} color="var(--mantine-color-gray-5)" aria-hidden />
      )}
    </Center>
  );
}

function targetLabel(item: ImageQueueItem): string | null {
  if (!item.target) return null;
  const number = item.target.number + (item.target.lotExt ?? '');
  const kind = item.format === 'invNumber' ? 'Inventory' : 'Lot';
  return `${kind} ${number} · image ${item.target.sequence}`;
}

/** One file's card (sales §2): thumbnail, name, progress, rotate, save, delete or cancel. */
export const ImageCard = memo(function ImageCard({
  item,
  actions,
  locked,
}: {
  item: ImageQueueItem;
  actions: ImageCardActions;
  locked: boolean;
}) {
  const pending = isPending(item.status);
  const canRotate = !locked && !item.busy && item.status !== 'error';
  const unsaved = item.status === 'complete' && item.rotation !== item.savedRotation;
  const label = targetLabel(item);
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      data-testid="image-card"
      data-file-name={item.key}
      data-status={item.status}
      data-rotation={item.rotation}
      aria-label={`Image ${item.key}`}
      component="article"
    >
      <Stack gap={6}>
        <Thumbnail item={item} />
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text size="sm" fw={600} title={item.key} style={{ overflowWrap: 'anywhere' }} lineClamp={2}>
            {truncateText(item.key, CARD_NAME_LENGTH)}
          </Text>
          <Badge color={STATUS_COLORS[item.status]} variant="light" size="sm" style={{ flexShrink: 0 }}>
            {item.status === 'uploading' && item.progress < 100
              ? `${item.progress}%`
              : STATUS_LABELS[item.status]}
          </Badge>
        </Group>
        {label ? (
          <Text size="xs" c="dimmed">
            {label}
          </Text>
        ) : null}
        {item.status === 'uploading' ? (
          <Progress
            value={item.progress}
            size="sm"
            animated
            aria-label={`Upload progress of ${item.key}`}
          />
        ) : null}
        {item.status === 'validating' ? (
          <Group gap={6}>
            <Loader size={12} />
            <Text size="xs" c="dimmed">
              Checking the file…
            </Text>
          </Group>
        ) : null}
        {item.error ? (
          <Text size="xs" c="red" role="alert" data-error-code={item.error.code}>
            {item.error.message}
          </Text>
        ) : null}
        {item.warning ? (
          <Text size="xs" c="orange" data-warning-code={item.warning.code}>
            {IMAGES_TEXTS.pixelTitle}: {item.warning.message}
          </Text>
        ) : null}
        <Group gap={4} justify="space-between" wrap="nowrap">
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Rotate left" withinPortal>
              <ActionIcon
                variant="default"
                aria-label={`Rotate ${item.key} left`}
                disabled={!canRotate}
                onClick={() => actions.onRotate(item.key, 'left')}
              >
                <IconRotate size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Rotate right" withinPortal>
              <ActionIcon
                variant="default"
                aria-label={`Rotate ${item.key} right`}
                disabled={!canRotate}
                onClick={() => actions.onRotate(item.key, 'right')}
              >
                <IconRotateClockwise size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Group gap={4} wrap="nowrap">
            {item.status === 'complete' ? (
              <Button
                size="compact-xs"
                variant={unsaved ? 'filled' : 'default'}
                leftSection={<IconDeviceFloppy size={14} />}
                disabled={!unsaved || locked}
                loading={item.busy && unsaved}
                onClick={() => actions.onSave(item.key)}
                aria-label={`Save ${item.key}`}
              >
                Save
              </Button>
            ) : null}
            {pending ? (
              <Tooltip label="Cancel" withinPortal>
                <ActionIcon
                  variant="default"
                  color="red"
                  aria-label={`Cancel ${item.key}`}
                  onClick={() => actions.onRemove(item.key)}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Tooltip>
            ) : (
              <Tooltip label="Delete" withinPortal>
                <ActionIcon
                  variant="default"
                  color="red"
                  aria-label={`Delete ${item.key}`}
                  disabled={item.busy || (locked && item.status === 'complete')}
                  loading={item.busy && !unsaved}
                  onClick={() => actions.onRemove(item.key)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
});
