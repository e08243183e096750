import {
  IMAGE_LIMITS,
  IMAGE_ROTATIONS,
  type ImageFileError,
  type ImageFileType,
  type ImageNumberFormat,
  type ImageRotation,
} from '@ah/schema';

/**
 * The image upload queue's pure rules (sales §4 Image file, §9): the states of a file, which files
 * start next, rotation, the error summary and the errors-only filter. No React, no network.
 */

/**
 * validating (reading its name and header), queued (checked, waiting for its batch), uploading
 * (with progress; registering at 100), complete, error. A cancelled (aborted) file is removed.
 */
export type ImageUploadStatus = 'validating' | 'queued' | 'uploading' | 'complete' | 'error' | 'aborted';

/** Where a checked file goes: the lot it matched and the number, extension and sequence of its name. */
export interface ImageTarget {
  lotId: string;
  /** The lot number or inventory number, as the format says. */
  number: string;
  lotExt: string | null;
  sequence: number;
  /** The type the name gives (jpg, jpeg, png): signed addresses are asked for per type. */
  type: ImageFileType;
  contentType: 'image/jpeg' | 'image/png';
}

export interface QueueFile {
  name: string;
  size: number;
}

export interface ImageQueueItem<F extends QueueFile = File> {
  /** Unique per added file (React keys, and to ignore answers for a file since replaced). */
  id: number;
  /** The file name: a second file of the same name replaces this one (sales §4). */
  key: string;
  file: F;
  format: ImageNumberFormat;
  status: ImageUploadStatus;
  /** Whole percent sent, 0 to 100. */
  progress: number;
  /** PUT attempts made so far (1 + retries). */
  attempts: number;
  rotation: ImageRotation;
  /** The rotation the stored image has (after registration); a different `rotation` can be saved. */
  savedRotation: ImageRotation;
  target: ImageTarget | null;
  error: ImageFileError | null;
  /** The under-1000-px warning: the file still uploads. */
  warning: ImageFileError | null;
  width: number | null;
  height: number | null;
  /** After registration: the stored image and its thumbnail (made by the upstream). */
  photoId: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  /** A save (rotation) or delete of the stored image is running. */
  busy: boolean;
}

export interface QueueRules {
  batchSize: number;
  maxIncomplete: number;
  checkEveryMs: number;
  putTimeoutMs: number;
  putRetries: number;
  retryDelayMs: number;
  /** Retries of the signed-address call (the presigned-upload service), retryDelayMs apart. */
  presignRetries: number;
}

/** Sales §4 and §9: batches of 20 while fewer than 100 are incomplete, checked every 3 s. */
export const QUEUE_RULES: Readonly<QueueRules> = {
  batchSize: 20,
  maxIncomplete: 100,
  checkEveryMs: 3000,
  putTimeoutMs: 300_000,
  putRetries: 5,
  retryDelayMs: 3000,
  // Sales §7/§9: the upload-address service is retried 3 times, 3 s apart.
  presignRetries: 3,
};

export function newQueueItem<F extends QueueFile>(
  id: number,
  file: F,
  format: ImageNumberFormat,
): ImageQueueItem<F> {
  return {
    id,
    key: file.name,
    file,
    format,
    status: 'validating',
    progress: 0,
    attempts: 0,
    rotation: 0,
    savedRotation: 0,
    target: null,
    error: null,
    warning: null,
    width: null,
    height: null,
    photoId: null,
    imageUrl: null,
    thumbnailUrl: null,
    busy: false,
  };
}

/**
 * The keys of the files to start now: when fewer than `maxIncomplete` are uploading, the next
 * `batchSize` queued files in drop order; otherwise none.
 */
export function pickBatch<F extends QueueFile>(
  items: readonly ImageQueueItem<F>[],
  rules: Pick<QueueRules, 'batchSize' | 'maxIncomplete'> = QUEUE_RULES,
): string[] {
  const incomplete = items.filter((item) => item.status === 'uploading').length;
  if (incomplete >= rules.maxIncomplete) return [];
  const batch: string[] = [];
  for (const item of items) {
    if (batch.length >= rules.batchSize) break;
    if (item.status === 'queued') batch.push(item.key);
  }
  return batch;
}

/**
 * A quarter turn right (+90) or left (-90), kept between -270 and 270: a full turn is 0 again.
 */
export function turnRotation(rotation: ImageRotation, direction: 'left' | 'right'): ImageRotation {
  const next = rotation + (direction === 'right' ? 90 : -90);
  const wrapped = Math.abs(next) >= 360 ? 0 : next;
  return (IMAGE_ROTATIONS as readonly number[]).includes(wrapped) ? (wrapped as ImageRotation) : 0;
}

export interface QueueSummary {
  success: number;
  error: number;
  pending: number;
  total: number;
  /** Whole percent of the whole drop done (complete or failed files count as done). */
  percent: number;
}

/** 'Error Summary: Success, Error, Pending, Total' (sales §2) and the overall progress. */
export function summarize<F extends QueueFile>(items: readonly ImageQueueItem<F>[]): QueueSummary {
  let success = 0;
  let error = 0;
  let sent = 0;
  for (const item of items) {
    if (item.status === 'complete') success += 1;
    else if (item.status === 'error') error += 1;
    else if (item.status === 'uploading') sent += item.progress;
  }
  const total = items.length;
  const pending = total - success - error;
  const percent = total === 0 ? 0 : Math.floor(((success + error) * 100 + sent * 0.95) / total);
  return { success, error, pending, total, percent: Math.min(100, percent) };
}

export function isPending(status: ImageUploadStatus): boolean {
  return status === 'validating' || status === 'queued' || status === 'uploading';
}

/** The errors-only filter. */
export function visibleItems<F extends QueueFile>(
  items: readonly ImageQueueItem<F>[],
  errorsOnly: boolean,
): readonly ImageQueueItem<F>[] {
  return errorsOnly ? items.filter((item) => item.status === 'error') : items;
}

/** Sales §2: the format is locked once files are added. */
export function formatLocked<F extends QueueFile>(items: readonly ImageQueueItem<F>[]): boolean {
  return items.length > 0;
}

/** File names shown on a card are cut at 50 characters. */
export const CARD_NAME_LENGTH = 50;

export { IMAGE_LIMITS };
