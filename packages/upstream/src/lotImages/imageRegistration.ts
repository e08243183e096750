import {
  IMAGE_LIMITS,
  IMAGE_MESSAGES,
  isImageRotation,
  matchImageFile,
  type ImageFileError,
  type ImageRotation,
} from '@ah/schema';
import { badRequest } from '../http/httpError.js';
import { parseImageKey } from './imageKeys.js';
import { FILE_PATH } from './imageService.js';
import type { ImageLot } from './lotImageStore.js';

/**
 * The pure rules of PUT /cps/app/image/house/{houseID}/catalog/{catalogID} (sales §3 Image record,
 * §5 Images): the body's shape, and per image its sequence, number and upload address. What needs
 * the storage (the file is there, rotation) is done by the route.
 */

/** Most images one registration call may carry (the gateway splits larger batches). */
export const MAX_IMAGES_PER_REGISTRATION = 100;

const ITEM_KEYS = ['imageSeq', 'imageURL', 'lotExt', 'lotNum', 'invNumber', 'rotation'] as const;

export type RegistrationItem = Partial<Record<(typeof ITEM_KEYS)[number], unknown>>;

/** The body: a JSON array of 1 to 100 objects with only the record's properties (else 400). */
export function parseRegistrationBody(body: unknown): RegistrationItem[] {
  if (!Array.isArray(body) || body.length === 0 || body.length > MAX_IMAGES_PER_REGISTRATION)
    throw badRequest(
      'INVALID_BODY',
      `The body must be an array of 1 to ${MAX_IMAGES_PER_REGISTRATION} image records.`,
    );
  return body.map((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw badRequest('INVALID_BODY', `Image record ${index} must be an object.`);
    for (const key of Object.keys(item))
      if (!(ITEM_KEYS as readonly string[]).includes(key))
        throw badRequest('INVALID_BODY', `Unknown property "${key}" in image record ${index}.`, key);
    return item as RegistrationItem;
  });
}

/** What a record asks for once its rules passed. */
export interface CheckedRegistration {
  lot: ImageLot;
  sequence: number;
  key: string;
  rotation: ImageRotation;
}

export const REGISTRATION_MESSAGES = {
  numberMissing: 'Give the lot number or the inventory number of the image.',
  foreignUpload: 'The image was not uploaded for this catalog. Please upload it again.',
  notStored: 'The image was not found. Please upload it again.',
  alreadySaved: 'This uploaded image is already saved for another lot or sequence. Please upload it again.',
  rotation: 'Rotation must be a 90-degree step between -270 and 270.',
} as const;

const problem = (code: ImageFileError['code'], message: string) => ({
  ok: false as const,
  error: { code, message },
});

/** A sequence as a whole number 0..10000 (number or digit string); null otherwise. */
export function sequenceOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return 0;
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,5}$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(n) && n >= 0 && n <= IMAGE_LIMITS.maxSequence ? n : null;
}

/**
 * The storage key an image address names: `/images/file/{key}` (absolute or relative), the key of an
 * upload of this house's catalog. The key is taken raw, never decoded.
 */
export function uploadKeyOf(url: unknown, houseRef: string, catalogId: number): string | null {
  if (typeof url !== 'string' || url.length > 2048) return null;
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  if (!path.startsWith(`${FILE_PATH}/`)) return null;
  const key = path.slice(FILE_PATH.length + 1);
  const parsed = parseImageKey(key);
  if (!parsed || parsed.thumbnail || parsed.houseRef !== houseRef || parsed.catalogId !== catalogId)
    return null;
  return key;
}

/** One record's rules: sequence, number (lot number + extension, or inventory number), address, rotation. */
export function checkRegistration(
  item: RegistrationItem,
  lots: readonly ImageLot[],
  upload: { houseRef: string; catalogId: number },
): { ok: true; value: CheckedRegistration } | { ok: false; error: ImageFileError } {
  const sequence = sequenceOf(item.imageSeq);
  if (sequence === null) return problem('imageSeq', IMAGE_MESSAGES.imageSeq);

  const lotNum = item.lotNum === undefined || item.lotNum === null ? '' : String(item.lotNum).trim();
  const invNumber = typeof item.invNumber === 'string' ? item.invNumber.trim() : '';
  const lotExt = typeof item.lotExt === 'string' ? item.lotExt.trim().toUpperCase() : '';
  let matched: ReturnType<typeof matchImageFile<ImageLot>>;
  if (lotNum !== '') {
    if (!/^\d{1,9}$/.test(lotNum) || !/^[A-Z]?$/.test(lotExt))
      return problem('lotNum', IMAGE_MESSAGES.lotNumName);
    matched = matchImageFile(
      { number: lotNum, lotExt: lotExt || null, sequence, type: 'jpg' },
      lots,
      'lotNumber',
    );
  } else if (invNumber !== '') {
    if (!/^[A-Za-z0-9-]{1,32}$/.test(invNumber)) return problem('invNum', IMAGE_MESSAGES.invNumName);
    matched = matchImageFile({ number: invNumber, lotExt: null, sequence, type: 'jpg' }, lots, 'invNumber');
  } else {
    return problem('lotNum', REGISTRATION_MESSAGES.numberMissing);
  }
  if (!matched.ok) return matched;

  const key = uploadKeyOf(item.imageURL, upload.houseRef, upload.catalogId);
  if (key === null) return problem('invalidImage', REGISTRATION_MESSAGES.foreignUpload);

  const rotation = item.rotation === undefined || item.rotation === null ? 0 : item.rotation;
  if (!isImageRotation(rotation)) return problem('default', REGISTRATION_MESSAGES.rotation);
  return { ok: true, value: { lot: matched.lot, sequence, key, rotation } };
}
