import { useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconListNumbers, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  DeleteLotImageDocument,
  ImageUploadStepDocument,
  LotImagesDocument,
  ReorderLotImagesDocument,
  ResequenceLotImagesDocument,
  type LotImageFieldsFragment,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { ListSkeleton } from '../../../ui/LoadingState';
import { ImageUploader } from './ImageUploader';
import { IMAGES_TEXTS } from './lotImageTexts';
import { checkImageForLot } from '../model/checkImage';
import type { ImageQueueItem } from '../model/imageQueueModel';
import { resolveImageUrl, useImageTransport } from '../model/imageTransport';
import { useImageUploadQueue } from '../model/useImageUploadQueue';

const imagesQuery = toDocument(LotImagesDocument);
const stepQuery = toDocument(ImageUploadStepDocument);
const deleteImage = toDocument(DeleteLotImageDocument);
const reorderImages = toDocument(ReorderLotImagesDocument);
const resequenceImages = toDocument(ResequenceLotImagesDocument);

export interface LotImagesLot {
  id: string;
  lotNumber?: string | null;
  lotExt?: string | null;
  invNumber?: string | null;
  displayNumber?: string | null;
  title?: string | null;
  /** Known with the lot: a lot without images shows its empty state before the list loads. */
  imageCount?: number | null;
}

/** Moves one entry of a list up (-1) or down (+1); the same list when it cannot move. */
export function moveInList<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** Whether sequences have gaps (0, 1, 2… expected): Resequence closes them. */
export function hasSequenceGaps(images: readonly { sequence: number }[]): boolean {
  return images.some((image, index) => image.sequence !== index);
}

/** Stored cards leave the uploader once done: the list above shows them. */
const notStored = (item: ImageQueueItem) => item.status !== 'complete';

/**
 * The lot page's image uploader (sales §2 Lot add/edit page, §7 Lot page): the lot's images in order
 * (the first is the primary image), move up and down, delete with confirmation, resequence, and a
 * dropzone whose files all go to this lot at the next sequences.
 */
export function LotImagesManager({
  lot,
  groupId,
  catalogId,
}: {
  lot: LotImagesLot;
  groupId: string;
  catalogId: string;
}) {
  const transport = useImageTransport();
  const { data, loading, error, refetch } = useQuery(imagesQuery, {
    variables: { catalogId, lotId: lot.id },
    // The order lives in this component (moved at once, then confirmed): always read it fresh.
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: false,
  });
  const { data: stepData } = useQuery(stepQuery, { variables: { groupId, catalogId }, errorPolicy: 'all' });
  const step = stepData?.imageUploadStep;
  const locked = Boolean(step?.in2Hours);
  const [images, setImages] = useState<readonly LotImageFieldsFragment[]>([]);
  useEffect(() => {
    if (data?.lotImages) setImages(data.lotImages);
  }, [data?.lotImages]);

  const [removeImage, removeState] = useMutation(deleteImage);
  const [reorder, reorderState] = useMutation(reorderImages);
  const [resequence, resequenceState] = useMutation(resequenceImages);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<LotImageFieldsFragment | null>(null);
  const busy = removeState.loading || reorderState.loading || resequenceState.loading;

  // New files go after the lot's last image, in drop order.
  const nextSequence = useRef(0);
  useEffect(() => {
    nextSequence.current = Math.max(nextSequence.current, ...images.map((i) => i.sequence + 1), 0);
  }, [images]);
  const number = lot.lotNumber ?? lot.invNumber ?? '';
  const lotExt = lot.lotNumber ? (lot.lotExt ?? null) : null;
  const lotTarget = useMemo(() => ({ lotId: lot.id, number, lotExt }), [lot.id, number, lotExt]);
  const check = useCallback(
    (file: File) => checkImageForLot(file, lotTarget, nextSequence.current++),
    [lotTarget],
  );
  const { queue, snapshot } = useImageUploadQueue({ catalogId, limits: step?.limits, check });

  // A finished upload shows in the lot's list.
  const stored = snapshot.summary.success;
  useEffect(() => {
    if (stored > 0) void refetch();
  }, [stored, refetch]);

  // The keyboard way to reorder (no drag needed, WCAG 2.5.7): the move buttons. The move is
  // announced, and the focus follows the image (its buttons are disabled while the order saves).
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const refocus = useRef<{ photoId: string; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    const target = refocus.current;
    if (!target || busy) return;
    refocus.current = null;
    const item = list.current?.querySelector(`[data-photo-id="${target.photoId}"]`);
    const buttons = [...(item?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])].filter(
      (b) => !b.disabled,
    );
    (buttons.find((b) => b.dataset['move'] === target.direction) ?? buttons[0])?.focus();
  }, [busy, images]);

  async function move(index: number, by: -1 | 1) {
    const next = moveInList(images, index, by);
    const moved = images[index];
    setImages(next);
    setFailure(null);
    if (moved) refocus.current = { photoId: moved.photoId, direction: by < 0 ? 'up' : 'down' };
    try {
      const { data: answer } = await reorder({
        variables: { catalogId, lotId: lot.id, photoIds: next.map((i) => i.photoId) },
      });
      if (answer?.reorderLotImages) setImages(answer.reorderLotImages);
      setAnnouncement(`Image ${index + 1} moved to position ${index + by + 1} of ${next.length}.`);
    } catch {
      setImages(images);
      setFailure(IMAGES_TEXTS.generic);
      setAnnouncement('The image could not be moved.');
    }
  }

  async function onResequence() {
    setFailure(null);
    try {
      const { data: answer } = await resequence({ variables: { catalogId, lotId: lot.id } });
      if (answer?.resequenceLotImages) setImages(answer.resequenceLotImages);
    } catch {
      setFailure(IMAGES_TEXTS.generic);
    }
  }

  async function onDelete(image: LotImageFieldsFragment) {
    setFailure(null);
    try {
      const { data: answer } = await removeImage({
        variables: { catalogId, lotId: lot.id, sequence: image.sequence },
      });
      if (answer?.deleteLotImage) setImages(answer.deleteLotImage.remaining);
      setConfirmDelete(null);
    } catch {
      setConfirmDelete(null);
      setFailure(IMAGES_TEXTS.deleteFailed);
    }
  }

  const label = lot.displayNumber ?? number;
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="lot-images-heading">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={3} id="lot-images-heading">
            Images
          </Title>
          {hasSequenceGaps(images) ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconListNumbers size={14} />}
              onClick={() => void onResequence()}
              loading={resequenceState.loading}
              disabled={locked || busy}
            >
              Resequence
            </Button>
          ) : null}
        </Group>
        {failure ? <ErrorBanner message={failure} onClose={() => setFailure(null)} /> : null}
        <VisuallyHidden role="status" aria-live="polite" data-testid="image-order-status">
          {announcement}
        </VisuallyHidden>
        {loading && !data && lot.imageCount !== 0 ? (
          <ListSkeleton rows={2} label="Loading the images…" />
        ) : error && !data ? (
          <ErrorBanner message={IMAGES_TEXTS.generic} onRetry={() => void refetch()} />
        ) : images.length === 0 ? (
          <EmptyState title="This item has no images yet." description="Add images below." />
        ) : (
          <Stack
            ref={list}
            gap="xs"
            component="ol"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Images in order"
          >
            {images.map((image, index) => (
              <Paper
                key={image.photoId}
                component="li"
                withBorder
                p="xs"
                data-testid="lot-image"
                data-photo-id={image.photoId}
                data-sequence={image.sequence}
              >
                <Group gap="sm" wrap="nowrap">
                  <Image
                    src={resolveImageUrl(transport.base, image.thumbnailUrl)}
                    alt={`Image ${index + 1} of ${label}`}
                    w={64}
                    h={64}
                    fit="contain"
                    radius="sm"
                    loading="lazy"
                  />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap={6}>
                      <Text size="sm" fw={600}>
                        Image {index + 1}
                      </Text>
                      {index === 0 ? (
                        <Badge size="xs" variant="light">
                          Primary
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed">
                      Sequence {image.sequence} · {image.width}x{image.height} px
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label="Move up" withinPortal>
                      <ActionIcon
                        data-move="up"
                        variant="default"
                        aria-label={`Move image ${index + 1} up`}
                        disabled={locked || busy || index === 0}
                        onClick={() => void move(index, -1)}
                      >
                        <IconArrowUp size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Move down" withinPortal>
                      <ActionIcon
                        data-move="down"
                        variant="default"
                        aria-label={`Move image ${index + 1} down`}
                        disabled={locked || busy || index === images.length - 1}
                        onClick={() => void move(index, 1)}
                      >
                        <IconArrowDown size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Delete" withinPortal>
                      <ActionIcon
                        variant="default"
                        color="red"
                        aria-label={`Delete image ${index + 1}`}
                        disabled={locked || busy}
                        onClick={() => setConfirmDelete(image)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <ImageUploader
          queue={queue}
          snapshot={snapshot}
          format={lot.lotNumber ? 'lotNumber' : 'invNumber'}
          locked={locked}
          cardFilter={notStored}
          dropzoneLabel="Add images to this item"
        />
      </Stack>
      <ConfirmModal
        opened={confirmDelete !== null}
        title={IMAGES_TEXTS.deleteImageTitle}
        actionLabel="Delete"
        busy={removeState.loading}
        onCancel={() => setConfirmDelete(null)}
        onConfirm={() => {
          if (confirmDelete) void onDelete(confirmDelete);
        }}
      >
        <Text size="sm">Delete this image of {label}? It cannot be undone.</Text>
      </ConfirmModal>
    </Paper>
  );
}
