import { randomUUID } from 'node:crypto';
import { HttpError } from '../http/httpError.js';

/**
 * Storage keys of images: `{houseRef}/{catalogID}/{uuid}.{jpg|png}` and the thumbnail beside it,
 * `{uuid}.thumb.jpg`. Keys are built from validated ids only and read back with one strict pattern,
 * so no key can hold `..`, an encoded character, a leading slash or a NUL.
 */
export type StoredImageKind = 'jpg' | 'png';

const HOUSE_REF = /^[A-Za-z0-9_-]{1,64}$/;
const CATALOG_ID = /^[1-9]\d{0,11}$/;
const KEY =
  /^([A-Za-z0-9_-]{1,64})\/([1-9]\d{0,11})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\.thumb)?\.(jpg|png)$/;

export interface ImageKey {
  houseRef: string;
  catalogId: number;
  id: string;
  thumbnail: boolean;
  kind: StoredImageKind;
}

export const invalidKey = (): HttpError =>
  new HttpError(400, 'INVALID_KEY', 'The image address is not valid.');

/** A new key for an image of a catalog; refuses ids that do not have their expected shape. */
export function newImageKey(houseRef: string, catalogId: number, kind: StoredImageKind): string {
  if (!HOUSE_REF.test(houseRef) || !CATALOG_ID.test(String(catalogId))) throw invalidKey();
  return `${houseRef}/${catalogId}/${randomUUID()}.${kind}`;
}

/** The parts of a key, or null when it is not exactly a key this service makes. */
export function parseImageKey(key: string): ImageKey | null {
  const m = KEY.exec(key);
  if (!m) return null;
  return {
    houseRef: m[1] ?? '',
    catalogId: Number(m[2]),
    id: m[3] ?? '',
    thumbnail: m[4] !== undefined,
    kind: m[5] === 'png' ? 'png' : 'jpg',
  };
}

export function isImageKey(key: string): boolean {
  return parseImageKey(key) !== null;
}

/** The thumbnail key of an image key (thumbnails are always JPEG). */
export function thumbnailKeyOf(key: string): string {
  const parsed = parseImageKey(key);
  if (!parsed || parsed.thumbnail) throw invalidKey();
  return `${parsed.houseRef}/${parsed.catalogId}/${parsed.id}.thumb.jpg`;
}

export function contentTypeOfKind(kind: StoredImageKind): 'image/jpeg' | 'image/png' {
  return kind === 'png' ? 'image/png' : 'image/jpeg';
}

/**
 * Seeded lots count images without stored files (the seed writes no pictures for past sales): they get
 * a reserved key whose uuid carries the lot id, `00000000-0000-4000-8000-{lotId:12}`, served from a
 * generated picture. No upload can make such a key (random uuids are version 4 with random bits).
 */
const SEEDED_PREFIX = '00000000-0000-4000-8000-';

export function seededImageKey(
  houseRef: string,
  catalogId: number,
  lotId: number,
  thumbnail = false,
): string {
  if (!HOUSE_REF.test(houseRef) || !CATALOG_ID.test(String(catalogId)) || !Number.isSafeInteger(lotId))
    throw invalidKey();
  const id = `${SEEDED_PREFIX}${String(lotId).padStart(12, '0')}`;
  return `${houseRef}/${catalogId}/${id}${thumbnail ? '.thumb' : ''}.jpg`;
}

/** The lot id of a seeded key, or null for any other key. */
export function seededLotIdOf(key: ImageKey): number | null {
  return key.id.startsWith(SEEDED_PREFIX) ? Number(key.id.slice(SEEDED_PREFIX.length)) : null;
}
