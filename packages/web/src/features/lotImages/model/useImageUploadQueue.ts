import { IMAGE_MESSAGES, type ImageFileError, type ImageFileType, type ImageNumberFormat } from '@ah/schema';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  DeleteLotImageDocument,
  RegisterImagesDocument,
  RequestImageUploadsDocument,
  RotateLotImageDocument,
  type ImageFileType as GraphqlImageFileType,
  type ImageNumberFormat as GraphqlNumberFormat,
  type ImageUploadLimits,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { QUEUE_RULES, type ImageQueueItem, type QueueRules } from './imageQueueModel';
import { resolveImageUrl, useImageTransport } from './imageTransport';
import {
  ImageUploadQueue,
  type CheckOutcome,
  type ImageQueueDeps,
  type RegisterRequest,
  type StoredOutcome,
} from './imageUploadQueue';
import { createRequestBatcher } from './requestBatcher';

const requestUploads = toDocument(RequestImageUploadsDocument);
const registerImages = toDocument(RegisterImagesDocument);
const rotateImage = toDocument(RotateLotImageDocument);
const deleteImage = toDocument(DeleteLotImageDocument);

const FILE_TYPES: Readonly<Record<ImageFileType, GraphqlImageFileType>> = {
  jpg: 'JPG',
  jpeg: 'JPEG',
  png: 'PNG',
};
const NUMBER_FORMATS: Readonly<Record<ImageNumberFormat, GraphqlNumberFormat>> = {
  lotNumber: 'LOT_NUMBER',
  invNumber: 'INVENTORY_NUMBER',
};
/** How long finished PUTs wait to be registered together. */
const REGISTER_WAIT_MS = 150;

/** The rules the service announces (falls back to the spec's). */
export function rulesOf(limits: Partial<ImageUploadLimits> | null | undefined): QueueRules {
  return {
    batchSize: limits?.batchSize ?? QUEUE_RULES.batchSize,
    maxIncomplete: limits?.concurrencyThreshold ?? QUEUE_RULES.maxIncomplete,
    checkEveryMs: limits?.queueCheckMs ?? QUEUE_RULES.checkEveryMs,
    putTimeoutMs: limits?.putTimeoutMs ?? QUEUE_RULES.putTimeoutMs,
    putRetries: limits?.putRetries ?? QUEUE_RULES.putRetries,
    retryDelayMs: limits?.retryDelayMs ?? QUEUE_RULES.retryDelayMs,
    presignRetries: QUEUE_RULES.presignRetries,
  };
}

/** A rotation to add to a stored image: the change since it was saved, as 0, 90, 180 or 270. */
export function rotationDelta(item: Pick<ImageQueueItem, 'rotation' | 'savedRotation'>): number {
  return (((item.rotation - item.savedRotation) % 360) + 360) % 360;
}

const GENERIC: ImageFileError = { code: 'default', message: IMAGE_MESSAGES.default };

function problem(error: { code: string; message: string } | null | undefined): ImageFileError {
  if (!error) return GENERIC;
  return { code: error.code as ImageFileError['code'], message: error.message };
}

export interface ImageQueueSetup {
  catalogId: string;
  limits?: Partial<ImageUploadLimits> | null;
  /** The client checks of a dropped file (the step: by its name; the lot page: for that lot). */
  check: (file: File, format: ImageNumberFormat) => Promise<CheckOutcome>;
}

/**
 * The upload queue of a page, wired to the API: signed addresses from requestImageUploads, the PUT
 * through the transport, registration through registerImages (gathered in calls of up to 20),
 * rotation and delete of stored images. Leaving the page stops every upload.
 */
export function useImageUploadQueue(setup: ImageQueueSetup) {
  const client = useApolloClient();
  const transport = useImageTransport();
  const latest = useRef(setup);
  latest.current = setup;

  const deps = useMemo((): ImageQueueDeps<File> => {
    const catalogId = () => latest.current.catalogId;
    const registerFormat = (format: ImageNumberFormat) =>
      createRequestBatcher<RegisterRequest, StoredOutcome>(
        async (requests) => {
          const { data } = await client.mutate({
            mutation: registerImages,
            variables: {
              catalogId: catalogId(),
              numberFormat: NUMBER_FORMATS[format],
              images: requests.map((r) => ({
                number: r.target.number,
                lotExt: r.target.lotExt,
                sequence: r.target.sequence,
                imageUrl: r.imageUrl,
                rotation: r.rotation,
              })),
            },
          });
          const results = data?.registerImages ?? [];
          return requests.map((_, index): StoredOutcome => {
            const result = results.find((r) => r.index === index);
            if (!result || result.error || !result.photoId)
              return { ok: false, error: problem(result?.error) };
            return {
              ok: true,
              photoId: result.photoId,
              imageUrl: result.imageUrl ?? null,
              thumbnailUrl: result.thumbnailUrl ? resolveImageUrl(transport.base, result.thumbnailUrl) : null,
              lotId: result.lotId ?? null,
              sequence: result.sequence ?? null,
              warning: result.warning ? problem(result.warning) : null,
            };
          });
        },
        { maxSize: QUEUE_RULES.batchSize, waitMs: REGISTER_WAIT_MS },
      );
    const registerBy = { lotNumber: registerFormat('lotNumber'), invNumber: registerFormat('invNumber') };
    return {
      check: (file, format) => latest.current.check(file, format),
      presign: async (type, count) => {
        const { data } = await client.mutate({
          mutation: requestUploads,
          variables: { catalogId: catalogId(), count, fileType: FILE_TYPES[type] },
        });
        return (data?.requestImageUploads ?? []).map((slot) => ({
          putUrl: resolveImageUrl(transport.base, slot.putUrl),
          imageUrl: slot.imageUrl,
        }));
      },
      put: (request) => transport.put(request),
      register: (request) => registerBy[request.format](request),
      saveRotation: async (item) => {
        if (!item.target) return { ok: false, error: GENERIC };
        const { data } = await client.mutate({
          mutation: rotateImage,
          variables: {
            catalogId: catalogId(),
            lotId: item.target.lotId,
            sequence: item.target.sequence,
            rotation: rotationDelta(item),
          },
        });
        const image = data?.rotateLotImage;
        if (!image) return { ok: false, error: GENERIC };
        return {
          ok: true,
          photoId: image.photoId,
          imageUrl: image.url,
          // The thumbnail keeps its address: bust the browser's copy.
          thumbnailUrl: `${resolveImageUrl(transport.base, image.thumbnailUrl)}${image.thumbnailUrl.includes('?') ? '&' : '?'}r=${Date.now()}`,
        };
      },
      deleteStored: async (item) => {
        if (!item.target) return false;
        const { data } = await client.mutate({
          mutation: deleteImage,
          variables: { catalogId: catalogId(), lotId: item.target.lotId, sequence: item.target.sequence },
        });
        return Boolean(data?.deleteLotImage.deleted);
      },
    };
  }, [client, transport]);

  const rules = rulesOf(setup.limits);
  const [queue, setQueue] = useState(() => new ImageUploadQueue<File>(deps, { rules }));
  useEffect(() => {
    // StrictMode mounts twice: a queue stopped by the first unmount is replaced.
    if (queue.isDisposed) {
      setQueue(new ImageUploadQueue<File>(deps, { rules }));
      return undefined;
    }
    return () => queue.dispose();
    // The queue lives as long as the page; rules and deps are read when it is made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queue]);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return { queue, snapshot };
}
