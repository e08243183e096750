import type { Request } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { loadItemContext, type ItemContext } from '../lots/itemContext.js';
import { selectLots, type LotRow } from '../lots/lotView.js';
import { isSessionLot } from '../lots/sessionLots.js';
import { ownCatalog } from '../saleWizard/ownership.js';
import { imageIdentity, primaryImagesOf, type PrimaryImage } from './primaryImages.js';

/** Error code 130: the cover photo is missing or in error (sales §7, §8). */
export const COVER_ERROR_CODE = '130';
export const COVER_ERROR_MESSAGE = 'The cover photo needs attention.';

/** A catalog of the caller's house as the review routes see it. */
export interface ReviewCatalog {
  ctx: ItemContext;
  ref: string;
  publishedAt: Date | null;
  coverThumbPath: string | null;
  coverError: boolean;
  imageUrl: string | null;
  lots: LotRow[];
  images: Map<number, PrimaryImage>;
}

/** The path's catalog (404 for another house's) with its lots and their primary images. */
export async function loadReviewCatalog(db: Kysely<DB>, req: Request): Promise<ReviewCatalog> {
  const owned = await ownCatalog(db, req);
  const houseId = callerOf(req).houseId;
  const [ctx, row, lots, images] = await Promise.all([
    loadItemContext(db, houseId, owned.id),
    db
      .selectFrom('catalogs')
      .select(['ref', 'published_at', 'cover_thumb_path', 'cover_error', 'image_url'])
      .where('id', '=', owned.id)
      .executeTakeFirstOrThrow(),
    selectLots(db, owned.id),
    primaryImagesOf(db, req, owned.id),
  ]);
  return {
    ctx,
    ref: row.ref,
    publishedAt: row.published_at,
    coverThumbPath: row.cover_thumb_path,
    coverError: row.cover_error,
    imageUrl: row.image_url,
    lots,
    images,
  };
}

/** A lot that is one of the session's lots (not deleted). */
export const isLive = (lot: LotRow): boolean => isSessionLot(lot);

/**
 * The catalog is published once Publish All ran, or when it has items and every one is published
 * (catalogs published before publication was recorded).
 */
export function isCatalogPublished(catalog: Pick<ReviewCatalog, 'publishedAt' | 'lots'>): boolean {
  if (catalog.publishedAt !== null) return true;
  const live = catalog.lots.filter(isLive);
  return live.length > 0 && live.every((l) => !l.unpublished);
}

/** The cover URL and whether it needs attention (130): none, flagged, or the image of a deleted lot. */
export function coverOf(catalog: ReviewCatalog): { url: string | null; inError: boolean } {
  const url = catalog.coverThumbPath ?? catalog.imageUrl;
  if (url === null) return { url: null, inError: true };
  const identity = imageIdentity(url);
  const ofDeletedLot = catalog.lots.some((lot) => {
    if (isLive(lot)) return false;
    const image = catalog.images.get(lot.id);
    return (
      image !== undefined &&
      (imageIdentity(image.thumbUrl) === identity || imageIdentity(image.url) === identity)
    );
  });
  return { url, inError: catalog.coverError || ofDeletedLot };
}

/** The body of getcoverimageurl / setcoverimage / selectcoverimage. */
export function coverBody(catalog: ReviewCatalog) {
  const cover = coverOf(catalog);
  return cover.inError
    ? { coverImageUrl: cover.url, errorCode: COVER_ERROR_CODE, errorMessage: COVER_ERROR_MESSAGE }
    : { coverImageUrl: cover.url, errorCode: null, errorMessage: null };
}
