import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { callerOf } from '../viewer/caller.js';
import { seededImageKey } from '../lotImages/imageKeys.js';
import { FILE_PATH, imageFileUrl } from '../lotImages/imageService.js';

/** A lot's primary image (the lowest sequence) and its thumbnail, as absolute URLs. */
export interface PrimaryImage {
  url: string;
  thumbUrl: string;
}

/** The upstream's own origin as the caller reached it (the images service builds its URLs alike). */
export function baseUrlOf(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? '127.0.0.1'}`;
}

/**
 * Seeded lots count images (lots.image_count) without stored files: they get a stable reserved key
 * that the image routes answer with a generated picture, so the preview grid, featured eligibility
 * and the cover behave as with real ones, and the browser shows a picture.
 */
export const seededImageUrl = (
  base: string,
  houseRef: string,
  catalogId: number,
  lotId: number,
  thumb = false,
) => `${base}${FILE_PATH}/${seededImageKey(houseRef, catalogId, lotId, thumb)}`;

/**
 * The primary image of each lot of a catalog, by lot id: the stored image of lowest sequence
 * (lot_images), else the seeded address for a lot that counts images.
 * Lots without images are absent.
 */
export async function primaryImagesOf(
  db: Kysely<DB>,
  req: Request,
  catalogId: number,
): Promise<Map<number, PrimaryImage>> {
  const [stored, counted] = await Promise.all([
    db
      .selectFrom('lot_images')
      .select(['lot_id', 'storage_key', 'thumbnail_key', 'version'])
      .distinctOn('lot_id')
      .where('catalog_id', '=', catalogId)
      .orderBy('lot_id')
      .orderBy('sequence')
      .execute(),
    db
      .selectFrom('lots')
      .select(['id'])
      .where('catalog_id', '=', catalogId)
      .where('image_count', '>', 0)
      .execute(),
  ]);
  const base = baseUrlOf(req);
  const { houseRef } = callerOf(req);
  const images = new Map<number, PrimaryImage>();
  for (const row of stored)
    images.set(row.lot_id, {
      url: imageFileUrl(base, row.storage_key, row.version),
      thumbUrl: imageFileUrl(base, row.thumbnail_key, row.version),
    });
  for (const lot of counted)
    if (!images.has(lot.id)) {
      images.set(lot.id, {
        url: seededImageUrl(base, houseRef, catalogId, lot.id),
        thumbUrl: seededImageUrl(base, houseRef, catalogId, lot.id, true),
      });
    }
  return images;
}

/**
 * What identifies an image address: the path for the upstream's own files (reached through any host
 * name), the whole URL otherwise.
 */
export function imageIdentity(url: string): string {
  try {
    const { pathname } = new URL(url, 'http://upstream.invalid');
    return pathname.startsWith(`${FILE_PATH}/`) ? pathname : url;
  } catch {
    return url;
  }
}

/**
 * The primary images of a page of lots only (a paged read costs the page, not the catalog): the
 * stored image of lowest sequence, else the seeded address of a lot that counts images.
 */
export async function primaryImagesOfLots(
  db: Kysely<DB>,
  req: Request,
  catalogId: number,
  lots: readonly { id: number; image_count: number }[],
): Promise<Map<number, PrimaryImage>> {
  const images = new Map<number, PrimaryImage>();
  const withImages = lots.filter((l) => l.image_count > 0).map((l) => l.id);
  if (withImages.length === 0) return images;
  const stored = await db
    .selectFrom('lot_images')
    .select(['lot_id', 'storage_key', 'thumbnail_key', 'version'])
    .distinctOn('lot_id')
    .where('catalog_id', '=', catalogId)
    .where('lot_id', 'in', withImages)
    .orderBy('lot_id')
    .orderBy('sequence')
    .execute();
  const base = baseUrlOf(req);
  const { houseRef } = callerOf(req);
  for (const row of stored)
    images.set(row.lot_id, {
      url: imageFileUrl(base, row.storage_key, row.version),
      thumbUrl: imageFileUrl(base, row.thumbnail_key, row.version),
    });
  for (const id of withImages)
    if (!images.has(id))
      images.set(id, {
        url: seededImageUrl(base, houseRef, catalogId, id),
        thumbUrl: seededImageUrl(base, houseRef, catalogId, id, true),
      });
  return images;
}
