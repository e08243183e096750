import {
  IMAGE_LIMITS,
  IMAGE_MESSAGES,
  isImageRotation,
  parseImageFileName,
  type ImageFileError,
  type ImageRotation,
} from '@ah/schema';
import type {
  ImageFileType,
  ImageNumberFormat,
  ImageRegistrationInput,
  ImageUploadLimits,
} from '../../../__generated__/resolvers-types.js';

/**
 * The images module's pure rules: URL rewriting for the browser, the registration records built
 * from file names, and the upload limits (sales §4 Image file, §5 Images, §9).
 */

/** Most upload addresses one call may ask for (the image service's own limit). */
export const MAX_UPLOADS_PER_REQUEST = 100;
/**
 * Records per registration call to the service; larger lists are sent in parts, so each call (which
 * reads, checks and may rotate every file) stays well inside the upstream time-out.
 */
export const REGISTRATION_CHUNK = 20;
/** Most files one registerImages call may carry (300 dropped at once are registered in batches of 20). */
export const MAX_REGISTRATIONS = 500;

/** Sales §4 and §7: batches of 20 while fewer than 100 are incomplete, checked every 3 s; PUT rules. */
export const IMAGE_UPLOAD_LIMITS: ImageUploadLimits = {
  maxBytes: IMAGE_LIMITS.maxBytes,
  minPixels: IMAGE_LIMITS.minPixels,
  types: [...IMAGE_LIMITS.types],
  batchSize: 20,
  concurrencyThreshold: 100,
  queueCheckMs: 3_000,
  putTimeoutMs: 300_000,
  putRetries: 5,
  retryDelayMs: 3_000,
  maxSequence: IMAGE_LIMITS.maxSequence,
};

/** The REST file type of the GraphQL enum. */
export function restFileType(type: ImageFileType): 'jpg' | 'jpeg' | 'png' {
  return type === 'PNG' ? 'png' : type === 'JPEG' ? 'jpeg' : 'jpg';
}

/** The expiry and content type a signed PUT URL carries in its query. */
export function signedUploadFacts(putUrl: string): { expiresAt: string; contentType: string } {
  const query = new URL(putUrl, 'http://gateway.invalid').searchParams;
  const seconds = Number(query.get('expires'));
  return {
    expiresAt: new Date((Number.isFinite(seconds) ? seconds : 0) * 1000).toISOString(),
    contentType: query.get('contentType') ?? 'image/jpeg',
  };
}

/** One registration record of the service (sales §3 Image record). */
export interface RegistrationRecord {
  imageSeq: number;
  imageURL: string;
  lotNum?: string;
  lotExt?: string;
  invNumber?: string;
  rotation?: ImageRotation;
}

const NUMBER_MISSING = 'Give the file name, or the lot number or inventory number of the image.';

/**
 * The service record of one input: the file name read by `{number}[ext].{sequence}.{type}` in the
 * chosen format (its own §8 code when it does not parse), or the number, extension and sequence
 * given. The number's existence, the sequence range and the rotation are the service's checks.
 */
export function registrationRecord(
  input: ImageRegistrationInput,
  format: ImageNumberFormat,
): { ok: true; record: RegistrationRecord } | { ok: false; error: ImageFileError } {
  const byLot = format === 'LOT_NUMBER';
  let number: string;
  let lotExt: string | null;
  let sequence: number;
  if (input.fileName !== null && input.fileName !== undefined && input.fileName.trim() !== '') {
    const parsed = parseImageFileName(input.fileName.trim(), byLot ? 'lotNumber' : 'invNumber');
    if (!parsed.ok) return parsed;
    // The upload address was signed for one type: a name claiming another is not that file.
    const uploaded = /\.(jpg|png)$/.exec(input.imageUrl)?.[1];
    if (uploaded && uploaded !== (parsed.file.type === 'png' ? 'png' : 'jpg'))
      return {
        ok: false,
        error: { code: 'type', message: IMAGE_MESSAGES.contentMismatch(parsed.file.type) },
      };
    ({ number, lotExt, sequence } = parsed.file);
  } else if (input.number !== null && input.number !== undefined && input.number.trim() !== '') {
    number = input.number.trim();
    lotExt = byLot ? (input.lotExt?.trim().toUpperCase() ?? null) || null : null;
    sequence = input.sequence ?? 0;
  } else {
    return { ok: false, error: { code: byLot ? 'lotNum' : 'invNum', message: NUMBER_MISSING } };
  }
  const rotation = input.rotation ?? 0;
  if (!isImageRotation(rotation))
    return {
      ok: false,
      error: { code: 'default', message: 'Rotation must be a 90-degree step between -270 and 270.' },
    };
  const record: RegistrationRecord = {
    imageSeq: sequence,
    imageURL: input.imageUrl,
    ...(byLot ? { lotNum: number, lotExt: lotExt ?? '' } : { invNumber: number }),
    ...(rotation !== 0 ? { rotation } : {}),
  };
  return { ok: true, record };
}

/** The preview step after images (sales §2): 5 for sessions, 4 for a Buy Now sale. */
export function previewStep(saleType: string): number {
  return saleType === 'bin' ? 4 : 5;
}

/** Splits a list into parts of at most `size`. */
export function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
